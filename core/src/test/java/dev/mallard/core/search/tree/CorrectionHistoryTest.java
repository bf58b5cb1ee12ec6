package dev.mallard.core.search.tree;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.search.Technique;
import dev.mallard.core.search.TranspositionTable;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The correction history learns the mean miss of the static evaluation in nodes with the same
 * pawns and pieces, for the side to move, within its limit; it corrects nothing where it is not
 * in force, and forgets on request.
 */
class CorrectionHistoryTest {
    private static final String OTHER_PAWNS = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

    private static SearchSettings settings(boolean inForce) {
        return new SearchSettings(SearchOptions.defaults().with(Technique.CORRECTION_HISTORY, inForce),
                EnumSet.allOf(Technique.class), SearchParameters.defaults());
    }

    /** {@code times} nodes of the position, each {@code depth} deep, whose searches found {@code value} where the raw evaluation said 0. */
    private static void teach(CorrectionHistory history, int value, int depth, int times) {
        for (int i = 0; i < times; i++) {
            history.update(history.corrected(0), value, depth);
        }
    }

    @Test
    void theCorrectionConvergesOnTheMissOfItsPositionsAlone() {
        Position start = Fen.parse(Fen.START);
        CorrectionHistory history = new CorrectionHistory();
        history.start(start, settings(true));
        assertThat(history.corrected(25)).isEqualTo(25);
        teach(history, 40, 12, 100);
        assertThat(history.corrected(0)).as("the start's corrected evaluation after misses of 40").isBetween(38, 40);
        teach(history, -20, 2, 400);
        int learnt = history.corrected(0);
        assertThat(learnt).as("after shallower misses of -20").isBetween(-20, -18);

        Position blackToMove = Fen.parse(Fen.START.replace(" w ", " b "));
        history.start(blackToMove, settings(true));
        assertThat(history.corrected(10)).as("the other side to move").isEqualTo(10);
        // The three entries learnt the same steps: other pawns share the two entries of the pieces.
        history.start(Fen.parse(OTHER_PAWNS), settings(true));
        assertThat(history.corrected(10)).as("other pawns, the same pieces").isBetween(10 + learnt * 2 / 3 - 1, 10 + learnt * 2 / 3 + 1);
    }

    @Test
    void eachEntryStaysWithinTheLimit() {
        CorrectionHistory history = new CorrectionHistory();
        history.start(Fen.parse(Fen.START), settings(true));
        int limit = SearchParameters.defaults().value("correction.limit");
        teach(history, 5_000, 20, 200);
        assertThat(history.corrected(0)).as("three entries at their limit").isEqualTo(3 * limit);
        teach(history, -5_000, 20, 200);
        assertThat(history.corrected(0)).isEqualTo(-3 * limit);
    }

    @Test
    void notInForceItCorrectsNothingAndClearForgets() {
        Position start = Fen.parse(Fen.START);
        CorrectionHistory history = new CorrectionHistory();
        history.start(start, settings(true));
        teach(history, 50, 10, 50);
        assertThat(history.corrected(0)).isPositive();
        history.start(start, settings(false));
        assertThat(history.corrected(7)).isEqualTo(7);
        history.start(start, settings(true));
        assertThat(history.corrected(0)).as("the entries outlive a search").isPositive();
        history.clear();
        assertThat(history.corrected(7)).isEqualTo(7);
    }

    /**
     * A node teaches only a value that says which way its evaluation missed, no mate, with a quiet
     * best move (or none): a lower bound at or below the evaluation or an upper bound at or above
     * it says nothing of the miss.
     */
    @Test
    void onlyAValueThatShowsTheMissTeaches() {
        CorrectionHistory history = new CorrectionHistory();
        history.start(Fen.parse(Fen.START), settings(true));
        history.learn(0, -30, TranspositionTable.LOWER, 10, true);
        history.learn(0, 30, TranspositionTable.UPPER, 10, true);
        history.learn(0, Score.MATE - 5, TranspositionTable.EXACT, 10, true);
        history.learn(0, 60, TranspositionTable.EXACT, 10, false);
        assertThat(history.corrected(0)).as("nothing learnt").isZero();
        history.learn(0, 30, TranspositionTable.LOWER, 10, true);
        assertThat(history.corrected(0)).as("a lower bound above the evaluation").isPositive();
        history.clear();
        history.learn(0, -30, TranspositionTable.UPPER, 10, true);
        assertThat(history.corrected(0)).as("an upper bound below it").isNegative();
        history.clear();
        history.learn(0, -30, TranspositionTable.EXACT, 10, true);
        assertThat(history.corrected(0)).as("an exact value").isNegative();
    }
}
