package dev.mallard.core.board;

/**
 * Bitboard constants and precomputed attack tables for the leapers, plus the {@code between}
 * and {@code line} tables that pin and check detection use. Bit {@code s} stands for square
 * {@code s}.
 */
public final class Bitboards {
    /** File a. */
    public static final long FILE_A = 0x0101010101010101L;
    /** File h. */
    public static final long FILE_H = FILE_A << 7;
    /** Rank 1. */
    public static final long RANK_1 = 0xFFL;
    /** Rank 2. */
    public static final long RANK_2 = RANK_1 << 8;
    /** Rank 3. */
    public static final long RANK_3 = RANK_1 << 16;
    /** Rank 4. */
    public static final long RANK_4 = RANK_1 << 24;
    /** Rank 5. */
    public static final long RANK_5 = RANK_1 << 32;
    /** Rank 6. */
    public static final long RANK_6 = RANK_1 << 40;
    /** Rank 7. */
    public static final long RANK_7 = RANK_1 << 48;
    /** Rank 8. */
    public static final long RANK_8 = RANK_1 << 56;
    /** The light squares (h1 is light). */
    public static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    private static final long[][] PAWN = new long[2][64];
    private static final long[][] BETWEEN = new long[64][64];
    private static final long[][] LINE = new long[64][64];

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int[][] kingSteps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = leaper(sq, knightSteps);
            KING[sq] = leaper(sq, kingSteps);
            PAWN[Color.WHITE][sq] = leaper(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[Color.BLACK][sq] = leaper(sq, new int[][] {{-1, -1}, {1, -1}});
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) {
                    continue;
                }
                long bitB = 1L << b;
                if ((SliderAttacks.rook(a, 0) & bitB) != 0) {
                    BETWEEN[a][b] = SliderAttacks.rook(a, bitB) & SliderAttacks.rook(b, 1L << a);
                    LINE[a][b] = (SliderAttacks.rook(a, 0) & SliderAttacks.rook(b, 0)) | (1L << a) | bitB;
                } else if ((SliderAttacks.bishop(a, 0) & bitB) != 0) {
                    BETWEEN[a][b] = SliderAttacks.bishop(a, bitB) & SliderAttacks.bishop(b, 1L << a);
                    LINE[a][b] = (SliderAttacks.bishop(a, 0) & SliderAttacks.bishop(b, 0)) | (1L << a) | bitB;
                }
            }
        }
    }

    private Bitboards() {
    }

    private static long leaper(int square, int[][] steps) {
        long attacks = 0;
        for (int[] step : steps) {
            int file = Square.file(square) + step[0];
            int rank = Square.rank(square) + step[1];
            if (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                attacks |= 1L << Square.of(file, rank);
            }
        }
        return attacks;
    }

    /**
     * {@return knight attacks from a square}
     *
     * @param square the square (0 = a1 to 63 = h8)
     */
    public static long knightAttacks(int square) {
        return KNIGHT[square];
    }

    /**
     * {@return king attacks from a square}
     *
     * @param square the square (0 = a1 to 63 = h8)
     */
    public static long kingAttacks(int square) {
        return KING[square];
    }

    /**
     * {@return the squares a pawn of {@code color} on {@code square} attacks}
     *
     * @param color the colour of the pawns
     * @param square the square (0 = a1 to 63 = h8)
     */
    public static long pawnAttacks(int color, int square) {
        return PAWN[color][square];
    }

    /**
     * {@return the squares strictly between two squares on a common line, or 0 if they share none}
     *
     * @param a one square
     * @param b the other square
     */
    public static long between(int a, int b) {
        return BETWEEN[a][b];
    }

    /**
     * {@return the whole line (rank, file or diagonal) through two distinct squares, or 0 if none}
     *
     * @param a one square
     * @param b the other square
     */
    public static long line(int a, int b) {
        return LINE[a][b];
    }

    /**
     * {@return all squares attacked by the pawns in {@code pawns} of the given colour}
     *
     * @param color the colour of the pawns
     * @param pawns the pawns
     */
    public static long pawnAttacksOf(int color, long pawns) {
        if (color == Color.WHITE) {
            return ((pawns & ~FILE_A) << 7) | ((pawns & ~FILE_H) << 9);
        }
        return ((pawns & ~FILE_A) >>> 9) | ((pawns & ~FILE_H) >>> 7);
    }

    /**
     * {@return the square of the lowest set bit of a non-empty bitboard}
     *
     * @param bitboard a non-empty bitboard
     */
    public static int first(long bitboard) {
        return Long.numberOfTrailingZeros(bitboard);
    }
}
