package dev.mallard.fide.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.SliderAttacks;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSet;

/**
 * Safe checks ({@code check.safe.<piece>} of {@link FideParameters}): for each of knight,
 * bishop, rook and queen, whether a piece of that kind could give check next move from a square
 * that holds no own piece and that the checked side does not attack at all (with pawn, piece or
 * king). A safe check is what a king attack is made of: it forces the king to move or a piece to
 * interpose, and threatens mate where the king has no room. Each kind counts once, however many
 * such squares there are.
 *
 * <p>A linear term beside the king-attack curve of {@link KingSafety} (which is not linear, and
 * which the tuner leaves alone): the tuner fits these four weights. All four at zero switch the
 * term off (it is not even computed). The weights are final fields of the instance; no state is
 * kept between calls.
 */
final class SafeChecks {
    /** Packed weights by piece type (knight to queen); zero for the others. */
    private final int[] weights = new int[PieceType.KING + 1];
    private final boolean weighted;

    /** The packed weights of {@code values}. */
    SafeChecks(ParameterSet values) {
        int any = 0;
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            int index = FideParameters.SAFE_CHECK + type - PieceType.KNIGHT;
            weights[type] = Tapered.of(values, index);
            any |= weights[type];
        }
        weighted = any != 0;
    }

    /** Whether any weight is non-zero (otherwise the term adds nothing). */
    boolean weighted() {
        return weighted;
    }

    /**
     * The packed score from White's point of view, and the features into {@code trace} (may be
     * null). The attack sets are by colour: of its {@code knights}, {@code bishops}, {@code rooks}
     * and {@code queens}, and {@code all} its pawns, pieces and king attack.
     */
    int evaluate(Position position, long[] knights, long[] bishops, long[] rooks, long[] queens, long[] all,
                 FeatureVector trace) {
        return side(position, Color.WHITE, knights, bishops, rooks, queens, all, trace)
                - side(position, Color.BLACK, knights, bishops, rooks, queens, all, trace);
    }

    /** The packed score of the safe checks that {@code us} has against the other king. */
    private int side(Position position, int us, long[] knights, long[] bishops, long[] rooks, long[] queens,
                     long[] all, FeatureVector trace) {
        int them = us ^ 1;
        int king = position.kingSquare(them);
        long occupied = position.occupied();
        long safe = ~position.colorPieces(us) & ~all[them];
        long diagonals = SliderAttacks.bishop(king, occupied);
        long lines = SliderAttacks.rook(king, occupied);
        int score = 0;
        score += check(PieceType.KNIGHT, Bitboards.knightAttacks(king) & knights[us] & safe, us, trace);
        score += check(PieceType.BISHOP, diagonals & bishops[us] & safe, us, trace);
        score += check(PieceType.ROOK, lines & rooks[us] & safe, us, trace);
        score += check(PieceType.QUEEN, (diagonals | lines) & queens[us] & safe, us, trace);
        return score;
    }

    private int check(int type, long squares, int us, FeatureVector trace) {
        if (squares == 0) {
            return 0;
        }
        if (trace != null) {
            trace.add(FideParameters.SAFE_CHECK + type - PieceType.KNIGHT, us == Color.WHITE ? 1 : -1);
        }
        return weights[type];
    }
}
