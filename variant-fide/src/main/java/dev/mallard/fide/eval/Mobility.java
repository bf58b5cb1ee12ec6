package dev.mallard.fide.eval;

import dev.mallard.core.board.PieceType;

/**
 * Mobility bonus per piece type as a function of the number of <em>safe</em> squares a piece
 * attacks (squares not holding a piece of its own side and not attacked by an enemy pawn).
 *
 * <p>The curve is concave, {@code scale * (sqrt(n) - sqrt(typical))}: going from zero to two
 * squares matters a lot (a trapped piece is almost lost), going from twelve to fourteen
 * matters little. {@code typical} is a middling count for the piece type, so an ordinary piece
 * scores about zero and the material value keeps its meaning. Endgame scales are larger for
 * the sliders because open boards reward range. The table is filled once when the class loads.
 */
final class Mobility {
    /** Room for every count: a queen attacks at most 27 squares. */
    private static final int STRIDE = 32;
    /** Packed bonus, indexed by {@code type * STRIDE + count}. */
    private static final int[] BONUS = new int[7 * STRIDE];

    static {
        fill(PieceType.KNIGHT, 8, 4.0, 12.0, 14.0);
        fill(PieceType.BISHOP, 13, 6.0, 14.0, 16.0);
        fill(PieceType.ROOK, 14, 6.0, 9.0, 18.0);
        fill(PieceType.QUEEN, 27, 11.0, 5.0, 11.0);
    }

    private Mobility() {
    }

    private static void fill(int type, int maxCount, double typical, double mgScale, double egScale) {
        for (int n = 0; n <= maxCount; n++) {
            double x = Math.sqrt(n) - Math.sqrt(typical);
            BONUS[type * STRIDE + n] = Tapered.of((int) Math.round(mgScale * x), (int) Math.round(egScale * x));
        }
    }

    /** Packed bonus of a piece of {@code type} (knight to queen) attacking {@code count} safe squares. */
    static int bonus(int type, int count) {
        return BONUS[type * STRIDE + count];
    }
}
