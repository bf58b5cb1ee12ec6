package dev.mallard.gui.session;

import dev.mallard.core.board.Color;
import dev.mallard.gui.search.WhiteScore;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Each turn's loss, from the scores of the positions before and after it, marked as the usual
 * annotation symbols: an inaccuracy ({@code ?!}), a mistake ({@code ?}) or a blunder ({@code ??}).
 */
final class TurnMarks {
    /** Losses below this many centipawns are not marked. */
    static final int INACCURACY_CP = 50;
    static final int MISTAKE_CP = 100;
    static final int BLUNDER_CP = 300;
    /**
     * Scores are capped here before they are compared: a won position stays won a few hundred
     * centipawns lower, and a mate in 5 instead of 3 loses nothing that matters.
     */
    static final int CAP_CP = 1000;

    private TurnMarks() {
    }

    /**
     * {@return per turn, null or its mark as the page shows it ({@code mark}, {@code kind},
     * {@code loss} in centipawns)}
     *
     * @param scores scores for White by ply (the position after that many turns)
     * @param turns how many turns the game has
     * @param firstSide the side that played the first turn
     */
    static List<Object> of(Map<Integer, WhiteScore> scores, int turns, int firstSide) {
        List<Object> marks = new ArrayList<>(turns);
        for (int turn = 0; turn < turns; turn++) {
            WhiteScore before = scores.get(turn);
            WhiteScore after = scores.get(turn + 1);
            if (before == null || after == null) {
                marks.add(null);
                continue;
            }
            int sign = (firstSide + turn) % 2 == Color.WHITE ? 1 : -1;
            int loss = sign * (capped(before) - capped(after));
            marks.add(loss >= BLUNDER_CP ? mark("??", "blunder", loss) : loss >= MISTAKE_CP ? mark("?", "mistake", loss)
                    : loss >= INACCURACY_CP ? mark("?!", "inaccuracy", loss) : null);
        }
        return marks;
    }

    private static int capped(WhiteScore score) {
        return Math.max(-CAP_CP, Math.min(CAP_CP, score.cp()));
    }

    private static Map<String, Object> mark(String symbol, String kind, int loss) {
        return Map.of("mark", symbol, "kind", kind, "loss", loss);
    }
}
