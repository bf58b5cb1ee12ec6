package dev.mallard.match;

import java.math.BigDecimal;

/**
 * How long the engines may think, and how the referee enforces it: a clock with base time and
 * increment ({@code level}, with {@code time}/{@code otim} before every move), a fixed time per
 * move ({@code st}), a fixed depth ({@code sd}), or a fixed number of nodes per move (CECP's
 * virtual time: {@code nps N} with {@code st 1}, one second of N nodes a second). The referee's
 * clock gives every move {@code marginMs} of grace for process and pipe latency before it
 * declares a time forfeit; a depth- or node-limited move has no clock, and one that takes longer
 * than {@link #HANG_MS} counts as a hang. Node-limited games do not depend on the machine's
 * speed or load, which makes them the fair measure for evaluation changes.
 *
 * @param kind which of the four
 * @param baseMs the clock's start (whole seconds), for {@link Kind#CLOCK}
 * @param incrementMs added after each move, for {@link Kind#CLOCK}
 * @param moveTimeMs per move, for {@link Kind#MOVETIME}
 * @param depth plies, for {@link Kind#DEPTH}
 * @param nodes nodes per move, for {@link Kind#NODES}
 * @param marginMs grace per move before a time forfeit
 */
public record MatchLimit(Kind kind, long baseMs, long incrementMs, long moveTimeMs, int depth, long nodes,
        long marginMs) {
    /** A depth- or node-limited move taking longer than this (ms) is taken as a hung engine. */
    public static final long HANG_MS = 60_000;

    /** The four ways to limit a move. */
    public enum Kind {
        /** A clock with a base time and an increment. */
        CLOCK,
        /** A fixed time per move. */
        MOVETIME,
        /** A fixed depth per move. */
        DEPTH,
        /** A fixed number of nodes per move. */
        NODES
    }

    /**
     * Checks the values the kind uses.
     *
     * @param kind which of the four
     * @param baseMs the clock's start (whole seconds), for {@link Kind#CLOCK}
     * @param incrementMs added after each move, for {@link Kind#CLOCK}
     * @param moveTimeMs per move, for {@link Kind#MOVETIME}
     * @param depth plies, for {@link Kind#DEPTH}
     * @param nodes nodes per move, for {@link Kind#NODES}
     * @param marginMs grace per move before a time forfeit
     * @throws IllegalArgumentException naming the value the kind cannot use
     */
    public MatchLimit {
        if (kind == null) {
            throw new IllegalArgumentException("limit kind must not be null");
        }
        if (marginMs < 0) {
            throw new IllegalArgumentException("time margin must not be negative, got " + marginMs + " ms");
        }
        switch (kind) {
            case CLOCK -> {
                if (baseMs < 1000 || baseMs % 1000 != 0 || incrementMs < 0) {
                    throw new IllegalArgumentException("a clock needs a base of whole seconds (at least 1) and an"
                            + " increment of at least 0, got " + baseMs + " ms + " + incrementMs + " ms");
                }
            }
            case MOVETIME -> {
                if (moveTimeMs < 1) {
                    throw new IllegalArgumentException("time per move must be at least 1 ms, got " + moveTimeMs);
                }
            }
            case DEPTH -> {
                if (depth < 1) {
                    throw new IllegalArgumentException("depth must be at least 1, got " + depth);
                }
            }
            case NODES -> {
                if (nodes < 1) {
                    throw new IllegalArgumentException("nodes per move must be at least 1, got " + nodes);
                }
            }
        }
    }

    /**
     * {@return a clock from text like cutechess's {@code tc}: {@code 10+0.1} (seconds + increment
     * seconds) or {@code 60} (no increment)} The base is whole seconds, as CECP's {@code level}
     * takes it.
     *
     * @param text the time control, {@code BASE+INC} in seconds
     * @param marginMs how long past its clock an engine may take before it loses on time
     * @throws IllegalArgumentException naming what is wrong with the text
     */
    public static MatchLimit clock(String text, long marginMs) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("time control must not be empty (e.g. 10+0.1)");
        }
        int plus = text.indexOf('+');
        String base = plus < 0 ? text : text.substring(0, plus);
        String increment = plus < 0 ? "0" : text.substring(plus + 1);
        long baseMs;
        long incrementMs;
        try {
            baseMs = new BigDecimal(base).movePointRight(3).longValueExact();
            incrementMs = new BigDecimal(increment).movePointRight(3).longValueExact();
        } catch (NumberFormatException | ArithmeticException e) {
            throw new IllegalArgumentException("time control \"" + text + "\": expected seconds+increment like 10+0.1"
                    + " (the increment to the millisecond)");
        }
        if (baseMs < 1000 || baseMs % 1000 != 0) {
            throw new IllegalArgumentException("time control \"" + text + "\": the base must be whole seconds, at least 1"
                    + " (CECP's level command takes no fractions)");
        }
        if (incrementMs < 0) {
            throw new IllegalArgumentException("time control \"" + text + "\": the increment must not be negative");
        }
        return new MatchLimit(Kind.CLOCK, baseMs, incrementMs, 0, 0, 0, marginMs);
    }

    /**
     * {@return a fixed time per move}
     *
     * @param moveTimeMs the time per move in milliseconds
     * @param marginMs how long past its clock an engine may take before it loses on time
     */
    public static MatchLimit moveTime(long moveTimeMs, long marginMs) {
        return new MatchLimit(Kind.MOVETIME, 0, 0, moveTimeMs, 0, 0, marginMs);
    }

    /**
     * {@return a fixed depth per move}
     *
     * @param depth the depth per move
     */
    public static MatchLimit depth(int depth) {
        return new MatchLimit(Kind.DEPTH, 0, 0, 0, depth, 0, 0);
    }

    /**
     * {@return a fixed number of nodes per move}
     *
     * @param nodes the nodes per move
     */
    public static MatchLimit nodes(long nodes) {
        return new MatchLimit(Kind.NODES, 0, 0, 0, 0, nodes, 0);
    }

    /** The commands that set the limit up after {@code new}. */
    String[] setupCommands() {
        return switch (kind) {
            case CLOCK -> new String[] {"level 0 " + baseMs / 60_000 + ":" + String.format("%02d", baseMs / 1000 % 60)
                    + " " + seconds(incrementMs)};
            case MOVETIME -> new String[] {"st " + seconds(moveTimeMs)};
            // st (half the hang limit) keeps engines from budgeting an sd search by their default level
            case DEPTH -> new String[] {"sd " + depth, "st " + HANG_MS / 2000};
            // virtual time, as XBoard counts it: one second at N nodes a second is N nodes a move
            case NODES -> new String[] {"nps " + nodes, "st 1"};
        };
    }

    /**
     * Whether moves are limited by work (depth or nodes), not by time: no clock runs, so a move
     * over its allowance is a hang rather than a loss on time, and an engine plays a position
     * alike every time, so a game from the same opening replays an earlier one.
     */
    boolean workLimited() {
        return kind == Kind.DEPTH || kind == Kind.NODES;
    }

    /** Whether the engines get {@code time}/{@code otim} before each move. */
    boolean sendsClocks() {
        return kind == Kind.CLOCK;
    }

    /** The longest a move may take when the mover's clock shows {@code clockMs}. */
    long allowanceMs(long clockMs) {
        return switch (kind) {
            case CLOCK -> clockMs + marginMs;
            case MOVETIME -> moveTimeMs + marginMs;
            case DEPTH, NODES -> HANG_MS;
        };
    }

    /** The PGN {@code TimeControl} tag value. */
    String pgnTag() {
        return switch (kind) {
            case CLOCK -> baseMs / 1000 + (incrementMs > 0 ? "+" + seconds(incrementMs) : "");
            case MOVETIME -> "1/" + seconds(moveTimeMs);
            case DEPTH, NODES -> "-";
        };
    }

    /** Milliseconds as decimal seconds without trailing zeros: 100 -> 0.1, 2000 -> 2. */
    static String seconds(long ms) {
        return BigDecimal.valueOf(ms, 3).stripTrailingZeros().toPlainString();
    }
}
