package dev.mallard.spsa;

import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.tune.ParameterSchema;

/**
 * One search parameter being tuned: its name, its range and its step (the unit SPSA's gains are
 * measured in), as {@link SearchParameters#schema()} declares them.
 *
 * @param name the parameter's name
 * @param min the smallest value the search takes
 * @param max the largest value
 * @param step the parameter's step
 */
public record TunedParameter(String name, int min, int max, int step) {
    /**
     * Checks the values.
     *
     * @param name the parameter's name
     * @param min the smallest value the search takes
     * @param max the largest value
     * @param step the parameter's step
     */
    public TunedParameter {
        if (name == null || min > max || step < 1) {
            throw new IllegalArgumentException("bad parameter " + name + " " + min + ".." + max + " step " + step);
        }
    }

    /**
     * {@return the search parameter of this name}
     *
     * @param name a search parameter's name
     * @throws IllegalArgumentException if there is none
     */
    public static TunedParameter named(String name) {
        ParameterSchema schema = SearchParameters.schema();
        int index = schema.index(name);
        return new TunedParameter(name, schema.min(index), schema.max(index), schema.step(index));
    }

    /**
     * {@return {@code value} within the range}
     *
     * @param value a real value
     */
    public double clamp(double value) {
        return Math.max(min, Math.min(max, value));
    }

    /**
     * {@return {@code value} as the engines take it: clamped and rounded to the nearest whole number}
     * Rounding to a whole number rather than to the step keeps the difference between θ+ and θ−
     * when the perturbation has shrunk below a step.
     *
     * @param value a real value
     */
    public int engineValue(double value) {
        return (int) Math.round(clamp(value));
    }
}
