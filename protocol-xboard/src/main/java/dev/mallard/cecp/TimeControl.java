package dev.mallard.cecp;

import dev.mallard.core.search.SearchLimits;
import java.math.BigDecimal;
import java.util.List;

/**
 * The time control and the clocks, as the GUI sets them: {@code level} (moves per control,
 * base time, increment), {@code st} (fixed time per move), {@code sd} (depth cap), {@code nps}
 * (count nodes instead of time), {@code time}/{@code otim} (the clocks in centiseconds). Turns
 * them into the limits of the engine's next search.
 *
 * <p>Until the GUI says otherwise the control is XBoard's default, 40 moves in 5 minutes. The
 * engine's clock is kept up to date from the time it uses, so a GUI that does not send
 * {@code time} still gets sensible moves; a {@code time} command overrides the estimate.
 */
final class TimeControl {
    /** Held back from the clock for the round trip through the pipes, the GUI and the JVM, at least. */
    static final long LAG_MS = 50;
    /** A measured round trip longer than this is taken for this (a clock the GUI set anew, not lag). */
    static final long MAX_LAG_MS = 1000;
    /** Near the flag one move may use at most this share of the time left (1/8), whatever the plan. */
    private static final int FLAG_SHARE = 8;
    /** Times larger than a year are taken for a year. */
    private static final long MAX_MS = 365L * 24 * 3600 * 1000;
    /** Moves assumed left when a control has no move count (for nps budgets). */
    private static final int DEFAULT_MOVES_LEFT = 30;
    /** A control further away than this many moves is planned as if it were this near (as the search does). */
    private static final int MAX_MOVES_PLANNED = 50;
    /** The search's own reserve per move, which {@link #moveBudgetMs} keeps too. */
    private static final long SEARCH_OVERHEAD_MS = 30;

    private int movesPerControl = 40;
    private long baseMs = 5 * 60_000;
    private long incrementMs;
    /** Fixed time per move from {@code st}, 0 when the level applies. */
    private long moveTimeMs;
    private int depthLimit;
    private long nodesPerSecond;
    private long engineClockMs = baseMs;
    /**
     * The time each move costs on the GUI's clock beyond the engine's own search time (pipes,
     * scheduling, the GUI), learnt by comparing the clock the engine expects after its move with
     * the {@code time} the GUI sends next; at least {@link #LAG_MS}. A loaded machine raises it.
     */
    private long lagMs = LAG_MS;
    /** The engine's clock as expected after its last move, until the GUI's {@code time} tells; -1 when none. */
    private long expectedClockMs = -1;
    private long opponentClockMs = baseMs;

    /** A conventional or incremental clock; replaces any {@code st}. */
    void setLevel(int movesPerControl, long baseMs, long incrementMs) {
        this.movesPerControl = movesPerControl;
        this.baseMs = baseMs;
        this.incrementMs = incrementMs;
        this.moveTimeMs = 0;
        engineClockMs = baseMs;
        opponentClockMs = baseMs;
        expectedClockMs = -1;
    }

    /** Exactly this long per move; replaces the level. */
    void setMoveTime(long millis) {
        moveTimeMs = millis;
    }

    /**
     * {@code level MPS BASE INC}: the clock of its arguments.
     *
     * @throws CommandException if they are not a level
     */
    void level(List<String> args) throws CommandException {
        long[] level;
        try {
            level = parseLevel(args);
        } catch (IllegalArgumentException e) {
            throw new CommandException("bad level: " + e.getMessage());
        }
        setLevel((int) level[0], level[1], level[2]);
    }

    /**
     * {@code st SECONDS}: exactly that long per move.
     *
     * @throws CommandException if it is not a positive time
     */
    void moveTime(String seconds) throws CommandException {
        long millis;
        try {
            millis = secondsToMillis(seconds);
        } catch (IllegalArgumentException e) {
            throw new CommandException("bad time: " + e.getMessage());
        }
        if (millis <= 0) {
            throw new CommandException("the time per move must be positive");
        }
        setMoveTime(millis);
    }

