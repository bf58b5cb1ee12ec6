package dev.mallard.core.board;

import static dev.mallard.core.testing.LegalMoves.legalMove;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.testing.TestFens;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Make/unmake and the incremental Zobrist key and piece-value sum: everything a move changes
 * must come back on unmake, the incremental key and sum must always equal ones computed from
 * scratch, equal positions reached by different move orders must hash alike, and repetitions
 * must be counted.
 */
class PositionTest {
    /**
     * A piece-value table of random values, full-range ints, so that any entry added or
     * subtracted on the wrong square or for the wrong piece shows in the sum (with overflow,
     * which the sum must survive as {@code int} arithmetic does).
     */
    private static final int[] VALUES = randomValues(2026);

    private static int[] randomValues(long seed) {
        Random random = new Random(seed);
        int[] values = new int[Position.PIECE_VALUE_TABLE_LENGTH];
        for (int i = 0; i < values.length; i++) {
            values[i] = random.nextInt();
        }
        return values;
    }

    /** A position from a FEN that tracks {@link #VALUES}. */
    private static Position tracked(String fen) {
        Position p = Fen.parse(fen);
        p.trackPieceValues(VALUES);
        return p;
    }

    /** Everything observable about a position, as one comparable value. */
    record Snapshot(String fen, long key, String bitboards, String mailbox, int ply, int blocker, int pieceValues) {
        static Snapshot of(Position p) {
            StringBuilder bb = new StringBuilder();
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                bb.append(Long.toHexString(p.pieces(Color.WHITE, type))).append(',')
                        .append(Long.toHexString(p.pieces(Color.BLACK, type))).append(',')
                        .append(Long.toHexString(p.pieces(type))).append(';');
            }
            bb.append(Long.toHexString(p.colorPieces(Color.WHITE))).append(',')
                    .append(Long.toHexString(p.colorPieces(Color.BLACK))).append(',')
                    .append(Long.toHexString(p.occupied()));
            StringBuilder mb = new StringBuilder(64);
            for (int s = 0; s < 64; s++) {
                mb.append((char) ('0' + p.pieceAt(s)));
            }
            return new Snapshot(Fen.toFen(p), p.key(), bb.toString(), mb.toString(), p.gamePly(), p.blockerSquare(),
                    p.pieceValues());
        }
    }

    static List<String> positions() {
        return TestFens.ALL;
    }

    /** Plays the moves and returns them (for unmaking). */
    private static List<Integer> play(Position p, String... ucis) {
        List<Integer> made = new ArrayList<>();
        for (String uci : ucis) {
            int m = legalMove(p, uci);
            p.makeMove(m);
            made.add(m);
        }
        return made;
    }

    /** The board, side, castling and en-passant fields: the FEN without the clocks. */
    private static String placement(Position p) {
        String[] f = Fen.toFen(p).split(" ");
        return String.join(" ", f[0], f[1], f[2], f[3]);
    }

    /**
     * Mailbox, bitboards, key and piece-value sum agree with each other and with a from-scratch
     * key and sum (a position that tracks no table sums to 0).
     */
    private static void assertConsistent(Position p, String context) {
        assertThat(p.key()).as("incremental key == computeKey() after %s", context).isEqualTo(p.computeKey());
        assertThat(p.pieceValues()).as("incremental piece values == sum from scratch after %s", context)
                .isEqualTo(p.tracksPieceValues(VALUES) ? p.sumPieceValues(VALUES) : 0);
        long union = 0;
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            assertThat(union & p.pieces(type)).as("types overlap after %s", context).isZero();
            union |= p.pieces(type);
        }
        assertThat(union).as("types cover the occupied squares after %s", context).isEqualTo(p.occupied());
        assertThat(p.colorPieces(Color.WHITE) & p.colorPieces(Color.BLACK)).isZero();
        for (int s = 0; s < 64; s++) {
            int piece = p.pieceAt(s);
            long bit = 1L << s;
            if (piece == Piece.NONE) {
                assertThat(p.occupied() & bit).as("%s empty in mailbox after %s", Square.name(s), context).isZero();
            } else {
                assertThat(p.pieces(Piece.color(piece), Piece.type(piece)) & bit)
                        .as("%s holds %s after %s", Square.name(s), Piece.toChar(piece), context).isNotZero();
            }
        }
        assertThat(Long.bitCount(p.pieces(Color.WHITE, PieceType.KING))).isEqualTo(1);
        assertThat(Long.bitCount(p.pieces(Color.BLACK, PieceType.KING))).isEqualTo(1);
        int ep = p.epSquare();
        if (ep != Square.NONE) {
            int us = p.sideToMove();
            assertThat(Square.rank(ep)).isEqualTo(us == Color.WHITE ? 5 : 2);
            assertThat(Bitboards.pawnAttacks(us ^ 1, ep) & p.pieces(us, PieceType.PAWN))
                    .as("en-passant square %s kept without a capturer after %s", Square.name(ep), context)
                    .isNotZero();
        }
    }

    private static void walk(Position p, int depth, String path) {
        if (depth == 0) {
            return;
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, moves, 0, MoveGenerator.ALL);
        Snapshot before = Snapshot.of(p);
        int side = p.sideToMove();
        for (int i = 0; i < n; i++) {
            String here = path + " " + Move.toUci(moves[i]);
            p.makeMove(moves[i]);
            assertConsistent(p, here);
            assertThat(p.gamePly()).isEqualTo(before.ply() + 1);
            assertThat(p.sideToMove()).isEqualTo(side ^ 1);
            walk(p, depth - 1, here);
            p.unmakeMove(moves[i]);
            assertThat(Snapshot.of(p)).as("restored after unmaking %s", here).isEqualTo(before);
        }
    }

    @ParameterizedTest
    @MethodSource("positions")
    void makeUnmakeRestoresEverythingToDepthThree(String fen) {
        Position p = tracked(fen);
        assertConsistent(p, "set-up");
        Snapshot start = Snapshot.of(p);
        walk(p, 3, fen);
        assertThat(Snapshot.of(p)).isEqualTo(start);
    }

    /**
     * {@link Position#attacks} against the per-square query {@link Position#isAttacked} (which
     * looks from the square outwards), and its part by piece type against
     * {@link Position#attackersTo}'s attackers of that type, for both colours in every position two plies from the
     * test positions, and with a blocker that cuts a rook's and a bishop's lines.
     */
    @ParameterizedTest
    @MethodSource("positions")
    void attacksAreTheSquaresIsAttackedFinds(String fen) {
        Position p = Fen.parse(fen);
        assertAttacksAgree(p, fen);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, moves, 0, MoveGenerator.ALL);
        int[] replies = new int[MoveGenerator.MAX_MOVES];
        for (int i = 0; i < n; i++) {
            p.makeMove(moves[i]);
            int m = MoveGenerator.legal(p, replies, 0, MoveGenerator.ALL);
            for (int j = 0; j < m; j++) {
                p.makeMove(replies[j]);
                assertAttacksAgree(p, fen + " " + Move.toUci(moves[i]) + " " + Move.toUci(replies[j]));
                p.unmakeMove(replies[j]);
            }
            p.unmakeMove(moves[i]);
        }
    }

    @Test
    void aBlockerCutsTheLinesOfAttacks() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/R3K2B w - - 0 1");
        long open = p.attacks(Color.WHITE);
        p.setBlocker(Square.fromName("d5"));
        assertAttacksAgree(p, "blocker on d5");
        long blocked = p.attacks(Color.WHITE);
        assertThat(open & ~blocked).as("squares behind the blocker (the rook still reaches a8)").isEqualTo(
                1L << Square.fromName("c6") | 1L << Square.fromName("b7"));
        assertThat(blocked & 1L << Square.fromName("d5")).as("the blocker's square itself").isNotZero();
    }

    private static void assertAttacksAgree(Position p, String context) {
        for (int color = Color.WHITE; color <= Color.BLACK; color++) {
            long attacks = p.attacks(color);
            for (int s = 0; s < 64; s++) {
                assertThat((attacks >>> s & 1) != 0).as("%s attacked by %d after %s", Square.name(s), color, context)
                        .isEqualTo(p.isAttacked(s, color));
            }
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                long byType = p.attacks(color, type);
                for (int s = 0; s < 64; s++) {
                    long attackers = p.attackersTo(s, p.occupied() | p.blockers()) & p.pieces(color, type);
                    assertThat((byType >>> s & 1) != 0).as("%s attacked by type %d of %d after %s", Square.name(s), type, color, context)
                            .isEqualTo(attackers != 0);
                }
            }
        }
    }

    @Test
    void attacksByTypeRejectsWhatIsNoPieceType() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/R3K2B w - - 0 1");
        assertThatThrownBy(() -> p.attacks(Color.WHITE, PieceType.NONE)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a piece type: 0");
        assertThatThrownBy(() -> p.attacks(Color.WHITE, PieceType.KING + 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void knightsThereAndBackReturnTheStartKeyAndCountRepetitions() {
        Position p = Fen.parse(Fen.START);
        long startKey = p.key();
        assertThat(p.repetitions()).isZero();
        play(p, "g1f3", "g8f6");
        assertThat(p.key()).isNotEqualTo(startKey);
        assertThat(p.repetitions()).isZero();
        play(p, "f3g1", "f6g8");
        assertThat(p.key()).isEqualTo(startKey);
        assertThat(p.repetitions()).as("start position seen once before").isEqualTo(1);
        play(p, "g1f3");
        assertThat(p.repetitions()).as("after 1.Nf3, seen once before (ply 1)").isEqualTo(1);
        play(p, "g8f6", "f3g1", "f6g8");
        assertThat(p.key()).isEqualTo(startKey);
        assertThat(p.repetitions()).isEqualTo(2);
        assertThat(Fen.toFen(p)).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5");
    }

    /** Same side, same pieces, different moves: the ep square of 2...e5 must not enter the key. */
    @Test
    void transposedMoveOrdersReachEqualKeys() {
        Position a = Fen.parse(Fen.START);
        play(a, "e2e4", "e7e5", "g1f3", "b8c6");
        Position b = Fen.parse(Fen.START);
        play(b, "g1f3", "b8c6", "e2e4", "e7e5");
        assertThat(placement(a)).isEqualTo(placement(b));
        assertThat(b.epSquare()).as("no white pawn can take on e6").isEqualTo(Square.NONE);
        assertThat(a.key()).isEqualTo(b.key());
        assertThat(Fen.toFen(a)).isEqualTo("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        assertThat(Fen.toFen(b)).isEqualTo("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3");
    }

    @Test
    void keyDependsOnSideCastlingAndEnPassant() {
        long white = Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").key();
        assertThat(Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1").key()).isNotEqualTo(white);
        assertThat(Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1").key()).isNotEqualTo(white);
        assertThat(Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1").key()).isNotEqualTo(white);
        assertThat(Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 17 40").key()).as("clocks are not hashed")
                .isEqualTo(white);
        String withEp = "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
        String withoutEp = "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3";
        assertThat(Fen.parse(withEp).key()).isNotEqualTo(Fen.parse(withoutEp).key());
    }

    @Test
    void capturableEnPassantSquareIsKeptAndLostAfterOneMove() {
        Position p = Fen.parse(Fen.START);
        play(p, "e2e4", "g8f6", "e4e5", "d7d5");
        assertThat(p.epSquare()).isEqualTo(Square.fromName("d6"));
        assertThat(Fen.toFen(p)).isEqualTo("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
        long withEp = p.key();
        assertThat(withEp).isEqualTo(Fen.parse(Fen.toFen(p)).key());
        // Knights out and back: same placement, but the en-passant right has lapsed.
        play(p, "g1f3", "b8c6", "f3g1", "c6b8");
        assertThat(p.epSquare()).isEqualTo(Square.NONE);
        assertThat(p.key()).isNotEqualTo(withEp);
        assertThat(p.repetitions()).as("not the same position: en passant was possible before").isZero();
    }

    @Test
    void enPassantSquareOnlyKeptWhenAPawnCanCapture() {
        Position p = Fen.parse(Fen.START);
        play(p, "e2e4");
        assertThat(p.epSquare()).isEqualTo(Square.NONE);
        assertThat(Fen.toFen(p)).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

        Position capturable = Fen.parse("4k3/8/8/8/6p1/8/7P/4K3 w - - 0 1");
        play(capturable, "h2h4");
        assertThat(capturable.epSquare()).isEqualTo(Square.fromName("h3"));

        // Pawns on the far edge must not "wrap around" the board and count as capturers.
        Position wrapH = Fen.parse("4k3/8/8/p7/8/8/7P/4K3 w - - 0 1");
        play(wrapH, "h2h4");
        assertThat(wrapH.epSquare()).isEqualTo(Square.NONE);
        Position wrapA = Fen.parse("4k3/8/8/8/8/7p/P7/4K3 w - - 0 1");
        play(wrapA, "a2a4");
        assertThat(wrapA.epSquare()).isEqualTo(Square.NONE);

        // Black's double step next to a white pawn.
        Position black = Fen.parse("4k3/2p5/8/3P4/8/8/8/4K3 b - - 0 1");
        play(black, "c7c5");
        assertThat(black.epSquare()).isEqualTo(Square.fromName("c6"));
        assertThat(black.key()).isEqualTo(black.computeKey());

        // A FEN naming an en-passant square nobody can use is normalised to "-".
        Position parsed = Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        assertThat(parsed.epSquare()).isEqualTo(Square.NONE);
        assertThat(parsed.key()).isEqualTo(p.key());
    }

    @Test
    void castlingMovesTheRookAndClearsRights() {
        Position p = tracked("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        Snapshot before = Snapshot.of(p);
        int castle = legalMove(p, "e1g1");
        assertThat(Move.kind(castle)).isEqualTo(Move.CASTLING);
        p.makeMove(castle);
        assertThat(Fen.toFen(p)).isEqualTo("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
        assertConsistent(p, "e1g1");
        int longCastle = legalMove(p, "e8c8");
        p.makeMove(longCastle);
        assertThat(Fen.toFen(p)).isEqualTo("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
        assertConsistent(p, "e8c8");
        p.unmakeMove(longCastle);
        p.unmakeMove(castle);
        assertThat(Snapshot.of(p)).isEqualTo(before);
    }

    @Test
    void capturingARookOnItsCornerRemovesThatCastlingRight() {
        Position p = Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        play(p, "a1a8");
        assertThat(Fen.toFen(p)).isEqualTo("R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
        assertConsistent(p, "a1a8");
    }

    @Test
    void promotionAndEnPassantCaptureChangeTheRightSquares() {
        Position p = tracked("r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1");
        Snapshot before = Snapshot.of(p);
        int promo = legalMove(p, "b7a8n");
        p.makeMove(promo);
        assertThat(Fen.toFen(p)).isEqualTo("N3k3/8/8/8/8/8/8/4K3 b - - 0 1");
        assertConsistent(p, "b7a8n");
        p.unmakeMove(promo);
        assertThat(Snapshot.of(p)).isEqualTo(before);

        Position ep = tracked(TestFens.BLACK_EP);
        Snapshot epBefore = Snapshot.of(ep);
        int capture = legalMove(ep, "d4e3");
        assertThat(Move.kind(capture)).isEqualTo(Move.EN_PASSANT);
        ep.makeMove(capture);
        assertThat(Fen.toFen(ep)).isEqualTo("rnbqkbnr/ppp1pppp/8/8/8/4p3/PPPP1PPP/RNBQKBNR w KQkq - 0 4");
        assertConsistent(ep, "d4e3");
        ep.unmakeMove(capture);
        assertThat(Snapshot.of(ep)).isEqualTo(epBefore);
    }

    @Test
    void nullMovePassesTheTurnAndUnmakesCleanly() {
        Position p = tracked(TestFens.EP_PIN);
        assertThat(p.epSquare()).isEqualTo(Square.fromName("c6"));
        Snapshot before = Snapshot.of(p);
        p.makeNullMove();
        assertThat(p.sideToMove()).isEqualTo(Color.BLACK);
        assertThat(p.epSquare()).as("the en-passant right lapses").isEqualTo(Square.NONE);
        assertThat(p.halfmoveClock()).isEqualTo(1);
        assertThat(p.key()).isEqualTo(p.computeKey()).isNotEqualTo(before.key());
        assertThat(p.pieceValues()).as("a pass moves no piece").isEqualTo(before.pieceValues());
        assertThat(Fen.toFen(p)).isEqualTo("8/8/8/KPp4r/8/8/8/6k1 b - - 1 2");
        // Moves on top of a null move unmake too.
        List<Integer> made = play(p, "h5h1");
        assertConsistent(p, "null h5h1");
        p.unmakeMove(made.get(0));
        p.unmakeNullMove();
        assertThat(Snapshot.of(p)).isEqualTo(before);
    }

    @Test
    void repetitionScanStopsAtANullMove() {
        Position p = Fen.parse(Fen.START);
        long startKey = p.key();
        play(p, "g1f3", "g8f6", "f3g1", "f6g8");
        assertThat(p.repetitions()).isEqualTo(1);
        p.makeNullMove();
        p.makeNullMove();
        assertThat(p.key()).as("two passes give the start position again").isEqualTo(startKey);
        assertThat(p.repetitions()).as("repetitions are not counted across a null move").isZero();
        p.unmakeNullMove();
        p.unmakeNullMove();
        assertThat(p.repetitions()).isEqualTo(1);
    }

    @Test
    void irreversibleMoveResetsRepetitionCount() {
        Position p = Fen.parse(Fen.START);
        play(p, "g1f3", "g8f6", "f3g1", "f6g8", "e2e3", "e7e6");
        play(p, "g1f3", "g8f6", "f3g1", "f6g8");
        assertThat(p.repetitions()).isEqualTo(1);
        assertThat(p.halfmoveClock()).isEqualTo(4);
    }

    /** Hundreds of plies outgrow the initial undo stack; everything must still unmake. */
    @Test
    void longGamesGrowTheStackAndCountEveryRepetition() {
        Position p = Fen.parse(Fen.START);
        Snapshot start = Snapshot.of(p);
        List<Integer> made = new ArrayList<>();
        int cycles = 150;
        for (int i = 0; i < cycles; i++) {
            made.addAll(play(p, "g1f3", "g8f6", "f3g1", "f6g8"));
        }
        assertThat(p.gamePly()).isEqualTo(4 * cycles);
        assertThat(p.key()).isEqualTo(start.key());
        assertThat(p.repetitions()).isEqualTo(cycles);
        for (int i = made.size() - 1; i >= 0; i--) {
            p.unmakeMove(made.get(i));
        }
        assertThat(Snapshot.of(p)).isEqualTo(start);
    }

    @Test
    void copyIsIndependentOfTheOriginal() {
        Position p = tracked(TestFens.KIWIPETE);
        play(p, "e1g1");
        Position copy = p.copy();
        assertThat(Snapshot.of(copy)).isEqualTo(Snapshot.of(p));
        assertThat(copy.tracksPieceValues(VALUES)).as("the copy tracks the same table").isTrue();
        Snapshot original = Snapshot.of(p);
        List<Integer> made = play(copy, "a8b8");
        assertThat(Snapshot.of(p)).isEqualTo(original);
        copy.unmakeMove(made.get(0));
        copy.unmakeMove(legalMove(Fen.parse(TestFens.KIWIPETE), "e1g1"));
        assertThat(Snapshot.of(copy)).isEqualTo(Snapshot.of(tracked(TestFens.KIWIPETE)));
        Position target = Fen.parse(Fen.START);
        target.copyFrom(p);
        assertThat(Snapshot.of(target)).isEqualTo(original);
        assertConsistent(target, "copyFrom");
    }

    /** The Duck: moved after the piece move, put back by unmake, hashed, and cancels en passant. */
    @Test
    void blockerMovesWithTheTurnAndIsRestoredByUnmake() {
        Position p = Fen.parse("rnbqkbnr/pppppppp/8/4P3/8/3*4/PPPP1PPP/RNBQKBNR b KQkq - 0 2", true);
        p.trackPieceValues(VALUES);
        Snapshot before = Snapshot.of(p);
        assertThat(p.blockerSquare()).isEqualTo(Square.fromName("d3"));
        int m = legalMove(p, "d7d5");
        p.makeMove(m);
        p.moveBlocker(Square.fromName("h5"));
        assertThat(Fen.toFen(p)).isEqualTo("rnbqkbnr/ppp1pppp/8/3pP2*/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
        assertThat(p.key()).isEqualTo(p.computeKey());
        assertConsistent(p, "d7d5 with the Duck to h5");
        p.unmakeMove(m);
        assertThat(Snapshot.of(p)).isEqualTo(before);

        // The Duck landing on the en-passant square takes the capture away.
        p.makeMove(m);
        p.moveBlocker(Square.fromName("d6"));
        assertThat(p.epSquare()).isEqualTo(Square.NONE);
        assertThat(p.key()).isEqualTo(p.computeKey());
        assertThat(Fen.toFen(p)).isEqualTo("rnbqkbnr/ppp1pppp/3*4/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
        p.unmakeMove(m);
        assertThat(Snapshot.of(p)).isEqualTo(before);
    }

    /**
     * Board repetitions compare boards without the Duck: the game's positions hold one, the Duck
     * search's nodes below the root (lifted) do not, and either may recur as the other.
     */
    @Test
    void boardRepetitionsLeaveTheBlockerOut() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/*3K3 w - - 0 1", true);
        String[] moves = {"e1d1", "e8d8", "d1e1", "d8e8"};
        String[] ducks = {"h1", "a1", "h2", "a2"};
        for (int i = 0; i < 4; i++) {
            p.makeMove(legalMove(p, moves[i]));
            p.moveBlocker(Square.fromName(ducks[i]));
        }
        assertThat(p.repetitions()).as("Duck on a2 now, on a1 at the start").isZero();
        assertThat(p.boardRepetitions()).as("the board alone repeats").isEqualTo(1);
        p.makeMove(legalMove(p, "e1d1"));
        p.liftBlocker();
        assertThat(p.boardRepetitions()).as("a node without a Duck matches a game position with one").isEqualTo(1);
        p.makeMove(legalMove(p, "e8d8"));
        p.liftBlocker();
        p.makeMove(legalMove(p, "d1e1"));
        p.liftBlocker();
        p.makeMove(legalMove(p, "d8e8"));
        p.moveBlocker(Square.fromName("b3"));
        assertThat(p.repetitions()).isZero();
        assertThat(p.boardRepetitions()).as("with the Duck, without, and with another square").isEqualTo(2);
        p.makeMove(legalMove(p, "e1e2"));
        p.liftBlocker();
        assertThat(p.boardRepetitions()).as("a new board").isZero();
    }

    /** Tracking starts from the board, follows set-up, survives a change of table, and costs nothing untracked. */
    @Test
    void pieceValuesFollowSetUpAndTheTrackedTable() {
        Position p = Fen.parse(TestFens.KIWIPETE);
        assertThat(p.pieceValues()).as("no table tracked").isZero();
        assertThat(p.tracksPieceValues(VALUES)).isFalse();
        p.makeMove(legalMove(p, "e1g1"));
        assertThat(p.pieceValues()).as("untracked moves add nothing").isZero();

        p.trackPieceValues(VALUES);
        assertThat(p.tracksPieceValues(VALUES)).isTrue();
        assertThat(p.tracksPieceValues(VALUES.clone())).as("an equal array is not the same table").isFalse();
        assertConsistent(p, "tracking after a move");
        int[] other = randomValues(7);
        p.trackPieceValues(other);
        assertThat(p.tracksPieceValues(VALUES)).isFalse();
        assertThat(p.pieceValues()).isEqualTo(p.sumPieceValues(other)).isNotEqualTo(p.sumPieceValues(VALUES));

        Position built = new Position();
        built.trackPieceValues(VALUES);
        assertThat(built.pieceValues()).isZero();
        built.put(Piece.of(Color.WHITE, PieceType.KING), Square.fromName("e1"));
        built.put(Piece.of(Color.BLACK, PieceType.QUEEN), Square.fromName("d8"));
        assertThat(built.pieceValues()).isEqualTo(VALUES[Piece.of(Color.WHITE, PieceType.KING) << 6 | Square.fromName("e1")]
                + VALUES[Piece.of(Color.BLACK, PieceType.QUEEN) << 6 | Square.fromName("d8")]);
        built.clear();
        assertThat(built.pieceValues()).isZero();
        assertThat(built.tracksPieceValues(VALUES)).as("clear keeps the table").isTrue();
    }

    @Test
    void pieceValueTablesOfTheWrongShapeAreRejected() {
        Position p = Fen.parse(Fen.START);
        assertThatThrownBy(() -> p.trackPieceValues(new int[64]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("piece value table must have 1024 entries (piece << 6 | square), got 64");
        assertThatThrownBy(() -> p.trackPieceValues(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("piece value table must not be null");
        assertThatThrownBy(() -> p.sumPieceValues(new int[1025]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("got 1025");
        assertThat(p.tracksPieceValues(null)).isFalse();
    }
}
