package dev.mallard.core.search.tree;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.search.Technique;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MoveOrderingTest {
    /** Killers off, so that the order of quiet moves is the history's alone. */
    private static final SearchOptions HISTORY_ONLY = SearchOptions.defaults().with(Technique.KILLERS, false);

    /** The settings of {@code options} by rules that take every technique. */
    private static SearchSettings settings(SearchOptions options) {
        return new SearchSettings(options, EnumSet.allOf(Technique.class), SearchParameters.defaults());
    }

    private static int move(String uci) {
        return Move.of(Square.fromName(uci.substring(0, 2)), Square.fromName(uci.substring(2, 4)));
    }

    /** The moves of {@code ply} in the order the ordering picks them. */
    private static int[] order(MoveOrdering ordering, int ply, int... moves) {
        System.arraycopy(moves, 0, ordering.moves(ply), 0, moves.length);
        ordering.score(ply, moves.length, Move.NONE, Move.NONE);
        int[] picked = new int[moves.length];
        for (int i = 0; i < moves.length; i++) {
            picked[i] = ordering.pick(ply, i, moves.length);
        }
        return picked;
    }

    @Test
    void aCutOffRaisesTheMoveAndLowersTheMovesTriedBeforeIt() {
        MoveOrdering ordering = new MoveOrdering(new SearchStack(), false);
        ordering.start(Fen.parse(Fen.START), settings(HISTORY_ONLY));
        int tried = move("a2a3");
        int untouched = move("b1c3");
        int cut = move("g1f3");
        ordering.triedQuiet(3, 0, tried);
        ordering.cutoff(3, cut, 6, 2, 0);
        int[] picked = order(ordering, 3, tried, untouched, cut);
        assertEquals(cut, picked[0]);
        assertEquals(untouched, picked[1]);
        assertEquals(tried, picked[2]);
    }

    @Test
    void aNewSearchKeepsAFadedHistoryAndForgetClearsIt() {
        MoveOrdering ordering = new MoveOrdering(new SearchStack(), false);
        Position start = Fen.parse(Fen.START);
        ordering.start(start, settings(HISTORY_ONLY));
        int cut = move("g1f3");
        int other = move("b1c3");
        ordering.cutoff(3, cut, 6, 1, 0);
        ordering.start(start, settings(HISTORY_ONLY));
        assertEquals(cut, order(ordering, 3, other, cut)[0]);
        ordering.forget();
        ordering.start(start, settings(HISTORY_ONLY));
        assertEquals(other, order(ordering, 3, other, cut)[0], "equal keys keep the list's order");
    }

    @Test
    void theLastTwoQuietCutOffsOfAPlyAreItsKillersAheadOfAnyHistory() {
        MoveOrdering ordering = new MoveOrdering(new SearchStack(), false);
        ordering.start(Fen.parse(Fen.START), settings(SearchOptions.defaults()));
        int first = move("g1f3");
        int second = move("b1c3");
        int other = move("a2a3");
        ordering.cutoff(3, first, 2, 1, 0);
        ordering.cutoff(3, second, 2, 1, 0);
        ordering.cutoff(5, other, 20, 1, 0); // a far larger history, on another ply
        assertTrue(ordering.isKiller(3, first) && ordering.isKiller(3, second));
        assertFalse(ordering.isKiller(3, other));
        assertFalse(ordering.isKiller(4, first));
        int[] picked = order(ordering, 3, other, first, second);
        assertEquals(second, picked[0], "the latest killer first");
        assertEquals(first, picked[1]);
        assertEquals(other, picked[2]);
    }

    @Test
    void theContinuationHistoryOrdersAMoveByTheMoveBeforeIt() {
        Position start = Fen.parse(Fen.START);
        int afterE4 = move("g1f3");
        int afterD4 = move("b1c3");
        for (boolean continuation : new boolean[] {true, false}) {
            MoveOrdering ordering = new MoveOrdering(new SearchStack(), continuation);
            ordering.start(start, settings(HISTORY_ONLY));
            // Each knight move cut off once at ply 3, with the same bonus, after a different pawn move at ply 2.
            ordering.played(2, move("e2e4"));
            ordering.cutoff(3, afterE4, 6, 1, 0);
            ordering.played(2, move("d2d4"));
            ordering.cutoff(3, afterD4, 6, 1, 0);
            int[] afterD4Order = order(ordering, 3, afterE4, afterD4);
            ordering.played(2, move("e2e4"));
            int[] afterE4Order = order(ordering, 3, afterD4, afterE4);
            if (continuation) {
                assertEquals(afterD4, afterD4Order[0], "after d4, the move that answered d4");
                assertEquals(afterE4, afterE4Order[0], "after e4, the move that answered e4");
            } else {
                assertEquals(afterE4, afterD4Order[0], "without it, equal histories keep the list's order");
                assertEquals(afterD4, afterE4Order[0]);
            }
        }
    }

    /**
     * With the threat history, a knight move that cut off while a pawn attacked the knight is
     * not ordered by that cut-off once the pawn is gone (escaping an attack is another move);
     * without it, the cut-off orders the move in both positions.
     */
    @Test
    void theThreatHistoryOrdersAMoveByTheAttacksOnItsSquares() {
        Position attacked = Fen.parse("4k3/8/8/8/1p6/2N5/8/4K3 w - - 0 1");
        Position quiet = Fen.parse("4k3/8/8/8/7p/2N5/8/4K3 w - - 0 1");
        int escape = move("c3e4");
        int other = move("e1d1");
        for (boolean threats : new boolean[] {true, false}) {
            SearchOptions options = HISTORY_ONLY.with(Technique.THREAT_HISTORY, threats);
            MoveOrdering ordering = new MoveOrdering(new SearchStack(), false);
            ordering.start(attacked, settings(options));
            ordering.cutoff(3, escape, 6, 1, 0);
            assertEquals(escape, order(ordering, 3, other, escape)[0], "where it cut off");
            ordering.start(quiet, settings(options));
            assertEquals(threats ? other : escape, order(ordering, 3, other, escape)[0],
                    threats ? "no attack to escape: equal keys keep the list's order" : "one entry for both");
        }
    }

    /**
     * With the pawn history, a move that cut off under one pawn structure comes ahead of one
     * that cut off as deep under another, and the other way round under the other structure
     * (the positions differ in a pawn alone); without it, the two moves' single cut-offs tie
     * in both and equal keys keep the list's order. The history does not fade between the
     * searches here ({@code history.fade} 1), so that the later lesson does not outweigh the
     * earlier one.
     */
    @Test
    void thePawnHistoryOrdersAMoveByThePawnsItCutOffAmong() {
        Position closed = Fen.parse("4k3/pp6/8/3p4/3P4/8/PP6/R3K1N1 w - - 0 1");
        Position open = Fen.parse("4k3/pp6/8/3p4/8/8/PP6/R3K1N1 w - - 0 1");
        int rook = move("a1d1");
        int knight = move("g1f3");
        for (boolean pawns : new boolean[] {true, false}) {
            SearchSettings settings = settings(HISTORY_ONLY.with(Technique.PAWN_HISTORY, pawns).withParameter("history.fade", 1));
            MoveOrdering ordering = new MoveOrdering(new SearchStack(), false);
            for (Position position : new Position[] {closed, open}) {
                ordering.start(position, settings);
                ordering.cutoff(3, position == closed ? knight : rook, 6, 1, 0);
            }
            assertThat(order(ordering, 3, knight, rook)).as("open file, pawn history %s", pawns)
                    .containsExactly(pawns ? new int[] {rook, knight} : new int[] {knight, rook});
            ordering.start(closed, settings);
            assertThat(order(ordering, 3, rook, knight)).as("closed file, pawn history %s", pawns)
                    .containsExactly(pawns ? new int[] {knight, rook} : new int[] {rook, knight});
        }
    }

    /**
     * With quiet checks ordered ahead, a rook's check along the back rank comes before a rook
     * move of equal history, and a bishop's move to the king's diagonal behind a pawn that blocks
     * it does not; without it, equal keys keep the list's order.
     */
    @Test
    void quietChecksOrderedAheadComeFirst() {
        Position position = Fen.parse("4k3/3p4/8/8/8/8/8/R3KB2 w - - 0 1");
        int check = move("a1a8");
        int quiet = move("a1b1");
        int blocked = move("f1b5");
        for (boolean checks : new boolean[] {true, false}) {
            MoveOrdering ordering = new MoveOrdering(new SearchStack(), false);
            ordering.start(position, settings(HISTORY_ONLY.with(Technique.CHECK_ORDERING, checks)));
            int[] picked = order(ordering, 3, quiet, check, blocked);
            assertEquals(checks ? check : quiet, picked[0]);
            assertEquals(checks ? quiet : check, picked[1], "the blocked diagonal gains nothing");
        }
    }

    /**
     * With threatened pieces' escapes ordered ahead, the queen attacked by a knight steps out of
     * its reach first (the largest bonus), then the rook attacked by a pawn; the queen's steps to
     * a square the knight attacks and to one a rook attacks, and the bishop's step (attacked by
     * a knight, no lesser piece), gain nothing. Without it, equal keys keep the list's order (no pick swaps a move).
     */
    @Test
    void threatenedPiecesEscapesComeFirst() {
        Position position = Fen.parse("4k3/8/2n4r/8/1B1Q4/8/1p6/R3K3 w - - 0 1");
        int king = move("e1e2");
        int bishop = move("b4a3");
        int rookEscape = move("a1a2");
        int queenIntoAttack = move("d4e5");
        int queenEscape = move("d4d5");
        int queenToRook = move("d4d6");
        for (boolean escapes : new boolean[] {true, false}) {
            MoveOrdering ordering = new MoveOrdering(new SearchStack(), false);
            ordering.start(position, settings(HISTORY_ONLY.with(Technique.CHECK_ORDERING, false).with(Technique.THREAT_ESCAPE, escapes)));
            int[] picked = order(ordering, 3, king, bishop, rookEscape, queenIntoAttack, queenToRook, queenEscape);
            if (escapes) { // the picks' swaps leave the four moves of equal key in some order
                assertThat(picked).startsWith(queenEscape, rookEscape).containsExactlyInAnyOrder(king, bishop, rookEscape, queenIntoAttack, queenToRook, queenEscape);
            } else {
                assertThat(picked).containsExactly(king, bishop, rookEscape, queenIntoAttack, queenToRook, queenEscape);
            }
        }
    }

    @Test
    void aNullMoveLeavesNoContinuation() {
        MoveOrdering ordering = new MoveOrdering(new SearchStack(), true);
        ordering.start(Fen.parse(Fen.START), settings(HISTORY_ONLY));
        int afterNull = move("g1f3");
        int other = move("b1c3");
        // Three cut-offs after two null moves, four of the other move after real moves: if a
        // null move counted as a move, the first would gain continuation entries and lead.
        ordering.played(1, Move.NONE);
        ordering.played(2, Move.NONE);
        for (int n = 0; n < 3; n++) {
            ordering.cutoff(3, afterNull, 6, 1, 0);
        }
        ordering.played(1, move("d2d4"));
        ordering.played(2, move("e2e4"));
        for (int n = 0; n < 4; n++) {
            ordering.cutoff(3, other, 6, 1, 0);
        }
        ordering.played(1, Move.NONE);
        ordering.played(2, Move.NONE);
        assertEquals(other, order(ordering, 3, afterNull, other)[0], "after null moves only a move's own history counts");
    }

    /**
     * With the continuation history four plies back, a cut-off teaches the entry after the move
     * four plies above: a node below the same move there, though with other moves one and two
     * plies above, keys the move higher than without it, and a node below another move there
     * keys it as without it.
     */
    @Test
    void theContinuationHistoryFourPliesBackKeysAfterTheSidesOwnEarlierMove() {
        int cut = move("g1f3");
        int[] keys = new int[3];
        for (int k = 0; k < 3; k++) {
            boolean fourPlies = k < 2;
            MoveOrdering ordering = new MoveOrdering(new SearchStack(), true);
            ordering.start(Fen.parse(Fen.START), settings(HISTORY_ONLY.with(Technique.CONTINUATION_HISTORY_FOUR_PLIES, fourPlies)));
            ordering.played(1, move("d2d4"));
            ordering.played(3, move("e2e4"));
            ordering.played(4, move("c2c4"));
            ordering.cutoff(5, cut, 6, 1, 0);
            ordering.played(1, move(k == 1 ? "b2b3" : "d2d4"));
            ordering.played(3, move("a2a3"));
            ordering.played(4, move("h2h3"));
            order(ordering, 5, cut);
            keys[k] = ordering.key(5, 0);
        }
        assertTrue(keys[0] > keys[2], "the same move four plies above: " + keys[0] + " against " + keys[2] + " without");
        assertEquals(keys[2], keys[1], "another move four plies above");
    }

    @Test
    void historyStaysBoundedSoThatALongRecordYieldsToNewCutOffs() {
        MoveOrdering ordering = new MoveOrdering(new SearchStack(), false);
        ordering.start(Fen.parse(Fen.START), settings(HISTORY_ONLY));
        int old = move("g1f3");
        int fresh = move("b1c3");
        for (int n = 0; n < 10_000; n++) {
            ordering.cutoff(3, old, 20, 1, 0);
        }
        // A few cut-offs of the fresh move, each a malus for the old one tried before it.
        for (int n = 0; n < 20; n++) {
            ordering.triedQuiet(3, 0, old);
            ordering.cutoff(3, fresh, 20, 2, 0);
        }
        assertEquals(fresh, order(ordering, 3, old, fresh)[0]);
    }

    /** A knight that can take two loose pawns or a rook (the pawns' captures keyed alike by MVV/LVA). */
    private static final String CAPTURES = "4k3/8/3p1p2/2r5/4N3/8/8/4K3 w - - 0 1";

    @Test
    void theCaptureHistoryOrdersCapturesOfOneVictimByTheirCutOffs() {
        int left = move("e4d6");
        int right = move("e4f6");
        for (boolean on : new boolean[] {true, false}) {
            MoveOrdering ordering = new MoveOrdering(new SearchStack(), false);
            ordering.start(Fen.parse(CAPTURES), settings(HISTORY_ONLY.with(Technique.CAPTURE_HISTORY, on)));
            ordering.triedCapture(3, 0, left);
            ordering.triedCapture(3, 1, right);
            ordering.cutoff(3, right, 6, 0, 2);
            int[] picked = order(ordering, 3, move("e1d1"), left, right);
            assertEquals(move("e1d1"), picked[2], "captures ahead of a quiet move");
            assertEquals(on ? right : left, picked[0], on ? "the capture that cut off" : "without it, MVV/LVA ties keep the list's order");
        }
    }

    @Test
    void aQuietCutOffLowersTheCapturesTriedBeforeIt() {
        MoveOrdering ordering = new MoveOrdering(new SearchStack(), false);
        ordering.start(Fen.parse(CAPTURES), settings(HISTORY_ONLY));
        int left = move("e4d6");
        int right = move("e4f6");
        ordering.triedCapture(3, 0, left);
        ordering.triedQuiet(3, 0, move("e1d1"));
        ordering.cutoff(3, move("e1d1"), 6, 1, 1);
        assertEquals(right, order(ordering, 3, left, right)[0], "the capture tried before the quiet cut-off falls behind");
    }

    @Test
    void noCaptureHistoryPutsAPawnBeforeARook() {
        MoveOrdering ordering = new MoveOrdering(new SearchStack(), false);
        ordering.start(Fen.parse(CAPTURES), settings(HISTORY_ONLY));
        int pawn = move("e4d6");
        int rook = move("e4c5");
        for (int n = 0; n < 10_000; n++) { // the pawn capture's entry at its bound, the rook's at its floor
            ordering.triedCapture(3, 0, rook);
            ordering.triedCapture(3, 1, pawn);
            ordering.cutoff(3, pawn, 20, 0, 2);
        }
        assertEquals(pawn, order(ordering, 3, pawn, move("e4f6"))[0], "the history at work");
        assertEquals(rook, order(ordering, 3, pawn, rook)[0]);
    }
}
