package dev.mallard.core.engine;

import dev.mallard.core.search.Score;
import java.util.List;
import java.util.Optional;

/**
 * What a search of an {@link Engine} found.
 *
 * @param bestTurn the turn to play; empty when the position has no turn (the game is over)
 * @param score    the score for the side to move, in centipawns or a mate score (see {@link Score})
 * @param depth    the last completed iteration, in plies
 * @param nodes    nodes searched
 * @param timeMs   milliseconds used
 * @param pv       the principal variation as turns, best turn first, as far as its moves are
 *     complete turns of the variant (a search may know its line's later moves only as piece
 *     moves); empty exactly when {@code bestTurn} is
 * @param pvText   the whole principal variation in the variant's coordinate notation
 * @param lines    the principal variations, best first: the PV alone, or with
 *     {@link Engine#setMultiPv MultiPV} up to that many lines, one per root move; empty exactly
 *     when {@code bestTurn} is
 */
public record SearchOutcome(Optional<Turn> bestTurn, int score, int depth, long nodes, long timeMs, List<Turn> pv,
                            List<String> pvText, List<Line> lines) {
    /**
     * One principal variation of a MultiPV search.
     *
     * @param score  its score for the side to move
     * @param pv     its turns, the root turn first, as far as they are complete turns
     * @param pvText the whole line in the variant's coordinate notation
     */
    public record Line(int score, List<Turn> pv, List<String> pvText) {
        /**
         * Rejects nulls and copies the lists.
         *
         * @param score  its score for the side to move
         * @param pv     its turns, the root turn first, as far as they are complete turns
         * @param pvText the whole line in the variant's coordinate notation
         */
        public Line {
            if (pv == null || pvText == null || pv.isEmpty()) {
                throw new IllegalArgumentException("a line needs its turns and their text");
            }
            pv = List.copyOf(pv);
            pvText = List.copyOf(pvText);
        }

        /** {@return the score as protocols print it: {@code cp 35}, {@code mate 3} or {@code mate -2}} */
        public String scoreText() {
            return Score.text(score);
        }
    }

    /**
     * Rejects nulls and copies the lists.
     *
     * @param bestTurn the turn to play; empty when the position has no turn (the game is over)
     * @param score the score for the side to move, in centipawns or a mate score (see {@link
     *     Score})
     * @param depth the last completed iteration, in plies
     * @param nodes nodes searched
     * @param timeMs milliseconds used
     * @param pv the principal variation as turns, best turn first, as far as its moves are complete
     *     turns of the variant (a search may know its line's later moves only as piece moves);
     *     empty exactly when {@code bestTurn} is
     * @param pvText the whole principal variation in the variant's coordinate notation
     * @param lines the principal variations, best first
     */
    public SearchOutcome {
        if (bestTurn == null || pv == null || pvText == null || lines == null) {
            throw new IllegalArgumentException("best turn, PV, PV text and lines must not be null (use empty ones)");
        }
        pv = List.copyOf(pv);
        pvText = List.copyOf(pvText);
        lines = List.copyOf(lines);
    }

    /** {@return the PV's turns in SAN, e.g. {@code [e4, e5, Nf3]}} */
    public List<String> pvSan() {
        return pv.stream().map(Turn::san).toList();
    }

    /** {@return whether the score announces a mate for either side} */
    public boolean isMate() {
        return Score.isMate(score);
    }

    /**
     * {@return the score as protocols print it: {@code cp 35}, {@code mate 3} or {@code mate -2}
     * (moves, not plies)}
     */
    public String scoreText() {
        return Score.text(score);
    }
}
