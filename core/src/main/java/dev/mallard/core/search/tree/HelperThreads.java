package dev.mallard.core.search.tree;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The helper threads of one search with several threads (Lazy SMP): each helper runs its own
 * iterative deepening on the same root until the main search is done, and the only thing the
 * threads share is the transposition table. What a helper learns reaches the main search
 * through the table (moves to try first, bounds that cut off early); its own result is thrown
 * away. Helpers drift apart by themselves (timing decides which thread stores an entry first),
 * and the odd-numbered ones start one iteration deeper, so that they run ahead of the main
 * search rather than beside it.
 */
final class HelperThreads {
    /** The same stack as the launcher gives the main thread: the search recurses deeply. */
    private static final long STACK_BYTES = 16L << 20;

    private final IterativeDeepening[] helpers;
    private final Thread[] threads;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    /**
     * Starts {@code helpers} on copies of {@code root}, which the caller may change afterwards,
     * searching the root moves of {@code searchMoves} (all when empty), one line each, within
     * the node limit of {@code leader}, the main search's control, counted over all threads.
     */
    HelperThreads(IterativeDeepening[] helpers, Position root, int[] searchMoves, SearchControl leader) {
        this.helpers = helpers;
        threads = new Thread[helpers.length];
        for (int i = 0; i < helpers.length; i++) {
            IterativeDeepening helper = helpers[i];
            Position copy = root.copy();
            int firstDepth = 1 + (i + 1) % 2;
            threads[i] = new Thread(null, () -> run(helper, copy, firstDepth, searchMoves, leader), "mallard-helper-" + (i + 1),
                    STACK_BYTES);
            threads[i].setDaemon(true);
            threads[i].start();
        }
    }

    /**
     * A helper's search: iterative deepening from {@code firstDepth} until {@link #stop} is set
     * or all threads have searched {@code leader}'s node limit, reporting nothing.
     */
    private void run(IterativeDeepening helper, Position root, int firstDepth, int[] searchMoves, SearchControl leader) {
        try {
            if (helper.start(root, SearchLimits.untilStopped(), SearchListener.NONE, stop, searchMoves) > 0) {
                SearchControl own = helper.control();
                own.shareNodeLimit(leader, () -> leader.publishedNodes() + nodesSoFar() - own.publishedNodes());
                helper.deepen(firstDepth);
            }
        } catch (Throwable e) { // reported by the main thread, in stopAndJoin
            failure.compareAndSet(null, e);
        }
    }

    /** The helpers' nodes so far, as they last published them, while they run. */
    long nodesSoFar() {
        long sum = 0;
        for (IterativeDeepening helper : helpers) {
            sum += helper.control().publishedNodes();
        }
        return sum;
    }

    /** The helpers' exact nodes; only after {@link #stopAndJoin}, whose joins make their counts visible. */
    long nodes() {
        long sum = 0;
        for (IterativeDeepening helper : helpers) {
            sum += helper.control().nodes();
        }
        return sum;
    }

    /**
     * Stops the helpers and waits for their threads to end; a helper that failed makes this
     * throw, since its failure is a bug that the main search must not hide.
     */
    void stopAndJoin() {
        stop.set(true);
        boolean interrupted = false;
        for (Thread thread : threads) {
            while (thread.isAlive()) {
                try {
                    thread.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable e = failure.get();
        if (e != null) {
            throw new IllegalStateException("a helper search thread failed: " + e, e);
        }
    }
}
