package dev.mallard.duck.eval;

import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkEvaluator;
import dev.mallard.core.nnue.NetworkFormat;
import java.util.Optional;

/**
 * Duck Chess evaluated by a trained {@link Network} ({@code mallard tune --network --variant
 * duck}) around {@link DuckEvaluator}: the resource {@value #RESOURCE} beside this class
 * ({@link #shipped()}), FIDE's network fine-tuned on Duck's own games. Like {@link DuckEvaluator} it sees
 * the pieces and not the Duck: a search node does not know where the Duck stands (the score
 * bundle accounts for it), and the explicit-turn oracle must see the same leaf values. A network
 * that stands alone is the evaluation (a Duck game has no drawn material to teach it), except for
 * a bare king's positions, which {@link DuckEvaluator} keeps (FIDE's network would not promote in
 * K+P against K); a correction ({@code --correct}) is added to {@link DuckEvaluator}'s score with
 * the shipped weights, the base it was trained on ({@link NetworkEvaluator}). One instance per
 * search thread.
 */
public final class DuckNetworkEvaluator extends NetworkEvaluator {
    /** The resource name of the shipped network, beside this class. */
    public static final String RESOURCE = "duck.nnue";

    /**
     * An evaluator on {@code network}.
     *
     * @param network the trained network
     * @throws IllegalArgumentException if {@code network} is null
     */
    public DuckNetworkEvaluator(Network network) {
        super(network, new DuckEvaluator());
    }

    /**
     * {@return the network the module ships ({@value #RESOURCE}), or empty when it ships none}
     * The module ships FIDE's network fine-tuned on Duck's own games
     * (session 32: +228.4 Elo [+160.6, +316.2] over FIDE's network at 10,000 nodes a move, 111
     * games, SPRT H1; docs/tuning.md has the recipe); FIDE's network alone had beaten
     * {@link DuckEvaluator} (+172.2 at 10,000 nodes, +117.5 at 10 s + 0.1 s). It sees what a Duck
     * evaluation may see, the pieces on their squares. Read once; the network is immutable and
     * shared.
     *
     * @throws IllegalStateException if a resource is there but not a network
     */
    public static Optional<Network> shipped() {
        return Shipped.NETWORK;
    }

    /** Loads the shipped network when first asked for. */
    private static final class Shipped {
        static final Optional<Network> NETWORK = NetworkFormat.resource(DuckNetworkEvaluator.class, RESOURCE);
    }
}
