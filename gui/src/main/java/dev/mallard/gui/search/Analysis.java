package dev.mallard.gui.search;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.search.SearchInfo;
import dev.mallard.core.search.SearchLimits;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The live analysis of one position: its MultiPV lines, in the variant's SAN, with depth, nodes
 * per second and score, as events for the page's stream.
 *
 * <p>It searches in slices of {@value #SLICE_MS} ms, each queued again at the back of the
 * {@link SearchPool}, so that tabs analysing at once take turns on the pool's threads. A slice
 * starts from the engine's transposition table as the previous one left it, so it is soon back
 * at the depth reached; reports shallower than what the page already shows are not sent. When
 * the engine of a game must choose its turn and every thread is busy, the pool asks a slice to
 * give its thread up early ({@link #yieldThread()}): it stops and queues again.
 */
public final class Analysis implements Cancellable {
    /** How long a slice searches before it lets another search have the thread. */
    public static final long SLICE_MS = 1000;
    /** Where the analysis stops by itself. */
    static final int MAX_DEPTH = 64;
    private static final Logger LOG = LoggerFactory.getLogger(Analysis.class);

    /**
     * One event of the stream.
     *
     * @param name {@code info} for a line, {@code end} when the analysis has stopped by itself
     * @param data what the page reads
     */
    public record Event(String name, Map<String, Object> data) {
    }

    private final SearchPool pool;
    private final Engine engine;
    /** The position analysed, with its history; read by the slices alone, one after another. */
    private final Game root;
    private final int lines;
    /** Events not sent yet; bounded, since a page that reads nothing must not fill the memory. */
    private final BlockingQueue<Event> events = new ArrayBlockingQueue<>(512);
    private final Object lock = new Object();
    /** Guarded by {@link #lock}. */
    private boolean cancelled;
    /** The slice running or queued. Guarded by {@link #lock}. */
    private EngineTask<SearchOutcome> slice;
    /** Whether the running slice's search has begun. Guarded by {@link #lock}. */
    private boolean searching;
    /** Whether the pool asked the running slice for its thread. Guarded by {@link #lock}. */
    private boolean yielding;
    /** The deepest iteration reported; read and written by the slices, one after another. */
    private int deepest;

    /**
     * Starts analysing the game's current position.
     *
     * @param pool the search threads
     * @param engine the game's engine, idle
     * @param game the game (copied)
     * @param lines how many lines (MultiPV), 1 to 5
     */
    public Analysis(SearchPool pool, Engine engine, Game game, int lines) {
        this.pool = pool;
        this.engine = engine;
        this.root = game.copy();
        this.lines = lines;
        synchronized (lock) {
            slice = queueSlice();
        }
    }

    /** Queues the next slice. Called holding {@link #lock}. */
    private EngineTask<SearchOutcome> queueSlice() {
        return new EngineTask<>(pool, engine, SearchPool.Priority.ANALYSIS, this::searchSlice, this::yieldThread);
    }

    /**
     * Asks the running slice to give its thread up: it stops at once if its search has begun, else
     * it does not begin, and queues again behind the searches waiting.
     */
    private void yieldThread() {
        synchronized (lock) {
            yielding = true;
            if (searching) {
                engine.stop();
            }
        }
    }

    private SearchOutcome searchSlice() {
        synchronized (lock) {
            searching = !yielding;
        }
        SearchOutcome outcome = null;
        try {
            if (searching) {
                engine.setMultiPv(lines);
                engine.setPosition(root);
                outcome = engine.search(SearchLimits.moveTime(SLICE_MS).withDepth(MAX_DEPTH), this::report);
            }
        } catch (RuntimeException e) {
            LOG.warn("analysis of {} failed", root.fen(), e);
            events.offer(new Event("end", Map.of("reason", "the analysis failed: " + e.getMessage())));
            throw e;
        } finally {
            synchronized (lock) {
                searching = false;
            }
        }
        boolean yielded;
        synchronized (lock) {
            yielded = yielding;
            yielding = false;
        }
        // A search that ends before its time has nothing more to find: no turn, the depth limit, a
        // forced line; unless it was asked to end.
        boolean finished = !yielded && (outcome.bestTurn().isEmpty() || outcome.depth() >= MAX_DEPTH
                || outcome.timeMs() < SLICE_MS / 2);
        synchronized (lock) {
            if (!cancelled && !finished) {
                slice = queueSlice();
                return outcome;
            }
        }
        if (finished) { // and so a search ran
            events.offer(new Event("end", Map.of("reason", outcome.bestTurn().isEmpty() ? "no legal turn"
                    : "analysis complete at depth " + outcome.depth())));
        }
        return outcome;
    }

    /** One report of the search, on the search thread; sent unless shallower than what was sent. */
    private void report(SearchInfo info) {
        if (info.bound() != SearchInfo.Bound.EXACT || info.depth() < deepest || info.pv().isEmpty()) {
            return;
        }
        deepest = info.depth();
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("line", info.multiPv());
        data.put("depth", info.depth());
        data.put("seldepth", info.selectiveDepth());
        data.put("nodes", info.nodes());
        data.put("nps", info.nps());
        data.put("score", WhiteScore.of(info.score(), root.sideToMove()).json());
        List<String> san = san(info.pv());
        data.put("pv", info.pv().subList(0, san.size()));
        data.put("san", san);
        events.offer(new Event("info", data));
    }

    /** The line's turns in SAN, as far as they are complete turns of the variant. */
    private List<String> san(List<String> pv) {
        Game walk = root.copy();
        List<String> san = new ArrayList<>();
        for (String text : pv) {
            try {
                san.add(walk.play(text).san());
            } catch (IllegalMoveException e) {
                break; // a search may know a line's later moves only as piece moves
            }
        }
        return san;
    }

    /**
     * {@return the next event, or null if none came within the time}
     *
     * @param timeoutMs how long to wait
     * @throws InterruptedException if the waiting thread is interrupted
     */
    public Event next(long timeoutMs) throws InterruptedException {
        return events.poll(timeoutMs, TimeUnit.MILLISECONDS);
    }

    @Override
    public void cancel() {
        EngineTask<SearchOutcome> current;
        synchronized (lock) {
            cancelled = true;
            current = slice;
        }
        current.cancel();
        // The page's stream waits for events: this one ends it at once.
        events.offer(new Event("end", Map.of("reason", "stopped")));
    }
}
