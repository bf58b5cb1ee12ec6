package dev.mallard.gui.search;

import dev.mallard.core.board.Color;
import dev.mallard.core.search.Score;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A search's score as the page shows it: from White's side (the bar and the graph do not flip
 * with the side to move), in centipawns, with the moves to mate when there is a mate.
 *
 * @param cp   centipawns for White; a mate counts as {@value #MATE_CP} (or its negative), so that
 *     the graph and move losses treat it as a decisive edge
 * @param mate moves to mate, positive when White mates; 0 when no mate is announced
 */
public record WhiteScore(int cp, int mate) {
    /** The centipawns a mate counts for. */
    public static final int MATE_CP = 10_000;

    /**
     * {@return the score for White of a search score for the side to move}
     *
     * @param score the score for the side to move
     * @param sideToMove {@link Color#WHITE} or {@link Color#BLACK}
     */
    public static WhiteScore of(int score, int sideToMove) {
        int sign = sideToMove == Color.WHITE ? 1 : -1;
        if (Score.isMate(score)) {
            int moves = Score.mateInMoves(score) * sign;
            return new WhiteScore(moves > 0 ? MATE_CP : -MATE_CP, moves);
        }
        return new WhiteScore(sign * score, 0);
    }

    /** {@return the score as the page reads it: {@code cp} and, for a mate, {@code mate}} */
    public Map<String, Object> json() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("cp", cp);
        if (mate != 0) {
            json.put("mate", mate);
        }
        return json;
    }
}
