package dev.mallard.spsa;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Search parameters and their values as the engines take them: {@code NAME=VALUE} each, as engine
 * options ({@code option NAME=VALUE}) or joined by commas as the value of {@code --search-param}.
 */
public final class SearchParamLine {
    private SearchParamLine() {
    }

    /**
     * {@return {@code NAME=VALUE} for each parameter and its value, in order}
     *
     * @param parameters the parameters
     * @param values their values, in the same order
     * @throws IllegalArgumentException if there are not as many values as parameters
     */
    public static List<String> options(List<TunedParameter> parameters, int[] values) {
        if (values.length != parameters.size()) {
            throw new IllegalArgumentException(values.length + " values for " + parameters.size() + " parameters");
        }
        List<String> options = new ArrayList<>(values.length);
        for (int i = 0; i < values.length; i++) {
            options.add(parameters.get(i).name() + "=" + values[i]);
        }
        return options;
    }

    /**
     * {@return {@code NAME=VALUE,...} for the parameters and their values: {@code --search-param}'s value}
     *
     * @param parameters the parameters
     * @param values their values, in the same order
     * @throws IllegalArgumentException if there are not as many values as parameters
     */
    public static String assignments(List<TunedParameter> parameters, int[] values) {
        return String.join(",", options(parameters, values));
    }

    /**
     * {@return {@code NAME=VALUE,...} for the values by name, in the map's order}
     *
     * @param values values by parameter name
     */
    public static String assignments(Map<String, Integer> values) {
        List<String> options = new ArrayList<>(values.size());
        values.forEach((name, value) -> options.add(name + "=" + value));
        return String.join(",", options);
    }

    /**
     * {@return the values of a {@code NAME=VALUE,...} line by name, in its order} Blank entries
     * (a trailing comma) are skipped; the names are not checked against the schema here (the
     * set that takes them does that).
     *
     * @param line the line
     * @throws IllegalArgumentException if an entry is not {@code NAME=VALUE} with a whole number,
     *     or a name comes twice
     */
    public static Map<String, Integer> parse(String line) {
        Map<String, Integer> values = new LinkedHashMap<>();
        for (String assignment : line.split(",")) {
            if (assignment.isBlank()) {
                continue;
            }
            String[] parts = assignment.trim().split("=", 2);
            if (parts.length != 2 || parts[0].isBlank()) {
                throw new IllegalArgumentException(assignment.trim() + ": expected NAME=VALUE");
            }
            int value;
            try {
                value = Integer.parseInt(parts[1].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(assignment.trim() + ": not a whole number", e);
            }
            if (values.put(parts[0].trim(), value) != null) {
                throw new IllegalArgumentException(parts[0].trim() + " given twice");
            }
        }
        return values;
    }
}
