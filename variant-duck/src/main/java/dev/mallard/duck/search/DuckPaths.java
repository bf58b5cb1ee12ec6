package dev.mallard.duck.search;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Castling;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.Position;

/**
 * Which Duck squares block a move: exactly the squares where
 * {@link dev.mallard.core.movegen.MoveGenerator#pseudoLegal} with that one blocked square would
 * not generate it. A slider's squares between from and to, the to-square when it is empty (so
 * a capture has none there), a double step's skipped square, the en-passant target, and for
 * castling every square between king and rook. Knights, kings and pawns capturing next door
 * have no path beyond their to-square.
 */
public final class DuckPaths {
    private DuckPaths() {
    }

    /**
     * {@return the squares a Duck must not stand on for {@code move} to be playable in {@code
     * position}}
     *
     * @param position the position
     * @param move the move
     */
    public static long path(Position position, int move) {
        int from = move & 63;
        int to = move >>> 6 & 63;
        if ((move >>> 12 & 15) == Move.CASTLING) {
            int index = Castling.indexOfKingTarget(to);
            return Bitboards.between(Castling.kingFrom(index), Castling.rookFrom(index));
        }
        // A knight's or king's from and to share no line but the king's next door: between is 0.
        long path = Bitboards.between(from, to);
        return position.pieceAt(to) == Piece.NONE ? path | 1L << to : path;
    }
}
