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
 */
public record SearchOutcome(Optional<Turn> bestTurn, int score, int depth, long nodes, long timeMs, List<Turn> pv,
                            List<String> pvText) {
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
     */
    public SearchOutcome {
        if (bestTurn == null || pv == null || pvText == null) {
            throw new IllegalArgumentException("best turn, PV and PV text must not be null (use empty ones)");
        }
        pv = List.copyOf(pv);
        pvText = List.copyOf(pvText);
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
