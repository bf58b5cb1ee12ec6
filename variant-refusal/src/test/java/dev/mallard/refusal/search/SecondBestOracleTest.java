package dev.mallard.refusal.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.fide.eval.FideEvaluator;
import dev.mallard.fide.eval.FideNetworkEvaluator;
import dev.mallard.refusal.RefusalOracle;
import dev.mallard.refusal.RefusalSearchRules;
import dev.mallard.refusal.RefusalVariant;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The second-best search with pruning off must return exactly the score of minimax over
 * explicit move-and-veto turns, on the same evaluation, at depths 1 to 4: on the perft
 * positions, a stalemate, mates in one a veto can or cannot stop, a lone legal reply, and
 * positions reached from them by random Refusal play (most with a pending veto). Every build
 * checks depths 1 to 3 everywhere and depth 4 on every eighth position; {@code -Pslow} checks
 * depth 4 everywhere.
 *
 * <p>So must the same search with ProbCut on trial at its exact setting
 * ({@link SearchOptions#exactWithProbCut()}): its cut-off stands only when two
 * captures reach beta, since the opponent vetoes the best. A ProbCut that cut on one capture
 * would score the vetoed capture.
 */
class SecondBestOracleTest {
    private final RefusalVariant variant = new RefusalVariant();
    private final FideEvaluator evaluator = new FideEvaluator();
    private final RefusalOracle oracle = new RefusalOracle(evaluator);
    private final Searcher searcher = new Searcher(new RefusalSearchRules(), evaluator, new TranspositionTable(1));

    private final Searcher probCut = new Searcher(new RefusalSearchRules(), evaluator, new TranspositionTable(1));

    SecondBestOracleTest() {
        searcher.setOptions(SearchOptions.exact());
        probCut.setOptions(SearchOptions.exactWithProbCut());
    }

    private List<Position> positions() {
        List<Position> positions = SecondBestPositions.sample(16, 11);
        assertThat(positions).hasSizeGreaterThanOrEqualTo(200);
        assertThat(positions.stream().filter(p -> p.forbiddenMove() != 0).count()).isGreaterThan(100);
        return positions;
    }

    private void assertAgrees(Position position, int depth) {
        int expected = oracle.score(position, depth);
        int search = searcher.search(position, SearchLimits.depth(depth), SearchListener.NONE).score();
        assertThat(search).as("%s depth %d", variant.toFen(position), depth).isEqualTo(expected);
        assertThat(probCut.search(position, SearchLimits.depth(depth), SearchListener.NONE).score())
                .as("ProbCut %s depth %d", variant.toFen(position), depth).isEqualTo(expected);
    }

    /** ProbCut is at work in the comparison: at depth 3 it changes the tree (its capture searches, its cuts). */
    @Test
    void probCutOnTrialChangesTheTree() {
        long exact = 0;
        long withProbCut = 0;
        for (Position position : positions()) {
            exact += searcher.search(position, SearchLimits.depth(3), SearchListener.NONE).nodes();
            withProbCut += probCut.search(position, SearchLimits.depth(3), SearchListener.NONE).nodes();
        }
        assertThat(withProbCut).isNotEqualTo(exact);
    }

    @Test
    void exactSecondBestSearchEqualsExplicitMinimax() {
        List<Position> positions = positions();
        for (int i = 0; i < positions.size(); i++) {
            for (int depth = 1; depth <= (i % 8 == 0 ? 4 : 3); depth++) {
                assertAgrees(positions.get(i), depth);
            }
        }
    }

    /**
     * The same with a network's leaves, as the module plays one ({@link RefusalVariant#newEvaluator(Network)}
     * on FIDE's shipped network): depths 1 and 2 everywhere, 3 on every eighth position.
     */
    @Test
    void exactSecondBestSearchEqualsExplicitMinimaxWithANetwork() {
        Evaluator network = variant.newEvaluator(FideNetworkEvaluator.shipped().orElseThrow());
        RefusalOracle networkOracle = new RefusalOracle(network);
        Searcher networkSearcher = new Searcher(new RefusalSearchRules(), network, new TranspositionTable(1));
        networkSearcher.setOptions(SearchOptions.exact());
        List<Position> positions = positions();
        for (int i = 0; i < positions.size(); i++) {
            Position position = positions.get(i);
            for (int depth = 1; depth <= (i % 8 == 0 ? 3 : 2); depth++) {
                assertThat(networkSearcher.search(position, SearchLimits.depth(depth), SearchListener.NONE).score())
                        .as("%s depth %d", variant.toFen(position), depth).isEqualTo(networkOracle.score(position, depth));
            }
        }
    }

    @Test
    @Tag("slow")
    void exactSecondBestSearchEqualsExplicitMinimaxAtDepthFourEverywhere() {
        for (Position position : positions()) {
            assertAgrees(position, 4);
        }
    }
}
