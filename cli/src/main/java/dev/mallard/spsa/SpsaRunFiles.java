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
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A tuning run's directory:
 * <ul>
 *   <li>{@value #STATE}: the run's settings, the next iteration, θ and the results so far, θ
 *       after each of the last {@code lag} iterations ({@code earlier} lines), and the base: the
 *       values the engines played for the parameters not tuned (the variant's shipped set when the
 *       run began); rewritten (atomically) whenever updates are applied; a rerun with the same
 *       directory goes on from it;
 *   <li>{@value #TRAJECTORY}: one line per iteration, tab-separated: the iteration (from 1), the
 *       θ+ side's wins, draws and losses in the pair, and θ after its update;
 *   <li>{@value #FINAL}: θ rounded, as the variant's {@code search.params} with these values (its
 *       layout and comments kept), a file the variant's module could ship;
 *   <li>{@value #SEARCH_PARAM}: the same values as one {@code --search-param NAME=VALUE,...} line,
 *       for {@code mallard match} against the defaults;
 *   <li>{@value #AVERAGE} and {@value #AVERAGE_SEARCH_PARAM}: the same for θ averaged over the later
 *       half of the iterations played (Polyak–Ruppert averaging, {@link #average()}), which shakes
 *       far less than the last θ.
 * </ul>
 * θ is written to the state with Java's shortest exact decimal form, so a run read back goes on bit
 * for bit. The average is taken over θ as the trajectory records it (four decimals), so a resumed
 * run, which reads the earlier iterations back from the trajectory, averages exactly the same
 * numbers as an uninterrupted one.
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
    /** The averaged set's name. */
    public static final String AVERAGE = "average.params";
    /** The averaged {@code --search-param} line's file name. */
    public static final String AVERAGE_SEARCH_PARAM = "average-search-param.txt";

    private final Path directory;
    /** θ after each iteration as the trajectory holds it, iteration 1 first (read back, then appended). */
    private final List<double[]> recorded = new ArrayList<>();

    /**
     * The files of a run in {@code directory}.
     *
     * @param directory the run's directory (created when the run starts)
     */
    public SpsaRunFiles(Path directory) {
        this.directory = directory;
    }

    /**
     * A saved run: its settings, where it stood and its base.
     *
     * @param run the run's settings
     * @param state where it stood
     * @param base the values of the untuned parameters the run played beside θ, by name; empty
     *     for a state file written before the base was recorded (session 36)
     */
    public record Saved(SpsaRun run, SpsaState state, Optional<Map<String, Integer>> base) {
        /**
         * Checks and copies.
         *
         * @param run the run's settings
         * @param state where it stood
         * @param base the values of the untuned parameters, if recorded
         */
        public Saved {
            if (run == null || state == null || base == null) {
                throw new IllegalArgumentException("incomplete saved run");
            }
            // in the line's order, which the state file keeps
            base = base.map(values -> Collections.unmodifiableMap(new LinkedHashMap<>(values)));
        }
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
        Map<Integer, String[]> earlierByIteration = new TreeMap<>();
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
            } else if (fields[0].equals("earlier")) {
                String[] entry = fields.length > 1 ? fields[1].split("\\s+") : new String[0];
                earlierByIteration.put(Integer.parseInt(entry[0]), Arrays.copyOfRange(entry, 1, entry.length));
            } else {
                values.put(fields[0], fields.length > 1 ? fields[1] : "");
            }
        }
        try {
            List<String> names = Arrays.asList(required(values, "params", file).split(","));
            SpsaSchedule schedule = new SpsaSchedule(number(values, "a", file), number(values, "c", file),
                    number(values, "A", file), number(values, "alpha", file), number(values, "gamma", file));
            // A state written before session 38 has no lag: its run was played in rounds, and goes
            // on one pair after another (lag 0, which keeps no earlier values)
            int lag = Integer.parseInt(values.getOrDefault("lag", "0"));
            SpsaRun run = new SpsaRun(required(values, "variant", file), names,
                    Long.parseLong(required(values, "seed", file)), required(values, "limit", file), schedule, lag);
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
            Optional<Map<String, Integer>> base = values.containsKey("base")
                    ? Optional.of(base(values.get("base"), file))
                    : Optional.empty();
            int iteration = Integer.parseInt(required(values, "iteration", file));
            return Optional.of(new Saved(run, new SpsaState(iteration, thetaValues, stats,
                    earlier(earlierByIteration, iteration, run, file)), base));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(file + ": bad number: " + e.getMessage(), e);
        }
    }

    /** The {@code earlier} lines: θ after each of the last {@code lag} iterations, all of them and in order. */
    private static List<double[]> earlier(Map<Integer, String[]> byIteration, int iteration, SpsaRun run, Path file) {
        int first = Math.max(0, iteration - run.lag());
        if (!byIteration.keySet().equals(rangeSet(first, iteration))) {
            throw new IllegalArgumentException(file + ": needs earlier lines for iterations " + first + " to "
                    + (iteration - 1) + " (lag " + run.lag() + "), has " + byIteration.keySet());
        }
        List<double[]> earlier = new ArrayList<>();
        for (String[] fields : byIteration.values()) {
            if (fields.length != run.parameters().size()) {
                throw new IllegalArgumentException(file + ": an earlier line holds " + fields.length + " values for "
                        + run.parameters().size() + " parameters");
            }
            double[] theta = new double[fields.length];
            for (int i = 0; i < theta.length; i++) {
                theta[i] = Double.parseDouble(fields[i]);
            }
            earlier.add(theta);
        }
        return earlier;
    }

    private static Set<Integer> rangeSet(int from, int to) {
        Set<Integer> range = new TreeSet<>();
        for (int i = from; i < to; i++) {
            range.add(i);
        }
        return range;
    }

    private static Map<String, Integer> base(String line, Path file) {
        try {
            return SearchParamLine.parse(line);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": base " + e.getMessage(), e);
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
     * @param base the values of the untuned parameters the run plays beside θ, by name
     * @throws IOException if it cannot be written
     */
    public void save(SpsaRun run, SpsaState state, Map<String, Integer> base) throws IOException {
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
                "lag " + run.lag(),
                "iteration " + state.iteration(),
                "results " + state.results().wins() + " " + state.results().draws() + " " + state.results().losses(),
                "base " + SearchParamLine.assignments(base)));
        double[] theta = state.theta();
        for (int i = 0; i < theta.length; i++) {
            lines.add("theta " + run.parameters().get(i) + " " + theta[i]);
        }
        // θ after iterations first .. iteration − 1, in θ's order: the pairs still to play start from them
        int first = state.iteration() - state.earlier().size();
        for (double[] earlier : state.earlier()) {
            StringBuilder line = new StringBuilder("earlier ").append(first++);
            for (double value : earlier) {
                line.append(' ').append(value);
            }
            lines.add(line.toString());
        }
        Path temporary = directory.resolve(STATE + ".tmp");
        Files.write(temporary, lines, StandardCharsets.UTF_8);
        Files.move(temporary, directory.resolve(STATE), StandardCopyOption.REPLACE_EXISTING,
                StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Prepares the trajectory for a run that has done {@code iterations}: writes its header when
     * it is new, drops the lines of iterations beyond those (written before an interruption
     * that the state file did not record, so they are played again) and reads back θ of those
     * done, for the average. Written through a temporary file, as the state is.
     *
     * @param parameters the tuned parameters' names
     * @param iterations the iterations done
     * @throws IOException if the file cannot be read or written, or does not hold iterations 1 to
     *     {@code iterations} in order with a value for each parameter (the average would be wrong)
     */
    public void openTrajectory(List<String> parameters, int iterations) throws IOException {
        Files.createDirectories(directory);
        Path file = directory.resolve(TRAJECTORY);
        List<String> kept = new ArrayList<>();
        kept.add("iteration\twins\tdraws\tlosses\t" + String.join("\t", parameters));
        recorded.clear();
        if (Files.exists(file)) {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                String[] fields = line.split("\t");
                if (fields[0].matches("\\d{1,9}") && Integer.parseInt(fields[0]) <= iterations) {
                    if (Integer.parseInt(fields[0]) != kept.size() || fields.length != 4 + parameters.size()) {
                        throw new IOException(file + ": expected iteration " + kept.size() + " with "
                                + parameters.size() + " values, got \"" + line + "\"");
                    }
                    kept.add(line);
                    recorded.add(recordedTheta(fields, file));
                }
            }
        }
        if (recorded.size() != iterations) {
            throw new IOException(file + " holds " + recorded.size() + " of the " + iterations
                    + " iterations " + STATE + " says were played");
        }
        Path temporary = directory.resolve(TRAJECTORY + ".tmp");
        Files.write(temporary, kept, StandardCharsets.UTF_8);
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static double[] recordedTheta(String[] fields, Path file) throws IOException {
        double[] theta = new double[fields.length - 4];
        try {
            for (int i = 0; i < theta.length; i++) {
                theta[i] = Double.parseDouble(fields[4 + i]);
            }
        } catch (NumberFormatException e) {
            throw new IOException(file + ": bad number in iteration " + fields[0] + ": " + e.getMessage(), e);
        }
        return theta;
    }

    /**
     * Appends iterations just applied to the trajectory.
     *
     * @param steps the iterations, in order
     * @throws IOException if the file cannot be written
     */
    public void appendTrajectory(List<Spsa.Step> steps) throws IOException {
        List<String> lines = new ArrayList<>();
        List<double[]> thetas = new ArrayList<>();
        for (Spsa.Step step : steps) {
            if (step.pair().iteration() != recorded.size() + thetas.size()) {
                throw new IllegalStateException("iteration " + (step.pair().iteration() + 1) + " follows "
                        + (recorded.size() + thetas.size()) + " in the trajectory");
            }
            StringBuilder line = new StringBuilder().append(step.pair().iteration() + 1).append('\t')
                    .append(step.result().wins()).append('\t').append(step.result().draws()).append('\t')
                    .append(step.result().losses());
            double[] theta = step.theta();
            for (int i = 0; i < theta.length; i++) {
                String text = String.format(Locale.ROOT, "%.4f", theta[i]);
                line.append('\t').append(text);
                // averaged as written, as a resumed run reads it back
                theta[i] = Double.parseDouble(text);
            }
            lines.add(line.toString());
            thetas.add(theta);
        }
        Files.write(directory.resolve(TRAJECTORY), lines, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
        recorded.addAll(thetas);
    }

    /**
     * {@return the first iteration (from 1) that the average takes after {@code k} iterations: the
     * later half of them, {@code ceil(k/2)+1} to {@code k}, but iteration 1 itself after one}
     *
     * @param k the iterations played, at least 1
     */
    public static int firstAveraged(int k) {
        if (k < 1) {
            throw new IllegalArgumentException("no iteration to average: " + k);
        }
        return k - Math.max(1, k / 2) + 1;
    }

    /**
     * {@return θ averaged over the later half of the iterations recorded, unrounded}
     * Polyak–Ruppert averaging: the last θ shakes around where the gradient pulls it by each
     * pair's noise; the mean of many such θ shakes far less. The first half is left out as the way
     * there from the start.
     *
     * @throws IllegalStateException if no iteration is recorded
     */
    public double[] average() {
        if (recorded.isEmpty()) {
            throw new IllegalStateException("no iteration recorded in " + directory.resolve(TRAJECTORY));
        }
        return laterHalfMean(recorded);
    }

    /**
     * {@return the mean of θ over iterations {@link #firstAveraged firstAveraged(k)} to {@code k}}
     *
     * @param thetas θ after iterations 1 to {@code k}, at least one
     */
    static double[] laterHalfMean(List<double[]> thetas) {
        int k = thetas.size();
        List<double[]> window = thetas.subList(firstAveraged(k) - 1, k);
        double[] mean = new double[thetas.get(0).length];
        for (double[] theta : window) {
            for (int i = 0; i < mean.length; i++) {
                mean[i] += theta[i];
            }
        }
        for (int i = 0; i < mean.length; i++) {
            mean[i] /= window.size();
        }
        return mean;
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
        return writeSet(base, parameters, state.theta(), "# Tuned by mallard spsa over " + state.iteration()
                + " game pairs (" + parameters.size() + " parameters)", FINAL, SEARCH_PARAM);
    }

    /**
     * Writes {@link #average()} rounded as {@value #AVERAGE} and {@value #AVERAGE_SEARCH_PARAM}, as
     * {@link #writeFinal} writes θ.
     *
     * @param base the variant's own parameters, whose layout and untuned values the file keeps
     * @param parameters the tuned parameters
     * @return the {@code --search-param NAME=VALUE,...} line
     * @throws IOException if the files cannot be written
     * @throws IllegalStateException if no iteration is recorded
     */
    public String writeAverage(SearchParameters base, List<TunedParameter> parameters) throws IOException {
        int k = recorded.size();
        return writeSet(base, parameters, average(), "# The average of theta over iterations " + firstAveraged(k)
                + ".." + k + " of " + k + " game pairs of mallard spsa (" + parameters.size() + " parameters)",
                AVERAGE, AVERAGE_SEARCH_PARAM);
    }

    private String writeSet(SearchParameters base, List<TunedParameter> parameters, double[] theta, String origin,
            String paramsFile, String lineFile) throws IOException {
        int[] values = rounded(parameters, theta);
        Map<String, Integer> changes = new HashMap<>();
        for (int i = 0; i < values.length; i++) {
            changes.put(parameters.get(i).name(), values[i]);
        }
        List<String> lines = new ArrayList<>();
        lines.add(origin + "; ship only after it beats the defaults by SPRT (docs/tuning.md).");
        lines.addAll(base.with(changes).format());
        Files.write(directory.resolve(paramsFile), lines, StandardCharsets.UTF_8);
        String line = "--search-param " + SearchParamLine.assignments(parameters, values);
        Files.write(directory.resolve(lineFile), List.of(line), StandardCharsets.UTF_8);
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
