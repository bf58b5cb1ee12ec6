package dev.mallard.core.board;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.testing.TestFens;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Position#givesCheck} answers exactly what making the move and asking
 * {@link Position#inCheck()} answers, for every move of every position within three plies of the
 * test positions (direct, discovered, double, castling-rook, promotion and en-passant checks all
 * occur there), and with a blocker on the board, which cuts slider lines.
 */
class GivesCheckTest {
    static java.util.List<String> positions() {
        return TestFens.ALL;
    }

    @ParameterizedTest
    @MethodSource("positions")
    void agreesWithMakeAndInCheckToDepthThree(String fen) {
        int checks = walk(Fen.parse(fen), 3, MoveGenerator.ALL, 0L);
        assertThat(checks).as("the walk meets checks").isPositive();
    }

    @Test
    void agreesWithABlockerOnTheBoard() {
        int checks = 0;
        for (String fen : TestFens.ALL) {
            Position p = Fen.parse(fen);
            // Every third empty square in turn holds the blocker; pseudo-legal moves go around it.
            for (int square = 0; square < 64; square += 3) {
                if (p.pieceAt(square) == Piece.NONE) {
                    Position withBlocker = Fen.parse(fen);
                    withBlocker.setBlocker(square);
                    checks += walk(withBlocker, 2, MoveGenerator.ALL, 1L << square);
                }
            }
        }
        assertThat(checks).isPositive();
    }

    /** Compares both answers for every move in the tree; returns how many moves gave check. */
    private static int walk(Position p, int depth, int stages, long blocked) {
        if (depth == 0) {
            return 0;
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = blocked == 0 ? MoveGenerator.legal(p, moves, 0, stages)
                : MoveGenerator.pseudoLegal(p, moves, 0, stages, blocked);
        int checks = 0;
        // After a pseudo-legal move the mover's king may stand attacked: not a position of the
        // game, and there the question is moot (the opponent would take the king).
        boolean reachable = !p.isAttacked(p.kingSquare(p.sideToMove() ^ 1), p.sideToMove());
        for (int i = 0; i < n && reachable; i++) {
            int move = moves[i];
            boolean predicted = p.givesCheck(move);
            p.makeMove(move);
            boolean actual = p.inCheck();
            assertThat(predicted).as("%s gives check after %s", Move.toUci(move), Fen.toFen(p)).isEqualTo(actual);
            if (actual) {
                checks++;
            }
            if (p.kingSquare(Color.WHITE) != Square.NONE && p.kingSquare(Color.BLACK) != Square.NONE) {
                checks += walk(p, depth - 1, stages, blocked);
            }
            p.unmakeMove(move);
        }
        return checks;
    }
}
