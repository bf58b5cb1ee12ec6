package dev.mallard.fide.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;

/**
 * How to mate a bare king: a side with mating material (a queen or a rook, or two bishops on
 * both colours, or a bishop and a knight) and no pawns against a king alone gains for the weak
 * king's distance from the centre and for its own king's nearness to it (Stockfish's "KXK"
 * knowledge: push to the edge, push close). The material says the position is won; without these
 * terms every square of the weak king scores nearly alike, and the search must find the mate
 * within its horizon, which for the rook takes up to 16 moves: at a few hundred thousand nodes a
 * move it may shuffle until the fifty-move rule draws. Not a tuned term: no game from the
 * training openings reaches these positions, and whether the engine mates is what tests judge
 * ({@code FideMateTest}). Pawns are left out: with one, promoting is the plan, not the mate.
 */
final class LoneKing {
    /** Centipawns per step of the weak king's distance from the centre (0 to 6 steps). */
    private static final int EDGE = 10;
    /** Centipawns per step by which the kings stand nearer than the farthest (1 to 7 squares apart). */
    private static final int CLOSE = 8;
    private static final long DARK_SQUARES = ~Bitboards.LIGHT_SQUARES;

    private LoneKing() {
    }

    /** {@return the bonus, from White's point of view, of the side that mates a bare king, or 0} */
    static int bonus(Position position) {
        for (int strong = Color.WHITE; strong <= Color.BLACK; strong++) {
            int weak = strong ^ 1;
            if (position.colorPieces(weak) == position.pieces(weak, PieceType.KING) && canMate(position, strong)) {
                int weakKing = position.kingSquare(weak);
                int drive = EDGE * centreDistance(weakKing)
                        + CLOSE * (7 - PawnStructure.distance(weakKing, position.kingSquare(strong)));
                return strong == Color.WHITE ? drive : -drive;
            }
        }
        return 0;
    }

    /** Whether {@code strong}, without pawns, has a queen, a rook, bishops on both colours, or a bishop and a knight. */
    private static boolean canMate(Position position, int strong) {
        if (position.pieces(strong, PieceType.PAWN) != 0) {
            return false;
        }
        if ((position.pieces(strong, PieceType.QUEEN) | position.pieces(strong, PieceType.ROOK)) != 0) {
            return true;
        }
        long bishops = position.pieces(strong, PieceType.BISHOP);
        boolean bothColours = (bishops & Bitboards.LIGHT_SQUARES) != 0 && (bishops & DARK_SQUARES) != 0;
        return bothColours || bishops != 0 && position.pieces(strong, PieceType.KNIGHT) != 0;
    }

    /** The Manhattan distance of {@code square} from the four centre squares: 0 there, 6 in a corner. */
    private static int centreDistance(int square) {
        int file = square & 7;
        int rank = square >>> 3;
        return Math.max(3 - file, file - 4) + Math.max(3 - rank, rank - 4);
    }
}