    /** A depth cap for the engine's searches (0 = none). */
    void setDepthLimit(int depth) {
        depthLimit = depth;
    }

    /** Nodes per second of virtual time (0 = wall-clock time). */
    void setNodesPerSecond(long nps) {
        nodesPerSecond = nps;
    }

    /** The engine's clock from {@code time}. */
    void setEngineClock(long centiseconds) {
        engineClockMs = Math.max(0, centiseconds * 10);
        if (expectedClockMs >= 0) {
            long observed = expectedClockMs - engineClockMs;
            if (observed >= 0 && observed <= MAX_LAG_MS) {
                // Rise at once, fall slowly: a lag seen once is likely to come back.
                lagMs = Math.max(LAG_MS, Math.max(observed, (3 * lagMs + observed) / 4));
            }
            expectedClockMs = -1;
        }
    }

    /** The opponent's clock from {@code otim}. */
    void setOpponentClock(long centiseconds) {
        opponentClockMs = Math.max(0, centiseconds * 10);
    }

    /** {@code new}: clocks back to the start of the control, no depth cap. */
    void newGame() {
        depthLimit = 0;
        engineClockMs = baseMs;
        opponentClockMs = baseMs;
        expectedClockMs = -1;
    }

    int depthLimit() {
        return depthLimit;
    }

    long engineClockMs() {
        return engineClockMs;
    }

    /** The measured cost of a move beyond the search (see {@link #lagMs}). */
    long lagMs() {
        return lagMs;
    }

    long opponentClockMs() {
        return opponentClockMs;
    }

    /**
     * The limits of the engine's search for its next move, after it has made
     * {@code movesMade} moves in this game.
     */
    SearchLimits limits(int movesMade) {
        SearchLimits limits;
        if (moveTimeMs > 0 && nodesPerSecond > 0) {
            // virtual time has no lag to hold back: st 1 with nps N is N nodes a move, as the GUI counts
            limits = SearchLimits.nodes(nodes(moveTimeMs));
        } else if (moveTimeMs > 0) {
            limits = SearchLimits.moveTime(Math.max(1, moveTimeMs - Math.min(LAG_MS, moveTimeMs / 10)));
        } else {
            long left = Math.max(1, engineClockMs - lagMs);
            int movesToGo = movesPerControl > 0 ? movesPerControl - movesMade % movesPerControl : 0;
            if (nodesPerSecond > 0) {
                int moves = movesToGo > 0 ? movesToGo : DEFAULT_MOVES_LEFT;
                long budget = Math.min(left / moves + usableIncrementMs() * 3 / 4, left * 2 / 5);
                limits = SearchLimits.nodes(nodes(Math.max(1, budget)));
            } else {
                limits = SearchLimits.clock(left, usableIncrementMs(), movesToGo);
            }
        }
        return depthLimit > 0 ? limits.withDepth(Math.min(depthLimit, SearchLimits.MAX_DEPTH)) : limits;
    }

    /**
     * The part of the increment the engine may plan to spend: all of it, less the lag measured
     * beyond the {@link #LAG_MS} always held back, which every move costs on the clock anyway.
     */
    private long usableIncrementMs() {
        return Math.max(0, incrementMs - (lagMs - LAG_MS));
    }

    /** Whether the GUI counts nodes instead of time ({@code nps}). */
    boolean countsNodes() {
        return nodesPerSecond > 0;
    }

