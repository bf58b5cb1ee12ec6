package dev.mallard.cecp;

import dev.mallard.core.nnue.Network;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.protocol.EngineSettings;
import dev.mallard.protocol.NetworkFile;
import dev.mallard.protocol.NetworkSwitch;
import dev.mallard.protocol.ProtocolOutput;
import dev.mallard.protocol.TunableParameters;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * CECP's engine options, set by {@code option NAME=VALUE}: {@code MultiPV} (the lines an analysis
 * shows), {@code EvalFile} (a network file, {@link NetworkFile}), {@code Use NNUE} (networks or
 * the hand evaluations, {@link NetworkSwitch}) and, in a tuning run's engine only
 * ({@code mallard xboard --tunable}), every search parameter ({@link TunableParameters}).
 * A bad name or value is refused before anything changes.
 */
final class EngineOptions {
    private final ProtocolOutput out;
    private final List<SearchableVariant> variants;
    private final Thinking thinking;
    private final Analysis analysis;
    /** Whether the search parameters are options. */
    private final boolean tunable;
    /** {@code Use NNUE}'s default: whether the engine started with networks on. */
    private final boolean networksByDefault;
    /** The search options of the engine's searches: the command line's, with the parameters set since. */
    private SearchOptions searchOptions;

    /** The options of an engine that started with {@code settings}. */
    EngineOptions(ProtocolOutput out, List<SearchableVariant> variants, Thinking thinking, Analysis analysis,
            EngineSettings settings) {
        this.out = out;
        this.variants = variants;
        this.thinking = thinking;
        this.analysis = analysis;
        this.searchOptions = settings.searchOptions();
        this.tunable = settings.tunable();
        this.networksByDefault = settings.useNetworks();
    }

    /** {@return whether {@code Use NNUE} is on by default (off in an engine started with {@code --no-nnue})} */
    boolean networksByDefault() {
        return networksByDefault;
    }

    /**
     * The search parameters offered as options, at the values the engine's variant searches with
     * now: none unless the engine is tunable.
     */
    List<TunableParameters.Spin> offeredParameters() {
        return tunable ? TunableParameters.spins(thinking.engine().variant().searchRules().searchParameters()
                .with(searchOptions.parameters())) : List.of();
    }

    /** {@code option NAME=VALUE}, from the text after {@code option}. */
    void set(String text) throws CommandException {
        int equals = text.indexOf('=');
        String name = equals < 0 ? "" : text.substring(0, equals).strip();
        String value = equals < 0 ? "" : text.substring(equals + 1).strip();
        switch (name) {
            case Features.MULTI_PV -> analysis.setLines(value);
            case Features.EVAL_FILE -> setEvalFile(value);
            case Features.USE_NNUE -> setUseNetworks(value);
            default -> {
                if (!tunable || !TunableParameters.isParameter(name)) {
                    throw new CommandException("unknown option");
                }
                setSearchParameter(name, value);
            }
        }
    }

    /**
     * A search parameter, for the searches from the next on. Refused while the engine thinks on
     * its move, as {@link #setEvalFile} is; a ponder search ends and an analysis starts again with
     * the new value.
     */
    private void setSearchParameter(String name, String value) throws CommandException {
        refuseWhileThinking();
        SearchOptions changed;
        try {
            changed = TunableParameters.set(searchOptions, name, value);
        } catch (IllegalArgumentException e) {
            throw new CommandException(e.getMessage());
        }
        thinking.abort();
        thinking.engine().setOptions(changed);
        searchOptions = changed;
        analysis.restart();
    }

    /**
     * The network is read whole before the engine changes, so a file that holds none leaves the
     * evaluation as it was. Refused while the engine thinks on its move (the move would be lost);
     * a ponder search ends and an analysis starts again with the new evaluation.
     */
    private void setEvalFile(String value) throws CommandException {
        refuseWhileThinking();
        Optional<Network> network;
        try {
            network = NetworkFile.load(value);
        } catch (IllegalArgumentException e) {
            throw new CommandException(e.getMessage());
        }
        changeEvaluation(() -> NetworkFile.apply(thinking.engine(), value, network, networkPlayers()));
    }

    /**
     * {@code Use NNUE}, a check option: {@code 1} plays the networks, {@code 0} the hand
     * evaluations. Refused while the engine thinks on its move, as {@link #setEvalFile} is.
     */
    private void setUseNetworks(String value) throws CommandException {
        refuseWhileThinking();
        boolean use = switch (value) {
            case "1" -> true;
            case "0" -> false;
            default -> throw new CommandException(NetworkSwitch.OPTION + " needs 0 or 1");
        };
        changeEvaluation(() -> NetworkSwitch.apply(thinking.engine(), use, networkPlayers()));
    }

    /** A change of the engine's searches is refused while it thinks on its move: the move would be lost. */
    private void refuseWhileThinking() throws CommandException {
        if (thinking.onMove()) {
            throw new CommandException("not while thinking");
        }
    }

    /**
     * Changes the evaluation ({@code change} says how): a ponder search ends first, and an
     * analysis starts again with the new evaluation.
     */
    private void changeEvaluation(Supplier<String> change) {
        thinking.abort();
        out.line("# " + change.get());
        analysis.restart();
    }

    /** The CECP names of the variants offered that play networks. */
    private List<String> networkPlayers() {
        return variants.stream().filter(SearchableVariant::playsNetworks).map(SearchableVariant::name).toList();
    }
}
