package dev.mallard.gui.search;

import dev.mallard.core.engine.Engine;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One search of an engine on the {@link SearchPool}, which can be cancelled whether it still
 * waits for a thread (it then never runs) or already runs (the engine is stopped, and
 * {@link #cancel()} returns when it is idle again).
 *
 * @param <T> what the search gives
 */
final class EngineTask<T> {
    private static final int QUEUED = 0;
    private static final int RUNNING = 1;
    private static final int CANCELLED = 2;

    private final Engine engine;
    private final AtomicInteger state = new AtomicInteger(QUEUED);
    private final Future<T> future;

    /** Queues {@code search}, which must use {@code engine} and no other. */
    EngineTask(SearchPool pool, Engine engine, SearchPool.Priority priority, Callable<T> search) {
        this(pool, engine, priority, search, null);
    }

    /**
     * Queues {@code search}, which must use {@code engine} and no other, and which {@code yield}
     * asks to give its thread up early (see {@link SearchPool#submit}).
     */
    EngineTask(SearchPool pool, Engine engine, SearchPool.Priority priority, Callable<T> search, Runnable yield) {
        this.engine = engine;
        this.future = pool.submit(() -> state.compareAndSet(QUEUED, RUNNING) ? search.call() : null, priority, yield);
    }

    /**
     * {@return what the search gave; null if it was cancelled before it ran}
     *
     * @throws ExecutionException with what the search threw
     * @throws InterruptedException if the waiting thread is interrupted
     */
    T await() throws ExecutionException, InterruptedException {
        return future.get();
    }

    /** Cancels the search: dropped if it waits, else stopped and waited for. */
    void cancel() {
        if (state.compareAndSet(QUEUED, CANCELLED)) {
            return;
        }
        boolean interrupted = false;
        // The stop is repeated while waiting: one that comes just before the engine starts its
        // search finds no search to stop (the engine forgets it), and the next one reaches it.
        while (!future.isDone()) {
            engine.stop();
            try {
                future.get(20, TimeUnit.MILLISECONDS);
            } catch (TimeoutException | ExecutionException e) {
                // not done yet, or done with a failure that the task's owner reports
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
