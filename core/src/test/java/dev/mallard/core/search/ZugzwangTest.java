package dev.mallard.core.search;

import static dev.mallard.core.search.TestChess.position;
import static dev.mallard.core.search.TestChess.search;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Null-move pruning must not fool the search in zugzwang. Where the side to move has only king
 * and pawns, the null move is never tried at all.
 *
 * <p>Known limitation (see {@link #mateBehindZugzwangOfPiecesNeedsNullMoveOff}): a side that
 * still has a piece may pass in the search even when every real move loses, so mates that
 * rest on such a zugzwang are not found by the default search at any depth. The zugzwang
 * studies the default search solves on FIDE's evaluation are variant-fide's
 * {@code ZugzwangStudiesTest}.
 */
class ZugzwangTest {
    /**
     * The options of the null-move comparisons: the defaults without internal iterative
     * reduction, singular extensions and ProbCut, whose extra or shallower searches depend on
     * what the table holds, so that the trees differ by the null move alone.
     */
    private static final SearchOptions NULL_MOVE_ALONE = SearchOptions.defaults().with(Technique.IID, false)
            .with(Technique.SINGULAR_EXTENSION, false).with(Technique.PROBCUT, false);

    /**
     * Pawn endings, where both sides have only king and pawns and no pawn can promote within the
     * horizon (locked or far from promotion): a null move tried anywhere would cost nodes, so
     * equal node counts (and equal results) prove it is never tried. How deep a pawn gets within
     * the horizon depends on the evaluation, the test variant's fixed one here, so that only a
     * change to the search moves a control's depth below.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
            "8/1p5k/1P1p4/3p4/3Pp2p/2K1P2p/7P/8 w - - 0 1; 16",      // ZPTS.07
            "8/8/3k4/1p1p1p2/1P1P1P2/3K4/8/8 w - - 0 1; 16",
            "8/8/2k5/p1p1p3/P1P1P3/3K4/8/8 w - - 0 1; 16",
            "8/pp3k2/2p5/3p1pp1/3P4/2P3P1/PP3PK1/8 b - - 0 1; 12",
            "4k3/8/8/8/8/8/3PPP2/4K3 w - - 0 1; 12",
            "8/3k4/8/8/3PK3/8/8/8 w - - 0 1; 8"})                     // ZPTS.03
    void nullMoveIsNeverTriedInPawnEndings(String fen, int depth) {
        SearchResult on = search(fen, NULL_MOVE_ALONE, depth);
        SearchResult off = search(fen, NULL_MOVE_ALONE.withNullMove(false), depth);
        assertThat(on.nodes()).isEqualTo(off.nodes());
        assertThat(on.score()).isEqualTo(off.score());
        assertThat(on.pv()).isEqualTo(off.pv());
    }

    /**
     * The controls for the test above: the node counts do differ when the side to move has a
     * piece (White's bishop), and in a pawn ending deep enough for a pawn to promote, after
     * which the side with the new queen may pass again (the last differs at depth 22 on the test
     * evaluation, 622,658 nodes against 702,286 without the null move; at 20 the trees are still
     * the same).
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
            "8/8/4k3/8/2p5/8/B2K4/8 w - - 0 1; 12",
            "8/3k4/8/8/3PK3/8/8/8 w - - 0 1; 16",                     // ZPTS.03 again, deeper
            "4k3/8/8/8/8/8/3PPP2/4K3 w - - 0 1; 22"})
    void nullMoveIsTriedOnceTheSideToMoveHasAPiece(String fen, int depth) {
        SearchResult on = search(fen, NULL_MOVE_ALONE, depth);
        SearchResult off = search(fen, NULL_MOVE_ALONE.withNullMove(false), depth);
        assertThat(on.nodes()).isNotEqualTo(off.nodes());
    }

    /**
     * Mates that rest on the zugzwang of a side that still has pieces (bishop, rook, queen),
     * so that passing would save it: with null move and reverse futility off the search finds
     * them at a small depth; the default search, whose null move is only kept out of
     * king-and-pawn positions, does not find them (with 2 million nodes it reached depth 28 on
     * ZPTS.08, 12 on ZPTS.25, 19 on ZPTS.23 and ZPTS.12, 17 on ZPTS.26, and played another move
     * every time), because the defender may pass at every one of its nodes, however deep the
     * search. From Allgeuer's zugzwang suite, with its key moves.
     */
    @ParameterizedTest(name = "{0} at depth {3} without null move")
    @CsvSource(delimiter = ';', value = {
            "ZPTS.08; 8/4N3/8/8/8/2b1p3/p1K1P3/k7 w - - 0 1; e7c6; 9; 3",           // Nc6!: Black's bishop has to move
            "ZPTS.25; 8/1B6/8/5p2/8/8/5Qrq/1K1R2bk w - - 0 1; f2a7; 11; 3",          // Qa7!
            "ZPTS.23; 6Q1/8/8/7k/8/8/3p1pp1/3Kbrrb w - - 0 1; g8g7; 13; 4",          // Qg7!
            "ZPTS.26; 8/3p1p2/5Ppp/K2R2bk/4pPrr/6Pp/4B2P/3N4 w - - 0 1; d1c3; 17; 4", // Nc3! (Ne3 is a mate in 5)
            "ZPTS.12; 8/8/p3R3/1p5p/1P5p/6rp/5K1p/7k w - - 0 1; e6e1; 13; 7"})       // Re1+
    void mateBehindZugzwangOfPiecesNeedsNullMoveOff(String id, String fen, String key, int depth, int mateIn) {
        // Reverse futility (under the futility switch) makes the same assumption as the null
        // move, that the side to move could stand still, so it goes too. ProbCut goes as well:
        // on ZPTS.12 it cuts a node on a capture that holds in its shallow search (MateTest
        // has the same); before session 41 it was inert without the null move and futility.
        // The test rules take every technique, trials too: the cut-off count's reductions alone,
        // and the reduction after an alpha raise with the hindsight extension (session 52, on
        // trial), make these unpruned searches run for many minutes (ZPTS.25: 116 million nodes
        // at depth 11 without them; more than 4 minutes unfinished with them).
        SearchResult result = search(fen, SearchOptions.defaults().withNullMove(false).withFutility(false)
                .with(Technique.IID, false).with(Technique.PROBCUT, false).with(Technique.CUTOFF_REDUCTIONS, false)
                .with(Technique.ALPHA_RAISE_REDUCTION, false).with(Technique.HINDSIGHT_EXTENSION, false), depth);
        Position position = position(fen);
        assertThat(Move.toUci(result.bestTurn())).as("%s: score %d, pv %s", id, result.score(), result.pvText())
                .isEqualTo(Move.toUci(TestChess.move(position, key)));
        assertThat(Score.isMate(result.score())).isTrue();
        assertThat(Score.mateInMoves(result.score())).isEqualTo(mateIn);
    }

    /** The solver (no null move, no pruning) confirms the mate distances used above. */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
            "8/4N3/8/8/8/2b1p3/p1K1P3/k7 w - - 0 1; 3",
            "8/1B6/8/5p2/8/8/5Qrq/1K1R2bk w - - 0 1; 3",
            "6Q1/8/8/7k/8/8/3p1pp1/3Kbrrb w - - 0 1; 4",
            "8/3p1p2/5Ppp/K2R2bk/4pPrr/6Pp/4B2P/3N4 w - - 0 1; 4"})
    void mateBehindZugzwangIsRealAndShort(String fen, int mateIn) {
        assertThat(new MateSolver().shortestMate(position(fen), mateIn)).isEqualTo(mateIn);
    }
}
