package dev.mallard.fide.eval;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkEvaluation;
import dev.mallard.core.nnue.NetworkFormat;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.ScoreCache;
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
public final class FideNetworkEvaluator implements Evaluator {
    /** The resource name of the shipped network, beside this class. */
    public static final String RESOURCE = "fide.nnue";
    /** The network's scores are kept within this bound, far inside the mate scores. */
    static final int LIMIT = 10_000;

    private final NetworkEvaluation network;
    private final FideEvaluator knowledge;
    private final ScoreCache cache = new ScoreCache();
    private final boolean correction;

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
        if (network == null || knowledge == null) {
            throw new IllegalArgumentException("network and knowledge must not be null");
        }
        this.network = new NetworkEvaluation(network);
        this.knowledge = knowledge;
        this.correction = network.correction();
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

    /**
     * {@inheritDoc} For a correction, has the position keep the base evaluation's terms as
     * {@link FideEvaluator#attach} does.
     */
    @Override
    public void attach(Position position) {
        knowledge.attach(position);
    }

    @Override
    public int evaluate(Position position) {
        long key = position.key();
        int cached = cache.get(key);
        if (cached != ScoreCache.MISS) {
            return cached;
        }
        int score;
        if (correction) {
            score = knowledge.evaluate(position) + network.evaluate(position);
        } else if (bareKing(position)) {
            // Mating a bare king is knowledge, not a judgement: the hand evaluation drives the
            // king to the edge, a network trained on games (few of which get there) does not.
            score = knowledge.evaluate(position);
        } else {
            score = knowledge.scaleDrawish(position, network.evaluate(position));
        }
        score = Math.max(-LIMIT, Math.min(LIMIT, score));
        cache.put(key, score);
        return score;
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

    /** Whether a side has nothing but its king. */
    private static boolean bareKing(Position position) {
        return position.colorPieces(Color.WHITE) == position.pieces(Color.WHITE, PieceType.KING)
                || position.colorPieces(Color.BLACK) == position.pieces(Color.BLACK, PieceType.KING);
    }

    /** Loads the shipped network when first asked for. */
    private static final class Shipped {
        static final Optional<Network> NETWORK = NetworkFormat.resource(FideNetworkEvaluator.class, RESOURCE);
    }
}
