package dev.mallard.protocol;

import dev.mallard.core.search.SearchOptions;

/**
 * How a protocol engine ({@code XboardEngine}, {@code UciEngine}) starts: what the command line
 * sets before the GUI says anything. Both engines take the same settings, so a new start-up
 * setting is one more component here instead of one more constructor in each engine. Start
 * from {@link #defaults()} and name only what differs, as the command line does:
 *
 * <pre>{@code
 * EngineSettings settings = EngineSettings.defaults().withUseNetworks(false).withWarmupMs(Warmup.DEFAULT_MS);
 * new UciEngine(System.in, System.out, settings).run();
 * }</pre>
 *
 * @param searchOptions the search techniques and parameters the engine's searches start with
 *                      ({@code --off}, {@code --search-param})
 * @param tunable whether the search parameters are engine options ({@code --tunable}: a tuning
 *                run's engine, {@link TunableParameters})
 * @param useNetworks whether the variants that play networks play them from the start, the
 *                    default of the {@code Use NNUE} option (false: {@code --no-nnue},
 *                    the hand evaluations; {@link NetworkSwitch})
 * @param log where the dialogue is transcribed ({@code --log}; {@link DialogueLog#none()} for nowhere)
 * @param warmupMs the longest warm-up of the search during the handshake in milliseconds, 0 for
 *                 none ({@link Warmup})
 */
public record EngineSettings(SearchOptions searchOptions, boolean tunable, boolean useNetworks, DialogueLog log,
        long warmupMs) {

    /**
     * Checks the settings.
     *
     * @param searchOptions the search techniques and parameters the engine's searches start with
     * @param tunable whether the search parameters are engine options
     * @param useNetworks whether the variants that play networks play them from the start
     * @param log where the dialogue is transcribed
     * @param warmupMs the longest warm-up in milliseconds, 0 for none
     * @throws IllegalArgumentException if {@code searchOptions} or {@code log} is null or
     *         {@code warmupMs} is negative
     */
    public EngineSettings {
        if (searchOptions == null) {
            throw new IllegalArgumentException("searchOptions must not be null");
        }
        if (log == null) {
            throw new IllegalArgumentException("log must not be null (DialogueLog.none() for no transcript)");
        }
        if (warmupMs < 0) {
            throw new IllegalArgumentException("warmupMs must not be negative, got " + warmupMs);
        }
    }

    /**
     * The settings of an engine embedded in a program or a test: every search technique on at
     * the variants' own parameters, the search parameters not offered as options, networks on, no
     * transcript and no warm-up (the {@code mallard} command warms up for {@link Warmup#DEFAULT_MS}).
     *
     * @return the default settings
     */
    public static EngineSettings defaults() {
        return new EngineSettings(SearchOptions.defaults(), false, true, DialogueLog.none(), 0);
    }

    /**
     * {@return a copy whose searches start with {@code searchOptions}}
     *
     * @param searchOptions the search techniques and parameters
     * @throws IllegalArgumentException if {@code searchOptions} is null
     */
    public EngineSettings withSearchOptions(SearchOptions searchOptions) {
        return new EngineSettings(searchOptions, tunable, useNetworks, log, warmupMs);
    }

    /**
     * {@return a copy that offers the search parameters as engine options, or does not}
     *
     * @param tunable whether the search parameters are engine options
     */
    public EngineSettings withTunable(boolean tunable) {
        return new EngineSettings(searchOptions, tunable, useNetworks, log, warmupMs);
    }

    /**
     * {@return a copy that starts with the variants' networks on or off}
     *
     * @param useNetworks whether the variants that play networks play them from the start
     */
    public EngineSettings withUseNetworks(boolean useNetworks) {
        return new EngineSettings(searchOptions, tunable, useNetworks, log, warmupMs);
    }

    /**
     * {@return a copy that transcribes the dialogue to {@code log}}
     *
     * @param log where the dialogue is transcribed ({@link DialogueLog#none()} for nowhere)
     * @throws IllegalArgumentException if {@code log} is null
     */
    public EngineSettings withLog(DialogueLog log) {
        return new EngineSettings(searchOptions, tunable, useNetworks, log, warmupMs);
    }

    /**
     * {@return a copy that warms the search up for at most {@code warmupMs} during the handshake}
     *
     * @param warmupMs the longest warm-up in milliseconds, 0 for none
     * @throws IllegalArgumentException if {@code warmupMs} is negative
     */
    public EngineSettings withWarmupMs(long warmupMs) {
        return new EngineSettings(searchOptions, tunable, useNetworks, log, warmupMs);
    }
}
