package dev.mallard.core.search;

import java.util.List;

/**
 * What the search reports after each completed iteration, on a new best move, and when the
 * root's aspiration window failed (its score then only a bound, as UCI's {@code lowerbound} and
 * {@code upperbound} say).
 *
 * @param depth         the iteration's nominal depth in plies
 * @param selectiveDepth the deepest ply reached, quiescence included
 * @param score         the score for the side to move at the root (see {@link Score})
 * @param nodes         nodes searched so far
 * @param timeMs        milliseconds since the search started
 * @param hashFull      transposition-table fill in permille
 * @param pv            the principal variation in the variant's notation
 * @param multiPv       which line this is, 1 for the best (MultiPV: 1 to the number of lines)
 * @param bound         whether {@code score} is exact or only a bound
 */
public record SearchInfo(int depth, int selectiveDepth, int score, long nodes, long timeMs, int hashFull,
                         List<String> pv, int multiPv, Bound bound) {
    /** What a reported score is: the value, or a bound on it from a failed aspiration window. */
    public enum Bound {
        /** The score is the value the search found. */
        EXACT(""),
        /** The root failed high: the value is at least the score ({@code lowerbound}). */
        LOWER(" lowerbound"),
        /** The root failed low: the value is at most the score ({@code upperbound}). */
        UPPER(" upperbound");

        private final String suffix;

        Bound(String suffix) {
            this.suffix = suffix;
        }

        /** {@return what follows the score in a report line: nothing, or UCI's {@code " lowerbound"} / {@code " upperbound"}} */
        public String suffix() {
            return suffix;
        }
    }

    /**
     * Defensive copy of the PV; rejects a line number below 1 and a missing bound.
     *
     * @param depth the iteration's nominal depth in plies
     * @param selectiveDepth the deepest ply reached, quiescence included
     * @param score the score for the side to move at the root (see {@link Score})
     * @param nodes nodes searched so far
     * @param timeMs milliseconds since the search started
     * @param hashFull transposition-table fill in permille
     * @param pv the principal variation in the variant's notation
     * @param multiPv which line this is, 1 for the best (MultiPV: 1 to the number of lines)
     * @param bound whether {@code score} is exact or only a bound
     */
    public SearchInfo {
        pv = List.copyOf(pv);
        if (multiPv < 1) {
            throw new IllegalArgumentException("the line number (multipv) must be at least 1, got " + multiPv);
        }
        if (bound == null) {
            throw new IllegalArgumentException("the bound must not be null (EXACT for a value)");
        }
    }

    /**
     * A report with an exact score.
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
    public SearchInfo(int depth, int selectiveDepth, int score, long nodes, long timeMs, int hashFull,
                      List<String> pv, int multiPv) {
        this(depth, selectiveDepth, score, nodes, timeMs, hashFull, pv, multiPv, Bound.EXACT);
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
        this(depth, selectiveDepth, score, nodes, timeMs, hashFull, pv, 1, Bound.EXACT);
    }

    /** {@return nodes per second} */
    public long nps() {
        return timeMs == 0 ? nodes * 1000 : nodes * 1000 / timeMs;
    }

    /** {@return whether the score announces a mate} */
    public boolean isMate() {
        return Score.isMate(score);
    }

    /** {@return {@code "cp 35"} or {@code "mate 3"} / {@code "mate -2"}: {@link Score#text}; the bound not included} */
    public String scoreText() {
        return Score.text(score);
    }
}
