package dev.mallard.core.search.tree;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.SliderAttacks;
import dev.mallard.core.board.Square;
import java.util.Arrays;

/**
 * The squares from which a piece of each type of the side to move attacks the opponent's king,
 * for {@link dev.mallard.core.search.Technique#CHECK_ORDERING}: computed once for a position
 * (recognised by its key) and asked for each of its quiet moves. From the occupancy before the
 * move, so a discovered check, or a line the moving piece opens itself, is not seen.
 */
final class CheckSquares {
    /** By {@link PieceType}: where a piece of that type checks from (a king from nowhere: its entry stays 0). */
    private final long[] squares = new long[PieceType.KING + 1];
    private long key;

    /** Whether the quiet {@code move} of {@code position} attacks the opponent's king from its target square. */
    boolean checks(Position position, int move) {
        if (key != position.key()) {
            fill(position);
            key = position.key();
        }
        return (squares[Piece.type(position.pieceAt(Move.from(move)))] >>> Move.to(move) & 1) != 0;
    }

    private void fill(Position position) {
        int them = Color.opposite(position.sideToMove());
        int king = position.kingSquare(them);
        if (king == Square.NONE) {
            Arrays.fill(squares, 0L);
            return;
        }
        long occupancy = position.occupied() | position.blockers();
        squares[PieceType.PAWN] = Bitboards.pawnAttacks(them, king);
        squares[PieceType.KNIGHT] = Bitboards.knightAttacks(king);
        squares[PieceType.BISHOP] = SliderAttacks.bishop(king, occupancy);
        squares[PieceType.ROOK] = SliderAttacks.rook(king, occupancy);
        squares[PieceType.QUEEN] = squares[PieceType.BISHOP] | squares[PieceType.ROOK];
    }
}
