package dev.mallard.protocol;

import dev.mallard.core.engine.Engine;
import java.util.List;

/**
 * The {@value #OPTION} option (UCI and CECP, Stockfish's and Fairy-Stockfish's name) and the
 * command line's {@value #FLAG}: whether the variants that play networks play them (the network
 * of {@code EvalFile}, else the one they ship) or their hand evaluations, which every network is
 * measured against ({@link Engine#setUseNetworks}). Off wins over {@code EvalFile}: the file stays
 * loaded and plays again when networks are switched back on.
 */
public final class NetworkSwitch {
    /** The option's name in both protocols. */
    public static final String OPTION = "Use NNUE";
    /** The command-line switch that starts an engine, or runs a search command, with networks off. */
    public static final String FLAG = "--no-nnue";

    private NetworkSwitch() {
    }

    /**
     * Switches {@code engine}'s networks on or off and returns the line that says what plays now.
     *
     * @param engine the engine
     * @param use whether the variants that play networks play them
     * @param players the names, in the protocol's own words, of the variants that play networks
     * @return what the engine now plays, for the protocol's informative output
     */
    public static String apply(Engine engine, boolean use, List<String> players) {
        engine.setUseNetworks(use);
        if (players.isEmpty()) {
            return OPTION + " " + (use ? "on" : "off") + ": no variant offered plays networks";
        }
        return OPTION + " " + (use ? "on: " : "off: ") + String.join(", ", players)
                + (use ? " play their networks" : " play their hand evaluations");
    }
}
