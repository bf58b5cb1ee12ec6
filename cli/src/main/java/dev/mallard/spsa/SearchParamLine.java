package dev.mallard.spsa;

import java.util.List;
import java.util.StringJoiner;

/** The value of the engines' {@code --search-param} option: {@code NAME=VALUE,...}. */
public final class SearchParamLine {
    private SearchParamLine() {
    }

    /**
     * {@return {@code NAME=VALUE,...} for the parameters and their values}
     *
     * @param parameters the parameters
     * @param values their values, in the same order
     */
    public static String assignments(List<TunedParameter> parameters, int[] values) {
        if (values.length != parameters.size()) {
            throw new IllegalArgumentException(values.length + " values for " + parameters.size() + " parameters");
        }
        StringJoiner line = new StringJoiner(",");
        for (int i = 0; i < values.length; i++) {
            line.add(parameters.get(i).name() + "=" + values[i]);
        }
        return line.toString();
    }
}
