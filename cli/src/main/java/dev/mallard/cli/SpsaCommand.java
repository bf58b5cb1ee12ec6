package dev.mallard.cli;

import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.search.Technique;
import dev.mallard.core.tune.ParameterSchema;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.match.MatchLimit;
import dev.mallard.match.MatchStats;
import dev.mallard.match.Openings;
import dev.mallard.spsa.EnginePairPlayer;
import dev.mallard.spsa.PairPlayer;
import dev.mallard.spsa.Spsa;
import dev.mallard.spsa.SpsaRun;
import dev.mallard.spsa.SpsaRunFiles;
import dev.mallard.spsa.SpsaSchedule;
import dev.mallard.spsa.SpsaState;
import dev.mallard.spsa.TunedParameter;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * {@code mallard spsa}: tunes a variant's search parameters by SPSA in games between Mallard
 * engines set to θ+c_kδ and θ−c_kδ (see {@link Spsa}, {@link EnginePairPlayer}, docs/tuning.md). The run lives in
 * {@code --out DIR} ({@link SpsaRunFiles}); the same command run again goes on where it stopped.
 * Progress goes to stderr whenever updates are applied; at the end stdout gets the final and the averaged θ,
 * each with its {@code --search-param} line;
 * exit status 0 when the run is done, 1 when its games could not be played, 2 for a bad command
 * line.
 */
final class SpsaCommand {
    static final String USAGE = "mallard spsa [--variant V] --params NAME,...|all --games PAIRS"
            + " (--nodes N | --tc BASE+INC | --movetime MS | --depth D) --out DIR [--concurrency PAIRS] [--lag L]"
            + " [--openings FILE] [--seed S] [--a A] [--c C] [--A A] [--alpha X] [--gamma Y] [--engine CMD]"
            + " [--resign MOVES,CP] [--draw FROM_MOVE,MOVES,CP] [--max-moves N] [--margin MS]";
    /** How many parameters the progress line shows. */
    private static final int SHOWN = 4;
    private static final String[] SCHEDULE_OPTIONS = {"--a", "--c", "--A", "--alpha", "--gamma"};

    private SpsaCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException {
        return run(args, out, err, null);
    }

