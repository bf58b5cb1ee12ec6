package dev.mallard.gui.search;

import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The threads every search of the server runs on, a fixed number of them: however many tabs
 * play or analyse, no more searches run at once, each with one thread, and the others wait
 * their turn. The engine's turns go first, since a clock may be running for them: one that finds
 * every thread busy asks a running analysis slice to give its thread up. The rest go in order of
 * arrival. Analysis comes in short slices that queue again at the back ({@link Analysis}), so one
 * tab's endless analysis cannot keep the others waiting.
 */
public final class SearchPool implements AutoCloseable {
    /** The stack of a search thread: deep recursion needs more than the default, as the engine's own threads have. */
    private static final long STACK_BYTES = 64L << 20;

    /** Which searches go first when several wait. */
    public enum Priority {
        /** The engine choosing a game's turn. */
        PLAY,
        /** Analysis and review: they wait for any turn to be chosen. */
        ANALYSIS
    }

    private final ThreadPoolExecutor executor;
    /** Orders searches of one priority by arrival. */
    private final AtomicLong arrivals = new AtomicLong();
    /** The searches running now. */
    private final Set<Queued<?>> running = ConcurrentHashMap.newKeySet();

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
        // Every thread is started at once, so that each search waits in the queue, in its order.
        executor = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS, new PriorityBlockingQueue<>(), factory);
        executor.prestartAllCoreThreads();
    }

    /**
     * Queues a search. An engine's turn that finds every thread busy asks one running search that
     * can yield to do so, so that it runs at once.
     *
     * @param <T> what the search gives
     * @param search the search
     * @param priority whether it goes before the searches waiting
     * @param yield asks the search, while it runs, to end soon and give its thread up; null for a
     *     search that runs to its end
     * @return its future
     */
    public <T> Future<T> submit(Callable<T> search, Priority priority, Runnable yield) {
        Queued<T> task = new Queued<>(search, priority, arrivals.getAndIncrement(), yield);
        boolean busy = running.size() >= threads();
        executor.execute(task);
        if (priority == Priority.PLAY && busy) {
            running.stream().filter(other -> other.yield != null).findAny().ifPresent(other -> other.yield.run());
        }
        return task;
    }

    /** {@return how many searches run at most at once} */
    public int threads() {
        return executor.getMaximumPoolSize();
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }

    /** A search waiting in the queue, the engine's turns first, then by arrival; then running. */
    private final class Queued<T> extends FutureTask<T> implements Comparable<Queued<?>> {
        private final Priority priority;
        private final long arrival;
        private final Runnable yield;

        Queued(Callable<T> search, Priority priority, long arrival, Runnable yield) {
            super(search);
            this.priority = priority;
            this.arrival = arrival;
            this.yield = yield;
        }

        @Override
        public void run() {
            running.add(this);
            try {
                super.run();
            } finally {
                running.remove(this);
            }
        }

        @Override
        public int compareTo(Queued<?> other) {
            int byPriority = priority.compareTo(other.priority);
            return byPriority != 0 ? byPriority : Long.compare(arrival, other.arrival);
        }
    }
}
