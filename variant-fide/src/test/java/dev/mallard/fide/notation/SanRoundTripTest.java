package dev.mallard.fide.notation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.movegen.MoveGenerator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every legal move of every position within two plies of the perft positions: its SAN is
 * well-formed, unique in its position, parses back to the same move (also in the accepted
 * variant spellings), and writing it leaves the position as it was.
 */
class SanRoundTripTest {
    /** Plies walked below each root; moves are written at plies 0 to {@value}. */
    private static final int DEPTH = 2;
    private static final Pattern CANONICAL = Pattern.compile(
            "(O-O(-O)?|[KQRBN]([a-h]|[1-8]|[a-h][1-8])?x?[a-h][1-8]|([a-h]x)?[a-h][1-8](=[QRBN])?)[+#]?");

    static Stream<String> perftFens() {
        return dev.mallard.core.rules.PerftTable.fens(dev.mallard.core.rules.PerftTable.resource("/perft-fide.tsv")).stream();
    }

    @ParameterizedTest
    @MethodSource("perftFens")
    void everyLegalMoveRoundTrips(String fen) {
        Position position = Fen.parse(fen);
        long checked = walk(position, DEPTH);
        assertThat(checked).isPositive();
        assertThat(Fen.toFen(position)).isEqualTo(fen);
    }

    private static long walk(Position position, int depth) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
        String fenBefore = Fen.toFen(position);
        long keyBefore = position.key();
        Set<String> seen = new HashSet<>();
        long checked = 0;
        // Plain comparisons, with an assertion only on failure: this visits some 280,000 moves.
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            String san = San.format(position, move);
            boolean unique = seen.add(san);
            if (position.key() != keyBefore || !CANONICAL.matcher(san).matches() || !unique
                    || San.parse(position, san) != move) {
                String where = fenBefore + " / " + Move.toUci(move) + " = " + san;
                assertThat(position.key()).as("key after formatting " + where).isEqualTo(keyBefore);
                assertThat(san).as(where).matches(CANONICAL);
                assertThat(unique).as("SAN unique in the position: " + where).isTrue();
                assertThat(San.parse(position, san)).as(where).isEqualTo(move);
            }
            for (String variant : variants(position, move, san)) {
                if (San.parse(position, variant) != move) {
                    assertThat(San.parse(position, variant)).as(fenBefore + " / " + san + " written as " + variant)
                            .isEqualTo(move);
                }
            }
            checked++;
            if (depth > 0) {
                position.makeMove(move);
                checked += walk(position, depth - 1);
                position.unmakeMove(move);
            }
        }
        assertThat(Fen.toFen(position)).as("position after formatting its moves").isEqualTo(fenBefore);
        return checked;
    }

    /** Other spellings of the same move that the parser must read the same way. */
    private static List<String> variants(Position position, int move, String san) {
        String bare = san.replaceAll("[+#]$", "");
        Set<String> variants = new LinkedHashSet<>();
        variants.add(bare);
        variants.add(bare + "!?");
        variants.add(bare.replace("x", ""));
        if (Move.kind(move) == Move.CASTLING) {
            variants.add(bare.replace('O', '0'));
        } else if (Move.isPromotion(move)) {
            String noEquals = bare.replace("=", "");
            variants.add(noEquals);
            variants.add(noEquals.toLowerCase(java.util.Locale.ROOT));
        } else if (Piece.type(position.pieceAt(Move.from(move))) != PieceType.PAWN) {
            // Redundant full-square disambiguation, with and without the capture mark.
            String full = bare.charAt(0) + Square.name(Move.from(move)) + Square.name(Move.to(move));
            variants.add(full);
            if (bare.contains("x")) {
                variants.add(bare.charAt(0) + Square.name(Move.from(move)) + "x" + Square.name(Move.to(move)));
            }
        }
        return List.copyOf(variants);
    }
}
