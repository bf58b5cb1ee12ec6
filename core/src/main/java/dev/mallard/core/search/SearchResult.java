package dev.mallard.core.search;

import java.util.List;

/**
 * The outcome of a search.
 *
 * @param bestTurn  the full turn to play (a FIDE move plus what the variant adds, e.g. Refusal's
 *                  veto in the high 16 bits), {@link dev.mallard.core.board.Move#NONE} when the
 *                  game is over
 * @param score     its score for the side to move
 * @param depth     the last completed iteration
 * @param nodes     nodes searched
 * @param timeMs    time used
 * @param pv        the principal variation as turns
 * @param pvText    the same in the variant's notation
 * @param lines     the principal variations found, best first: one, or with MultiPV up to that
 *                  many (the first is {@code pv}); empty when the game is over
 */
public record SearchResult(int bestTurn, int score, int depth, long nodes, long timeMs, int[] pv,
                           List<String> pvText, List<Line> lines) {
    /**
     * One principal variation of a MultiPV search.
     *
     * @param score  its score for the side to move
     * @param pv     its turns, the root turn first
     * @param pvText the same in the variant's notation
     */
    public record Line(int score, int[] pv, List<String> pvText) {
        /**
         * Defensive copies.
         *
         * @param score  its score for the side to move
         * @param pv     its turns, the root turn first
         * @param pvText the same in the variant's notation
         */
        public Line {
            pv = pv.clone();
            pvText = List.copyOf(pvText);
        }

        /** {@return its turns, the root turn first (a copy)} */
        @Override
        public int[] pv() {
            return pv.clone();
        }
    }

    /**
     * Defensive copies.
     *
     * @param bestTurn the full turn to play (a FIDE move plus what the variant adds, e.g. Refusal's
     *     veto in the high 16 bits), {@link dev.mallard.core.board.Move#NONE} when the game is over
     * @param score its score for the side to move
     * @param depth the last completed iteration
     * @param nodes nodes searched
     * @param timeMs time used
     * @param pv the principal variation as turns
     * @param pvText the same in the variant's notation
     * @param lines the principal variations found, best first
     */
    public SearchResult {
        pv = pv.clone();
        pvText = List.copyOf(pvText);
        lines = List.copyOf(lines);
    }

    /** {@return the principal variation as turns (a copy: the result stays unchanged)} */
    @Override
    public int[] pv() {
        return pv.clone();
    }
}
