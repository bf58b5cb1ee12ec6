package dev.mallard.fide.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.fide.FideRules;
import dev.mallard.fide.FideVariant;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hand-checked SAN: every expected string and move below was worked out on the board, not
 * taken from the code. Moves are built with the coordinate parser, which shares nothing with
 * {@link San}.
 */
class SanTest {
    private static final FideVariant FIDE = new FideVariant();

    private static Position position(String fen) {
        return FIDE.parseFen(fen);
    }

    /** The legal move in coordinate notation, e.g. {@code e1g1} for White's short castling. */
    private static int move(Position position, String uci) {
        return FideRules.parseCoordinateMove(position, uci);
    }

    private static void assertSan(String fen, String uci, String san) {
        Position position = position(fen);
        int move = move(position, uci);
        assertThat(San.format(position, move)).as(uci).isEqualTo(san);
        assertThat(San.parse(position, san)).as(san).isEqualTo(move);
        assertThat(Fen.toFen(position)).isEqualTo(Fen.toFen(position(fen)));
    }

    private static void assertParses(String fen, String san, String uci) {
        Position position = position(fen);
        assertThat(San.parse(position, san)).as(san).isEqualTo(move(position, uci));
    }

    private static void assertRejected(String fen, String san, String message) {
        Position position = position(fen);
        String before = Fen.toFen(position);
        assertThatThrownBy(() -> San.parse(position, san))
                .isInstanceOf(IllegalMoveException.class)
                .hasMessage(message);
        assertThat(Fen.toFen(position)).isEqualTo(before);
    }

    @Nested
    class Basics {
        @Test
        void pawnAndPieceMovesFromTheStart() {
            assertSan(Fen.START, "e2e4", "e4");
            assertSan(Fen.START, "e2e3", "e3");
            assertSan(Fen.START, "g1f3", "Nf3");
            assertSan(Fen.START, "b1c3", "Nc3");
            assertThat(Move.kind(San.parse(position(Fen.START), "e4"))).isEqualTo(Move.DOUBLE_PUSH);
        }

        @Test
        void blackMoves() {
            String afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
            assertSan(afterE4, "e7e5", "e5");
            assertSan(afterE4, "g8f6", "Nf6");
            assertSan(afterE4, "b8c6", "Nc6");
        }

        @Test
        void captures() {
            // 1.e4 d5: only the e-pawn can take on d5; the redundant from-rank is accepted too.
            String scandinavian = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
            assertSan(scandinavian, "e4d5", "exd5");
            assertParses(scandinavian, "ed5", "e4d5");
            assertParses(scandinavian, "e4xd5", "e4d5");
            assertParses(scandinavian, "e4d5", "e4d5");
            // A pawn move without a from-file is a push: d5 is not exd5, and d4 is the d-pawn's.
            assertRejected(scandinavian, "d5", "illegal move \"d5\": no White pawn can move to d5");
            assertParses(scandinavian, "d4", "d2d4");
        }

        @Test
        void formattingLeavesThePositionAlone() {
            Position position = position("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
            String fen = Fen.toFen(position);
            long key = position.key();
            int ply = position.gamePly();
            San.format(position, move(position, "h5f7"));
            assertThat(Fen.toFen(position)).isEqualTo(fen);
            assertThat(position.key()).isEqualTo(key);
            assertThat(position.gamePly()).isEqualTo(ply);
        }

        @Test
        void formattingAnIllegalMoveIsRefused() {
            Position position = position(Fen.START);
            assertThatThrownBy(() -> San.format(position, Move.of(12, 36))) // e2e5
                    .isInstanceOf(IllegalMoveException.class)
                    .hasMessage("cannot write e2e5 in SAN: it is not a legal move in this position");
        }
    }

    @Nested
    class Disambiguation {
        /** Knights b1 and f3 both reach d2; the files tell them apart. */
        private static final String KNIGHTS = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
        /** Rooks a1 and a5 share the a-file; the ranks tell them apart. */
        private static final String ROOKS_ON_A_FILE = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
        /** Rooks a1 and f1 can both take the knight on d1, with check on the d-file. */
        private static final String ROOKS_ON_FIRST_RANK = "3k4/8/8/8/8/8/8/R2n1RK1 w - - 0 1";
        /**
         * Queens h4, h1, e4 can all take the rook on e1: h4 shares a file with h1 and a rank
         * with e4, so only its square names it.
         */
        private static final String THREE_QUEENS = "1k6/8/8/8/4Q2Q/K7/8/4r2Q w - - 0 1";
        /** Rooks a2 and e2 both see d2, but e2 is pinned by the rook on e8. */
        private static final String PINNED_ROOK = "4r2k/8/8/8/8/8/R3R3/4K3 w - - 0 1";

