package dev.mallard.gui.session;

import dev.mallard.core.board.Color;
import dev.mallard.core.search.SearchLimits;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.LongSupplier;

/**
 * The two clocks of a game with a {@link TimeControl}, kept by the server alone: the side to
 * move's clock runs from the moment its turn began until the server has its turn (a Duck turn's
 * two steps and a Refusal turn's veto arrive as one turn, so both count on the mover's clock),
 * then the increment is added and the other clock runs. A clock that reaches zero has fallen;
 * the game decides what that means. Time is read from an injected nanosecond source, so that
 * tests move it by hand.
 *
 * <p>Thread-safe: the engine's search reads its clock when it starts, on a search thread, while
 * requests punch it; no method waits for anything.
 */
final class GameClock {
    /** No clock runs (the game has not begun or is over). */
    private static final int STOPPED = -1;

    private final TimeControl control;
    private final LongSupplier nanos;
    /** Each side's time left, in ns, as it stood when its clock last stopped. */
    private final long[] leftNanos = new long[2];
    private int running = STOPPED;
    /** When the running clock last started. */
    private long sinceNanos;

    /**
     * Both clocks at the control's start time, stopped.
     *
     * @param control the time control
     * @param nanos the time source, in ns ({@code System::nanoTime})
     */
    GameClock(TimeControl control, LongSupplier nanos) {
        this.control = control;
        this.nanos = nanos;
        leftNanos[Color.WHITE] = control.baseMs() * 1_000_000;
        leftNanos[Color.BLACK] = control.baseMs() * 1_000_000;
    }

    /** {@return the time control} */
    TimeControl control() {
        return control;
    }

    /**
     * Stops the running clock, charging it the time since it started (no increment), and starts
     * {@code side}'s: a new game's first turn, or the side to move after a takeback (which gives
     * no time back, as on lichess).
     *
     * @param side the side whose clock runs now
     */
    synchronized void run(int side) {
        long now = nanos.getAsLong();
        charge(now);
        running = side;
        sinceNanos = now;
    }

    /**
     * Ends the running side's turn: charges it the time since its clock started and, unless that
     * time ran out, adds the increment and starts the other side's clock.
     *
     * @return false if the mover's time had run out (its clock is then at zero and stopped)
     */
    synchronized boolean punch() {
        long now = nanos.getAsLong();
        int mover = running;
        charge(now);
        if (mover == STOPPED) {
            return true;
        }
        if (leftNanos[mover] <= 0) {
            leftNanos[mover] = 0;
            running = STOPPED;
            return false;
        }
        leftNanos[mover] += control.incrementMs() * 1_000_000;
        running = Color.opposite(mover);
        sinceNanos = now;
        return true;
    }

    /** Stops the running clock (the game ended), charging it the time since it started. */
    synchronized void stop() {
        charge(nanos.getAsLong());
        running = STOPPED;
    }

    /** {@return the side whose running clock has reached zero, if it has} */
    synchronized OptionalInt fallen() {
        return running != STOPPED && leftNow(running) <= 0 ? OptionalInt.of(running) : OptionalInt.empty();
    }

    /**
     * {@return the limits of a search on {@code side}'s clock as it stands now, as a UCI
     * {@code go wtime btime winc binc} would give them}
     *
     * @param side the side the engine plays
     */
    synchronized SearchLimits limits(int side) {
        return SearchLimits.clock(Math.max(1, leftNow(side) / 1_000_000), control.incrementMs(), 0);
    }

    /** {@return the clocks as the page shows them: each side's ms left, which one runs, the control} */
    synchronized Map<String, Object> json() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("control", control.toString());
        json.put("white", Math.max(0, leftNow(Color.WHITE) / 1_000_000));
        json.put("black", Math.max(0, leftNow(Color.BLACK) / 1_000_000));
        json.put("running", running == Color.WHITE ? "white" : running == Color.BLACK ? "black" : "none");
        return json;
    }

    /** {@return the ms {@code side} has left now} */
    synchronized long leftMs(int side) {
        return leftNow(side) / 1_000_000;
    }

    private long leftNow(int side) {
        return side == running ? leftNanos[side] - (nanos.getAsLong() - sinceNanos) : leftNanos[side];
    }

    private void charge(long now) {
        if (running != STOPPED) {
            leftNanos[running] = Math.max(0, leftNanos[running] - (now - sinceNanos));
        }
    }
}
