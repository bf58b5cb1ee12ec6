package dev.mallard.cecp;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.core.variant.SearchableVariant;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs one search at a time on its own thread, so that the input loop stays responsive. The
 * searcher (and its transposition table) is kept between searches and rebuilt when the variant
 * changes. Every search has a number; its end is reported with that number, so a caller that
 * has moved on can tell a stale report.
 *
 * <p>All methods are for the input-loop thread; the listener and the completion callback run on
 * the search thread.
 */
final class SearchThread {
    private static final Logger LOG = LoggerFactory.getLogger(SearchThread.class);
    /** Deep recursion needs more than the default stack, as the launcher gives the main thread. */
    private static final long STACK_BYTES = 64L << 20;

    /** The end of search {@code id}: a result, or the error that ended it. */
    record Finished(int id, SearchResult result, Throwable error) {
    }

    private final TranspositionTable table;
    private final SearchOptions options;
    /** Stops searches at a set time ({@link #stopAfter}); its one thread lives as long as this object. */
    private final ScheduledExecutorService timer;
    private SearchableVariant variant;
    private volatile Searcher searcher;
    /** The threads a search uses from its next start. */
    private int threads = 1;
    private Thread thread;
    private volatile boolean stopRequested;
    /** The number of the latest search; read by the timer thread. */
    private volatile int lastId;

    /** A search thread with a table of {@code hashMb} and searchers with {@code options}. */
    SearchThread(int hashMb, SearchOptions options) {
        table = new TranspositionTable(hashMb);
        this.options = options;
        ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, task -> {
            Thread t = new Thread(task, "mallard-timer");
            t.setDaemon(true);
            return t;
        });
        executor.setRemoveOnCancelPolicy(true);
        timer = executor;
    }

    /** Searches from now on are in {@code newVariant}; a new variant starts with an empty table. */
    void useVariant(SearchableVariant newVariant) {
        if (newVariant != variant) {
            stopAndWait();
            variant = newVariant;
            table.clear();
            searcher = new Searcher(newVariant.searchRules(), newVariant.newEvaluator(), table);
            searcher.setOptions(options);
        }
    }

    /** Forgets what earlier searches learnt (a new game). */
    void clear() {
        stopAndWait();
        if (searcher != null) {
            searcher.clear();
        }
    }

    /**
     * Searches from the next start on use {@code count} threads (at most
     * {@link Searcher#MAX_THREADS}); a search already running keeps its threads.
     */
    void setThreads(int count) {
        threads = Math.min(count, Searcher.MAX_THREADS);
    }

    /** The threads of the next search. */
    int threads() {
        return threads;
    }

    /** Resizes the table (emptying it); returns the size in MB. */
    int resize(int megabytes) {
        stopAndWait();
        table.resize(megabytes);
        return table.megabytes();
    }

    int megabytes() {
        return table.megabytes();
    }

    /**
     * Starts searching {@code root} (which the search thread now owns) after stopping any search
     * still running; returns the new search's number, which {@code done} receives at the end.
     */
    int start(Position root, SearchLimits limits, SearchListener listener, Consumer<Finished> done) {
        return start(root, limits, new int[0], 1, listener, done);
    }

    /**
     * Starts a search like {@link #start(Position, SearchLimits, SearchListener, Consumer)} of
     * the root moves {@code searchMoves} only (all when empty) that finds {@code lines} lines
     * (MultiPV).
     */
    int start(Position root, SearchLimits limits, int[] searchMoves, int lines, SearchListener listener,
              Consumer<Finished> done) {
        stopAndWait();
        int id = ++lastId;
        Searcher s = searcher;
        s.setMultiPv(lines);
        if (s.threads() != threads) {
            try {
                s.setThreads(threads, variant::newEvaluator);
            } catch (OutOfMemoryError e) { // a helper holds about 1 MB: search on as many as before
                LOG.warn("no memory for {} search threads; keeping {}", threads, s.threads());
                threads = s.threads();
            }
        }
        stopRequested = false;
        Thread t = new Thread(null, () -> {
            SearchResult result = null;
            Throwable error = null;
            try {
                result = s.search(root, limits, info -> {
                    // A stop that came before the search began is repeated at its first report.
                    if (stopRequested) {
                        s.stop();
                    }
                    listener.onInfo(info);
                }, new AtomicBoolean(), searchMoves);
            } catch (Throwable e) { // the engine must still answer: the caller falls back to a legal move
                LOG.warn("search {} failed", id, e);
                error = e;
            }
            done.accept(new Finished(id, result, error));
        }, "mallard-search-" + id, STACK_BYTES);
        t.setDaemon(true);
        thread = t;
        t.start();
        return id;
    }

    /** Whether a search is running. */
    boolean isRunning() {
        return thread != null && thread.isAlive();
    }

    /** Asks the running search to return its best move now; returns at once. */
    void stop() {
        stopRequested = true;
        Searcher s = searcher;
        if (s != null) {
            s.stop();
        }
    }

    /**
     * Stops search {@code id} after {@code millis} (at once if not positive), unless another
     * search has started by then; returns at once. A ponder hit turns an open-ended search into
     * the engine's move this way.
     */
    void stopAfter(int id, long millis) {
        Runnable stopIfCurrent = () -> {
            if (lastId == id) {
                stop();
            }
        };
        if (millis <= 0) {
            stopIfCurrent.run();
        } else {
            timer.schedule(stopIfCurrent, millis, TimeUnit.MILLISECONDS);
        }
    }

    /** Stops any search and the timer: the session is over. */
    void close() {
        stopAndWait();
        timer.shutdownNow();
    }

    /** Stops the running search, if any, and waits until its thread has ended. */
    void stopAndWait() {
        Thread t = thread;
        if (t == null) {
            return;
        }
        stop();
        boolean interrupted = false;
        while (t.isAlive()) {
            try {
                t.join(10);
            } catch (InterruptedException e) {
                interrupted = true;
            }
            searcher.stop();
        }
        thread = null;
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
