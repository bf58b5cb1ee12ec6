package dev.mallard.core.nnue;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Position;
import java.util.Arrays;

/**
 * Positions for the network trainer in compact form: each position's inputs from both sides'
 * views, the side to move, and its labels from White's point of view (the search score as a
 * win probability, {@code sigmoid(score / }{@value Network#SCALE}{@code )}, and the game's
 * result), and a base evaluation's score for the side to move, which a network that corrects
 * that evaluation learns on top of. About 130 bytes a position, so millions fit in memory.
 */
public final class TrainingPositions {
    /**
     * The longest array a JVM reliably allocates: the inputs of all positions share two arrays,
     * so this bounds a set at about 80 million positions of 26 pieces.
     */
    static final int MAX_INPUTS = Integer.MAX_VALUE - 8;

    private final int kingBuckets;
    private int size;
    private int[] start = new int[1024 + 1];
    private short[] whiteInputs = new short[1024 * 32];
    private short[] blackInputs = new short[1024 * 32];
    private boolean[] whiteToMove = new boolean[1024];
    private float[] scoreProbability = new float[1024];
    private float[] result = new float[1024];
    private float[] base = new float[1024];

    /** An empty set for networks of one king bucket. */
    public TrainingPositions() {
        this(1);
    }

    /**
     * An empty set for networks of {@code kingBuckets} king buckets (the inputs depend on them).
     *
     * @param kingBuckets 1, 2, 4 or 8
     * @throws IllegalArgumentException for another count
     */
    public TrainingPositions(int kingBuckets) {
        this.kingBuckets = NetworkFeatures.requireValidKingBuckets(kingBuckets);
    }

    /** {@return the king buckets of the networks these positions' inputs are for} */
    public int kingBuckets() {
        return kingBuckets;
    }

    /** {@return the number of positions} */
    public int size() {
        return size;
    }

    /**
     * Adds a position.
     *
     * @param position the position (only its pieces and side to move are read)
     * @param whiteScore the search score in centipawns from White's point of view
     * @param whiteResult the game's result for White: 0.0, 0.5 or 1.0
     * @param baseScore a base evaluation's score in centipawns for the side to move (0 for none)
     */
    public void add(Position position, int whiteScore, double whiteResult, int baseScore) {
        if (size + 1 == start.length) {
            int capacity = 2 * size;
            start = Arrays.copyOf(start, capacity + 1);
            whiteToMove = Arrays.copyOf(whiteToMove, capacity);
            scoreProbability = Arrays.copyOf(scoreProbability, capacity);
            result = Arrays.copyOf(result, capacity);
            base = Arrays.copyOf(base, capacity);
        }
        int at = start[size];
        int pieces = Long.bitCount(position.occupied());
        if (at + (long) pieces > whiteInputs.length) {
            int capacity = inputCapacity((long) at + pieces);
            whiteInputs = Arrays.copyOf(whiteInputs, capacity);
            blackInputs = Arrays.copyOf(blackInputs, capacity);
        }
        int whiteView = NetworkFeatures.view(Color.WHITE, position.kingSquare(Color.WHITE), kingBuckets);
        int blackView = NetworkFeatures.view(Color.BLACK, position.kingSquare(Color.BLACK), kingBuckets);
        long occupied = position.occupied();
        while (occupied != 0) {
            int square = Long.numberOfTrailingZeros(occupied);
            occupied &= occupied - 1;
            int piece = position.pieceAt(square);
            whiteInputs[at] = (short) NetworkFeatures.index(Color.WHITE, piece, square, whiteView);
            blackInputs[at] = (short) NetworkFeatures.index(Color.BLACK, piece, square, blackView);
            at++;
        }
        whiteToMove[size] = position.sideToMove() == Color.WHITE;
        scoreProbability[size] = (float) sigmoid(whiteScore / (double) Network.SCALE);
        result[size] = (float) whiteResult;
        base[size] = baseScore;
        size++;
        start[size] = at;
    }

    /**
     * {@return the input arrays' next length for {@code needed} inputs: twice that, but no more
     * than {@link #MAX_INPUTS}} Doubling without the cap overflowed {@code int} past about 41
     * million positions, which a session's data reaches.
     *
     * @param needed the inputs the arrays must hold
     * @throws IllegalStateException when {@code needed} exceeds {@link #MAX_INPUTS}
     */
    static int inputCapacity(long needed) {
        if (needed > MAX_INPUTS) {
            throw new IllegalStateException("more than " + MAX_INPUTS + " inputs in one training set (about "
                    + MAX_INPUTS / 26 / 1_000_000 + " million positions): train on fewer files");
        }
        return (int) Math.min(2 * needed, MAX_INPUTS);
    }

    static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    /** {@return the base evaluation's score of position {@code i} for the side to move} */
    double base(int i) {
        return base[i];
    }

    /** {@return the first input of position {@code i} in {@link #inputs}} */
    int from(int i) {
        return start[i];
    }

    /** {@return the end (exclusive) of position {@code i}'s inputs} */
    int to(int i) {
        return start[i + 1];
    }

    /** {@return the inputs of the side to move of position {@code i}, read from {@link #from} to {@link #to}} */
    short[] ownInputs(int i) {
        return whiteToMove[i] ? whiteInputs : blackInputs;
    }

    /** {@return the inputs of the other side of position {@code i}} */
    short[] otherInputs(int i) {
        return whiteToMove[i] ? blackInputs : whiteInputs;
    }

    /**
     * {@return the target win probability of the side to move of position {@code i}: the score's
     * and the result's, mixed with the result's weight {@code lambda}}
     */
    double target(int i, double lambda) {
        double white = (1 - lambda) * scoreProbability[i] + lambda * result[i];
        return whiteToMove[i] ? white : 1 - white;
    }
}
