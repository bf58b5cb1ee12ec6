package dev.mallard.fide.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.SliderAttacks;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSet;

/**
 * What the pieces make of a passed pawn on relative rank 4 to 7 ({@code passer.*} of
 * {@link FideParameters}), beyond the pawn-only bonus of {@link PawnStructure}: whether the way
 * ahead is open, whether a pawn backs it, and where the rooks stand.
 *
 * <p>Per passer, by relative rank, exactly one of three path states (the fourth, the stop square
 * empty and not attacked while some square further on is occupied or attacked, is the zero of
 * the scale): {@code passer.blocked} when a piece of either colour stands on the stop square (the
 * square in front), {@code passer.unsafe} when the stop square is empty but attacked by the enemy,
 * {@code passer.free} when every square up to promotion is empty and none is attacked by the
 * enemy. Besides, {@code passer.supported} when an own pawn defends the passer or stands beside it
 * (a connected passer), and per passer {@code passer.rook.behind} and
 * {@code passer.rook.enemy.behind} for a rook of its own or of the enemy that stands behind it on
 * its file with nothing in between (Tarrasch: rooks belong behind passed pawns, the own to push,
 * the enemy's to hold it from behind).
 *
 * <p>The enemy's attacks are those of its pawns, pieces and king, taken from the evaluation's
 * mobility loop; they depend on all pieces, so this term is not part of the pawn table. All its
 * weights at zero switch it off (it is not even computed). The weights are final fields of the
 * instance; no state is kept between calls.
 */
final class PassedPawnPieces {
    /** The lowest relative rank (0 = the colour's back rank) with weights: the 4th rank. */
    static final int FIRST_RANK = 3;

    // Packed weights by relative rank (FIRST_RANK to 6); zero below.
    private final int[] blocked = new int[8];
    private final int[] unsafe = new int[8];
    private final int[] free = new int[8];
    private final int[] supported = new int[8];
    private final int rookBehind;
    private final int enemyRookBehind;
    private final boolean weighted;

    /** The packed weights of {@code values}. */
    PassedPawnPieces(ParameterSet values) {
        int any = 0;
        for (int rank = FIRST_RANK; rank <= 6; rank++) {
            int offset = rank - FIRST_RANK;
            blocked[rank] = Tapered.of(values, FideParameters.PASSER_BLOCKED + offset);
            unsafe[rank] = Tapered.of(values, FideParameters.PASSER_UNSAFE + offset);
            free[rank] = Tapered.of(values, FideParameters.PASSER_FREE + offset);
            supported[rank] = Tapered.of(values, FideParameters.PASSER_SUPPORTED + offset);
            any |= blocked[rank] | unsafe[rank] | free[rank] | supported[rank];
        }
        rookBehind = Tapered.of(values, FideParameters.PASSER_ROOK_BEHIND);
        enemyRookBehind = Tapered.of(values, FideParameters.PASSER_ROOK_BEHIND + 1);
        weighted = (any | rookBehind | enemyRookBehind) != 0;
    }

    /** Whether any weight is non-zero (otherwise the term adds nothing). */
    boolean weighted() {
        return weighted;
    }

    /**
     * The packed score from White's point of view, and the features into {@code trace} (may be
     * null). {@code attacks} holds by colour every square its pawns, pieces and king attack.
     */
    int evaluate(Position position, long[] attacks, FeatureVector trace) {
        long whitePawns = position.pieces(Color.WHITE, PieceType.PAWN);
        long blackPawns = position.pieces(Color.BLACK, PieceType.PAWN);
        long passed = PawnStructure.passed(whitePawns, blackPawns);
        if (passed == 0) {
            return 0;
        }
        long occupied = position.occupied();
        int score = 0;
        while (passed != 0) {
            int square = Long.numberOfTrailingZeros(passed);
            passed &= passed - 1;
            boolean white = (whitePawns & 1L << square) != 0;
            int rank = white ? square >>> 3 : 7 - (square >>> 3);
            if (rank < FIRST_RANK) {
                continue;
            }
            int us = white ? Color.WHITE : Color.BLACK;
            int them = us ^ 1;
            int sign = white ? 1 : -1;
            long file = Bitboards.FILE_A << (square & 7);
            long ahead = file & (white ? -1L << square + 8 : (1L << square - 7) - 1);
            long behind = file & (white ? (1L << square) - 1 : -1L << square + 8);
            long stop = white ? 1L << square + 8 : 1L << square - 8;
            int offset = rank - FIRST_RANK;

            int path;
            int pathIndex;
            if ((occupied & stop) != 0) {
                path = blocked[rank];
                pathIndex = FideParameters.PASSER_BLOCKED;
            } else if ((attacks[them] & stop) != 0) {
                path = unsafe[rank];
                pathIndex = FideParameters.PASSER_UNSAFE;
            } else if (((occupied | attacks[them]) & ahead) == 0) {
                path = free[rank];
                pathIndex = FideParameters.PASSER_FREE;
            } else {
                path = 0;
                pathIndex = -1;
            }
            int points = path;
            if (trace != null && pathIndex >= 0) {
                trace.add(pathIndex + offset, sign);
            }

            long own = white ? whitePawns : blackPawns;
            long pawn = 1L << square;
            long beside = (pawn & ~Bitboards.FILE_H) << 1 | (pawn & ~Bitboards.FILE_A) >>> 1;
            if ((own & (beside | Bitboards.pawnAttacksOf(them, pawn))) != 0) {
                points += supported[rank];
                if (trace != null) {
                    trace.add(FideParameters.PASSER_SUPPORTED + offset, sign);
                }
            }

            long rooks = position.pieces(PieceType.ROOK) & behind;
            if (rooks != 0) {
                long backers = SliderAttacks.rook(square, occupied) & rooks;
                if ((backers & position.colorPieces(us)) != 0) {
                    points += rookBehind;
                    if (trace != null) {
                        trace.add(FideParameters.PASSER_ROOK_BEHIND, sign);
                    }
                } else if (backers != 0) {
                    points += enemyRookBehind;
                    if (trace != null) {
                        trace.add(FideParameters.PASSER_ROOK_BEHIND + 1, sign);
                    }
                }
            }
            score += white ? points : -points;
        }
        return score;
    }
}
