package dev.mallard.spsa;

import dev.mallard.core.search.SearchParameters;
import dev.mallard.match.MatchStats;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A tuning run's directory:
 * <ul>
 *   <li>{@value #STATE}: the run's settings, the next iteration, θ and the results so far,
 *       rewritten (atomically) after every round; a rerun with the same directory goes on from it;
 *   <li>{@value #TRAJECTORY}: one line per iteration, tab-separated: the iteration (from 1), the
 *       θ+ side's wins, draws and losses in the pair, and θ after its update;
 *   <li>{@value #FINAL}: θ rounded, as the variant's {@code search.params} with these values (its
 *       layout and comments kept), a file the variant's module could ship;
 *   <li>{@value #SEARCH_PARAM}: the same values as one {@code --search-param NAME=VALUE,...} line,
 *       for {@code mallard match} against the defaults.
 * </ul>
 * θ is written with Java's shortest exact decimal form, so a run read back goes on bit for bit.
 */
public final class SpsaRunFiles {
    /** The state file's name. */
    public static final String STATE = "state.txt";
    /** The trajectory's name. */
    public static final String TRAJECTORY = "trajectory.tsv";
    /** The final set's name. */
    public static final String FINAL = "final.params";
    /** The final {@code --search-param} line's file name. */
    public static final String SEARCH_PARAM = "search-param.txt";

    private final Path directory;

    /**
     * The files of a run in {@code directory}.
     *
     * @param directory the run's directory (created when the run starts)
     */
    public SpsaRunFiles(Path directory) {
        this.directory = directory;
    }

    /**
     * A saved run: its settings and where it stood.
     *
     * @param run the run's settings
     * @param state where it stood
     */
    public record Saved(SpsaRun run, SpsaState state) {
    }

    /**
     * {@return the saved run, if the directory holds one}
     *
     * @throws IOException if the state file cannot be read
     * @throws IllegalArgumentException if it is malformed
     */
    public Optional<Saved> read() throws IOException {
        Path file = directory.resolve(STATE);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        Map<String, String> values = new HashMap<>();
        Map<String, Double> thetaByName = new HashMap<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.trim().split("\\s+", 2);
            if (fields[0].equals("theta")) {
                String[] entry = fields.length > 1 ? fields[1].split("\\s+") : new String[0];
                if (entry.length != 2) {
                    throw new IllegalArgumentException(file + ": bad line \"" + line + "\"");
                }
                thetaByName.put(entry[0], Double.parseDouble(entry[1]));
            } else {
                values.put(fields[0], fields.length > 1 ? fields[1] : "");
            }
        }
        try {
            List<String> names = Arrays.asList(required(values, "params", file).split(","));
            SpsaSchedule schedule = new SpsaSchedule(number(values, "a", file), number(values, "c", file),
                    number(values, "A", file), number(values, "alpha", file), number(values, "gamma", file));
            SpsaRun run = new SpsaRun(required(values, "variant", file), names,
                    Long.parseLong(required(values, "seed", file)), required(values, "limit", file), schedule);
            double[] thetaValues = new double[names.size()];
            for (int i = 0; i < thetaValues.length; i++) {
                Double value = thetaByName.get(names.get(i));
                if (value == null) {
                    throw new IllegalArgumentException(file + ": no theta for " + names.get(i));
                }
                thetaValues[i] = value;
            }
            String[] results = required(values, "results", file).split("\\s+");
            if (results.length != 3) {
                throw new IllegalArgumentException(file + ": results need wins, draws and losses");
            }
            MatchStats stats = new MatchStats(Integer.parseInt(results[0]), Integer.parseInt(results[1]),
                    Integer.parseInt(results[2]));
            return Optional.of(new Saved(run, new SpsaState(Integer.parseInt(required(values, "iteration", file)),
                    thetaValues, stats)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(file + ": bad number: " + e.getMessage(), e);
        }
    }

    private static String required(Map<String, String> values, String key, Path file) {
        String value = values.get(key);
        if (value == null) {
            throw new IllegalArgumentException(file + ": no " + key + " line");
        }
        return value;
    }

    private static double number(Map<String, String> values, String key, Path file) {
        return Double.parseDouble(required(values, key, file));
    }

    /**
     * Writes the state file (through a temporary file moved over the old one, so an interruption
     * leaves the old state or the new, never half of one).
     *
     * @param run the run's settings
     * @param state where it stands
     * @throws IOException if it cannot be written
     */
    public void save(SpsaRun run, SpsaState state) throws IOException {
        Files.createDirectories(directory);
        SpsaSchedule schedule = run.schedule();
        List<String> lines = new ArrayList<>(List.of(
                "# mallard spsa: where the run stands; rerun the same command to go on",
                "variant " + run.variant(),
                "params " + String.join(",", run.parameters()),
                "seed " + run.seed(),
                "limit " + run.limit(),
                "a " + schedule.a(),
                "c " + schedule.c(),
                "A " + schedule.stability(),
                "alpha " + schedule.alpha(),
                "gamma " + schedule.gamma(),
                "iteration " + state.iteration(),
                "results " + state.results().wins() + " " + state.results().draws() + " " + state.results().losses()));
        double[] theta = state.theta();
        for (int i = 0; i < theta.length; i++) {
            lines.add("theta " + run.parameters().get(i) + " " + theta[i]);
        }
        Path temporary = directory.resolve(STATE + ".tmp");
        Files.write(temporary, lines, StandardCharsets.UTF_8);
        Files.move(temporary, directory.resolve(STATE), StandardCopyOption.REPLACE_EXISTING,
                StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Prepares the trajectory for a run that has done {@code iterations}: writes its header when
     * it is new, and drops the lines of iterations beyond those (written before an interruption
     * that the state file did not record, so they are played again).
     *
     * @param parameters the tuned parameters' names
     * @param iterations the iterations done
     * @throws IOException if the file cannot be read or written
     */
    public void openTrajectory(List<String> parameters, int iterations) throws IOException {
        Files.createDirectories(directory);
        Path file = directory.resolve(TRAJECTORY);
        List<String> kept = new ArrayList<>();
        kept.add("iteration\twins\tdraws\tlosses\t" + String.join("\t", parameters));
        if (Files.exists(file)) {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                String first = line.split("\t", 2)[0];
                if (first.matches("\\d+") && Integer.parseInt(first) <= iterations) {
                    kept.add(line);
                }
            }
        }
        Files.write(file, kept, StandardCharsets.UTF_8);
    }

    /**
     * Appends a round's iterations to the trajectory.
     *
     * @param steps the round's iterations
     * @throws IOException if the file cannot be written
     */
    public void appendTrajectory(List<Spsa.Step> steps) throws IOException {
        List<String> lines = new ArrayList<>();
        for (Spsa.Step step : steps) {
            StringBuilder line = new StringBuilder().append(step.pair().iteration() + 1).append('\t')
                    .append(step.result().wins()).append('\t').append(step.result().draws()).append('\t')
                    .append(step.result().losses());
            for (double value : step.theta()) {
                line.append('\t').append(String.format(Locale.ROOT, "%.4f", value));
            }
            lines.add(line.toString());
        }
        Files.write(directory.resolve(TRAJECTORY), lines, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
    }

    /**
     * Writes θ rounded as the final set: {@value #FINAL} and {@value #SEARCH_PARAM}.
     *
     * @param base the variant's own parameters, whose layout and untuned values the file keeps
     * @param parameters the tuned parameters
     * @param state where the run stands
     * @return the {@code --search-param NAME=VALUE,...} line
     * @throws IOException if the files cannot be written
     */
    public String writeFinal(SearchParameters base, List<TunedParameter> parameters, SpsaState state)
            throws IOException {
        int[] values = rounded(parameters, state.theta());
        Map<String, Integer> changes = new HashMap<>();
        for (int i = 0; i < values.length; i++) {
            changes.put(parameters.get(i).name(), values[i]);
        }
        List<String> lines = new ArrayList<>();
        lines.add("# Tuned by mallard spsa over " + state.iteration() + " game pairs (" + parameters.size()
                + " parameters); ship only after it beats the defaults by SPRT (docs/tuning.md).");
        lines.addAll(base.with(changes).format());
        Files.write(directory.resolve(FINAL), lines, StandardCharsets.UTF_8);
        String line = "--search-param " + SearchParamLine.assignments(parameters, values);
        Files.write(directory.resolve(SEARCH_PARAM), List.of(line), StandardCharsets.UTF_8);
        return line;
    }

    /**
     * {@return θ as the engines take it}
     *
     * @param parameters the tuned parameters
     * @param theta their real values
     */
    public static int[] rounded(List<TunedParameter> parameters, double[] theta) {
        int[] values = new int[theta.length];
        for (int i = 0; i < values.length; i++) {
            values[i] = parameters.get(i).engineValue(theta[i]);
        }
        return values;
    }
}
