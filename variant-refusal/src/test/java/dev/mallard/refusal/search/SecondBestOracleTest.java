package dev.mallard.refusal.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.fide.eval.FideEvaluator;
import dev.mallard.refusal.RefusalOracle;
import dev.mallard.refusal.RefusalSearchRules;
import dev.mallard.refusal.RefusalVariant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The second-best search with pruning off must return exactly the score of brute-force minimax
 * over explicit move-and-veto turns, on the same evaluation: on the perft positions and on
 * positions reached by random Refusal play (many with a pending veto, some with a single legal
 * reply, some mates and stalemates).
 */
class SecondBestOracleTest {
    private final RefusalVariant variant = new RefusalVariant();
    private final FideEvaluator evaluator = new FideEvaluator();

    @Test
    void exactSecondBestSearchEqualsExplicitMinimax() {
        List<Position> positions = SecondBestPositions.sample(16, 11);
        assertThat(positions).hasSizeGreaterThanOrEqualTo(200);
        long withVeto = positions.stream().filter(p -> p.forbiddenMove() != 0).count();
        assertThat(withVeto).isGreaterThan(100);
        RefusalOracle oracle = new RefusalOracle(evaluator);
        Searcher searcher = new Searcher(new RefusalSearchRules(), evaluator, new TranspositionTable(1));
        searcher.setOptions(SearchOptions.exact());
        for (int i = 0; i < positions.size(); i++) {
            Position position = positions.get(i);
            // Depth 2 over explicit turns costs about 1600² leaves: every fourth position gets it.
            for (int depth = 1; depth <= (i % 4 == 0 ? 2 : 1); depth++) {
                int search = searcher.search(position, SearchLimits.depth(depth), SearchListener.NONE).score();
                assertThat(search).as("%s depth %d", variant.toFen(position), depth)
                        .isEqualTo(oracle.score(position, depth));
            }
        }
    }
}
