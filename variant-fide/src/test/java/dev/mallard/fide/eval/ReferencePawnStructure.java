package dev.mallard.fide.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;

/**
 * The first, square-by-square implementation of {@link PawnStructure}, kept as a reference:
 * it loops over every pawn and tests precomputed span masks, which is easy to check by eye.
 * The production class computes the same terms set-wise with fills and shifts; a test checks
 * that both agree on many positions.
 */
final class ReferencePawnStructure {
    private static final int PASSED = PawnStructure.PASSED;
    private static final int WEAKNESSES = PawnStructure.WEAKNESSES;

    // The weights are the production class's; only the way of finding the pawns differs.
    private static final PawnStructure WEIGHTS = new PawnStructure(FideParameters.shipped());
    private static final int DOUBLED = WEIGHTS.doubled();
    private static final int ISOLATED = WEIGHTS.isolated();
    private static final int BACKWARD = WEIGHTS.backward();

    /** Squares in front of a pawn on its own file, per colour and square. */
    private static final long[] FRONT = new long[128];
    /** Squares in front of a pawn on its own and the adjacent files (enemy pawns there stop it). */
    private static final long[] PASSED_SPAN = new long[128];
    /** Squares on adjacent files level with or behind a pawn (friendly pawns there can support it). */
    private static final long[] SUPPORT_SPAN = new long[128];
    /** The files next to a file. */
    private static final long[] ADJACENT_FILES = new long[8];

    static {
        for (int file = 0; file < 8; file++) {
            ADJACENT_FILES[file] = (file > 0 ? Bitboards.FILE_A << (file - 1) : 0)
                    | (file < 7 ? Bitboards.FILE_A << (file + 1) : 0);
        }
        for (int color = Color.WHITE; color <= Color.BLACK; color++) {
            for (int square = 0; square < 64; square++) {
                int file = square & 7;
                int rank = square >>> 3;
                long ahead = 0;
                long levelOrBehind = 0;
                for (int r = 0; r < 8; r++) {
                    boolean isAhead = color == Color.WHITE ? r > rank : r < rank;
                    if (isAhead) {
                        ahead |= Bitboards.RANK_1 << (8 * r);
                    } else {
                        levelOrBehind |= Bitboards.RANK_1 << (8 * r);
                    }
                }
                long fileMask = Bitboards.FILE_A << file;
                int index = color << 6 | square;
                FRONT[index] = ahead & fileMask;
                PASSED_SPAN[index] = ahead & (fileMask | ADJACENT_FILES[file]);
                SUPPORT_SPAN[index] = levelOrBehind & ADJACENT_FILES[file];
            }
        }
    }

    private ReferencePawnStructure() {
    }

    /**
     * Packed pawn-structure score from White's point of view (White's terms minus Black's).
     *
     * @param parts {@link #PASSED} and/or {@link #WEAKNESSES}
     */
    static int evaluate(long whitePawns, long blackPawns, int whiteKing, int blackKing, int parts) {
        long whiteAttacks = Bitboards.pawnAttacksOf(Color.WHITE, whitePawns);
        long blackAttacks = Bitboards.pawnAttacksOf(Color.BLACK, blackPawns);
        return side(Color.WHITE, whitePawns, blackPawns, blackAttacks, whiteKing, blackKing, parts)
                - side(Color.BLACK, blackPawns, whitePawns, whiteAttacks, blackKing, whiteKing, parts);
    }

    private static int side(int us, long own, long enemy, long enemyAttacks, int ourKing, int theirKing,
                            int parts) {
        int score = 0;
        long pawns = own;
        while (pawns != 0) {
            int square = Long.numberOfTrailingZeros(pawns);
            pawns &= pawns - 1;
            int index = us << 6 | square;
            boolean doubled = (own & FRONT[index]) != 0;
            if ((parts & WEAKNESSES) != 0) {
                if (doubled) {
                    score += DOUBLED;
                }
                if ((own & ADJACENT_FILES[square & 7]) == 0) {
                    score += ISOLATED;
                } else {
                    int stop = us == Color.WHITE ? square + 8 : square - 8;
                    if ((own & SUPPORT_SPAN[index]) == 0 && (enemyAttacks & 1L << stop) != 0) {
                        score += BACKWARD;
                    }
                }
            }
            // Only the front pawn of a doubled pair counts as passed: the rear one is behind it.
            if ((parts & PASSED) != 0 && !doubled && (enemy & PASSED_SPAN[index]) == 0) {
                int rank = us == Color.WHITE ? square >>> 3 : 7 - (square >>> 3);
                int stop = us == Color.WHITE ? square + 8 : square - 8;
                // In the endgame the race decides: the defending king near the stop square
                // stops the pawn, our king near it escorts the pawn. The enemy king counts
                // double because it alone can stop the pawn.
                int proximity = WEIGHTS.passedKingOwn(rank) * PawnStructure.distance(ourKing, stop)
                        + WEIGHTS.passedKingEnemy(rank) * PawnStructure.distance(theirKing, stop);
                score += WEIGHTS.passedBonus(rank) + proximity;
            }
        }
        return score;
    }
}
