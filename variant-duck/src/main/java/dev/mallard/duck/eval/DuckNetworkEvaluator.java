package dev.mallard.duck.eval;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkFormat;
import dev.mallard.core.nnue.NetworkEvaluation;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.ScoreCache;
import dev.mallard.fide.eval.FideNetworkEvaluator;
import java.util.Optional;

/**
 * Duck Chess evaluated by a trained {@link Network} ({@code mallard tune --network --variant
 * duck}): the resource {@value #RESOURCE} beside this class when the module ships one, else
 * FIDE's network ({@link #shipped()}).
 * Like {@link DuckEvaluator} it sees the pieces and not the Duck: a search node does not know
 * where the Duck stands (the score bundle accounts for it), and the explicit-turn oracle must
 * see the same leaf values. A network that stands alone is the evaluation, except where a side
 * has nothing but its king: those positions are left to {@link DuckEvaluator}, whose material
 * knows that a pawn is worth promoting (networks learn from games, few of which get there:
 * FIDE's, played here, would not promote in K+P against K). One trained as a correction
 * ({@code --correct}) is added to {@link DuckEvaluator}'s score with the shipped weights, the
 * base it was trained on. Scores are remembered by position key and kept far inside the mate
 * scores. One instance per search thread.
 */
public final class DuckNetworkEvaluator implements Evaluator {
    /** The resource name of the shipped network, beside this class. */
    public static final String RESOURCE = "duck.nnue";
    /** The network's scores are kept within this bound, far inside the mate scores. */
    static final int LIMIT = 10_000;

    private final NetworkEvaluation network;
    /** The hand evaluation: a correction's base, and a bare king's positions' whole score. */
    private final DuckEvaluator hand = new DuckEvaluator();
    private final boolean correction;
    private final ScoreCache cache = new ScoreCache();

    /**
     * An evaluator on {@code network}.
     *
     * @param network the trained network
     * @throws IllegalArgumentException if {@code network} is null
     */
    public DuckNetworkEvaluator(Network network) {
        if (network == null) {
            throw new IllegalArgumentException("network must not be null");
        }
        this.network = new NetworkEvaluation(network);
        this.correction = network.correction();
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

    @Override
    public int evaluate(Position position) {
        long key = position.key();
        int cached = cache.get(key);
        if (cached != ScoreCache.MISS) {
            return cached;
        }
        int score;
        if (correction) {
            score = hand.evaluate(position) + network.evaluate(position);
        } else if (bareKing(position)) {
            score = hand.evaluate(position);
        } else {
            score = network.evaluate(position);
        }
        score = Math.max(-LIMIT, Math.min(LIMIT, score));
        cache.put(key, score);
        return score;
    }

    /** Whether a side has nothing but its king (or not even that: a captured king ends the game before any evaluation). */
    private static boolean bareKing(Position position) {
        return position.colorPieces(Color.WHITE) == position.pieces(Color.WHITE, PieceType.KING)
                || position.colorPieces(Color.BLACK) == position.pieces(Color.BLACK, PieceType.KING);
    }

    /** Loads the shipped network when first asked for. */
    private static final class Shipped {
        static final Optional<Network> NETWORK = NetworkFormat.resource(DuckNetworkEvaluator.class, RESOURCE)
                .or(FideNetworkEvaluator::shipped);
    }
}
