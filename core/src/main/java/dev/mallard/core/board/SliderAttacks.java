package dev.mallard.core.board;

/**
 * Rook and bishop attacks by "fancy" magic bitboards: the relevant blockers of a square are
 * multiplied by a magic number whose top bits index a per-square slice of one shared table.
 *
 * <p>The magic numbers are found when the class loads, by a deterministic trial search with a
 * fixed seed (a few milliseconds), so no table of opaque constants has to be trusted; after
 * that the tables are never written again.
 */
public final class SliderAttacks {
    private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_TABLE;

    static {
        long[] seed = {0x9E3779B97F4A7C15L};
        ROOK_TABLE = build(ROOK_DIRECTIONS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, seed);
        BISHOP_TABLE = build(BISHOP_DIRECTIONS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, seed);
    }

    private SliderAttacks() {
    }

    /** Squares a rook on {@code square} attacks when {@code occupied} holds the blockers. */
    public static long rook(int square, long occupied) {
        return ROOK_TABLE[ROOK_OFFSET[square]
                + (int) (((occupied & ROOK_MASK[square]) * ROOK_MAGIC[square]) >>> ROOK_SHIFT[square])];
    }

    /** Squares a bishop on {@code square} attacks when {@code occupied} holds the blockers. */
    public static long bishop(int square, long occupied) {
        return BISHOP_TABLE[BISHOP_OFFSET[square]
                + (int) (((occupied & BISHOP_MASK[square]) * BISHOP_MAGIC[square]) >>> BISHOP_SHIFT[square])];
    }

    /** Squares a queen on {@code square} attacks when {@code occupied} holds the blockers. */
    public static long queen(int square, long occupied) {
        return rook(square, occupied) | bishop(square, occupied);
    }

    /** Attacks by walking the rays one square at a time: the reference the magics are built from. */
    static long slowAttacks(int[][] directions, int square, long occupied) {
        long attacks = 0;
        for (int[] d : directions) {
            int file = Square.file(square) + d[0];
            int rank = Square.rank(square) + d[1];
            while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                long bit = 1L << Square.of(file, rank);
                attacks |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                file += d[0];
                rank += d[1];
            }
        }
        return attacks;
    }

    /** Rook attacks by ray walking, for tests. */
    static long slowRook(int square, long occupied) {
        return slowAttacks(ROOK_DIRECTIONS, square, occupied);
    }

    /** Bishop attacks by ray walking, for tests. */
    static long slowBishop(int square, long occupied) {
        return slowAttacks(BISHOP_DIRECTIONS, square, occupied);
    }

    /** The squares whose occupancy matters: the rays without their last (edge) square. */
    private static long relevantMask(int[][] directions, int square) {
        long mask = 0;
        for (int[] d : directions) {
            int file = Square.file(square) + d[0];
            int rank = Square.rank(square) + d[1];
            while (file + d[0] >= 0 && file + d[0] < 8 && rank + d[1] >= 0 && rank + d[1] < 8) {
                mask |= 1L << Square.of(file, rank);
                file += d[0];
                rank += d[1];
            }
        }
        return mask;
    }

    private static long[] build(int[][] directions, long[] masks, long[] magics, int[] shifts,
                                int[] offsets, long[] seed) {
        int total = 0;
        for (int sq = 0; sq < 64; sq++) {
            masks[sq] = relevantMask(directions, sq);
            offsets[sq] = total;
            total += 1 << Long.bitCount(masks[sq]);
        }
        long[] table = new long[total];
        for (int sq = 0; sq < 64; sq++) {
            long mask = masks[sq];
            int bits = Long.bitCount(mask);
            int size = 1 << bits;
            long[] occupancies = new long[size];
            long[] attacks = new long[size];
            long subset = 0;
            for (int i = 0; i < size; i++) {
                occupancies[i] = subset;
                attacks[i] = slowAttacks(directions, sq, subset);
                subset = (subset - mask) & mask; // Carry-Rippler: next subset of the mask
            }
            shifts[sq] = 64 - bits;
            magics[sq] = findMagic(mask, shifts[sq], occupancies, attacks, table, offsets[sq], seed);
        }
        return table;
    }

    private static long findMagic(long mask, int shift, long[] occupancies, long[] attacks, long[] table,
                                  int offset, long[] seed) {
        int size = occupancies.length;
        int[] epoch = new int[size];
        for (int attempt = 1; ; attempt++) {
            long magic = sparseRandom(seed);
            if (Long.bitCount((mask * magic) & 0xFF00000000000000L) < 6) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                int index = (int) ((occupancies[i] * magic) >>> shift);
                if (epoch[index] != attempt) {
                    epoch[index] = attempt;
                    table[offset + index] = attacks[i];
                } else if (table[offset + index] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                return magic;
            }
        }
    }

    /** A random number with few bits set (an AND of three xorshift outputs): good magic candidates. */
    private static long sparseRandom(long[] seed) {
        return next(seed) & next(seed) & next(seed);
    }

    private static long next(long[] seed) {
        long x = seed[0];
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        seed[0] = x;
        return x * 2685821657736338717L;
    }
}
