package dev.mallard.match;

import dev.mallard.core.variant.Variant;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A match between two CECP engines: {@link MatchSettings#concurrency()} workers, each with its
 * own pair of engine processes at a {@link GameTable}, take the next game number in turn. Game {@code 2k} and
 * {@code 2k+1} start from the same opening with colours swapped, the first engine White in the
 * even one. Engines are kept from game to game (unless they announce {@code reuse=0}) and
 * restarted after a crash, hang or protocol fault. After every game the match prints the game's
 * result and a score line (to the output given, the terminal: no engine reads it) and appends the game to the PGN file; the SPRT, if
 * any, stops the match when it decides (games already running are finished and counted). A match
 * stopped from outside (the JVM shut down by a signal) abandons the games it is playing: their
 * engines are killed and the games are neither scored nor written, since their ends say nothing
 * about the engines.
 */
public final class Match {
    private static final Logger LOG = LoggerFactory.getLogger(Match.class);

    private final MatchSettings settings;
    private final PrintStream out;
    private final AtomicInteger nextGame = new AtomicInteger();
    private final AtomicBoolean stop = new AtomicBoolean();
    /** The workers' tables, whose engines a stop from outside kills. */
    private final List<GameTable> tables = new ArrayList<>();
    private final List<GameRecord> records = new ArrayList<>();
    private MatchStats stats = new MatchStats(0, 0, 0);
    private Sprt.Decision decision = Sprt.Decision.CONTINUE;
    private String name1 = "engine1";
    private String name2 = "engine2";
    private Writer pgn;
    /** Set when the match is stopped from outside: games ending after that are not scored. */
    private boolean abandoned;
    private boolean summarized;

    /**
     * A match reporting progress on {@code out}.
     *
     * @param settings the match settings
     * @param out where the progress lines go
     */
    public Match(MatchSettings settings, PrintStream out) {
        if (settings == null || out == null) {
            throw new IllegalArgumentException("settings and output must not be null");
        }
        this.settings = settings;
        this.out = out;
    }

    /**
     * Plays the match and returns the first engine's results.
     *
     * @return the first engine's wins, draws and losses
     * @throws IOException if the PGN file cannot be written
     * @throws IllegalStateException if an engine cannot be started (a bad command) or does not
     *     play the variant; the match stops then
     */
    public MatchStats run() throws IOException {
        Thread cleanup = new Thread(() -> {
            abandon();
            printSummary();
        }, "match-cleanup");
        Runtime.getRuntime().addShutdownHook(cleanup);
        ExecutorService workers = Executors.newFixedThreadPool(settings.concurrency(), runnable -> {
            Thread thread = new Thread(runnable, "match-worker");
            thread.setDaemon(true);
            return thread;
        });
        try {
            if (settings.pgn() != null) {
                pgn = Files.newBufferedWriter(settings.pgn(), StandardCharsets.UTF_8);
            }
            List<Future<?>> futures = new ArrayList<>();
            for (int i = 0; i < settings.concurrency(); i++) {
                futures.add(workers.submit(() -> {
                    work();
                    return null;
                }));
            }
            for (Future<?> future : futures) {
                try {
                    future.get();
                } catch (ExecutionException e) {
                    stop.set(true);
                    if (e.getCause() instanceof IOException io) {
                        throw io;
                    }
                    if (e.getCause() instanceof RuntimeException runtime) {
                        throw runtime;
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop.set(true);
        } finally {
            workers.shutdownNow();
            killAll();
            if (pgn != null) {
                pgn.close();
            }
            try {
                Runtime.getRuntime().removeShutdownHook(cleanup);
            } catch (IllegalStateException e) {
                LOG.trace("shutting down: {}", e.toString());
            }
        }
        printSummary();
        return stats;
    }

    /** {@return the games played so far, in the order they finished} */
    public synchronized List<GameRecord> records() {
        return List.copyOf(records);
    }

    /** {@return what the SPRT decided ({@link Sprt.Decision#CONTINUE} without a test or a decision)} */
    public synchronized Sprt.Decision decision() {
        return decision;
    }

    /** One worker: plays games at its own table until none is left or the match stops. */
    private void work() throws IOException {
        try (GameTable table = new GameTable(settings.variant(), settings.engine1(), settings.engine2(),
                settings.name1(), settings.name2(), settings.limit(), settings.adjudication(), settings.openings())) {
            register(table);
            int index;
            while (!stop.get() && (index = nextGame.getAndIncrement()) < settings.games()) {
                GameRecord record;
                try {
                    record = table.play(index + 1, settings.opening(index), index % 2 == 0, List.of(), List.of());
                } finally {
                    takeNames(table); // also of an engine started before the other failed to
                }
                finished(record);
            }
        }
    }

    /** Holds {@code table} for a stop from outside; one that comes after such a stop is killed at once. */
    private synchronized void register(GameTable table) {
        tables.add(table);
        if (abandoned) {
            table.kill();
        }
    }

    /** The score line names the engines as their last start or renaming at {@code table} did. */
    private synchronized void takeNames(GameTable table) {
        if (table.name(0) != null) {
            name1 = table.name(0);
        }
        if (table.name(1) != null) {
            name2 = table.name(1);
        }
    }

    /**
     * Checks that a started engine can play {@code variant} from {@code openings}: it lists the
     * variant, and it can set up the positions that are not the start position.
     *
     * @throws IllegalStateException saying why not, naming the engine by {@code label} and its name
     */
    static void checkFit(EngineProcess engine, String label, Variant variant, List<String> openings) {
        if (!engine.features().plays(variant.name())) {
            throw new IllegalStateException(cannotPlay(label + " (" + engine.name() + ")", engine.features(),
                    variant.name(), EngineProcess.Startup.DEFAULT));
        }
        boolean needsSetUp = openings.stream().anyMatch(fen -> !fen.equals(variant.startFen()));
        if (needsSetUp && !engine.features().setboard() && !variant.setsUpByEdit()) {
            throw new IllegalStateException(label + " (" + engine.name() + ") cannot set up " + variant.name()
                    + " opening positions: it has no setboard feature");
        }
    }

    /**
     * Why an engine cannot play {@code variant}: it listed other variants, or it sent no feature
     * in time, which is a version-1 engine or a slow one (not the same advice).
     */
    static String cannotPlay(String engine, EngineFeatures features, String variant, EngineProcess.Startup limits) {
        if (!features.announced()) {
            return engine + " sent no feature within " + EngineProcess.seconds(limits.featuresMs())
                    + " of its first line (or wrote nothing within " + EngineProcess.seconds(limits.doneMs())
                    + " of protover 2), so it is taken for a protocol-1 engine, which cannot play variant " + variant
                    + " (an engine that needs longer to start must send feature done=0 first)";
        }
        return engine + " does not play variant " + variant + " (its variants feature does not list it)";
    }

    /**
     * Stops the match at once, as a shutdown of the JVM does: no new game starts, the engines
     * are killed, and the games they were playing are abandoned, not scored.
     */
    synchronized void abandon() {
        abandoned = true;
        stop.set(true);
        killAll();
    }

    /** {@return how many engine processes the match holds now (for tests)} */
    synchronized int enginesRunning() {
        return tables.stream().mapToInt(GameTable::enginesRunning).sum();
    }

    private synchronized void killAll() {
        tables.forEach(GameTable::kill);
    }

    private synchronized void finished(GameRecord record) throws IOException {
        if (abandoned) {
            LOG.info("game {} abandoned: the match was stopped ({})", record.number(), record.reason());
            return;
        }
        records.add(record);
        stats = stats.plus(record.engine1Score());
        if (pgn != null) {
            pgn.write(record.pgn(settings.limit().pgnTag(), LocalDate.now()));
            pgn.flush();
        }
        out.println("Finished game " + record.number() + " (" + record.white() + " vs " + record.black() + "): "
                + record.result().pgn() + " {" + record.reason() + "}");
        out.println(scoreLine());
        if (settings.sprt() != null && decision == Sprt.Decision.CONTINUE) {
            decision = settings.sprt().decide(stats);
            if (decision != Sprt.Decision.CONTINUE) {
                stop.set(true);
                out.println("SPRT: " + (decision == Sprt.Decision.H1 ? "H1" : "H0") + " accepted");
            }
        }
        out.flush();
    }

    /** {@code Score of A vs B: W - L - D [score] n, Elo e +/- ..., LLR ...}. */
    private String scoreLine() {
        StringBuilder line = new StringBuilder();
        line.append(String.format(Locale.ROOT, "Score of %s vs %s: %d - %d - %d  [%s] %d", name1, name2,
                stats.wins(), stats.losses(), stats.draws(),
                stats.games() == 0 ? "?" : String.format(Locale.ROOT, "%.3f", stats.score()), stats.games()));
        line.append(String.format(Locale.ROOT, "  Elo %s [%s, %s]", elo(stats.elo()), elo(stats.eloLow()),
                elo(stats.eloHigh())));
        Sprt sprt = settings.sprt();
        if (sprt != null) {
            line.append(String.format(Locale.ROOT, "  LLR %.2f [%.2f, %.2f]", sprt.llr(stats), sprt.lowerBound(),
                    sprt.upperBound()));
        }
        return line.toString();
    }

    private static String elo(double value) {
        if (Double.isNaN(value)) {
            return "?";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "+inf" : "-inf";
        }
        return String.format(Locale.ROOT, "%+.1f", value);
    }

    private synchronized void printSummary() {
        if (summarized) {
            return; // the shutdown hook may have printed it already
        }
        summarized = true;
        out.println("Match finished: " + stats.games() + " games, " + scoreLine().substring("Score of ".length()));
        MatchLimit limit = settings.limit();
        if (limit.kind() == MatchLimit.Kind.CLOCK) {
            for (String line : ClockUse.of(records, limit.baseMs(), limit.incrementMs(), name1, name2)) {
                out.println("Clock of " + line);
            }
        }
        if (settings.sprt() != null) {
            Sprt sprt = settings.sprt();
            out.println(String.format(Locale.ROOT, "SPRT (elo0 %s, elo1 %s, alpha %s, beta %s): %s", sprt.elo0(),
                    sprt.elo1(), sprt.alpha(), sprt.beta(), switch (decision) {
                        case H1 -> "H1 accepted";
                        case H0 -> "H0 accepted";
                        case CONTINUE -> "no decision";
                    }));
        }
        out.flush();
    }
}
