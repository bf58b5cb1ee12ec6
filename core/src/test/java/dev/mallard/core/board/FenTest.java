package dev.mallard.core.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.testing.TestFens;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Strict FEN: valid FENs round-trip exactly, and every malformed or impossible FEN is rejected
 * with a {@link FenException} whose message names the offending field.
 */
class FenTest {

    static List<String> referenceFens() {
        return TestFens.fidePerftFens();
    }

    @Test
    void referenceTableHasTheStandardPerftPositions() {
        assertThat(referenceFens()).hasSize(9).contains(TestFens.START, TestFens.KIWIPETE);
    }

    @ParameterizedTest
    @MethodSource("referenceFens")
    void everyReferenceFenRoundTripsExactly(String fen) {
        assertThat(Fen.toFen(Fen.parse(fen))).isEqualTo(fen);
        assertThat(Fen.toFen(Fen.parse(fen, true))).as("allowing a Duck changes nothing without '*'").isEqualTo(fen);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "rnbqkbnr/pppppppp/8/8/4P3/3*4/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "*3k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K2* b - - 12 40",
    })
    void duckFensRoundTripWhenTheDuckIsAllowed(String fen) {
        Position p = Fen.parse(fen, true);
        assertThat(Fen.toFen(p)).isEqualTo(fen);
        assertThat(p.blockerSquare()).isNotEqualTo(Square.NONE);
    }

    @Test
    void parsedFieldsAreThoseOfTheFen() {
        Position p = Fen.parse("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8");
        assertThat(p.sideToMove()).isEqualTo(Color.WHITE);
        assertThat(p.castlingRights()).isEqualTo(Castling.WHITE_KINGSIDE | Castling.WHITE_QUEENSIDE);
        assertThat(p.halfmoveClock()).isEqualTo(1);
        assertThat(p.fullmoveNumber()).isEqualTo(8);
        assertThat(p.pieceAt(Square.fromName("d7"))).isEqualTo(Piece.of(Color.WHITE, PieceType.PAWN));
        assertThat(p.pieceAt(Square.fromName("f2"))).isEqualTo(Piece.of(Color.BLACK, PieceType.KNIGHT));
        assertThat(p.kingSquare(Color.BLACK)).isEqualTo(Square.fromName("f8"));
        assertThat(Long.bitCount(p.occupied())).isEqualTo(28); // 6 + 7 + 1 + 1 + 7 + 6 by rank

        Position ep = Fen.parse(TestFens.EP_PIN);
        assertThat(ep.epSquare()).isEqualTo(Square.fromName("c6"));
    }

    @Test
    void fourFieldFenGetsDefaultClocksAndExtraSpacesAreTolerated() {
        assertThat(Fen.toFen(Fen.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -")))
                .isEqualTo(Fen.START);
        assertThat(Fen.toFen(Fen.parse("  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w KQkq  - 0  1 ")))
                .isEqualTo(Fen.START);
    }

    @Test
    void castlingLettersInAnyOrderArePrintedInKQkqOrder() {
        assertThat(Fen.toFen(Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1")))
                .isEqualTo("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    }

    /**
     * Malformed or impossible FENs. Columns: the FEN, whether a Duck ('*') is allowed, and a
     * fragment the message must contain (it starts with the field's name). The quote character is
     * a backtick so that the quotes in the expected messages are taken literally.
     */
    @ParameterizedTest(name = "[{index}] {0} -> {2}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
        # --- the fields themselves
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0                   | false | FEN: expected 6 fields
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra           | false | FEN: expected 6 fields
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq                       | false | FEN: expected 6 fields
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR                              | false | FEN: expected 6 fields
        # --- board: characters and shape
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1                 | false | board: invalid character 'X'
        rnbqkbnr/pppppppp/8/8/08/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1                | false | board: invalid character '0'
        4k3/8/8/8/9/8/8/4K3 w - - 0 1                                            | false | board: invalid character '9'
        4k3/8/8/8/3.4/8/8/4K3 w - - 0 1                                          | false | board: invalid character '.'
        rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1                | false | board: rank 7 ("ppppppppp") has more than 8 squares
        rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1                  | false | board: rank 7 ("ppppppp") has 7 squares, expected 8
        4k3/8/8/8/4K4/8/8/8 w - - 0 1                                            | false | board: rank 4 ("4K4") has 9 squares
        4k3/8/8//8/8/8/4K3 w - - 0 1                                             | false | board: rank 5 ("") has 0 squares
        4k3/8/8/8/8/8/4K3 w - - 0 1                                              | false | board: expected 8 ranks separated by '/', got 7
        4k3/8/8/8/8/8/8/8/4K3 w - - 0 1                                          | false | board: expected 8 ranks separated by '/', got 9
        4k3/8/8/8/8/8/44/4K3 w - - 0 1                                           | false | board: two digits in a row in rank 2
        4k3/8/8/8/8/8/8/4K21 w - - 0 1                                           | false | board: two digits in a row in rank 1
        # --- board: material that no game can reach
        4k3/8/8/8/8/8/8/8 w - - 0 1                                              | false | board: White has 0 kings
        8/8/8/8/8/8/8/4K3 w - - 0 1                                              | false | board: Black has 0 kings
        4k3/8/8/8/8/8/8/3KK3 w - - 0 1                                           | false | board: White has 2 kings
        4k2k/8/8/8/8/8/8/4K3 w - - 0 1                                           | false | board: Black has 2 kings
        4k3/8/8/8/8/8/8/P3K3 w - - 0 1                                           | false | board: pawn on a1
        4k2p/8/8/8/8/8/8/4K3 w - - 0 1                                           | false | board: pawn on h8
        4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1                                    | false | board: White has 9 pawns
        4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1                                    | false | board: Black has 9 pawns
        4k3/8/8/8/8/N7/PPPPPPPP/RNBQKBNR w - - 0 1                               | false | board: White has 17 pieces
        4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1                                   | false | board: White has 1 promoted pieces but only 0 pawns are missing
        rrrrk3/ppppppp1/8/8/8/8/8/4K3 w - - 0 1                                  | false | board: Black has 2 promoted pieces but only 1 pawns are missing
        4k3/8/8/3*4/8/8/8/4K3 w - - 0 1                                          | false | board: '*' (the Duck) is not part of this variant
        4k3/8/8/3**3/8/8/8/4K3 w - - 0 1                                         | true  | board: more than one Duck ('*'), at d5 and e5
        # --- side to move
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1                 | false | side to move: expected 'w' or 'b', got "x"
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1                 | false | side to move:
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1             | false | side to move:
        # --- castling
        4k3/8/8/8/8/8/8/3K3R w K - 0 1                                           | false | castling: 'K' needs the White king on e1 and a rook on h1
        4k3/8/8/8/8/8/8/4K3 w Q - 0 1                                            | false | castling: 'Q' needs the White king on e1 and a rook on a1
        r3k3/8/8/8/8/8/8/4K3 w k - 0 1                                           | false | castling: 'k' needs the Black king on e8 and a rook on h8
        4k2r/8/8/8/8/8/8/4K2R w Kq - 0 1                                         | false | castling: 'q' needs the Black king on e8 and a rook on a8
        r3k2r/8/8/8/8/8/8/R3K2R w KKq - 0 1                                      | false | castling: 'K' appears twice
        r3k2r/8/8/8/8/8/8/R3K2R w KQkx - 0 1                                     | false | castling: expected '-' or letters from KQkq
        r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1                                     | false | castling: expected '-' or letters from KQkq
        r3k2r/8/8/8/8/8/8/R3K2R w -K - 0 1                                       | false | castling: expected '-' or letters from KQkq
        # --- en passant
        4k3/8/8/3pP3/8/8/8/4K3 w - e4 0 1                                        | false | en passant: expected '-' or a square on rank 6 with White to move
        4k3/8/8/8/3Pp3/8/8/4K3 b - d6 0 1                                        | false | en passant: expected '-' or a square on rank 3 with Black to move
        4k3/8/8/3pP3/8/8/8/4K3 w - d66 0 1                                       | false | en passant: expected '-' or a square
        4k3/8/8/3pP3/8/8/8/4K3 w - i6 0 1                                        | false | en passant: expected '-' or a square
        4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1                                         | false | en passant: d6 needs a Black pawn on d5
        4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 1                                      | false | en passant: d6 and d7 must be empty
        4k3/3p4/8/3pP3/8/8/8/4K3 w - d6 0 1                                      | false | en passant: d6 and d7 must be empty
        4k3/8/3*4/3pP3/8/8/8/4K3 w - d6 0 1                                      | true  | en passant: the Duck stands on d6
        4k3/8/8/3pP3/8/8/8/4K3 w - d6 1 1                                        | false | halfmove clock: must be 0 right after a pawn's double step
        # --- clocks
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1                | false | halfmove clock: expected a whole number from 0 to 9999
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1                 | false | halfmove clock: expected a whole number, got "x"
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - +3 1                | false | halfmove clock:
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 10000 1             | false | halfmove clock:
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999999 1    | false | halfmove clock:
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0                 | false | fullmove number: expected a whole number from 1 to 99999
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -3                | false | fullmove number:
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 one               | false | fullmove number: expected a whole number, got "one"
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.5               | false | fullmove number:
        """)
    void malformedOrImpossibleFenIsRejectedNamingTheField(String fen, boolean allowDuck, String fragment) {
        assertThat(fragment).as("every expected message names its field").contains(":");
        assertThatThrownBy(() -> Fen.parse(fen, allowDuck))
                .isInstanceOf(FenException.class)
                .hasMessageContaining(fragment);
        // The message starts with the field's name, e.g. "board:" or "en passant:".
        assertThatThrownBy(() -> Fen.parse(fen, allowDuck))
                .hasMessageStartingWith(fragment.substring(0, fragment.indexOf(':') + 1));
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {" ", "\t \n"})
    void nullOrBlankFenIsRejected(String fen) {
        assertThatThrownBy(() -> Fen.parse(fen)).isInstanceOf(FenException.class).hasMessageStartingWith("FEN: empty");
    }

    /** Parsing builds a new position, so a rejected FEN leaves an existing one untouched. */
    @Test
    void rejectedFenLeavesExistingPositionsUntouched() {
        Position p = Fen.parse(TestFens.KIWIPETE);
        String before = Fen.toFen(p);
        long key = p.key();
        assertThatThrownBy(() -> Fen.parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 0"))
                .isInstanceOf(FenException.class);
        assertThat(Fen.toFen(p)).isEqualTo(before);
        assertThat(p.key()).isEqualTo(key);
        assertThat(Fen.parse(TestFens.KIWIPETE).key()).isEqualTo(key);
    }

    /** Leaf positions {@code depth} plies below {@code position} by the FIDE move generator. */
    private static long leaves(Position position, int depth) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
        if (depth == 1) {
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            position.makeMove(moves[i]);
            total += leaves(position, depth - 1);
            position.unmakeMove(moves[i]);
        }
        return total;
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w - f6 0 3",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w - - 0 1"})
    void theFileMirrorOfAPositionHasAsManyMovesAndMirrorsBack(String fen) {
        Position position = Fen.parse(fen);
        String mirrored = Fen.mirroredFiles(position).orElseThrow();
        assertThat(mirrored).isNotEqualTo(Fen.toFen(position));
        assertThat(Fen.mirroredFiles(Fen.parse(mirrored))).contains(Fen.toFen(position));
        assertThat(leaves(Fen.parse(mirrored), 3)).isEqualTo(leaves(position, 3));
    }

    @Test
    void aPositionWhereASideMayCastleHasNoFileMirror() {
        assertThat(Fen.mirroredFiles(Fen.parse(TestFens.START))).isEmpty();
        assertThat(Fen.mirroredFiles(Fen.parse("4k3/8/8/8/8/8/8/4K2R w K - 0 1"))).isEmpty();
        assertThat(Fen.mirroredFiles(Fen.parse("4k3/8/8/8/8/8/8/4K2R w - - 0 1"))).contains("3k4/8/8/8/8/8/8/R2K4 w - - 0 1");
    }
}
