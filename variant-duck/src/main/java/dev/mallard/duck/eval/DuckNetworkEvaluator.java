package dev.mallard.duck.eval;

import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkEvaluator;
import dev.mallard.core.nnue.NetworkFormat;
import dev.mallard.fide.eval.FideNetworkEvaluator;
import java.util.Optional;

/**
 * Duck Chess evaluated by a trained {@link Network} ({@code mallard tune --network --variant
 * duck}) around {@link DuckEvaluator}: the resource {@value #RESOURCE} beside this class when the
 * module ships one, else FIDE's network ({@link #shipped()}). Like {@link DuckEvaluator} it sees
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
     * {@return the network the module ships ({@value #RESOURCE}), else the FIDE module's, or
     * empty when neither ships one} FIDE's network beat {@link DuckEvaluator} in Duck games
     * (+172.2 Elo [+118.9, +234.2] at 10,000 nodes a move, 157 games, SPRT H1; docs/tuning.md):
     * it sees what a Duck evaluation may see, the pieces on their squares, and learnt from 94M
     * FIDE positions what the linear weights fitted to Duck's own games do not know. Read once;
     * the network is immutable and shared.
     *
     * @throws IllegalStateException if a resource is there but not a network
     */
    public static Optional<Network> shipped() {
        return Shipped.NETWORK;
    }

    /** Loads the shipped network when first asked for. */
    private static final class Shipped {
        static final Optional<Network> NETWORK = NetworkFormat.resource(DuckNetworkEvaluator.class, RESOURCE)
                .or(FideNetworkEvaluator::shipped);
    }
}
