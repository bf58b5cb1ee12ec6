package dev.mallard.datagen;

import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.training.data.LabelledPosition;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Generates training data by self-play ({@link SelfPlay}) into one file, on several threads.
 *
 * <p>Game {@code k} (0 to {@code games - 1}) is played from seed {@code seed + k}, so runs with
 * seeds far enough apart make disjoint sets of games (shards), and a game's positions depend
 * only on its seed and the settings. Each finished game is appended at once, as its positions
 * ({@link LabelledPosition} lines) followed by the marker
 * {@code # game <seed> result <r> plies <p> positions <n>}; a file therefore holds whole games,
 * except after a crash in the middle of a write, whose partial tail a rerun cuts off. A rerun
 * with the same arguments plays only the games whose markers are missing (resume), refusing a
 * file that was made with another variant, node budget or evaluation (its first line says which).
 */
public final class DataGenerator {
    private static final String HEADER = "# mallard datagen";
    private static final String MARKER = "# game ";
    private static final long PROGRESS_MILLIS = 30_000;

    private final SearchableVariant variant;
    private final long nodes;
    private final int threads;
    /** Whether the players evaluate as the variant ships (its network) or with its hand evaluation. */
    private final boolean useNetworks;

    /**
     * A generator for {@code variant} at {@code nodes} nodes a turn on {@code threads} threads,
     * its players evaluating as the variant ships.
     *
     * @param variant the variant
     * @param nodes nodes a turn
     * @param threads games played at once
     */
    public DataGenerator(SearchableVariant variant, long nodes, int threads) {
        this(variant, nodes, threads, true);
    }

    /**
     * A generator whose players evaluate with the variant's hand evaluation
     * ({@link SearchableVariant#newHandEvaluator()}) unless {@code useNetworks}: the first data of
     * a variant's first network comes from the games of the evaluation it is to replace.
     *
     * @param variant the variant
     * @param nodes nodes a turn
     * @param threads games played at once
     * @param useNetworks whether the players evaluate as the variant ships (false: {@code --no-nnue})
     */
    public DataGenerator(SearchableVariant variant, long nodes, int threads, boolean useNetworks) {
        if (nodes < 1 || threads < 1) {
            throw new IllegalArgumentException("nodes and threads must be at least 1, got " + nodes + ", " + threads);
        }
        this.variant = variant;
        this.nodes = nodes;
        this.threads = threads;
        this.useNetworks = useNetworks;
    }

    /** What a run did. */
    public record Summary(int gamesPlayed, int gamesBefore, long positions, long millis) {
    }

    /**
     * Plays the games {@code seed} to {@code seed + games - 1} that {@code out} does not hold yet
     * and appends them; reports progress on {@code progress} (one line every 30 s and at the end).
     *
     * @param seed the seed of game 0
     * @param games the number of games
     * @param out the data file, created or appended to
     * @param progress where progress lines go
     * @return what was done
     * @throws IllegalArgumentException if {@code out} holds data of another variant, node budget or evaluation
     * @throws UncheckedIOException     if the file cannot be read or written
     */
    public Summary run(long seed, int games, Path out, PrintStream progress) {
        String header = HEADER + " --variant " + variant.name() + " --nodes " + nodes + (useNetworks ? "" : " --no-nnue");
        Set<Long> done = readDone(out, header);
        List<Long> missing = new ArrayList<>();
        for (int k = 0; k < games; k++) {
            if (!done.contains(seed + k)) {
                missing.add(seed + k);
            }
        }
        int before = games - missing.size();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger();
        AtomicLong positions = new AtomicLong();
        long start = System.nanoTime();
        try (BufferedWriter writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            if (Files.size(out) == 0) {
                writer.write(header + System.lineSeparator());
                writer.write("# FEN | score (cp, White's view) | result (White: 1.0, 0.5, 0.0); see docs/tuning.md"
                        + System.lineSeparator());
                writer.flush();
            }
            List<Thread> workers = new ArrayList<>();
            AtomicReference<Throwable> failure = new AtomicReference<>();
            for (int t = 0; t < threads; t++) {
                Thread worker = new Thread(() -> {
                    SelfPlay player = new SelfPlay(variant, nodes, useNetworks);
                    for (int i = next.getAndIncrement(); i < missing.size(); i = next.getAndIncrement()) {
                        SelfPlay.PlayedGame game = player.play(missing.get(i));
                        write(writer, game);
                        positions.addAndGet(game.positions().size());
                        finished.incrementAndGet();
                    }
                }, "datagen-" + t);
                worker.setUncaughtExceptionHandler((thread, e) -> {
                    failure.compareAndSet(null, e);
                    next.set(missing.size()); // the other workers stop after their current game
                });
                workers.add(worker);
                worker.start();
            }
            long lastReport = System.nanoTime();
            for (Thread worker : workers) {
                while (worker.isAlive()) {
                    worker.join(1000);
                    if (System.nanoTime() - lastReport > PROGRESS_MILLIS * 1_000_000) {
                        lastReport = System.nanoTime();
                        report(progress, finished.get(), missing.size(), before, positions.get(), start);
                    }
                }
            }
            Throwable failed = failure.get();
            if (failed != null) {
                throw failed instanceof RuntimeException e ? e : new IllegalStateException(failed);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
        report(progress, finished.get(), missing.size(), before, positions.get(), start);
        return new Summary(finished.get(), before, positions.get(), (System.nanoTime() - start) / 1_000_000);
    }

    private static void write(BufferedWriter writer, SelfPlay.PlayedGame game) {
        StringBuilder text = new StringBuilder();
        for (LabelledPosition position : game.positions()) {
            text.append(position.format()).append(System.lineSeparator());
        }
        text.append(MARKER).append(game.seed()).append(" result ").append(game.result()).append(" plies ")
                .append(game.plies()).append(" positions ").append(game.positions().size()).append(System.lineSeparator());
        synchronized (writer) {
            try {
                writer.write(text.toString());
                writer.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static void report(PrintStream progress, int finished, int toPlay, int before, long positions, long start) {
        double seconds = Math.max(1e-3, (System.nanoTime() - start) / 1e9);
        long eta = finished == 0 ? -1 : Math.round(seconds / finished * (toPlay - finished));
        progress.println(String.format(Locale.ROOT, "datagen: games %d/%d (%d done before) positions %d pos/s %.1f eta %s",
                finished, toPlay, before, positions, positions / seconds,
                eta < 0 ? "?" : String.format(Locale.ROOT, "%dh%02dm%02ds", eta / 3600, eta / 60 % 60, eta % 60)));
        progress.flush();
    }

    /**
     * The seeds of the games {@code out} holds, after cutting off a partial last game; an empty
     * set for a missing or empty file.
     */
    private static Set<Long> readDone(Path out, String header) {
        Set<Long> done = new HashSet<>();
        if (!Files.exists(out)) {
            return done;
        }
        try {
            List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
            if (lines.isEmpty()) {
                return done;
            }
            if (!lines.get(0).equals(header)) {
                throw new IllegalArgumentException(out + " was made by \"" + lines.get(0) + "\", not \"" + header
                        + "\"; write to another file");
            }
            long completeBytes = 0;
            long bytes = 0;
            for (String line : lines) {
                bytes += line.getBytes(StandardCharsets.UTF_8).length + System.lineSeparator().length();
                if (line.startsWith(MARKER)) {
                    done.add(Long.parseLong(line.substring(MARKER.length()).split(" ")[0]));
                    completeBytes = bytes;
                } else if (line.startsWith("#")) {
                    completeBytes = done.isEmpty() ? bytes : completeBytes;
                }
            }
            if (completeBytes < Files.size(out)) {
                try (RandomAccessFile file = new RandomAccessFile(out.toFile(), "rw")) {
                    file.setLength(completeBytes);
                }
            }
            return done;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + out, e);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(out + " has a malformed game marker: " + e.getMessage(), e);
        }
    }
}
