package dev.mallard.match;

import java.util.Locale;

/**
 * What the referee saw of one turn: who played it, the time it took, the engine's last reported
 * score and depth for it, and on a clock the time left after it.
 *
 * @param color the side that played the turn ({@code Color.WHITE} or {@code Color.BLACK})
 * @param timeMs the time from the referee's move to the engine's, in milliseconds
 * @param scored whether the engine reported a score (a CECP thinking line) for the turn
 * @param score the last score it reported, in centipawns for itself, mates as CECP's
 *     {@code ±(100000 + moves)}
 * @param depth the depth of that score's line
 * @param clockMs the mover's clock after the turn, increment included, in milliseconds; -1 for
 *     limits without a clock
 */
public record TurnReport(int color, long timeMs, boolean scored, int score, int depth, long clockMs) {
    /** CECP's mate scores: 100000 plus the moves to mate, negated for the side mated. */
    private static final int CECP_MATE = 100_000;

    /**
     * Rejects what no referee measures.
     *
     * @param color the side that played the turn
     * @param timeMs the time it took, in milliseconds
     * @param scored whether the engine reported a score
     * @param score the last score it reported
     * @param depth the depth of that score's line
     * @param clockMs the mover's clock after the turn, or -1
     */
    public TurnReport {
        if (color != 0 && color != 1 || timeMs < 0 || depth < 0 || clockMs < -1) {
            throw new IllegalArgumentException("no such turn report: colour " + color + ", " + timeMs + " ms, depth "
                    + depth + ", clock " + clockMs + " ms");
        }
    }

    /**
     * {@return the turn's PGN comment as cutechess writes it: the score in pawns for the mover
     * and the depth, then the time} ({@code +0.25/12 0.312s}, a mate {@code +M3/20}, no score
     * {@code 0.312s}); on a clock the clock after the turn follows as the {@code [%clk]} command
     * that lichess and PGN viewers read to the tenth ({@code [%clk 0:00:09.7]}).
     */
    public String pgnComment() {
        StringBuilder text = new StringBuilder();
        if (scored) {
            if (Math.abs(score) >= CECP_MATE) {
                text.append(score > 0 ? "+M" : "-M").append(Math.abs(score) - CECP_MATE);
            } else {
                text.append(String.format(Locale.ROOT, "%+.2f", score / 100.0));
            }
            text.append('/').append(depth).append(' ');
        }
        text.append(String.format(Locale.ROOT, "%d.%03ds", timeMs / 1000, timeMs % 1000));
        if (clockMs >= 0) {
            long tenths = clockMs / 100;
            text.append(String.format(Locale.ROOT, " [%%clk %d:%02d:%02d.%d]", tenths / 36_000, tenths / 600 % 60,
                    tenths / 10 % 60, tenths % 10));
        }
        return text.toString();
    }
}
