package dev.mallard.cli;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkFeatures;
import dev.mallard.core.nnue.NetworkFormat;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.tune.ParameterSet;
import dev.mallard.core.tune.TunableEvaluation;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.protocol.NetworkFile;
import dev.mallard.training.data.LabelledPosition;
import dev.mallard.training.data.LabelledPositions;
import dev.mallard.training.nnue.NetworkInputs;
import dev.mallard.training.nnue.NetworkTrainer;
import dev.mallard.training.tune.LinearFeatures;
import dev.mallard.training.tune.Tuner;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.function.Supplier;

/**
 * {@code mallard tune}: fits a variant's evaluation weights to self-play data
 * ({@code mallard datagen} files) with {@link Tuner}, holding out whole games for validation,
 * and writes the tuned parameter file (to {@code --out}, else stdout); progress and the
 * summary go to stderr. It starts from the variant's shipped values, or from the parameter
 * file given with {@code --start} (whose layout the output keeps). With {@code --network} it
 * trains an evaluation network on the same data instead ({@link NetworkTrainer}), on its own
 * or, with {@code --correct}, as a correction to the shipped evaluation; {@code --start} then
 * names a network file to start from (fine-tuning). See docs/tuning.md.
 */
final class TuneCommand {
    static final String USAGE = "mallard tune [--variant V] --data FILE... [--start FILE] [--out FILE] [--epochs N] [--validation F]"
            + " [--lambda L] [--lr R] [--min-occurrences M] [--only PREFIX,...] [--scale K] [--threads T]"
            + " | a network: --network HIDDEN [--activation clipped|squared] [--buckets N] [--king-buckets 1|2|4|8] [--correct] [--mirror] [--batch B]"
            + " [--start NETWORK] --out FILE";
    private static final String MARKER = "# game ";

