package dev.mallard.fide.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;

/**
 * Pawn-structure terms: passed pawns (with king proximity in the endgame), isolated, doubled
 * and backward pawns. Everything is computed from the two pawn bitboards and the king squares
 * with precomputed span masks; no state is kept between calls.
 *
 * <p>Ranks are "relative": 0 is the player's own back rank, 6 the rank before promotion.
 */
final class PawnStructure {
    /** Which parts to score (bits of {@link FideEvaluator}'s term mask). */
    static final int PASSED = 1;
    /** Isolated, doubled and backward pawns. */
    static final int WEAKNESSES = 2;

    // Passed pawn bonus by relative rank. It grows faster than linearly because a pawn two steps
    // from queening ties down a whole piece, and it is far larger in the endgame, where there
    // are few pieces left to stop it. Rank 1 (index 1) is the pawn's start rank.
    private static final int[] PASSED_MG = {0, 3, 6, 12, 24, 45, 70, 0};
    private static final int[] PASSED_EG = {0, 8, 12, 25, 45, 75, 120, 0};
    // Endgame king-proximity weight by relative rank: how much each step of distance between a
    // king and the passer's stop square counts. Only advanced passers make it matter.
    private static final int[] PASSED_KING_WEIGHT = {0, 0, 0, 1, 2, 3, 4, 0};

    // A doubled pawn cannot defend the pawn in front of it and blocks its own file; an isolated
    // pawn has to be defended by pieces; a backward pawn cannot be supported by a pawn and its
    // stop square is controlled by the enemy, making it a fixed target. All three hurt more in
    // the endgame, where pieces are few and pawns decide.
    private static final int DOUBLED = Tapered.of(-10, -20);
    private static final int ISOLATED = Tapered.of(-12, -16);
    private static final int BACKWARD = Tapered.of(-8, -10);

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

    private PawnStructure() {
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
                int proximity = PASSED_KING_WEIGHT[rank]
                        * (2 * distance(theirKing, stop) - distance(ourKing, stop));
                score += Tapered.of(PASSED_MG[rank], PASSED_EG[rank] + proximity);
            }
        }
        return score;
    }

    /** King distance (Chebyshev) between two squares. */
    static int distance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
    }
}
