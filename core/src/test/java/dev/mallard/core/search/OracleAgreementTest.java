package dev.mallard.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.rules.PerftTable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The search with pruning off must return exactly the brute-force minimax score, on the perft
 * positions and on positions reached by random play from them, for the test variant's rules and
 * evaluation; so must the search with ProbCut at its exact setting
 * ({@link SearchOptions#exactWithProbCut()}), where one capture proves a negamax cut-off.
 * (Each variant module checks its own rules and evaluation against its oracle too.)
 */
class OracleAgreementTest {
    private final SearchRules rules = TestChess.RULES;
    private final Evaluator evaluator = TestChess::material;

    static List<String> positions(int perStart, long seed) throws IOException {
        List<String> fens = PerftTable.fens(PerftTable.resource("/perft-fide.tsv"));
        Random random = new Random(seed);
        List<String> all = new ArrayList<>(fens);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (String fen : fens) {
            for (int i = 0; i < perStart; i++) {
                Position p = Fen.parse(fen);
                int plies = 1 + random.nextInt(12);
                for (int ply = 0; ply < plies; ply++) {
                    int count = MoveGenerator.legal(p, moves, 0, MoveGenerator.ALL);
                    if (count == 0) {
                        break;
                    }
                    p.makeMove(moves[random.nextInt(count)]);
                }
                all.add(Fen.toFen(p));
            }
        }
        return all;
    }

    @Test
    void exactSearchEqualsMinimaxAtDepthsOneToFour() throws IOException {
        List<String> fens = positions(25, 42);
        assertThat(fens).hasSizeGreaterThanOrEqualTo(200);
        MinimaxOracle oracle = new MinimaxOracle(rules, evaluator);
        Searcher searcher = new Searcher(rules, evaluator, new TranspositionTable(1));
        searcher.setOptions(SearchOptions.exact());
        Searcher probCut = new Searcher(rules, evaluator, new TranspositionTable(1));
        probCut.setOptions(SearchOptions.exactWithProbCut());
        long exactNodes = 0;
        long probCutNodes = 0;
        for (String fen : fens) {
            Position position = Fen.parse(fen);
            for (int depth = 1; depth <= 4; depth++) {
                int expected = oracle.score(position, depth);
                SearchResult result = searcher.search(position, SearchLimits.depth(depth), SearchListener.NONE);
                assertThat(result.score()).as("%s depth %d", fen, depth).isEqualTo(expected);
                SearchResult cut = probCut.search(position, SearchLimits.depth(depth), SearchListener.NONE);
                assertThat(cut.score()).as("ProbCut %s depth %d", fen, depth).isEqualTo(expected);
                exactNodes += result.nodes();
                probCutNodes += cut.nodes();
            }
        }
        assertThat(probCutNodes).as("ProbCut at work").isNotEqualTo(exactNodes);
    }
}
