package dev.mallard.core.tune;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The names and shapes of an evaluation's parameters, in a fixed order: each is either
 * <em>tapered</em> (a middlegame and an endgame value, blended by the game phase) or
 * <em>scalar</em> (one value), with the range its evaluation can hold. A schema reads parameter
 * files ({@link #parse}) into {@link ParameterSet}s.
 *
 * <p>The file format is one parameter a line, {@code name mg eg} for a tapered parameter and
 * {@code name value} for a scalar one, whole numbers separated by blanks; {@code #} starts a
 * comment that runs to the end of the line, and blank lines are ignored. Every parameter of the
 * schema must appear exactly once; anything else is an error naming the file and line.
 *
 * <p>Each parameter also has a <em>step</em>: the change a tuner that perturbs values (SPSA, over
 * the search's parameters) tries at a time; 1 unless declared.
 *
 * <p>A schema may also name <em>orderings</em>: chains of parameters of one shape whose values
 * (middlegame and endgame each) chess knowledge says rise along the chain, such as a mobility
 * bonus by the number of squares. The tuner (the training module's) keeps tuned values within
 * them; the shipped files are expected to obey them already.
 */
public final class ParameterSchema {
    private final String[] names;
    private final boolean[] tapered;
    private final int[] min;
    private final int[] max;
    private final int[] step;
    private final Map<String, Integer> indexByName;
    private final List<int[]> orderings;

    private ParameterSchema(Builder builder) {
        int size = builder.names.size();
        names = builder.names.toArray(new String[0]);
        tapered = new boolean[size];
        min = new int[size];
        max = new int[size];
        step = new int[size];
        indexByName = new HashMap<>();
        for (int i = 0; i < size; i++) {
            tapered[i] = builder.tapered.get(i);
            min[i] = builder.min.get(i);
            max[i] = builder.max.get(i);
            step[i] = builder.step.get(i);
            indexByName.put(names[i], i);
        }
        List<int[]> chains = new ArrayList<>();
        for (int[] chain : builder.orderings) {
            chains.add(chain.clone());
        }
        orderings = List.copyOf(chains);
    }

    /**
     * A builder that adds parameters in order.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The number of parameters.
     *
     * @return the number of parameters
     */
    public int size() {
        return names.length;
    }

    /**
     * The name of parameter {@code index}.
     *
     * @param index 0 to size() - 1
     * @return its name
     */
    public String name(int index) {
        return names[index];
    }

    /**
     * Whether parameter {@code index} has a middlegame and an endgame value.
     *
     * @param index 0 to size() - 1
     * @return whether it is tapered
     */
    public boolean tapered(int index) {
        return tapered[index];
    }

    /**
     * The smallest value parameter {@code index} may take.
     *
     * @param index 0 to size() - 1
     * @return its smallest value
     */
    public int min(int index) {
        return min[index];
    }

    /**
     * The largest value parameter {@code index} may take.
     *
     * @param index 0 to size() - 1
     * @return its largest value
     */
    public int max(int index) {
        return max[index];
    }

    /**
     * The change a tuner tries at a time in parameter {@code index}.
     *
     * @param index 0 to size() - 1
     * @return its step, 1 or more
     */
    public int step(int index) {
        return step[index];
    }

    /**
     * The orderings: each a chain of parameter indices whose values rise along it.
     *
     * @return copies of the chains, in the order they were declared
     */
    public List<int[]> orderings() {
        List<int[]> copies = new ArrayList<>(orderings.size());
        for (int[] chain : orderings) {
            copies.add(chain.clone());
        }
        return copies;
    }

    /**
     * The index of the parameter called {@code name}.
     *
     * @param name a parameter's name
     * @return its index
     * @throws IllegalArgumentException if the schema has none of that name
     */
    public int index(String name) {
        Integer index = indexByName.get(name);
        if (index == null) {
            throw new IllegalArgumentException("no parameter \"" + name + "\"");
        }
        return index;
    }

    /**
     * Reads a parameter file from a class-path resource of {@code owner}'s module.
     *
     * @param owner a class of the module holding the resource, which is read relative to it
     * @param resource the resource name
     * @return the values
     * @throws IllegalStateException if the resource is missing or malformed (the message says where)
     */
    public ParameterSet load(Class<?> owner, String resource) {
        List<String> lines = resourceLines(owner, resource);
        try {
            return parse(lines, resource);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /**
     * The lines of a class-path resource of {@code owner}'s module (UTF-8).
     *
     * @param owner a class of the module holding the resource, which is read relative to it
     * @param resource the resource name
     * @return its lines
     * @throws IllegalStateException if there is no such resource
     */
    public static List<String> resourceLines(Class<?> owner, String resource) {
        InputStream in = owner.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("parameter file " + resource + " not found beside "
                    + owner.getName() + " on the class path");
        }
        List<String> lines = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines.add(line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read parameter file " + resource, e);
        }
        return lines;
    }

    /**
     * Parses the lines of a parameter file; {@code source} names it in error messages. The
     * lines are kept as the layout in which {@link ParameterSet#format()} writes the set.
     *
     * @param lines the file's lines
     * @param source the file's name for messages
     * @return the values, which keep the lines as their layout
     * @throws IllegalArgumentException naming the source and line of the first error, or the
     *     parameters that are missing
     */
    public ParameterSet parse(List<String> lines, String source) {
        int size = size();
        int[] mg = new int[size];
        int[] eg = new int[size];
        int[] lineOf = new int[size];
        for (int n = 0; n < lines.size(); n++) {
            String[] fields = fields(lines.get(n));
            if (fields.length == 0) {
                continue;
            }
            String where = source + ":" + (n + 1) + ": ";
            Integer index = indexByName.get(fields[0]);
            if (index == null) {
                throw new IllegalArgumentException(where + "unknown parameter \"" + fields[0] + "\"");
            }
            if (lineOf[index] != 0) {
                throw new IllegalArgumentException(where + "parameter \"" + fields[0] + "\" given again (first on line "
                        + lineOf[index] + ")");
            }
            int expected = tapered[index] ? 2 : 1;
            if (fields.length - 1 != expected) {
                throw new IllegalArgumentException(where + "parameter \"" + fields[0] + "\" needs "
                        + (tapered[index] ? "2 values (middlegame endgame)" : "1 value") + ", got " + (fields.length - 1));
            }
            mg[index] = value(fields[1], index, where);
            eg[index] = tapered[index] ? value(fields[2], index, where) : 0;
            lineOf[index] = n + 1;
        }
        List<String> missing = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            if (lineOf[i] == 0) {
                missing.add(names[i]);
            }
        }
        if (!missing.isEmpty()) {
            int shown = Math.min(missing.size(), 10);
            throw new IllegalArgumentException(source + ": " + missing.size() + " parameter(s) missing: "
                    + String.join(", ", missing.subList(0, shown)) + (shown < missing.size() ? ", ..." : ""));
        }
        return new ParameterSet(this, mg, eg, List.copyOf(lines));
    }

    /** The blank-separated fields of a line without its comment. */
    static String[] fields(String line) {
        int comment = line.indexOf('#');
        String text = (comment < 0 ? line : line.substring(0, comment)).strip();
        return text.isEmpty() ? new String[0] : text.split("\\s+");
    }

    private int value(String text, int index, String where) {
        int value;
        try {
            value = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + "parameter \"" + names[index] + "\": \"" + text
                    + "\" is not a whole number", e);
        }
        checkRange(index, value, where);
        return value;
    }

    /** Throws unless {@code value} lies in the range of parameter {@code index}. */
    void checkRange(int index, int value, String where) {
        if (value < min[index] || value > max[index]) {
            throw new IllegalArgumentException(where + "parameter \"" + names[index] + "\" must be " + min[index]
                    + " to " + max[index] + ", got " + value);
        }
    }

    @Override
    public String toString() {
        return "ParameterSchema" + Arrays.toString(names);
    }

    /** Adds parameters in order; names must be unique and free of blanks and {@code #}. */
    public static final class Builder {
        private final List<String> names = new ArrayList<>();
        private final List<Boolean> tapered = new ArrayList<>();
        private final List<Integer> min = new ArrayList<>();
        private final List<Integer> max = new ArrayList<>();
        private final List<Integer> step = new ArrayList<>();
        private final List<int[]> orderings = new ArrayList<>();

        private Builder() {
        }

        /**
         * Declares that the values of the named parameters, added before, rise in the order given
         * (middlegame and endgame values each; the tuner keeps them at least 1 apart).
         *
         * @param chain two or more names of parameters of one shape
         * @return this builder
         * @throws IllegalArgumentException if a name is unknown or repeated, the shapes differ,
         *     or fewer than two are given
         */
        public Builder ordered(String... chain) {
            if (chain == null || chain.length < 2) {
                throw new IllegalArgumentException("an ordering needs two or more parameters");
            }
            int[] indices = new int[chain.length];
            for (int i = 0; i < chain.length; i++) {
                indices[i] = names.indexOf(chain[i]);
                if (indices[i] < 0) {
                    throw new IllegalArgumentException("ordering: no parameter \"" + chain[i] + "\" declared yet");
                }
                for (int j = 0; j < i; j++) {
                    if (indices[j] == indices[i]) {
                        throw new IllegalArgumentException("ordering: \"" + chain[i] + "\" named twice");
                    }
                }
                if (!tapered.get(indices[i]).equals(tapered.get(indices[0]))) {
                    throw new IllegalArgumentException("ordering: \"" + chain[i] + "\" and \"" + chain[0]
                            + "\" differ in shape (tapered and scalar)");
                }
            }
            orderings.add(indices);
            return this;
        }

        /**
         * Adds a parameter with a middlegame and an endgame value, each within [min, max].
         *
         * @param name one word, unique
         * @param min the smallest value
         * @param max the largest value
         * @return this builder
         */
        public Builder tapered(String name, int min, int max) {
            return add(name, true, min, max, 1);
        }

        /**
         * Adds a parameter with one value within [min, max].
         *
         * @param name one word, unique
         * @param min the smallest value
         * @param max the largest value
         * @return this builder
         */
        public Builder scalar(String name, int min, int max) {
            return add(name, false, min, max, 1);
        }

        /**
         * Adds a parameter with one value within [min, max], which a tuner changes by {@code step}
         * at a time.
         *
         * @param name one word, unique
         * @param min the smallest value
         * @param max the largest value
         * @param step the change a tuner tries at a time, 1 or more
         * @return this builder
         */
        public Builder scalar(String name, int min, int max, int step) {
            return add(name, false, min, max, step);
        }

        private Builder add(String name, boolean isTapered, int low, int high, int change) {
            if (name == null || name.isEmpty() || fields(name).length != 1 || !fields(name)[0].equals(name)) {
                throw new IllegalArgumentException("a parameter name must be one word without '#', got \"" + name + "\"");
            }
            if (names.contains(name)) {
                throw new IllegalArgumentException("parameter \"" + name + "\" declared twice");
            }
            if (low > high) {
                throw new IllegalArgumentException("empty range " + low + " to " + high + " for \"" + name + "\"");
            }
            if (change < 1) {
                throw new IllegalArgumentException("step " + change + " for \"" + name + "\": it must be 1 or more");
            }
            names.add(name);
            tapered.add(isTapered);
            min.add(low);
            max.add(high);
            step.add(change);
            return this;
        }

        /**
         * The schema of the parameters added so far.
         *
         * @return the schema
         */
        public ParameterSchema build() {
            return new ParameterSchema(this);
        }
    }
}
