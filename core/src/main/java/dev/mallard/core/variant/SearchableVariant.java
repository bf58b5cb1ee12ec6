package dev.mallard.core.variant;

import dev.mallard.core.nnue.Network;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.MinimaxOracle;
import dev.mallard.core.search.Oracle;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.tune.TunableEvaluation;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A variant the shared search can play: besides its rules, the search hooks, a static
 * evaluation and the bench positions. A variant whose search is not built yet implements only
 * {@link Variant}, so that perft, FEN and notation work for it while the search commands refuse
 * it by type rather than failing at run time.
 */
public interface SearchableVariant extends Variant {
    /** {@return the variant's hooks for the shared search (node moves, draws, backup rule)} */
    SearchRules searchRules();

    /**
     * {@return a new instance of the variant's static evaluation} For a variant that
     * {@link #playsNetworks() plays networks} this is the network it ships, if it ships one.
     */
    Evaluator newEvaluator();

    /**
     * {@return a new instance of the variant's hand evaluation: the one it plays when an engine is
     * told to play no network} ({@code Use NNUE} off, as Stockfish's classical evaluation; see
     * {@code Engine.setUseNetworks}). Every network is measured against it. The default:
     * {@link #newEvaluator()}, for a variant whose own evaluation is no network; a variant whose
     * {@code newEvaluator()} plays a network it ships overrides this with the evaluation it plays
     * without one.
     */
    default Evaluator newHandEvaluator() {
        return newEvaluator();
    }

    /**
     * {@return the positions of the {@code bench} command: varied, fixed, so node counts track
     * search changes}
     */
    List<String> benchFens();

    /**
     * The depth {@code bench} searches {@link #benchFens} to when not told: deep enough that the
     * pruning shows, shallow enough that the whole set takes well under a minute (a variant's
     * branching factor decides how deep that is).
     *
     * @return a depth of at least 1
     */
    int benchDepth();

    /**
     * The brute-force reference for this variant's backup rule on {@code evaluator}; plain
     * minimax over the search's own moves unless the variant's turns differ from them.
     *
     * @param evaluator  the evaluation of the search it checks
     * @param quiescence whether lines end in a capture search, as the search's do with
     *                   {@link dev.mallard.core.search.Technique#QUIESCENCE} on; without, a
     *                   horizon node is scored by the evaluation alone
     * @return a new oracle
     */
    default Oracle newOracle(Evaluator evaluator, boolean quiescence) {
        return new MinimaxOracle(searchRules(), evaluator, quiescence);
    }

    /**
     * {@return plain alpha-beta over the variant's turns played literally (with their extras: a
     * Refusal turn's veto), if its search works on something narrower} The {@code refusal-bench}
     * command measures what the search saves over it. The default: none, for a variant whose
     * search already plays its turns one by one.
     *
     * @param evaluator the evaluation of the search it is compared with
     */
    default Optional<Oracle> newExplicitTurnSearch(Evaluator evaluator) {
        return Optional.empty();
    }

    /**
     * {@return the evaluation's parameters and features for the tuner ({@code mallard tune}), if
     * the evaluation has them} The default: none.
     */
    default Optional<TunableEvaluation> tunableEvaluation() {
        return Optional.empty();
    }

    /**
     * {@return whether the variant's evaluation can be a network ({@code mallard tune
     * --network}, {@link dev.mallard.core.nnue.Network})} It can when the network's inputs (the
     * pieces on their squares) describe what the variant's evaluation may see (the Duck's square
     * and Refusal's pending veto are the search's business, not the evaluation's) and the variant
     * plays a shipped network when it has one. The default: no (a variant that would not load
     * the network).
     */
    default boolean playsNetworks() {
        return false;
    }

    /**
     * {@return a new evaluation by {@code network} in place of the variant's own, for one search
     * thread} Only a variant that {@link #playsNetworks() plays networks} has one.
     *
     * @param network the network
     * @throws IllegalArgumentException if {@code network} is null
     * @throws UnsupportedOperationException if the variant plays no networks (the default)
     */
    default Evaluator newEvaluator(Network network) {
        throw new UnsupportedOperationException("variant " + name() + " plays no network evaluation");
    }

    /**
     * {@return where each search thread gets its evaluation: a new one by {@code network} when
     * one is given and the variant {@link #playsNetworks() plays networks}, else a new one of
     * the variant's own} A network given to a variant that plays none is not used: an engine
     * that was handed a network for FIDE plays its other variants as they ship.
     *
     * @param network the network, or null for none
     */
    default Supplier<Evaluator> evaluators(Network network) {
        return network != null && playsNetworks() ? () -> newEvaluator(network) : this::newEvaluator;
    }
}
