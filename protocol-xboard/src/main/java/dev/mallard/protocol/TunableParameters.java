package dev.mallard.protocol;

import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.tune.ParameterSchema;
import java.util.ArrayList;
import java.util.List;

/**
 * The search parameters as engine options, offered by a tuning run's engines only
 * ({@code mallard xboard --tunable}, {@code mallard uci --tunable}): each parameter of {@link SearchParameters#schema()} is a
 * whole-number option of its own name and range. A tuner can then set θ+ and θ− on engines it
 * keeps running from game pair to game pair, instead of starting new ones with
 * {@code --search-param} for every pair (a JVM's start and warm-up cost more than a short game).
 * A value changes the search options of the one session it is sent to: the session holds them,
 * nothing is shared.
 */
public final class TunableParameters {
    private TunableParameters() {
    }

    /**
     * One parameter as an option: its name, its value now and its range.
     *
     * @param name the parameter's name
     * @param value its value now
     * @param min the smallest value
     * @param max the largest value
     */
    public record Spin(String name, int value, int min, int max) {
    }

    /**
     * {@return every search parameter as an option, at its value in {@code values}}
     *
     * @param values the values the options start from (the default variant's, with the engine's changes)
     */
    public static List<Spin> spins(SearchParameters values) {
        ParameterSchema schema = SearchParameters.schema();
        List<Spin> spins = new ArrayList<>(schema.size());
        for (int i = 0; i < schema.size(); i++) {
            spins.add(new Spin(schema.name(i), values.values().mg(i), schema.min(i), schema.max(i)));
        }
        return spins;
    }

    /**
     * {@return whether {@code name} is a search parameter's name}
     *
     * @param name an option's name
     */
    public static boolean isParameter(String name) {
        ParameterSchema schema = SearchParameters.schema();
        for (int i = 0; i < schema.size(); i++) {
            if (schema.name(i).equals(name)) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@return {@code options} with search parameter {@code name} set to {@code value}}
     *
     * @param options the search options now
     * @param name a search parameter's name
     * @param value the option's value as sent: a whole number within the parameter's range
     * @throws IllegalArgumentException naming the parameter, if there is none of that name or the
     *     value is not a whole number in its range
     */
    public static SearchOptions set(SearchOptions options, String name, String value) {
        int parsed;
        try {
            parsed = Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("search parameter \"" + name + "\" needs a whole number, got \""
                    + ProtocolOutput.echo(value, 40) + "\"");
        }
        return options.withParameter(name, parsed);
    }
}
