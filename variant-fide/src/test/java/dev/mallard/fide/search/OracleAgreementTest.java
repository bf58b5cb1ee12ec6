package dev.mallard.fide.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.search.MinimaxOracle;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.fide.FideSearchRules;
import dev.mallard.fide.eval.FideEvaluator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The search with pruning off must return exactly the brute-force minimax score, on the perft
 * positions and on positions reached by random play from them.
 */
class OracleAgreementTest {
    private final FideSearchRules rules = new FideSearchRules();
    private final FideEvaluator evaluator = new FideEvaluator();

    static List<String> positions(int perStart, long seed) throws IOException {
        List<String> fens = dev.mallard.core.rules.PerftTable.fens(dev.mallard.core.rules.PerftTable.resource("/perft-fide.tsv"));
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
        for (String fen : fens) {
            Position position = Fen.parse(fen);
            for (int depth = 1; depth <= 4; depth++) {
                SearchResult result = searcher.search(position, SearchLimits.depth(depth), SearchListener.NONE);
                assertThat(result.score()).as("%s depth %d", fen, depth).isEqualTo(oracle.score(position, depth));
            }
        }
    }
}
