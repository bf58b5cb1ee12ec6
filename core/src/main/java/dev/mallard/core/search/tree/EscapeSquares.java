package dev.mallard.core.search.tree;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;

/**
 * The side to move's pieces a lesser piece of the opponent attacks, and where each may go out of
 * such attacks, for {@link dev.mallard.core.search.Technique#THREAT_ESCAPE}: a queen attacked by
 * a rook, minor piece or pawn is safe where none of those attacks, a rook attacked by a minor
 * piece or pawn where neither does, a knight or bishop attacked by a pawn where no pawn does.
 * Computed once for a position (recognised by its key) and asked for each of its quiet moves;
 * the squares are those attacked before the move, so a line the moving piece opens or closes by
 * leaving is not seen (Stockfish 15.1's threatened pieces, which it reads the same way).
 */
final class EscapeSquares {
    /** By {@link PieceType}: the squares a threatened piece of that type is safe on (0 for pawns and kings, never threatened). */
    private final long[] safe = new long[PieceType.KING + 1];
    /** The side to move's pieces attacked by a lesser piece. */
    private long threatened;
    private long key;

    /**
     * {@return {@code bonus[type]} when the quiet {@code move} of {@code position} takes a
     * threatened piece of that type to a square where it is safe, else 0}
     */
    int bonus(Position position, int move, int[] bonus) {
        if (key != position.key()) {
            fill(position);
            key = position.key();
        }
        int from = Move.from(move);
        if ((threatened >>> from & 1) == 0) {
            return 0;
        }
        int type = Piece.type(position.pieceAt(from));
        return (safe[type] >>> Move.to(move) & 1) != 0 ? bonus[type] : 0;
    }

    private void fill(Position position) {
        int us = position.sideToMove();
        int them = Color.opposite(us);
        long byPawns = position.attacks(them, PieceType.PAWN);
        long byMinors = byPawns | position.attacks(them, PieceType.KNIGHT) | position.attacks(them, PieceType.BISHOP);
        long byRooks = byMinors | position.attacks(them, PieceType.ROOK);
        safe[PieceType.KNIGHT] = ~byPawns;
        safe[PieceType.BISHOP] = ~byPawns;
        safe[PieceType.ROOK] = ~byMinors;
        safe[PieceType.QUEEN] = ~byRooks;
        threatened = position.pieces(us, PieceType.QUEEN) & byRooks
                | position.pieces(us, PieceType.ROOK) & byMinors
                | (position.pieces(us, PieceType.KNIGHT) | position.pieces(us, PieceType.BISHOP)) & byPawns;
    }
}
