package dev.mallard.fide.eval;

import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkEvaluator;
import dev.mallard.core.nnue.NetworkFormat;
import java.util.Optional;

/**
 * FIDE's evaluation by a trained {@link Network} ({@code mallard tune --network}), played when
 * the module ships one: the resource {@value #RESOURCE} beside this class. A network that is a
 * correction is added to {@link FideEvaluator}'s score; one that stands alone gets
 * {@link FideEvaluator}'s drawn-material knowledge on top (a network trained on few endgames
 * does not learn that KNK or the wrong bishop cannot be won) and leaves the positions of a bare
 * king to {@link FideEvaluator}, which knows how to mate it. Scores are remembered by
 * position key as in {@link FideEvaluator}. One instance per search thread.
 */
public final class FideNetworkEvaluator extends NetworkEvaluator {
    /** The resource name of the shipped network, beside this class. */
    public static final String RESOURCE = "fide.nnue";
    private final FideEvaluator knowledge;

    /**
     * An evaluator on {@code network}, with the shipped FIDE weights' knowledge.
     *
     * @param network the trained network
     */
    public FideNetworkEvaluator(Network network) {
        this(network, new FideEvaluator());
    }

    /**
     * An evaluator on {@code network} with {@code knowledge}'s drawn material, bare kings and
     * lazy estimates (and, for a correction, its base score): a variant played on FIDE's board
     * with weights of its own (Refusal Chess) gives its own hand evaluation here.
     *
     * @param network the trained network
     * @param knowledge the hand evaluation around the network (not shared with another evaluator)
     * @throws IllegalArgumentException if either is null
     */
    public FideNetworkEvaluator(Network network, FideEvaluator knowledge) {
        super(network, knowledge);
        this.knowledge = knowledge;
    }

    /**
     * {@return the network the module ships ({@value #RESOURCE}), or empty when it ships none}
     * Read once; the network is immutable and shared.
     *
     * @throws IllegalStateException if the resource is there but not a network
     */
    public static Optional<Network> shipped() {
        return Shipped.NETWORK;
    }

    /** {@inheritDoc} With {@link FideEvaluator}'s drawn-material knowledge on top (KNK, the wrong bishop). */
    @Override
    protected int standAlone(Position position, int networkScore) {
        return knowledge.scaleDrawish(position, networkScore);
    }

    /**
     * {@inheritDoc} The estimate is {@link FideEvaluator}'s (material, piece-square tables and
     * tempo, on the scale the networks learn: Stockfish's and the hand evaluation's centipawns
     * agree within a few per cent), returned far outside the window; otherwise the network.
     */
    @Override
    public int evaluate(Position position, int alpha, int beta) {
        int estimate = knowledge.lazyEstimate(position, alpha, beta);
        return estimate != FideEvaluator.NO_ESTIMATE ? estimate : evaluate(position);
    }

    /** Loads the shipped network when first asked for. */
    private static final class Shipped {
        static final Optional<Network> NETWORK = NetworkFormat.resource(FideNetworkEvaluator.class, RESOURCE);
    }
}
