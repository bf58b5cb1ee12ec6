package dev.mallard.refusal.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.Technique;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.fide.eval.FideEvaluator;
import dev.mallard.refusal.RefusalOracle;
import dev.mallard.refusal.RefusalRules;
import dev.mallard.refusal.RefusalSearchRules;
import dev.mallard.refusal.RefusalVariant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * With every pruning technique on, the second-best search still finds the oracle's root move
 * on the tactical positions: those where, by the oracle, one move beats every other by at
 * least a pawn (mates, and mates or winning captures that the pending veto forbids, among
 * hand-picked positions and positions of random Refusal play). "Finds" means it plays a move
 * the oracle scores as the best. The check extension is not pruning but a deeper search, which
 * rightly disagrees with a fixed-depth oracle in some lines of checks; it is on for the
 * hand-picked positions only.
 */
class TacticalRootMoveTest {
    private static final int DEPTH = 3;
    private static final int MARGIN = 100;
    private static final List<String> TACTICS = List.of(
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",                                      // Rd8 mates
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1 veto:d1d8",                            // not with the veto
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",        // Qxf7 mates
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4 veto:h5f7",
            "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1",                                           // Rxd5 wins the queen
            "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1 veto:d1d5",                                 // the queen escapes
            "7k/8/5K2/6Q1/8/8/8/8 w - - 0 1",                                             // Qg7 mates, Qg6 stalemates
            "7k/8/5K2/6Q1/8/8/8/8 w - - 0 1 veto:g5g7",
            "k7/8/1K6/8/8/8/8/7R w - - 0 1 veto:h1h8");

    private final RefusalVariant variant = new RefusalVariant();
    private final FideEvaluator evaluator = new FideEvaluator();
    private final RefusalOracle oracle = new RefusalOracle(evaluator);

    @Test
    void prunedSearchFindsTheOraclesMoveOnTacticalPositions() {
        List<Position> candidates = new ArrayList<>();
        TACTICS.forEach(fen -> candidates.add(variant.parseFen(fen)));
        candidates.addAll(SecondBestPositions.sample(2, 23));
        int tactical = 0;
        for (int p = 0; p < candidates.size(); p++) {
            Position position = candidates.get(p);
            int[] moves = new int[MoveGenerator.MAX_MOVES];
            int count = RefusalRules.allowedMoves(position, moves, 0);
            if (count < 2) {
                continue;
            }
            int[] scores = new int[count];
            for (int i = 0; i < count; i++) {
                scores[i] = oracle.moveScore(position, moves[i], DEPTH);
            }
            int[] sorted = scores.clone();
            Arrays.sort(sorted);
            int best = sorted[count - 1];
            if (best - sorted[count - 2] < MARGIN) {
                continue;
            }
            tactical++;
            Searcher searcher = new Searcher(new RefusalSearchRules(), evaluator, new TranspositionTable(4));
            searcher.setOptions(SearchOptions.defaults().with(Technique.CHECK_EXTENSION, p < TACTICS.size()));
            int turn = searcher.search(position, SearchLimits.depth(DEPTH), SearchListener.NONE).bestTurn();
            int chosen = Move.base(turn);
            int index = Arrays.stream(moves, 0, count).boxed().toList().indexOf(chosen);
            assertThat(index).as("%s: %s is allowed", variant.toFen(position), Move.toUci(chosen)).isNotNegative();
            assertThat(scores[index]).as("%s: oracle score of %s", variant.toFen(position), Move.toUci(chosen))
                    .isEqualTo(best);
        }
        assertThat(tactical).isGreaterThanOrEqualTo(15);
    }
}
