package dev.mallard.protocol;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The one search a protocol session (CECP's or UCI's) runs at a time on its {@link Engine}, and
 * pondering. A search is one of three {@link Kind kinds}: the engine's move, which ends by its
 * limits; an analysis, which only a stop ends; and a ponder search, which searches the position
 * after the reply the engine expects until the reply comes. A ponder hit ({@link #ponderHit})
 * turns the running ponder search into the engine's move without starting it over: the search
 * goes on with what it has found, under the move's limits counted from the hit, as Stockfish's
 * {@code ponderhit} does. A miss is the session's to handle: it {@link #abort}s the search.
 *
 * <p>Every search has a number, and its end comes back as an {@link End}: the search thread
 * hands it to the consumer given at construction (which puts it in the session's event queue),
 * and the session passes it to {@link #ended} on its own thread. There a stale end (of a search
 * given up on) is dropped, and the end of an analysis or ponder search that stopped by itself
 * (at a depth limit) is held: it is what {@link #stop} or a ponder hit then acts on at once.
 *
 * <p>All methods are for the session's thread, one at a time.
 */
public final class SessionSearch {
    /**
     * The end of search {@code id}: its outcome, or the error that ended it.
     *
     * @param id the search's number, from {@link #start}
     * @param outcome the outcome; null after an error
     * @param error what ended the search; null after an outcome
     */
    public record End(int id, SearchOutcome outcome, Throwable error) {
    }

    /** What a search is for, which says how it ends. */
    public enum Kind {
        /** The engine's move: it ends by its limits, or at a stop. */
        MOVE,
        /** An analysis: only a stop ends it; an end at a depth limit is held until then. */
        ANALYSIS,
        /** Pondering: it ends at a stop or a miss, or becomes the engine's move at a hit. */
        PONDER
    }

    private final Consumer<End> ends;
    /** Stops searches at a set time ({@link #stopAfter}); created on first use, one thread. */
    private ScheduledExecutorService timer;
    private Engine engine;
    private CompletableFuture<SearchOutcome> future;
    /** The running search's number; 0 when none. Read by the timer thread under this object's lock. */
    private int current;
    private int lastId;
    private Kind kind = Kind.MOVE;
    /** A stop was asked for: the search's end is acted on, whatever its kind. */
    private boolean stopping;
    /** The end of an analysis or ponder search that came before anyone asked for it. */
    private End held;
    private long startNanos;

    /**
     * A session's searches, whose ends go to {@code ends} (called on the search thread).
     *
     * @param ends receives the end of each search, to hand back to {@link #ended} in order
     */
    public SessionSearch(Consumer<End> ends) {
        if (ends == null) {
            throw new IllegalArgumentException("ends must not be null");
        }
        this.ends = ends;
    }

    /**
     * Starts a search on {@code engine}'s own thread; any earlier one must have ended or been
     * {@linkplain #abort aborted}.
     *
     * @param searching the engine, whose position and settings are the search's
     * @param limits when the search stops (a ponder search or analysis: until stopped)
     * @param searchMoves the root turns to search, none for all
     * @param searchKind what the search is for
     * @param listener the reports of each iteration, on the search thread
     * @return the search's number, which its {@link End} carries
     * @throws IllegalStateException if a search is running
     * @throws IllegalArgumentException if a search move is not legal (see {@link Engine#start})
     */
    public int start(Engine searching, SearchLimits limits, List<String> searchMoves, Kind searchKind,
                     SearchListener listener) {
        if (current != 0) {
            throw new IllegalStateException("search " + current + " is still running");
        }
        int id = lastId + 1;
        CompletableFuture<SearchOutcome> started;
        synchronized (this) { // with the timer's check, so that its stop cannot reach this search
            started = searching.start(limits, searchMoves, listener);
            current = id;
        }
        lastId = id;
        engine = searching;
        future = started;
        kind = searchKind;
        stopping = false;
        held = null;
        startNanos = System.nanoTime();
        started.whenComplete((outcome, error) -> ends.accept(new End(id, outcome, unwrap(error))));
        return id;
    }

    /** {@return whether a search is running, or has ended and is held (see {@link #ended})} */
    public boolean running() {
        return current != 0;
    }

    /** {@return what the running search is for; meaningful while {@link #running()}} */
    public Kind kind() {
        return kind;
    }

    /** {@return whether the running search is for the engine's move} */
    public boolean thinking() {
        return current != 0 && kind == Kind.MOVE;
    }

    /** {@return whether the running search is a ponder search} */
    public boolean pondering() {
        return current != 0 && kind == Kind.PONDER;
    }

    /** {@return milliseconds since the running search started, or since its ponder hit} */
    public long elapsedMs() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    /**
     * Takes an end from the session's event queue: the end to act on now, or empty for the end of
     * a search given up on or of an analysis or ponder search that ended by itself (held for
     * {@link #stop} or {@link #ponderHit}).
     *
     * @param end an end that the consumer received
     * @return the end to act on, if any
     */
    public Optional<End> ended(End end) {
        if (end.id() != current) {
            return Optional.empty();
        }
        if (kind != Kind.MOVE && !stopping) {
            held = end;
            return Optional.empty();
        }
        return Optional.of(finish(end));
    }

    /**
     * Asks the running search to stop and give its result. If it had already ended (a held
     * analysis or ponder search) its end is returned to act on now; otherwise the end comes
     * through {@link #ended} within milliseconds.
     *
     * @return the held end of a search that had already ended, if any
     */
    public Optional<End> stop() {
        if (current == 0) {
            return Optional.empty();
        }
        stopping = true;
        engine.stop();
        return held == null ? Optional.empty() : Optional.of(finish(held));
    }

    /**
     * Stops the running search and waits for its end, which is returned (its later event is
     * stale); empty when no search runs.
     *
     * @return the end of the search that ran
     */
    public Optional<End> abort() {
        if (current == 0) {
            return Optional.empty();
        }
        engine.stop();
        End end = held;
        if (end == null) {
            try {
                end = new End(current, future.join(), null);
            } catch (CompletionException e) {
                end = new End(current, null, unwrap(e));
            }
        }
        return Optional.of(finish(end));
    }

    /**
     * The ponder hit: the running ponder search becomes the engine's search under {@code limits},
     * counted from now ({@link Engine#ponderHit}); it keeps its iterations and table. It becomes
     * a {@link Kind#MOVE}, whose end is acted on as it comes, or for UCI's {@code go ponder
     * infinite} a {@link Kind#ANALYSIS}, whose end still waits for {@link #stop} (as Stockfish
     * does). A move search that had already ended by itself gives its end to act on now;
     * otherwise the end comes through {@link #ended}.
     *
     * @param limits the limits of the search from now on
     * @param becomes what the search is from now on: {@link Kind#MOVE} or {@link Kind#ANALYSIS}
     * @return the held end of a ponder search that had already ended, if it is to be acted on now
     * @throws IllegalStateException if no ponder search runs
     * @throws IllegalArgumentException if {@code becomes} is {@link Kind#PONDER}
     */
    public Optional<End> ponderHit(SearchLimits limits, Kind becomes) {
        if (becomes == Kind.PONDER) {
            throw new IllegalArgumentException("a ponder hit ends pondering");
        }
        if (!pondering()) {
            throw new IllegalStateException("not pondering");
        }
        kind = becomes;
        startNanos = System.nanoTime();
        if (held != null) {
            return becomes == Kind.MOVE ? Optional.of(finish(held)) : Optional.empty();
        }
        engine.ponderHit(limits); // false: the search ended just now; its end is on its way
        return Optional.empty();
    }

    /**
     * Stops the running search after {@code millis}, unless it has ended by then (a later search
     * is never stopped by it); at once if {@code millis} is not positive.
     *
     * @param millis the time from now
     */
    public void stopAfter(long millis) {
        int id = current;
        if (id == 0) {
            return;
        }
        if (millis <= 0) {
            engine.stop();
            return;
        }
        if (timer == null) {
            ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, task -> {
                Thread t = new Thread(task, "mallard-timer");
                t.setDaemon(true);
                return t;
            });
            executor.setRemoveOnCancelPolicy(true);
            timer = executor;
        }
        Engine searching = engine;
        timer.schedule(() -> stopIfCurrent(id, searching), millis, TimeUnit.MILLISECONDS);
    }

    /** On the timer thread: stops search {@code id} if it is still the one running. */
    private synchronized void stopIfCurrent(int id, Engine searching) {
        // A later search starts only after this lock is free, so the stop cannot reach it; if
        // search id has ended, the engine has nothing to stop.
        if (current == id) {
            searching.stop();
        }
    }

    /** Stops any search and the timer: the session is over. */
    public void close() {
        abort();
        if (timer != null) {
            timer.shutdownNow();
        }
    }

    private End finish(End end) {
        synchronized (this) {
            current = 0;
        }
        held = null;
        future = null;
        stopping = false;
        return end;
    }

    private static Throwable unwrap(Throwable error) {
        return error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
    }
}
