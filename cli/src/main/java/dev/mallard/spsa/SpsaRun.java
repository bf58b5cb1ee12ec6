package dev.mallard.spsa;

import java.util.List;

/**
 * What a tuning run is, as far as going on with it is concerned: a saved run goes on only under
 * the same variant, parameters, seed, move limit, schedule and lag (anything else would be
 * another run's trajectory).
 *
 * @param variant the variant's name
 * @param parameters the tuned parameters' names, in the order of θ
 * @param seed the run's seed
 * @param limit the move limit, as text
 * @param schedule the gains
 * @param lag how many of the latest updates a pair may be played without ({@link Spsa})
 */
public record SpsaRun(String variant, List<String> parameters, long seed, String limit, SpsaSchedule schedule,
        int lag) {
    /**
     * Checks and copies.
     *
     * @param variant the variant's name
     * @param parameters the tuned parameters' names, in the order of θ
     * @param seed the run's seed
     * @param limit the move limit, as text
     * @param schedule the gains
     * @param lag how many of the latest updates a pair may be played without
     */
    public SpsaRun {
        if (variant == null || parameters.isEmpty() || limit == null || schedule == null || lag < 0) {
            throw new IllegalArgumentException("incomplete SPSA run");
        }
        parameters = List.copyOf(parameters);
    }
}