    private TuneCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException {
        List<String> files = new ArrayList<>();
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--data")) {
                while (i + 1 < args.length && !args[i + 1].startsWith("--")) {
                    files.add(args[++i]);
                }
            } else {
                rest.add(args[i]);
            }
        }
        if (files.isEmpty()) {
            throw new UsageException("tune needs --data FILE...");
        }
        CommandLine options = new CommandLine(rest.toArray(new String[0]), 1, Set.of("--variant", "--start", "--out", "--epochs",
                "--validation", "--lambda", "--lr", "--min-occurrences", "--only", "--scale", "--threads", "--network", "--batch",
                "--activation", "--buckets", "--king-buckets"), Set.of("--correct", "--mirror"));
        SearchableVariant variant = options.searchableVariant();
        if (options.has("--network")) {
            return trainNetwork(variant, files, options, err);
        }
        for (String networkOnly : List.of("--correct", "--mirror", "--batch", "--activation", "--buckets", "--king-buckets")) {
            if (options.has(networkOnly)) {
                throw new UsageException(networkOnly + " is an option of tune --network");
            }
        }
        TunableEvaluation tunable = variant.tunableEvaluation()
                .orElseThrow(() -> new UsageException("variant " + variant.name() + " has no tunable evaluation"));
        int epochs = options.getInt("--epochs", 300, 0, 1_000_000);
        double validation = fraction(options, "--validation", 0.1);
        double lambda = fraction(options, "--lambda", 0.5);
        double rate = positive(options, "--lr", 1.0);
        int minOccurrences = options.getInt("--min-occurrences", 200, 0, Integer.MAX_VALUE);
        int threads = options.getInt("--threads", Runtime.getRuntime().availableProcessors(), 1, 256);
        // K given: two parameter files scored with --epochs 0 meet the same targets, so their errors compare.
        double scale = options.has("--scale") ? positive(options, "--scale", 0) : 0;

        ParameterSet start = options.has("--start") ? startValues(tunable, CommandLine.path(options.get("--start", "")))
                : tunable.shipped();
        TunableEvaluation.Tracer tracer = tunable.newTracer(start);
        LabelledPositions<LinearFeatures> training = new LabelledPositions<>(new LinearFeatures(start.schema(), tracer));
        LabelledPositions<LinearFeatures> held = new LabelledPositions<>(new LinearFeatures(start.schema(), tracer));
        long loadStart = System.nanoTime();
        for (String file : files) {
            read(variant, CommandLine.path(file), validation, (position, labelled, isHeld) ->
                    (isHeld ? held : training).add(position, labelled.score(), labelled.result()));
        }
        double loadSeconds = (System.nanoTime() - loadStart) / 1e9;
        err.println(String.format(Locale.ROOT, "tune: %d training and %d validation positions from %d file(s) in %.1f s",
                training.size(), held.size(), files.size(), loadSeconds));
        if (training.size() == 0) {
            throw new UsageException("no complete games in the data files");
        }
        long tuneStart = System.nanoTime();
        Tuner.Settings settings = new Tuner.Settings(epochs, rate, lambda, threads, minOccurrences, scale);
        List<String> prefixes = Arrays.stream(options.get("--only", "").split(",")).map(String::strip)
                .filter(prefix -> !prefix.isEmpty()).toList();
        IntPredicate selected = index -> prefixes.isEmpty()
                || prefixes.stream().anyMatch(prefix -> start.schema().name(index).startsWith(prefix));
        Tuner.Result result = new Tuner(settings).tune(start, training, held, selected, (epoch, train, valid) -> {
            if (epoch % 10 == 0 || epoch == epochs) {
                err.println(String.format(Locale.ROOT, "tune: epoch %d training error %.6f validation error %s",
                        epoch, train, validationText(valid)));
            }
        });
        double tuneSeconds = (System.nanoTime() - tuneStart) / 1e9;
        err.println(String.format(Locale.ROOT, "tune: K %.6f; %d parameters tuned; weights of epoch %d;"
                        + " training error %.6f -> %.6f, validation error %s -> %s; %.1f s", result.scale(),
                result.tunedParameters(), result.epoch(), result.trainingErrorBefore(), result.trainingError(),
                validationText(result.validationErrorBefore()), validationText(result.validationError()), tuneSeconds));
        List<String> lines = result.values().format();
        if (options.has("--out")) {
            Path target = CommandLine.path(options.get("--out", ""));
            try {
                Files.write(target, lines, StandardCharsets.UTF_8);
            } catch (IOException e) {
                err.println("mallard: cannot write " + target + ": " + e.getMessage());
                return 1;
            }
        } else {
            lines.forEach(out::println);
        }
        return 0;
    }

    /**
     * Adds the positions of the complete games of {@code file} to {@code training}, or to
     * {@code held} for the games whose seed falls in the validation fraction. Positions after
     * the last game marker (a game still being written) are ignored.
     */
    private static void read(SearchableVariant variant, Path file, double validation, Sink sink) throws UsageException {
        List<LabelledPosition> game = new ArrayList<>();
        List<Integer> gameLines = new ArrayList<>();
        String pendingError = null;
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            int number = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                number++;
                if (line.startsWith(MARKER)) {
                    if (pendingError != null) {
                        throw new UsageException(pendingError);
                    }
                    long seed = Long.parseLong(line.substring(MARKER.length()).split(" ")[0]);
                    boolean held = heldOut(seed, validation);
                    for (int i = 0; i < game.size(); i++) {
                        LabelledPosition labelled = game.get(i);
                        Position position;
                        try {
                            position = variant.parseFen(labelled.fen());
                        } catch (IllegalArgumentException e) {
                            throw new UsageException(file + ":" + gameLines.get(i) + ": not a " + variant.name()
                                    + " position: " + e.getMessage());
                        }
                        sink.add(position, labelled, held);
                    }
                    game.clear();
                    gameLines.clear();
                } else if (!line.isBlank() && !line.startsWith("#")) {
                    try {
                        game.add(LabelledPosition.parse(line));
                        gameLines.add(number);
                    } catch (IllegalArgumentException e) {
                        // Only a line cut off at the end of a file still being written may be bad.
                        pendingError = file + ":" + number + ": " + e.getMessage();
                    }
                }
            }
        } catch (IOException e) {
            throw new UsageException("cannot read " + file + ": " + e.getMessage());
        } catch (NumberFormatException e) {
            throw new UsageException(file + ": malformed game marker: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new UsageException(file + ": " + e.getMessage());
        }
    }

    /**
     * {@code --network HIDDEN}: trains an evaluation network ({@link NetworkTrainer}) of that
     * many hidden neurons per side on the same data and writes it to {@code --out}.
     */
    private static int trainNetwork(SearchableVariant variant, List<String> files, CommandLine options, PrintStream err)
            throws UsageException {
        if (!variant.playsNetworks()) {
            throw new UsageException("variant " + variant.name() + " plays no network evaluation");
        }
        int hidden = options.getInt("--network", 128, 1, Network.MAX_HIDDEN);
        if (!options.has("--out")) {
            throw new UsageException("tune --network needs --out FILE for the network");
        }
        Path target = CommandLine.path(options.get("--out", ""));
        Network start = null;
        if (options.has("--start")) {
            try {
                start = NetworkFile.load(options.get("--start", "")).orElseThrow(
                        () -> new UsageException("tune --network --start needs a network file"));
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        NetworkTrainer.Settings settings = new NetworkTrainer.Settings(hidden, options.getInt("--epochs", 30, 1, 100_000),
                positive(options, "--lr", 0.001), fraction(options, "--lambda", 0.1),
                options.getInt("--batch", 16_384, 1, 1 << 24),
                options.getInt("--threads", Runtime.getRuntime().availableProcessors(), 1, 256), 1, options.has("--correct"),
                activation(options), options.getInt("--buckets", 1, 1, Network.MAX_BUCKETS), kingBuckets(options));
        // Before the data is read (minutes for millions of positions): a start that does not fit fails at once.
        NetworkTrainer trainer;
        try {
            trainer = new NetworkTrainer(settings, start);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        // The base of a correction is the variant's own evaluation with its shipped weights, never a network.
        Evaluator base = variant.tunableEvaluation().map(tunable -> tunable.newEvaluator(tunable.shipped()))
                .orElseGet(variant::newEvaluator);
        double validation = fraction(options, "--validation", 0.1);
        // A correction learns on top of the base evaluation's scores; a network that stands alone has none.
        Supplier<NetworkInputs> inputs = () -> settings.correction()
                ? new NetworkInputs(settings.kingBuckets(), base::evaluate) : new NetworkInputs(settings.kingBuckets());
        LabelledPositions<NetworkInputs> training = new LabelledPositions<>(inputs.get());
        LabelledPositions<NetworkInputs> held = new LabelledPositions<>(inputs.get());
        long loadStart = System.nanoTime();
        boolean mirror = options.has("--mirror");
        if (mirror && settings.kingBuckets() > 1) {
            // Each side's inputs are mirrored to its king's wing already: the file mirror would add each position twice.
            throw new UsageException("--mirror adds nothing to a network with king buckets, whose inputs are mirrored already");
        }
        for (String file : files) {
            read(variant, CommandLine.path(file), validation, (position, labelled, isHeld) -> {
                LabelledPositions<NetworkInputs> into = isHeld ? held : training;
                into.add(position, labelled.score(), labelled.result());
                // The file mirror, where no side may castle, is worth what the position is (scores are White's, files do not matter).
                Optional<String> image = mirror ? Fen.mirroredFiles(position) : Optional.empty();
                if (image.isPresent()) {
                    Position reflected = variant.parseFen(image.get());
                    into.add(reflected, labelled.score(), labelled.result());
                }
            });
        }
        err.println(String.format(Locale.ROOT, "tune: %d training and %d validation positions from %d file(s) in %.1f s",
                training.size(), held.size(), files.size(), (System.nanoTime() - loadStart) / 1e9));
        if (training.size() == 0) {
            throw new UsageException("no complete games in the data files");
        }
        long trainStart = System.nanoTime();
        NetworkTrainer.Result result = trainer.train(training, held, (epoch, train, valid) ->
                err.println(String.format(Locale.ROOT, "tune: epoch %d training error %.6f validation error %s (%.0f s)",
                        epoch, train, validationText(valid), (System.nanoTime() - trainStart) / 1e9)));
        try (OutputStream out = Files.newOutputStream(target)) {
            NetworkFormat.write(result.network(), out);
        } catch (IOException e) {
            err.println("mallard: cannot write " + target + ": " + e.getMessage());
            return 1;
        }
        if (settings.correction()) {
            err.println(String.format(Locale.ROOT, "tune: the base evaluation alone: weight %.4f, validation error %s",
                    result.baseWeight(), validationText(result.baseValidationError())));
        }
        err.println(String.format(Locale.ROOT, "tune: network %d x %d (%s, %d output buckets) of epoch %d, validation error %s,"
                + " written to %s", NetworkFeatures.PER_KING_BUCKET * settings.kingBuckets(), hidden, settings.activation().name().toLowerCase(Locale.ROOT),
                settings.buckets(), result.epoch(), validationText(result.validationError()), target));
        return 0;
    }

    /** {@code --king-buckets N}: the inputs' king buckets, 1 (none) by default. */
    private static int kingBuckets(CommandLine options) throws UsageException {
        int kingBuckets = options.getInt("--king-buckets", 1, 1, 8);
        if (!NetworkFeatures.validKingBuckets(kingBuckets)) {
            throw new UsageException("option --king-buckets needs 1, 2, 4 or 8, got " + kingBuckets);
        }
        return kingBuckets;
    }

    /** {@code --activation clipped|squared}: the hidden layer's activation, clipped by default. */
    private static Network.Activation activation(CommandLine options) throws UsageException {
        String name = options.get("--activation", "clipped");
        for (Network.Activation activation : Network.Activation.values()) {
            if (activation.name().equalsIgnoreCase(name)) {
                return activation;
            }
        }
        throw new UsageException("option --activation needs clipped or squared, got " + name);
    }

    /** Where {@link #read} puts each position of a complete game. */
    private interface Sink {
        void add(Position position, LabelledPosition labelled, boolean held);
    }

    /** The values of the parameter file {@code file}, of the variant's schema. */
    private static ParameterSet startValues(TunableEvaluation tunable, Path file) throws UsageException {
        try {
            return tunable.shipped().schema().parse(Files.readAllLines(file, StandardCharsets.UTF_8), file.toString());
        } catch (IOException e) {
            throw new UsageException("cannot read " + file + ": " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** Whether the game of {@code seed} is held out: a hash of the seed, so whole games go one way. */
    static boolean heldOut(long seed, double fraction) {
        long h = seed * 0x9E3779B97F4A7C15L;
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 32;
        return (h >>> 11) * 0x1.0p-53 < fraction;
    }

    private static double fraction(CommandLine options, String option, double fallback) throws UsageException {
        double value = number(options, option, fallback);
        if (value < 0 || value > 1) {
            throw new UsageException("option " + option + " needs a number from 0 to 1, got " + value);
        }
        return value;
    }

    private static double positive(CommandLine options, String option, double fallback) throws UsageException {
        double value = number(options, option, fallback);
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new UsageException("option " + option + " needs a positive finite number, got " + value);
        }
        return value;
    }

    private static double number(CommandLine options, String option, double fallback) throws UsageException {
        String text = options.get(option, null);
        if (text == null) {
            return fallback;
        }
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new UsageException("option " + option + " needs a number, got \"" + text + "\"");
        }
    }

    /** A validation error as printed: six decimals, or {@code none} without validation games (the error is NaN then). */
    static String validationText(double error) {
        return Double.isNaN(error) ? "none" : String.format(Locale.ROOT, "%.6f", error);
    }
}
