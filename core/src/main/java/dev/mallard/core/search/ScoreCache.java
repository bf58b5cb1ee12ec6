package dev.mallard.core.search;

/**
 * Scores remembered by position key, for an evaluation's own use (one per evaluator, so per
 * search thread). A search evaluates many positions more than once (each iteration revisits
 * the tree; re-searches and transpositions meet known positions): on the bench about three
 * evaluations in ten find their position here. The low {@value #BITS} bits of the key choose
 * the slot and the slot keeps the other 48 bits beside the 16-bit score, so a hit needs the
 * whole 64-bit key to match: the same assumption the search makes for repetitions.
 */
public final class ScoreCache {
    /** What {@link #get} returns for a position not remembered: no score can be this. */
    public static final int MISS = Integer.MIN_VALUE;
    private static final int BITS = 16;
    private static final long MASK = (1L << BITS) - 1;

    private final long[] slots = new long[1 << BITS];

    /** An empty cache of {@code 2^16} slots (512 KB). */
    public ScoreCache() {
    }

    /**
     * {@return the score remembered for {@code key}, or {@link #MISS}}
     *
     * @param key the position's key
     */
    public int get(long key) {
        long cached = slots[(int) (key & MASK)];
        return (cached ^ key) >>> BITS == 0 ? (short) cached : MISS;
    }

    /**
     * Remembers {@code score} for {@code key}, in place of its slot's last score.
     *
     * @param key the position's key
     * @param score the score, within the {@code short} range
     */
    public void put(long key, int score) {
        slots[(int) (key & MASK)] = key & ~MASK | score & MASK;
    }
}
