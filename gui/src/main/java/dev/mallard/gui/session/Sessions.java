package dev.mallard.gui.session;

import dev.mallard.core.variant.Variants;
import dev.mallard.gui.http.HttpProblem;
import dev.mallard.gui.search.SearchPool;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games of the open tabs, by id. There are at most a fixed number of them, each with its own
 * engine; a game no page has used for the idle timeout (a closed tab) is released with its
 * engine. The page keeps its game alive by using it, and by a ping while it just shows it.
 */
public final class Sessions implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Sessions.class);

    private final SearchPool pool;
    private final int maxGames;
    private final int hashMb;
    private final long idleTimeoutNanos;
    /** The variants on the class path, found once: every game and engine uses these instances. */
    private final Variants variants = Variants.scan();
    private final Map<String, GameSession> games = new ConcurrentHashMap<>();
    /** Session ids are unguessable, so that one tab cannot reach another's game. */
    private final SecureRandom random = new SecureRandom();
    private final ScheduledExecutorService reaper;

    /**
     * The games of a server.
     *
     * @param pool the search threads the games' engines search on
     * @param maxGames how many games may be open at once
     * @param hashMb each engine's transposition table, in MB
     * @param idleTimeout how long a game unused is kept
     */
    public Sessions(SearchPool pool, int maxGames, int hashMb, Duration idleTimeout) {
        this.pool = pool;
        this.maxGames = maxGames;
        this.hashMb = hashMb;
        this.idleTimeoutNanos = idleTimeout.toNanos();
        this.reaper = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "gui-idle-games");
            thread.setDaemon(true);
            return thread;
        });
        long period = Math.max(1, Math.min(30_000, idleTimeout.toMillis() / 4));
        reaper.scheduleAtFixedRate(this::releaseIdle, period, period, TimeUnit.MILLISECONDS);
    }

    /**
     * {@return a new game at FIDE chess' start position, with its own engine}
     *
     * @throws HttpProblem (503) when the most games are open
     */
    public GameSession create() {
        releaseIdle();
        synchronized (games) {
            if (games.size() >= maxGames) {
                throw new HttpProblem(503, "too many games open (" + maxGames + "); close a tab or wait a few minutes");
            }
            GameSession session = new GameSession(HexFormat.of().formatHex(newId()), variants, pool, hashMb, System::nanoTime);
            games.put(session.id(), session);
            LOG.info("game {} opened ({} open)", session.id(), games.size());
            return session;
        }
    }

    private byte[] newId() {
        byte[] id = new byte[16];
        random.nextBytes(id);
        return id;
    }

    /**
     * {@return the game of that id, marked as used now}
     *
     * @param id the id the page sent
     * @throws HttpProblem (410) if there is no such game (never was, or released)
     */
    public GameSession find(String id) {
        GameSession session = id == null ? null : games.get(id);
        if (session == null) {
            long seconds = idleTimeoutNanos / 1_000_000_000L;
            throw new HttpProblem(410, "no such game: it was released after " + (seconds >= 120 ? seconds / 60 + " minutes"
                    : seconds + " s") + " unused, or the server restarted; start a new game");
        }
        session.touch();
        return session;
    }

    /** {@return how many games are open} */
    public int size() {
        return games.size();
    }

    /** Releases the games unused for the idle timeout, with their engines' searches. */
    void releaseIdle() {
        long now = System.nanoTime();
        games.values().removeIf(session -> {
            if (session.idleNanos(now) < idleTimeoutNanos) {
                return false;
            }
            session.release();
            LOG.info("game {} released after {} s unused", session.id(), session.idleNanos(now) / 1_000_000_000L);
            return true;
        });
    }

    @Override
    public void close() {
        reaper.shutdownNow();
        games.values().forEach(GameSession::release);
        games.clear();
    }
}
