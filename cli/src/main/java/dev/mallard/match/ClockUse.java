package dev.mallard.match;

import dev.mallard.core.board.Color;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * How an engine spent its clock over a match's games: the share of the clock gone by its 40th
 * move (of what it had by then, base plus 40 increments, what it no longer had after that move),
 * and the least it was ever left with when a move arrived. A time manager that spends too much
 * early loses on time or plays the endgame on the increment; one that spends too little wastes
 * the clock. Read from the referee's {@link TurnReport}s of games on a clock.
 */
final class ClockUse {
    /** The move by which a match's summary measures the share, as time-management checks count it. */
    static final int SUMMARY_MOVES = 40;

    /** The engine's own move by which the share is measured. */
    private final int moves;
    private final List<Double> shares = new ArrayList<>();
    private long leastLeftMs = Long.MAX_VALUE;
    private int games;

    /** An empty account, measuring the share by the engine's {@code moves}-th move. */
    ClockUse(int moves) {
        this.moves = moves;
    }

    /**
     * Adds the moves the engine with {@code color} played in {@code record}, a game at
     * {@code baseMs} + {@code incrementMs}; a game without clock reports adds nothing.
     */
    void add(GameRecord record, int color, long baseMs, long incrementMs) {
        int played = 0;
        boolean counted = false;
        for (TurnReport report : record.reports()) {
            if (report.color() != color || report.clockMs() < 0) {
                continue;
            }
            counted = true;
            played++;
            leastLeftMs = Math.min(leastLeftMs, report.clockMs() - incrementMs);
            if (played == moves) {
                double had = baseMs + moves * incrementMs;
                shares.add((had - report.clockMs()) / had);
            }
        }
        if (counted) {
            games++;
        }
    }

    /**
     * {@return one line for a match's summary: {@code NAME: by move 40 median 45% (31-62%, 80
     * games), least left 812 ms in 100 games}}, or {@code NAME: no games on a clock}
     */
    String describe(String name) {
        if (games == 0) {
            return name + ": no games on a clock";
        }
        StringBuilder line = new StringBuilder(name).append(": by move ").append(moves).append(' ');
        if (shares.isEmpty()) {
            line.append("no game lasted");
        } else {
            List<Double> sorted = new ArrayList<>(shares);
            Collections.sort(sorted);
            int n = sorted.size();
            double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
            line.append(String.format(Locale.ROOT, "median %.0f%% (%.0f-%.0f%%, %d games)", 100 * median,
                    100 * sorted.get(0), 100 * sorted.get(n - 1), n));
        }
        return line.append(String.format(Locale.ROOT, ", least left %d ms in %d games", leastLeftMs, games)).toString();
    }

    /** {@return the clock lines of a match of {@code records}: the first engine's, then the second's} */
    static List<String> of(List<GameRecord> records, long baseMs, long incrementMs, String name1, String name2) {
        ClockUse first = new ClockUse(SUMMARY_MOVES);
        ClockUse second = new ClockUse(SUMMARY_MOVES);
        for (GameRecord record : records) {
            int engine1 = record.engine1White() ? Color.WHITE : Color.BLACK;
            first.add(record, engine1, baseMs, incrementMs);
            second.add(record, engine1 ^ 1, baseMs, incrementMs);
        }
        return List.of(first.describe(name1), second.describe(name2));
    }
}