        @Test
        void byFile() {
            assertSan(KNIGHTS, "b1d2", "Nbd2");
            assertSan(KNIGHTS, "f3d2", "Nfd2");
            assertSan(KNIGHTS, "f3e5", "Ne5");
            assertSan(KNIGHTS, "b1c3", "Nc3");
            assertParses(KNIGHTS, "N1d2", "b1d2");
            assertParses(KNIGHTS, "Nb1d2", "b1d2");
            assertParses(KNIGHTS, "Nfe5", "f3e5");
            assertParses(KNIGHTS, "Nf3e5", "f3e5");
        }

        @Test
        void ambiguityIsRejectedWithTheChoices() {
            assertRejected(KNIGHTS, "Nd2", "ambiguous move \"Nd2\": Nbd2, Nfd2");
            assertRejected(KNIGHTS, "Nxd2", "ambiguous move \"Nxd2\": Nbd2, Nfd2");
        }

        @Test
        void byRank() {
            assertSan(ROOKS_ON_A_FILE, "a1a3", "R1a3");
            assertSan(ROOKS_ON_A_FILE, "a5a3", "R5a3");
            assertSan(ROOKS_ON_A_FILE, "a1d1", "Rd1");
            assertSan(ROOKS_ON_A_FILE, "a5a8", "Ra8+");
            assertRejected(ROOKS_ON_A_FILE, "Ra3", "ambiguous move \"Ra3\": R1a3, R5a3");
            assertRejected(ROOKS_ON_A_FILE, "Raa3", "ambiguous move \"Raa3\": R1a3, R5a3");
        }

        @Test
        void byFileWithCaptureAndCheck() {
            assertSan(ROOKS_ON_FIRST_RANK, "a1d1", "Raxd1+");
            assertSan(ROOKS_ON_FIRST_RANK, "f1d1", "Rfxd1+");
            assertParses(ROOKS_ON_FIRST_RANK, "Rad1", "a1d1");
            assertRejected(ROOKS_ON_FIRST_RANK, "Rxd1", "ambiguous move \"Rxd1\": Raxd1+, Rfxd1+");
            assertRejected(ROOKS_ON_FIRST_RANK, "Rd1+", "ambiguous move \"Rd1+\": Raxd1+, Rfxd1+");
        }

        @Test
        void bySquare() {
            assertSan(THREE_QUEENS, "h4e1", "Qh4xe1");
            assertSan(THREE_QUEENS, "h1e1", "Q1xe1");
            assertSan(THREE_QUEENS, "e4e1", "Qexe1");
            assertParses(THREE_QUEENS, "Qh4e1", "h4e1");
            assertParses(THREE_QUEENS, "Qh1xe1", "h1e1");
            assertParses(THREE_QUEENS, "Qee1", "e4e1");
            assertRejected(THREE_QUEENS, "Qxe1", "ambiguous move \"Qxe1\": Q1xe1, Qexe1, Qh4xe1");
            assertRejected(THREE_QUEENS, "Qhxe1", "ambiguous move \"Qhxe1\": Q1xe1, Qh4xe1");
            assertRejected(THREE_QUEENS, "Q4xe1", "ambiguous move \"Q4xe1\": Qexe1, Qh4xe1");
        }

        @Test
        void aPinnedPieceDoesNotCountForDisambiguation() {
            // Only legal moves are told apart (PGN standard); WAC.233's pv gets this wrong.
            assertSan(PINNED_ROOK, "a2d2", "Rd2");
            assertParses(PINNED_ROOK, "Rad2", "a2d2");
            assertRejected(PINNED_ROOK, "Red2", "illegal move \"Red2\": it would leave the White king in check");
        }
    }

    @Nested
    class Castling {
        private static final String BOTH_SIDES = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

        @Test
        void bothSidesBothColours() {
            assertSan(BOTH_SIDES, "e1g1", "O-O");
            assertSan(BOTH_SIDES, "e1c1", "O-O-O");
            String black = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
            assertSan(black, "e8g8", "O-O");
            assertSan(black, "e8c8", "O-O-O");
            assertThat(Move.kind(San.parse(position(BOTH_SIDES), "O-O"))).isEqualTo(Move.CASTLING);
        }

        @Test
        void zeroesAndAnnotations() {
            assertParses(BOTH_SIDES, "0-0", "e1g1");
            assertParses(BOTH_SIDES, "0-0-0", "e1c1");
            assertParses(BOTH_SIDES, "O-O!", "e1g1");
            assertParses(BOTH_SIDES, "O-O-O+", "e1c1");
        }

        @Test
        void castlingWithCheck() {
            // The rook lands on f1 and checks the king on f8 down the open f-file.
            assertSan("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O+");
        }

