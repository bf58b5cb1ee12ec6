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
 */
public record SearchInfo(int depth, int selectiveDepth, int score, long nodes, long timeMs, int hashFull,
                         List<String> pv) {
    /**
     * Defensive copy of the PV.
     *
     * @param depth the iteration's nominal depth in plies
     * @param selectiveDepth the deepest ply reached, quiescence included
     * @param score the score for the side to move at the root (see {@link Score})
     * @param nodes nodes searched so far
     * @param timeMs milliseconds since the search started
     * @param hashFull transposition-table fill in permille
     * @param pv the principal variation in the variant's notation
     */
    public SearchInfo {
        pv = List.copyOf(pv);
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
