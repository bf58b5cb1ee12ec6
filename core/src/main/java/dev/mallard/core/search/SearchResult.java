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
 */
public record SearchResult(int bestTurn, int score, int depth, long nodes, long timeMs, int[] pv,
                           List<String> pvText) {
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
     */
    public SearchResult {
        pv = pv.clone();
        pvText = List.copyOf(pvText);
    }

    /** {@return the principal variation as turns (a copy: the result stays unchanged)} */
    @Override
    public int[] pv() {
        return pv.clone();
    }
}