        @Test
        void illegalCastling() {
            assertRejected("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "O-O",
                    "illegal move \"O-O\": White cannot castle kingside, the king is in check or would pass"
                            + " through or land on an attacked square");
            assertParses("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "O-O-O", "e1c1");
            assertRejected("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "O-O",
                    "illegal move \"O-O\": White cannot castle kingside, the castling right is gone");
            assertRejected(Fen.START, "O-O-O",
                    "illegal move \"O-O-O\": White cannot castle queenside, there are pieces between king and rook");
            assertRejected("r3k2r/8/8/8/8/8/8/R3K2R b KQ - 0 1", "0-0",
                    "illegal move \"0-0\": Black cannot castle kingside, the castling right is gone");
        }

        @Test
        void theKingsTwoStepIsNotSan() {
            assertRejected(BOTH_SIDES, "Kg1", "illegal move \"Kg1\": no White king can move to g1");
        }
    }

    @Nested
    class PawnSpecials {
        /** 1.e4 a6 2.e5 d5: exd6 en passant. */
        private static final String EN_PASSANT = "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
        /** A pawn on e7 can go to e8 or take the rook on d8; the black king on h8 is on the eighth rank. */
        private static final String PROMOTION = "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1";
        /** Black pawn a2 can go to a1 or take the knight on b1; the white king stands on e1. */
        private static final String BLACK_PROMOTION = "4k3/8/8/8/8/8/p7/1N2K3 b - - 0 1";

        @Test
        void enPassant() {
            assertSan(EN_PASSANT, "e5d6", "exd6");
            assertThat(Move.kind(San.parse(position(EN_PASSANT), "exd6"))).isEqualTo(Move.EN_PASSANT);
            assertParses(EN_PASSANT, "ed6", "e5d6");
            assertRejected(EN_PASSANT, "exf6", "illegal move \"exf6\": no White pawn on the e-file can capture on f6");
        }

        @Test
        void promotions() {
            assertSan(PROMOTION, "e7e8q", "e8=Q+");
            assertSan(PROMOTION, "e7e8r", "e8=R+");
            assertSan(PROMOTION, "e7e8b", "e8=B");
            assertSan(PROMOTION, "e7e8n", "e8=N");
        }

        @Test
        void underpromotionWithCapture() {
            assertSan(PROMOTION, "e7d8q", "exd8=Q+");
            assertSan(PROMOTION, "e7d8r", "exd8=R+");
            assertSan(PROMOTION, "e7d8b", "exd8=B");
            assertSan(PROMOTION, "e7d8n", "exd8=N");
            assertSan(BLACK_PROMOTION, "a2b1n", "axb1=N");
            assertSan(BLACK_PROMOTION, "a2b1q", "axb1=Q+");
            assertSan(BLACK_PROMOTION, "a2a1q", "a1=Q");
        }

        @Test
        void promotionSpellings() {
            assertParses(PROMOTION, "e8Q", "e7e8q");
            assertParses(PROMOTION, "e8=q", "e7e8q");
            assertParses(PROMOTION, "e8q", "e7e8q");
            assertParses(PROMOTION, "e8N", "e7e8n");
            assertParses(PROMOTION, "exd8N", "e7d8n");
            assertParses(PROMOTION, "ed8=n", "e7d8n");
            assertParses(PROMOTION, "exd8=R+", "e7d8r");
            assertParses(BLACK_PROMOTION, "axb1=N", "a2b1n");
            assertParses(BLACK_PROMOTION, "ab1b", "a2b1b");
        }

        @Test
        void promotionMistakes() {
            assertRejected(PROMOTION, "e8", "illegal move \"e8\": a pawn reaching e8 must promote; add the piece,"
                    + " e.g. e8=Q, =R, =B or =N");
            assertRejected(PROMOTION, "exd8", "illegal move \"exd8\": a pawn reaching d8 must promote; add the"
                    + " piece, e.g. d8=Q, =R, =B or =N");
            assertRejected(Fen.START, "e4=Q", "illegal move \"e4=Q\": only a pawn reaching the last rank promotes,"
                    + " and this move does not");
            assertRejected(PROMOTION, "e8=K", "malformed move \"e8=K\": expected SAN such as e4, exd5, Nf3, Raxd1,"
                    + " e8=Q or O-O");
            assertRejected(PROMOTION, "e8=P", "malformed move \"e8=P\": expected SAN such as e4, exd5, Nf3, Raxd1,"
                    + " e8=Q or O-O");
        }
    }

    @Nested
    class CheckAndMate {
        /** 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6: Scholar's mate is on. */
        private static final String SCHOLAR = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
        /** 1.f3 e5 2.g4: Fool's mate is on. */
        private static final String FOOL = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";

