package dev.mallard.core.nnue;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.ScoreCache;

/**
 * A variant's evaluation by a trained {@link Network} around its hand evaluation: a network
 * trained as a correction ({@code mallard tune --network --correct}) is added to the hand
 * evaluation's score; one that stands alone is the score, except where a side has nothing but
 * its king, whose positions the hand evaluation keeps (mating or promoting against a bare king
 * is knowledge, not a judgement: networks learn from games, few of which get there). Scores are
 * remembered by position key and kept within {@value #LIMIT}, far inside the mate scores. A
 * variant's evaluator extends it to add its own knowledge to a standalone network's score
 * ({@link #standAlone}). One instance per search thread.
 */
public abstract class NetworkEvaluator implements Evaluator {
    /** The network's scores are kept within this bound, far inside the mate scores. */
    public static final int LIMIT = 10_000;

    private final NetworkEvaluation network;
    private final Evaluator hand;
    private final boolean correction;
    private final ScoreCache cache = new ScoreCache();

    /**
     * An evaluator on {@code network} around {@code hand}.
     *
     * @param network the trained network
     * @param hand the variant's hand evaluation (a correction's base and a bare king's evaluation), not shared
     * @throws IllegalArgumentException if either is null
     */
    protected NetworkEvaluator(Network network, Evaluator hand) {
        if (network == null || hand == null) {
            throw new IllegalArgumentException("network and hand evaluation must not be null");
        }
        this.network = new NetworkEvaluation(network);
        this.hand = hand;
        this.correction = network.correction();
    }

    /** {@inheritDoc} The hand evaluation's preparation: a correction's base keeps its terms incrementally. */
    @Override
    public void attach(Position position) {
        hand.attach(position);
    }

    @Override
    public final int evaluate(Position position) {
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
            score = standAlone(position, network.evaluate(position));
        }
        score = Math.max(-LIMIT, Math.min(LIMIT, score));
        cache.put(key, score);
        return score;
    }

    /**
     * {@return the score of {@code position} from a standalone network's {@code networkScore}}
     * The default: the network's score as it is.
     *
     * @param position the position (no side has a bare king)
     * @param networkScore the network's score for the side to move
     */
    protected int standAlone(Position position, int networkScore) {
        return networkScore;
    }

    /** Whether a side has nothing but its king. */
    private static boolean bareKing(Position position) {
        return position.colorPieces(Color.WHITE) == position.pieces(Color.WHITE, PieceType.KING)
                || position.colorPieces(Color.BLACK) == position.pieces(Color.BLACK, PieceType.KING);
    }
}
