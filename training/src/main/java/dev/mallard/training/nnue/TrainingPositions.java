package dev.mallard.training.nnue;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkFeatures;
import java.util.Arrays;

/**
 * Positions for the network trainer in compact form: each position's inputs from both sides'
 * views, the side to move, and its labels from White's point of view (the search score as a
 * win probability, {@code sigmoid(score / }{@value Network#SCALE}{@code )}, and the game's
 * result), and a base evaluation's score for the side to move, which a network that corrects
 * that evaluation learns on top of. About 120 bytes a position, so tens of millions fit in memory.
 */
public final class TrainingPositions {
    /** Inputs per chunk as a power of two: 8 MB of each side's inputs, so growing copies little. */
    static final int CHUNK_BITS = 22;
    /**
     * The most chunks: a position's chunk and offset share one {@code int}, so a set holds up to
     * 2<sup>32</sup> inputs (about 165 million positions of 26 pieces), more than a 21 GB heap.
     */
    static final int MAX_CHUNKS = 1 << (32 - CHUNK_BITS);

    private final int kingBuckets;
    private final int chunkBits;
    private final int maxChunks;
    private int size;
    /** Each position's chunk (the high bits) and first input in it (the low {@link #chunkBits}). */
    private int[] where = new int[1024];
    private byte[] inputCount = new byte[1024];
    private short[][] whiteInputs = new short[0][];
    private short[][] blackInputs = new short[0][];
    /** The next free input of the last chunk ({@code 1 << chunkBits} when there is no room). */
    private int free;
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
        this(kingBuckets, CHUNK_BITS, MAX_CHUNKS);
    }

    /** A set of chunks of {@code 1 << chunkBits} inputs, at most {@code maxChunks} of them (tests use small ones). */
    TrainingPositions(int kingBuckets, int chunkBits, int maxChunks) {
        this.kingBuckets = NetworkFeatures.requireValidKingBuckets(kingBuckets);
        this.chunkBits = chunkBits;
        this.maxChunks = maxChunks;
        this.free = 1 << chunkBits;
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
     * @throws IllegalStateException when the set already holds its most inputs
     */
    public void add(Position position, int whiteScore, double whiteResult, int baseScore) {
        if (size == where.length) {
            int capacity = 2 * size;
            where = Arrays.copyOf(where, capacity);
            inputCount = Arrays.copyOf(inputCount, capacity);
            whiteToMove = Arrays.copyOf(whiteToMove, capacity);
            scoreProbability = Arrays.copyOf(scoreProbability, capacity);
            result = Arrays.copyOf(result, capacity);
            base = Arrays.copyOf(base, capacity);
        }
        int pieces = Long.bitCount(position.occupied());
        if (free + pieces > 1 << chunkBits) {
            newChunk();
        }
        int chunk = whiteInputs.length - 1;
        short[] white = whiteInputs[chunk];
        short[] black = blackInputs[chunk];
        where[size] = chunk << chunkBits | free;
        inputCount[size] = (byte) pieces;
        int whiteView = NetworkFeatures.view(Color.WHITE, position.kingSquare(Color.WHITE), kingBuckets);
        int blackView = NetworkFeatures.view(Color.BLACK, position.kingSquare(Color.BLACK), kingBuckets);
        long occupied = position.occupied();
        while (occupied != 0) {
            int square = Long.numberOfTrailingZeros(occupied);
            occupied &= occupied - 1;
            int piece = position.pieceAt(square);
            white[free] = (short) NetworkFeatures.index(Color.WHITE, piece, square, whiteView);
            black[free] = (short) NetworkFeatures.index(Color.BLACK, piece, square, blackView);
            free++;
        }
        whiteToMove[size] = position.sideToMove() == Color.WHITE;
        scoreProbability[size] = (float) sigmoid(whiteScore / (double) Network.SCALE);
        result[size] = (float) whiteResult;
        base[size] = baseScore;
        size++;
    }

    /**
     * Starts a chunk of inputs. A position never spans two chunks, so its inputs are one run of
     * one array; chunks (not one array per side) because a Java array stops at 2<sup>31</sup>
     * elements, which about 80 million positions of 26 pieces reach.
     */
    private void newChunk() {
        int chunks = whiteInputs.length;
        if (chunks == maxChunks) {
            throw new IllegalStateException("more than " + ((long) maxChunks << chunkBits)
                    + " inputs in one training set: train on fewer files");
        }
        whiteInputs = Arrays.copyOf(whiteInputs, chunks + 1);
        blackInputs = Arrays.copyOf(blackInputs, chunks + 1);
        whiteInputs[chunks] = new short[1 << chunkBits];
        blackInputs[chunks] = new short[1 << chunkBits];
        free = 0;
    }

    static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    /** {@return the base evaluation's score of position {@code i} for the side to move} */
    double base(int i) {
        return base[i];
    }

    /** {@return the first input of position {@code i} in its arrays, {@link #ownInputs} and {@link #otherInputs}} */
    int from(int i) {
        return where[i] & ((1 << chunkBits) - 1);
    }

    /** {@return the end (exclusive) of position {@code i}'s inputs} */
    int to(int i) {
        return from(i) + inputCount[i];
    }

    /** {@return the inputs of the side to move of position {@code i}, read from {@link #from} to {@link #to}} */
    short[] ownInputs(int i) {
        return (whiteToMove[i] ? whiteInputs : blackInputs)[where[i] >>> chunkBits];
    }

    /** {@return the inputs of the other side of position {@code i}} */
    short[] otherInputs(int i) {
        return (whiteToMove[i] ? blackInputs : whiteInputs)[where[i] >>> chunkBits];
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
