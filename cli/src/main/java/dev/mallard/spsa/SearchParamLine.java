package dev.mallard.spsa;

import java.util.ArrayList;
import java.util.List;

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
}