    /**
     * Runs the command; {@code player} replaces the engines when not null (for tests of the
     * command's files and resumption without games).
     */
    static int run(String[] args, PrintStream out, PrintStream err, PairPlayer player) throws UsageException {
        CommandLine options = new CommandLine(args, 1, Set.of("--variant", "--params", "--games", "--nodes", "--tc",
                "--movetime", "--depth", "--out", "--concurrency", "--lag", "--openings", "--seed", "--a", "--c", "--A",
                "--alpha", "--gamma", "--engine", "--resign", "--draw", "--max-moves", "--margin"), Set.of());
        SearchableVariant variant = options.searchableVariant();
        if (!options.has("--params") || !options.has("--games") || !options.has("--out")) {
            throw new UsageException("spsa needs --params, --games and --out");
        }
        List<TunedParameter> parameters = parameters(options.get("--params", ""), variant);
        List<String> names = parameters.stream().map(TunedParameter::name).toList();
        int iterations = options.getInt("--games", 1, 1, 100_000_000);
        int concurrency = options.getInt("--concurrency", Runtime.getRuntime().availableProcessors(), 1, 256);
        long seed = seed(options);
        MatchLimit limit = MatchCommand.limit(options, options.getInt("--margin", MatchCommand.DEFAULT_MARGIN_MS, 0,
                3_600_000));
        SpsaRunFiles files = new SpsaRunFiles(CommandLine.path(options.get("--out", "")));
        Optional<SpsaRunFiles.Saved> saved;
        try {
            saved = files.read();
        } catch (IOException | IllegalArgumentException e) {
            throw new UsageException("cannot go on with the run in " + options.get("--out", "") + ": " + e.getMessage());
        }
        SpsaSchedule schedule = schedule(options, iterations, saved.map(s -> s.run().schedule()));
        // A pair may start while the last few updates are still to come (Spsa); twice the pairs
        // played at once keeps every worker busy through an older pair's long game. The lag shapes
        // the trajectory, so a saved run keeps its own.
        int lag = options.has("--lag") ? options.getInt("--lag", 0, 0, 1024)
                : saved.map(s -> s.run().lag()).orElse(2 * concurrency);
        SpsaRun run = new SpsaRun(variant.name(), names, seed, limit.toString(), schedule, lag);
        if (saved.isPresent() && !saved.get().run().equals(run)) {
            throw new UsageException(options.get("--out", "") + " holds another run (" + saved.get().run()
                    + "); give another --out, or the same settings");
        }
        SearchParameters shipped = variant.searchRules().searchParameters();
        SpsaState state = saved.map(SpsaRunFiles.Saved::state).orElseGet(() -> SpsaState.start(
                names.stream().mapToDouble(shipped::value).toArray()));
        // The engines play this build's shipped values beside θ; a run begun beside other values
        // (a build whose search.params changed since) would mix two runs' games, so it goes on only
        // when nothing is left to play, and its sets are written from the values it was tuned beside.
        Map<String, Integer> shippedBase = untuned(shipped, names);
        Map<String, Integer> runBase = saved.flatMap(SpsaRunFiles.Saved::base).orElse(shippedBase);
        String changed = differences(runBase, shippedBase);
        if (state.iteration() < iterations && !changed.isEmpty()) {
            throw new UsageException(options.get("--out", "") + " was tuned beside other values of the untuned "
                    + "parameters than this build ships (" + changed + "); go on with the build that began it, "
                    + "or give another --out");
        }
        SearchParameters base;
        try {
            base = shipped.with(runBase);
        } catch (IllegalArgumentException e) {
            throw new UsageException("cannot go on with the run in " + options.get("--out", "") + ": its base: "
                    + e.getMessage());
        }
        EnginePairPlayer engines = player != null ? null : new EnginePairPlayer(variant, options.get("--engine",
                selfCommand()), parameters, limit, MatchCommand.adjudication(options), openings(options, variant));
        PairPlayer pairs = player != null ? player : engines;
        Progress progress = new Progress(err, parameters, iterations, state.iteration());
        try {
            files.openTrajectory(names, state.iteration());
            files.save(run, state, runBase);
            SpsaState end = new Spsa(parameters, schedule, seed, lag, pairs).run(state, iterations, concurrency,
                    (steps, now) -> {
                        files.appendTrajectory(steps);
                        files.save(run, now, runBase);
                        files.writeFinal(base, parameters, now);
                        files.writeAverage(base, parameters);
                        progress.report(now);
                    });
            // written here too, for a run that had nothing left to play (one finished by an older build)
            String finalLine = files.writeFinal(base, parameters, end);
            String averageLine = files.writeAverage(base, parameters);
            MatchStats results = end.results();
            String directory = options.get("--out", "") + "/";
            out.println(String.format(Locale.ROOT, "spsa: %d pairs, theta+ %d - %d - %d", end.iteration(),
                    results.wins(), results.losses(), results.draws()));
            out.println("final theta (iteration " + end.iteration() + "):" + values(parameters, end.theta(),
                    parameters.size()) + "; set " + directory + SpsaRunFiles.FINAL);
            out.println(finalLine);
            out.println("average theta (iterations " + SpsaRunFiles.firstAveraged(end.iteration()) + ".."
                    + end.iteration() + "):" + values(parameters, files.average(), parameters.size()) + "; set "
                    + directory + SpsaRunFiles.AVERAGE);
            out.println(averageLine);
            return 0;
        } catch (IOException | IllegalStateException e) {
            out.flush();
            err.println("mallard spsa: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("mallard spsa: interrupted; rerun the command to go on");
            return 1;
        } finally {
            if (engines != null) {
                engines.close();
            }
        }
    }

    /**
     * {@code --params}: names of search parameters, or {@code all}: those the variant's search
     * reads ({@link SearchParameters#inForce}); each once. Naming one it does not read is an
     * error: its games would only add noise to the others'.
     */
    private static List<TunedParameter> parameters(String list, SearchableVariant variant) throws UsageException {
        ParameterSchema schema = SearchParameters.schema();
        Set<Technique> taken = variant.searchRules().techniques();
        Set<String> names = new LinkedHashSet<>();
        if (list.equals("all")) {
            for (int i = 0; i < schema.size(); i++) {
                if (SearchParameters.inForce(schema.name(i), taken)) {
                    names.add(schema.name(i));
                }
            }
        } else {
            for (String name : list.split(",")) {
                if (!name.isBlank() && !names.add(name.trim())) {
                    throw new UsageException("--params names " + name.trim() + " twice");
                }
            }
        }
        List<TunedParameter> parameters = new ArrayList<>();
        for (String name : names) {
            try {
                parameters.add(TunedParameter.named(name));
            } catch (IllegalArgumentException e) {
                throw new UsageException("--params: unknown search parameter \"" + name
                        + "\" (mallard search-params lists them)");
            }
            if (!SearchParameters.inForce(name, taken)) {
                throw new UsageException("--params: " + variant.name() + "'s search does not read " + name
                        + " (mallard search-params --variant " + variant.name() + " marks it unused)");
            }
        }
        if (parameters.isEmpty()) {
            throw new UsageException("--params needs at least one search parameter, or all");
        }
        return parameters;
    }

    private static long seed(CommandLine options) throws UsageException {
        String text = options.get("--seed", "1");
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new UsageException("option --seed needs a whole number, got \"" + text + "\"");
        }
    }

