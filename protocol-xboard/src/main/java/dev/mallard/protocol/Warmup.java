package dev.mallard.protocol;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.variant.SearchableVariant;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Warms the search up while the GUI and the engine shake hands. A fresh JVM runs the first
 * search largely in the interpreter and in the JIT compiler's quick tiers, at a fraction of the
 * speed of later searches (docs/benchmarks.md measures it), which at 10 s + 0.1 s per game
 * costs the first moves several plies. So the engine searches the start position of each variant
 * for a bounded time on a private engine of its own (a 1 MB table, no reports), on a thread of
 * its own from the session's start, and the handshake's last reply ({@code uciok}, CECP's
 * {@code feature done=1}) waits for it: the GUI waits for that reply anyway, and the game's first
 * search then runs compiled code. Nothing the GUI can see changes but the time the handshake takes.
 */
public final class Warmup {
    private static final Logger LOG = LoggerFactory.getLogger(Warmup.class);
    /** The warm-up of the engine the command line starts, in milliseconds (see docs/benchmarks.md). */
    public static final long DEFAULT_MS = 400;
    /** A warm-up that does nothing, for sessions inside tests and libraries. */
    private static final Warmup NONE = new Warmup(null);

    private final Thread thread;

    private Warmup(Thread thread) {
        this.thread = thread;
    }

    /** {@return a warm-up that does nothing} */
    public static Warmup none() {
        return NONE;
    }

    /**
     * Starts warming up: the start position of each variant is searched for an equal share of
     * {@code millis}, on a private engine; none when {@code millis} is 0.
     *
     * @param variants the variants to warm up, the likeliest first
     * @param millis the time to spend in all, 0 for none
     * @return the running warm-up, to {@link #await} before the handshake's last reply
     * @throws IllegalArgumentException if {@code millis} is negative
     */
    public static Warmup start(List<SearchableVariant> variants, long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("the warm-up time must not be negative, got " + millis);
        }
        if (millis == 0 || variants.isEmpty()) {
            return NONE;
        }
        List<SearchableVariant> warmed = List.copyOf(variants);
        long share = Math.max(1, millis / warmed.size());
        Thread thread = new Thread(null, () -> warm(warmed, share), "mallard-warmup", 16L << 20);
        thread.setDaemon(true);
        thread.start();
        return new Warmup(thread);
    }

    private static void warm(List<SearchableVariant> variants, long shareMs) {
        long start = System.nanoTime();
        for (SearchableVariant variant : variants) {
            try {
                Engine.create(variant, 1).search(SearchLimits.moveTime(shareMs));
            } catch (RuntimeException e) { // a warm-up that fails costs the first move speed, nothing else
                LOG.warn("warm-up of {} failed", variant.name(), e);
            }
        }
        LOG.debug("warm-up done in {} ms", (System.nanoTime() - start) / 1_000_000);
    }

    /**
     * Waits until the warm-up has ended (at once if it has, or if there is none): each search
     * in it ends by its time limit, so the wait is bounded.
     */
    public void await() {
        if (thread == null) {
            return;
        }
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
