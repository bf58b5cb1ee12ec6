package dev.mallard.core.search;

import java.util.List;

/**
 * What the search reports after each completed iteration (and on a new best move).
 *
 * @param depth         the iteration's nominal depth in plies
 * @param selectiveDepth the deepest ply reached, quiescence included
 * @param score         the score for the side to move at the root (see {@link Score})
 * @param nodes         nodes searched so far
 * @param timeMs        milliseconds since the search started
 * @param hashFull      transposition-table fill in permille
 * @param pv            the principal variation in the variant's notation
 * @param multiPv       which line this is, 1 for the best (MultiPV: 1 to the number of lines)
 */
public record SearchInfo(int depth, int selectiveDepth, int score, long nodes, long timeMs, int hashFull,
                         List<String> pv, int multiPv) {
    /**
     * Defensive copy of the PV; rejects a line number below 1.
     *
     * @param depth the iteration's nominal depth in plies
     * @param selectiveDepth the deepest ply reached, quiescence included
     * @param score the score for the side to move at the root (see {@link Score})
     * @param nodes nodes searched so far
     * @param timeMs milliseconds since the search started
     * @param hashFull transposition-table fill in permille
     * @param pv the principal variation in the variant's notation
     * @param multiPv which line this is, 1 for the best (MultiPV: 1 to the number of lines)
     */
    public SearchInfo {
        pv = List.copyOf(pv);
        if (multiPv < 1) {
            throw new IllegalArgumentException("the line number (multipv) must be at least 1, got " + multiPv);
        }
    }

    /**
     * The report of the best line (line 1).
     *
     * @param depth the iteration's nominal depth in plies
     * @param selectiveDepth the deepest ply reached, quiescence included
     * @param score the score for the side to move at the root (see {@link Score})
     * @param nodes nodes searched so far
     * @param timeMs milliseconds since the search started
     * @param hashFull transposition-table fill in permille
     * @param pv the principal variation in the variant's notation
     */
    public SearchInfo(int depth, int selectiveDepth, int score, long nodes, long timeMs, int hashFull,
                      List<String> pv) {
        this(depth, selectiveDepth, score, nodes, timeMs, hashFull, pv, 1);
    }

    /** {@return nodes per second} */
    public long nps() {
        return timeMs == 0 ? nodes * 1000 : nodes * 1000 / timeMs;
    }

    /** {@return whether the score announces a mate} */
    public boolean isMate() {
        return Score.isMate(score);
    }

    /** {@return {@code "cp 35"} or {@code "mate 3"} / {@code "mate -2"}: {@link Score#text}} */
    public String scoreText() {
        return Score.text(score);
    }
}