        @Test
        void suffixes() {
            assertSan(SCHOLAR, "h5f7", "Qxf7#");
            assertSan(SCHOLAR, "c4f7", "Bxf7+");
            assertSan(SCHOLAR, "h5e5", "Qxe5+");
            assertSan(SCHOLAR, "h5h7", "Qxh7");
            assertSan(FOOL, "d8h4", "Qh4#");
        }

        @Test
        void annotationsAreAcceptedButNotTrusted() {
            assertParses(SCHOLAR, "Qxf7", "h5f7");
            assertParses(SCHOLAR, "Qxf7++", "h5f7");
            assertParses(SCHOLAR, "Qxf7#!!", "h5f7");
            assertParses(SCHOLAR, "Qxh7+", "h5h7");
            for (String suffix : new String[] {"!", "?", "!!", "??", "!?", "?!", "+?", "#!"}) {
                assertParses(Fen.START, "Nf3" + suffix, "g1f3");
            }
        }
    }

    @Nested
    class PawnOrBishop {
        /** Black can take the knight on c3 with the b4 pawn (bxc3) or the e5 bishop (Bxc3+). */
        private static final String BOTH = "4k3/8/8/4b3/1p6/2N5/8/4K3 b - - 0 1";

        @Test
        void caseDecides() {
            assertSan(BOTH, "b4c3", "bxc3");
            assertSan(BOTH, "e5c3", "Bxc3+");
            assertParses(BOTH, "bc3", "b4c3");
            assertParses(BOTH, "Bc3", "e5c3");
            assertParses(BOTH, "Bxc3", "e5c3");
            assertParses(BOTH, "b4xc3", "b4c3");
        }

        @Test
        void neverTheOtherReading() {
            assertRejected("4k3/8/8/4b3/8/2N5/8/4K3 b - - 0 1", "bxc3",
                    "illegal move \"bxc3\": no Black pawn on the b-file can capture on c3 (a bishop move is written"
                            + " with a capital B)");
            assertRejected("4k3/8/8/8/1p6/2N5/8/4K3 b - - 0 1", "Bxc3",
                    "illegal move \"Bxc3\": no Black bishop can capture on c3 (a pawn capture from the b-file is"
                            + " written with a small b)");
        }
    }

    @Nested
    class Rejections {
        @Test
        void illegalMoves() {
            assertRejected(Fen.START, "e5", "illegal move \"e5\": no White pawn can move to e5");
            assertRejected(Fen.START, "Nd4", "illegal move \"Nd4\": no White knight can move to d4");
            assertRejected(Fen.START, "Nxf3", "illegal move \"Nxf3\": 'x' marks a capture, but f3 is empty");
            assertRejected(Fen.START, "exd3", "illegal move \"exd3\": no White pawn on the e-file can capture on d3");
            assertRejected(Fen.START, "Nbd2", "illegal move \"Nbd2\": no White knight on the b-file can move to d2");
            assertRejected(Fen.START, "N2a3", "illegal move \"N2a3\": no White knight on rank 2 can move to a3");
            assertRejected(Fen.START, "Nc1a3", "illegal move \"Nc1a3\": no White knight on c1 can move to a3");
            assertParses(Fen.START, "N1a3", "b1a3");
        }

        @Test
        void movesThatExposeTheKing() {
            String pinnedKnight = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
            assertRejected(pinnedKnight, "Nc3", "illegal move \"Nc3\": it would leave the White king in check");
            assertRejected(pinnedKnight, "Ke2", "illegal move \"Ke2\": no White king can move to e2");
            String kingNextToRook = "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1";
            assertRejected(kingNextToRook, "Kf2", "illegal move \"Kf2\": it would leave the White king in check");
            assertParses(kingNextToRook, "Kxd2", "e1d2");
        }

        @ParameterizedTest
        @ValueSource(strings = {"", "e", "E4", "nf3", "Nf3x", "N", "Nf", "e9", "i4", "xe4", "Nf3=Q", "e2-e4",
                "Ng1-f3", "O-O-O-O", "0-O", "o-o", "O-0-0", "e4!!!", "e4+!+", "e4 ", " e4", "e4e.p.", "P e4", "Pe4"})
        void malformed(String text) {
            assertRejected(Fen.START, text, "malformed move \"" + text + "\": expected SAN such as e4, exd5, Nf3,"
                    + " Raxd1, e8=Q or O-O");
        }

        @Test
        void nullIsRejected() {
            assertThatThrownBy(() -> San.parse(position(Fen.START), null))
                    .isInstanceOf(IllegalMoveException.class)
                    .hasMessage("move must not be null");
        }
    }
}
