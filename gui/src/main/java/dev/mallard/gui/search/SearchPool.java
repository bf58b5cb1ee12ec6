package dev.mallard.gui.search;

import java.util.concurrent.Callable;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads every search of the server runs on, a fixed number of them: however many tabs
 * play or analyse, no more searches run at once, each with one thread, and the others wait
 * their turn in order of arrival. Analysis comes in short slices that queue again at the back
 * ({@link Analysis}), so one tab's endless analysis cannot keep the others waiting.
 */
public final class SearchPool implements AutoCloseable {
    /** The stack of a search thread: deep recursion needs more than the default, as the engine's own threads have. */
    private static final long STACK_BYTES = 64L << 20;

    private final ThreadPoolExecutor executor;

    /**
     * A pool of {@code threads} search threads.
     *
     * @param threads how many searches run at once, at least 1
     */
    public SearchPool(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("the search pool needs at least one thread, got " + threads);
        }
        AtomicInteger count = new AtomicInteger();
        ThreadFactory factory = task -> {
            Thread thread = new Thread(null, task, "gui-search-" + count.incrementAndGet(), STACK_BYTES);
            thread.setDaemon(true);
            return thread;
        };
        executor = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), factory);
    }

    /**
     * Queues a search.
     *
     * @param <T> what the search gives
     * @param search the search
     * @return its future
     */
    public <T> Future<T> submit(Callable<T> search) {
        return executor.submit(search);
    }

    /** {@return how many searches run at most at once} */
    public int threads() {
        return executor.getMaximumPoolSize();
    }

    /** {@return how many searches wait for a thread} */
    public int waiting() {
        return executor.getQueue().size();
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