    /**
     * The time the engine means to spend on its next move after {@code movesMade} moves: the
     * fixed time per move, else the clock's share for one move as the search's time manager
     * plans it (time left over the moves to the control, plus three quarters of the increment,
     * at most two fifths of the time left). A ponder hit stops the search when this much time
     * has gone since pondering began.
     */
    long moveBudgetMs(int movesMade) {
        if (moveTimeMs > 0) {
            return Math.max(1, moveTimeMs - Math.min(LAG_MS, moveTimeMs / 10));
        }
        long left = Math.max(1, engineClockMs - lagMs - SEARCH_OVERHEAD_MS);
        int movesToGo = movesPerControl > 0 ? movesPerControl - movesMade % movesPerControl : 0;
        int moves = movesToGo > 0 ? Math.min(movesToGo, MAX_MOVES_PLANNED) : DEFAULT_MOVES_LEFT;
        return Math.max(1, Math.min(left / moves + usableIncrementMs() * 3 / 4, left * 2 / 5));
    }

    /**
     * The longest the engine's next move may take on the clock, or {@link Long#MAX_VALUE} when
     * the search's own limits suffice (a fixed time per move, virtual time): three times the
     * move's budget, as the search plans its hard limit, but never more than an eighth of the
     * time left. Near the flag this keeps every move short enough for the increment to refill the
     * clock, also on a machine so loaded that an iteration takes many times longer than usual.
     */
    long hardCapMs(int movesMade) {
        if (moveTimeMs > 0 || nodesPerSecond > 0) {
            return Long.MAX_VALUE;
        }
        return Math.max(1, Math.min(3 * moveBudgetMs(movesMade), (engineClockMs - lagMs) / FLAG_SHARE));
    }

    private long nodes(long millis) {
        return Math.max(1, millis * nodesPerSecond / 1000);
    }

    /**
     * Books a move of the engine that took {@code usedMs}, made after {@code movesMade} earlier
     * moves: the clock loses the time, gains the increment, and the base again when the move
     * completes a control.
     */
    void engineMoved(long usedMs, int movesMade) {
        if (moveTimeMs > 0) {
            return;
        }
        engineClockMs = Math.max(0, engineClockMs - usedMs) + incrementMs;
        if (movesPerControl > 0 && (movesMade + 1) % movesPerControl == 0) {
            engineClockMs += baseMs;
        }
        expectedClockMs = engineClockMs;
    }

    /** The arguments of {@code level MPS BASE INC}: BASE in minutes or minutes:seconds, INC in seconds. */
    static long[] parseLevel(List<String> args) {
        if (args.size() != 3) {
            throw new IllegalArgumentException("level needs three values: moves, base time, increment");
        }
        long moves;
        try {
            moves = Long.parseLong(args.get(0));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("moves per control must be a whole number: " + args.get(0));
        }
        if (moves < 0 || moves > 10_000) {
            throw new IllegalArgumentException("moves per control out of range: " + args.get(0));
        }
        String base = args.get(1);
        long baseMs;
        int colon = base.indexOf(':');
        if (colon >= 0) {
            baseMs = millis(base.substring(0, colon), 60_000) + millis(base.substring(colon + 1), 1000);
        } else {
            baseMs = millis(base, 60_000);
        }
        long incrementMs = millis(args.get(2), 1000);
        if (baseMs == 0 && incrementMs == 0) {
            throw new IllegalArgumentException("a level needs a base time or an increment");
        }
        return new long[] {moves, baseMs, incrementMs};
    }

    /** Seconds (a decimal number, as {@code st} and increments give them) in milliseconds. */
    static long secondsToMillis(String text) {
        return millis(text, 1000);
    }

    /** A non-negative decimal number of units of {@code unitMs} in milliseconds. */
    private static long millis(String text, long unitMs) {
        BigDecimal value;
        try {
            value = new BigDecimal(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a number: " + text);
        }
        if (value.signum() < 0) {
            throw new IllegalArgumentException("negative time: " + text);
        }
        BigDecimal ms = value.multiply(BigDecimal.valueOf(unitMs));
        return ms.compareTo(BigDecimal.valueOf(MAX_MS)) > 0 ? MAX_MS : ms.longValue();
    }
}
