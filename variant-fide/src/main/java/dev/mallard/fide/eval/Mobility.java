package dev.mallard.fide.eval;

import dev.mallard.core.board.PieceType;
import dev.mallard.core.tune.ParameterSet;

/**
 * Mobility bonus per piece type as a function of the number of <em>safe</em> squares a piece
 * attacks (squares not holding a piece of its own side and not attacked by an enemy pawn): one
 * tapered parameter per count ({@code mobility.<piece>.<n>} of {@link FideParameters}).
 *
 * <p>The shipped values follow a concave curve, {@code scale * (sqrt(n) - sqrt(typical))}:
 * going from zero to two squares matters a lot (a trapped piece is almost lost), going from
 * twelve to fourteen matters little, and an ordinary piece scores about zero, so the material
 * value keeps its meaning (see {@code docs/evaluation.md}).
 */
final class Mobility {
    /** Room for every count: a queen attacks at most 27 squares. */
    static final int STRIDE = 32;
    /** Packed bonus, indexed by {@code type * STRIDE + count}. */
    private final int[] bonus = new int[7 * STRIDE];

    /** The bonuses of {@code values}. */
    Mobility(ParameterSet values) {
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            int first = FideParameters.mobility(type);
            for (int n = 0; n <= FideParameters.MAX_MOBILITY[type]; n++) {
                bonus[type * STRIDE + n] = Tapered.of(values, first + n);
            }
        }
    }

    /**
     * The packed bonuses by {@code type * STRIDE + count}, for the evaluator to index directly
     * (one load less per piece than a call through this object); never to be written.
     */
    int[] table() {
        return bonus;
    }

    /** Packed bonus of a piece of {@code type} (knight to queen) attacking {@code count} safe squares. */
    int bonus(int type, int count) {
        return bonus[type * STRIDE + count];
    }
}
