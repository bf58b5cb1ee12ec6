package dev.mallard.core.testing;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;

/** Legal moves by their coordinate notation, for tests that play moves written as text. */
public final class LegalMoves {
    private LegalMoves() {
    }

    /**
     * {@return the legal move of {@code position} written {@code uci} (e.g. {@code e2e4},
     * {@code e7e8q})}
     *
     * @param position the position
     * @param uci the move in coordinate notation
     * @throws AssertionError if no legal move is written so
     */
    public static int legalMove(Position position, String uci) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
        for (int i = 0; i < n; i++) {
            if (Move.toUci(moves[i]).equals(uci)) {
                return moves[i];
            }
        }
        throw new AssertionError("no legal move " + uci + " in " + Fen.toFen(position));
    }
}
