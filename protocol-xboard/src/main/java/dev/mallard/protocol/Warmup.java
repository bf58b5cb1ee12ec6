package dev.mallard.protocol;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.variant.SearchableVariant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Warms the search up while the GUI and the engine shake hands. A fresh JVM runs its first
 * search largely in the interpreter and the JIT compiler's quick tiers, at less than half the
 * speed of a warmed one (docs/benchmarks.md), which at 10 s + 0.1 s per game costs the first
 * moves a ply or two. So from the session's start the engine searches the start position of each
 * variant for {@value #NODES_PER_VARIANT} nodes, within a bounded time, each on a private engine
 * (a 1 MB table, no reports) on that engine's thread. The handshake waits for it at the reply a
 * GUI allows time for: UCI's first {@code readyok} (the specification's way of waiting for an
 * engine to initialise) and CECP's {@code feature done=1} (after {@code done=0}, which lifts
 * XBoard's two-second limit). Nothing the GUI can see changes but the time the handshake takes.
 */
public final class Warmup {
    private static final Logger LOG = LoggerFactory.getLogger(Warmup.class);
    /**
     * The longest warm-up of the engine the command line starts, in milliseconds: the nodes end
     * it when the machine has a core to spare; on a loaded one this bounds the wait.
     */
    public static final long DEFAULT_MS = 1000;
    /**
     * The nodes searched in each variant: after 300,000 in each of the three the first search
     * of FIDE chess needs 126 ms of CPU time for 200,000 nodes instead of 226 ms, a warmed one
     * 80 to 90 ms (docs/benchmarks.md).
     */
    public static final long NODES_PER_VARIANT = 300_000;
    /** The warm-up of no time (sessions inside tests and libraries). */
    private static final Warmup NONE = new Warmup(CompletableFuture.completedFuture(null));

    /** Completes when the warm-up has ended. */
    private final CompletableFuture<?> done;

    private Warmup(CompletableFuture<?> done) {
        this.done = done;
    }

    /**
     * Starts warming up: the start position of each variant is searched for
     * {@value #NODES_PER_VARIANT} nodes or an equal share of {@code millis}, whichever ends
     * first, one after the other, each on a private engine's own thread; none when
     * {@code millis} is 0.
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
        long share = Math.max(1, millis / variants.size());
        long start = System.nanoTime();
        CompletableFuture<?> done = CompletableFuture.completedFuture(null);
        for (SearchableVariant variant : List.copyOf(variants)) {
            done = done.thenCompose(ignored -> warm(variant, share));
        }
        return new Warmup(done.thenRun(() -> LOG.debug("warm-up done in {} ms", (System.nanoTime() - start) / 1_000_000)));
    }

    /** A search of the variant's start position on an engine of its own (a 1 MB table, no reports), within {@code millis}. */
    private static CompletableFuture<?> warm(SearchableVariant variant, long millis) {
        try {
            SearchLimits limits = SearchLimits.moveTime(millis).withNodes(NODES_PER_VARIANT);
            return Engine.create(variant, 1).start(limits, SearchListener.NONE)
                    .handle((outcome, e) -> failed(variant, e));
        } catch (RuntimeException e) {
            return CompletableFuture.completedFuture(failed(variant, e));
        }
    }

    /** Logs a warm-up that failed (it costs the first moves their speed, nothing else); none for null. */
    private static Void failed(SearchableVariant variant, Throwable e) {
        if (e != null) {
            LOG.warn("warm-up of {} failed", variant.name(), e);
        }
        return null;
    }

    /**
     * Waits until the warm-up has ended (at once if it has, or if there is none): each search
     * in it ends by its time limit, so the wait is bounded.
     */
    public void await() {
        done.join();
    }
}
