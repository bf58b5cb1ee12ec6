package dev.mallard.cli;

import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.datagen.DataGenerator;
import dev.mallard.protocol.NetworkSwitch;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Set;

/**
 * {@code mallard datagen}: self-play games at a fixed node budget into a training-data file
 * (see {@link DataGenerator} and docs/tuning.md); progress on stderr, a summary on stdout. With
 * {@code --no-nnue} the players evaluate with the variant's hand evaluation.
 */
final class DatagenCommand {
    static final String USAGE = "mallard datagen [--variant V] --games N --nodes K --seed S --out FILE [--threads T] [--no-nnue]";

    private DatagenCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException {
        CommandLine options = new CommandLine(args, 1,
                Set.of("--variant", "--games", "--nodes", "--seed", "--out", "--threads"), Set.of(NetworkSwitch.FLAG));
        SearchableVariant variant = options.searchableVariant();
        for (String required : new String[] {"--games", "--nodes", "--seed", "--out"}) {
            if (!options.has(required)) {
                throw new UsageException("datagen needs " + required);
            }
        }
        int games = options.getInt("--games", 1, 1, 100_000_000);
        int nodes = options.getInt("--nodes", 1, 1, 1_000_000_000);
        int seed = options.getInt("--seed", 0, 0, Integer.MAX_VALUE);
        int threads = options.getInt("--threads", Runtime.getRuntime().availableProcessors(), 1, 256);
        Path file = CommandLine.path(options.get("--out", ""));
        try {
            DataGenerator.Summary summary = new DataGenerator(variant, nodes, threads, !options.has(NetworkSwitch.FLAG)).run(seed, games, file, err);
            out.println("games " + summary.gamesPlayed() + " (" + summary.gamesBefore() + " already in " + file
                    + ") positions " + summary.positions() + " time_ms " + summary.millis());
            return 0;
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        } catch (UncheckedIOException e) {
            err.println("mallard: " + e.getMessage() + ": " + e.getCause().getMessage());
            return 1;
        }
    }
}