    /**
     * The schedule: the options given, else a saved run's values, else the defaults for the run's
     * length ({@link SpsaSchedule#withDefaults}).
     */
    private static SpsaSchedule schedule(CommandLine options, int iterations, Optional<SpsaSchedule> saved)
            throws UsageException {
        double[] given = new double[SCHEDULE_OPTIONS.length];
        for (int i = 0; i < given.length; i++) {
            given[i] = Double.NaN;
            String option = SCHEDULE_OPTIONS[i];
            if (options.has(option)) {
                String text = options.get(option, "");
                try {
                    given[i] = Double.parseDouble(text);
                } catch (NumberFormatException e) {
                    throw new UsageException("option " + option + " needs a number, got \"" + text + "\"");
                }
                if (!Double.isFinite(given[i])) {
                    throw new UsageException("option " + option + " needs a finite number, got \"" + text + "\"");
                }
            }
        }
        if (saved.isPresent()) {
            SpsaSchedule old = saved.get();
            double[] kept = {old.a(), old.c(), old.stability(), old.alpha(), old.gamma()};
            for (int i = 0; i < given.length; i++) {
                given[i] = Double.isNaN(given[i]) ? kept[i] : given[i];
            }
        }
        try {
            return SpsaSchedule.withDefaults(iterations, given[0], given[1], given[2], given[3], given[4]);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static List<String> openings(CommandLine options, SearchableVariant variant) throws UsageException {
        if (!options.has("--openings")) {
            return List.of(variant.startFen());
        }
        try {
            return Openings.read(CommandLine.path(options.get("--openings", "")), variant);
        } catch (IOException e) {
            throw new UsageException("cannot read openings: " + e);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /**
     * This build as an engine command: the running JVM with this class path, without a subcommand,
     * and with the running JVM's own options that shape the engine ({@link #engineOptions}).
     */
    static String selfCommand() {
        StringBuilder command = new StringBuilder(shellQuoted(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString()));
        List<String> options = engineOptions(ManagementFactory.getRuntimeMXBean().getInputArguments());
        if (options.stream().noneMatch(option -> option.startsWith("-Xss"))) {
            command.append(" -Xss16m"); // the search recurses deeply; ./mallard gives its JVM the same
        }
        for (String option : options) {
            command.append(' ').append(shellQuoted(option));
        }
        return command.append(" -cp ").append(shellQuoted(System.getProperty("java.class.path"))).append(' ')
                .append(Main.class.getName()).toString();
    }

    /**
     * The options of {@code jvmArguments} an engine of this run takes over: the collector, heap,
     * stack and JIT options ({@code -XX:}, {@code -Xss}, {@code -Xms}, {@code -Xmx}), the JVM's
     * logging ({@code -Xlog:}, which keeps its warnings off the protocol's stdout) and the
     * modules ({@code --add-modules=}), so that engines run as {@code ./mallard} runs this
     * command: with the Vector API the network's inference is 1.15 to 1.4 times as fast, and a
     * tune plays that many more pairs a minute. Agents and system properties stay with this JVM
     * (a coverage agent in every engine would share one output file).
     */
    static List<String> engineOptions(List<String> jvmArguments) {
        List<String> kept = new ArrayList<>();
        for (String option : jvmArguments) {
            if (option.startsWith("-XX:") || option.startsWith("-Xss") || option.startsWith("-Xms")
                    || option.startsWith("-Xmx") || option.startsWith("-Xlog:") || option.startsWith("--add-modules=")) {
                kept.add(option);
            }
        }
        return kept;
    }

    /** {@return text as one word of a {@code /bin/sh} command line} */
    private static String shellQuoted(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }

    /** {@return " NAME VALUE" for the first {@code count} parameters, θ to two decimals} */
    private static String values(List<TunedParameter> parameters, double[] theta, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < Math.min(count, theta.length); i++) {
            text.append(String.format(Locale.ROOT, " %s %.2f", parameters.get(i).name(), theta[i]));
        }
        return text.toString();
    }

    /** The progress line on stderr whenever updates are applied: iterations, results, a few of θ, pairs a minute. */
    private static final class Progress {
        private final PrintStream err;
        private final List<TunedParameter> parameters;
        private final int iterations;
        private final int startIteration;
        private final long startNanos = System.nanoTime();

        Progress(PrintStream err, List<TunedParameter> parameters, int iterations, int startIteration) {
            this.err = err;
            this.parameters = parameters;
            this.iterations = iterations;
            this.startIteration = startIteration;
        }

        void report(SpsaState state) {
            double minutes = (System.nanoTime() - startNanos) / 60e9;
            double perMinute = (state.iteration() - startIteration) / Math.max(minutes, 1e-9);
            MatchStats results = state.results();
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT,
                    "spsa: iteration %d/%d games %d (theta+ %d - %d - %d) pairs/min %.2f", state.iteration(), iterations,
                    results.games(), results.wins(), results.losses(), results.draws(), perMinute));
            line.append(values(parameters, state.theta(), SHOWN));
            if (perMinute > 0 && state.iteration() < iterations) {
                long eta = Math.round((iterations - state.iteration()) / perMinute);
                line.append(String.format(Locale.ROOT, " eta %dh%02dm", eta / 60, eta % 60));
            }
            err.println(line);
            err.flush();
        }
    }

    /** {@return the values of the parameters not tuned, by name, in the schema's order} */
    private static Map<String, Integer> untuned(SearchParameters values, List<String> tuned) {
        ParameterSchema schema = SearchParameters.schema();
        Map<String, Integer> untuned = new LinkedHashMap<>();
        for (int i = 0; i < schema.size(); i++) {
            if (!tuned.contains(schema.name(i))) {
                untuned.put(schema.name(i), values.value(schema.name(i)));
            }
        }
        return untuned;
    }

    /** {@return "NAME run R, this build B" for each parameter whose value differs, or "" if none does} */
    private static String differences(Map<String, Integer> run, Map<String, Integer> build) {
        List<String> differences = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>(run.keySet());
        names.addAll(build.keySet());
        for (String name : names) {
            if (!Objects.equals(run.get(name), build.get(name))) {
                differences.add(name + " run " + run.get(name) + ", this build " + build.get(name));
            }
        }
        return String.join("; ", differences);
    }
}
