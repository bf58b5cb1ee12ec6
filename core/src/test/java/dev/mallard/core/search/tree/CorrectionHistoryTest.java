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
    /** The ply of the nodes taught and read, where no continuation entry is read. */
    private static final int ROOT = 0;
    private static final String OTHER_PAWNS = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

    private static SearchSettings settings(boolean inForce) {
        return new SearchSettings(SearchOptions.defaults().with(Technique.CORRECTION_HISTORY, inForce),
                EnumSet.allOf(Technique.class), SearchParameters.defaults());
    }

    /** {@code times} nodes of the position, each {@code depth} deep, whose searches found {@code value} where the raw evaluation said 0. */
    private static void teach(CorrectionHistory history, int value, int depth, int times) {
        for (int i = 0; i < times; i++) {
            history.update(ROOT, history.corrected(ROOT, 0), value, depth);
        }
    }

    @Test
    void theCorrectionConvergesOnTheMissOfItsPositionsAlone() {
        Position start = Fen.parse(Fen.START);
        CorrectionHistory history = new CorrectionHistory(new SearchStack());
        history.start(start, settings(true));
        assertThat(history.corrected(ROOT, 25)).isEqualTo(25);
        teach(history, 40, 12, 100);
        assertThat(history.corrected(ROOT, 0)).as("the start's corrected evaluation after misses of 40").isBetween(38, 40);
        teach(history, -20, 2, 400);
        int learnt = history.corrected(ROOT, 0);
        assertThat(learnt).as("after shallower misses of -20").isBetween(-20, -18);

        Position blackToMove = Fen.parse(Fen.START.replace(" w ", " b "));
        history.start(blackToMove, settings(true));
        assertThat(history.corrected(ROOT, 10)).as("the other side to move").isEqualTo(10);
        // The three entries learnt the same steps: other pawns share the two entries of the pieces.
        history.start(Fen.parse(OTHER_PAWNS), settings(true));
        assertThat(history.corrected(ROOT, 10)).as("other pawns, the same pieces").isBetween(10 + learnt * 2 / 3 - 1, 10 + learnt * 2 / 3 + 1);
    }

    @Test
    void eachEntryStaysWithinTheLimit() {
        CorrectionHistory history = new CorrectionHistory(new SearchStack());
        history.start(Fen.parse(Fen.START), settings(true));
        int limit = SearchParameters.defaults().value("correction.limit");
        teach(history, 5_000, 20, 200);
        assertThat(history.corrected(ROOT, 0)).as("three entries at their limit").isEqualTo(3 * limit);
        teach(history, -5_000, 20, 200);
        assertThat(history.corrected(ROOT, 0)).isEqualTo(-3 * limit);
    }

    @Test
    void notInForceItCorrectsNothingAndClearForgets() {
        Position start = Fen.parse(Fen.START);
        CorrectionHistory history = new CorrectionHistory(new SearchStack());
        history.start(start, settings(true));
        teach(history, 50, 10, 50);
        assertThat(history.corrected(ROOT, 0)).isPositive();
        history.start(start, settings(false));
        assertThat(history.corrected(ROOT, 7)).isEqualTo(7);
        history.start(start, settings(true));
        assertThat(history.corrected(ROOT, 0)).as("the entries outlive a search").isPositive();
        history.clear();
        assertThat(history.corrected(ROOT, 7)).isEqualTo(7);
    }

    /**
     * A node teaches only a value that says which way its evaluation missed, no mate, with a quiet
     * best move (or none): a lower bound at or below the evaluation or an upper bound at or above
     * it says nothing of the miss.
     */
    @Test
    void onlyAValueThatShowsTheMissTeaches() {
        CorrectionHistory history = new CorrectionHistory(new SearchStack());
        history.start(Fen.parse(Fen.START), settings(true));
        history.learn(ROOT, 0, -30, TranspositionTable.LOWER, 10, true);
        history.learn(ROOT, 0, 30, TranspositionTable.UPPER, 10, true);
        history.learn(ROOT, 0, Score.MATE - 5, TranspositionTable.EXACT, 10, true);
        history.learn(ROOT, 0, 60, TranspositionTable.EXACT, 10, false);
        assertThat(history.corrected(ROOT, 0)).as("nothing learnt").isZero();
        history.learn(ROOT, 0, 30, TranspositionTable.LOWER, 10, true);
        assertThat(history.corrected(ROOT, 0)).as("a lower bound above the evaluation").isPositive();
        history.clear();
        history.learn(ROOT, 0, -30, TranspositionTable.UPPER, 10, true);
        assertThat(history.corrected(ROOT, 0)).as("an upper bound below it").isNegative();
        history.clear();
        history.learn(ROOT, 0, -30, TranspositionTable.EXACT, 10, true);
        assertThat(history.corrected(ROOT, 0)).as("an exact value").isNegative();
    }

    /**
     * With the continuation correction a fourth entry, keyed by the last two moves made, is shared
     * by the nodes after the same two moves whatever their pawns and pieces; after another move, a
     * null move, or without the technique, it is not read.
     */
    @Test
    void theContinuationEntryIsSharedByTheNodesAfterTheSameTwoMoves() {
        SearchStack stack = new SearchStack();
        CorrectionHistory history = new CorrectionHistory(stack);
        SearchSettings withPair = new SearchSettings(SearchOptions.defaults().with(Technique.CORRECTION_HISTORY, true)
                .with(Technique.CONTINUATION_CORRECTION, true), EnumSet.allOf(Technique.class), SearchParameters.defaults());
        SearchSettings without = new SearchSettings(SearchOptions.defaults().with(Technique.CONTINUATION_CORRECTION, false),
                EnumSet.allOf(Technique.class), SearchParameters.defaults());
        int ply = 4;
        int before = 100;
        int last = 200;
        stack.at(ply - 2).playedPieceTo = before;
        stack.at(ply - 1).playedPieceTo = last;
        history.start(Fen.parse(Fen.START), withPair);
        for (int i = 0; i < 100; i++) {
            history.update(ply, history.corrected(ply, 0), 40, 12);
        }
        int learnt = history.corrected(ply, 0);
        assertThat(learnt).as("four entries learnt misses of 40").isBetween(38, 40);
        assertThat(history.corrected(ROOT, 0)).as("the root reads no continuation entry").isBetween(learnt * 3 / 4 - 1, learnt * 3 / 4 + 1);

        history.start(Fen.parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), withPair);
        assertThat(history.corrected(ply, 0)).as("other pawns and pieces after the same two moves").isBetween(learnt / 4 - 1, learnt / 4 + 1);
        stack.at(ply - 1).playedPieceTo = last + 1;
        assertThat(history.corrected(ply, 0)).as("after another move").isZero();
        stack.at(ply - 1).playedPieceTo = ContinuationRows.NO_PIECE_TO;
        assertThat(history.corrected(ply, 0)).as("after a null move").isZero();

        stack.at(ply - 1).playedPieceTo = last;
        history.start(Fen.parse(Fen.START), without);
        assertThat(history.corrected(ply, 0)).as("without the technique").isBetween(learnt * 3 / 4 - 1, learnt * 3 / 4 + 1);
    }
}
