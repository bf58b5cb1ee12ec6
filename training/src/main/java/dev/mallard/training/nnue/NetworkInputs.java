package dev.mallard.training.nnue;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.NetworkFeatures;
import dev.mallard.training.data.LabelledPositions;
import dev.mallard.training.data.PositionEncoding;
import java.util.Arrays;
import java.util.function.ToIntFunction;

/**
 * The network trainer's form of its training positions ({@link LabelledPositions}): each
 * position's inputs from both sides' views, its side to move, and a base evaluation's score for
 * the side to move, which a network that corrects that evaluation learns on top of. About 120
 * bytes a position with its labels, so tens of millions fit in memory.
 */
public final class NetworkInputs implements PositionEncoding {
    /** Inputs per chunk as a power of two: 8 MB of each side's inputs, so growing copies little. */
    static final int CHUNK_BITS = 22;
    /**
     * The most chunks: a position's chunk and offset share one {@code int}, so a set holds up to
     * 2<sup>32</sup> inputs (about 165 million positions of 26 pieces), more than a 21 GB heap.
     */
    static final int MAX_CHUNKS = 1 << (32 - CHUNK_BITS);
    /** The base score of a network that stands alone: none. */
    private static final ToIntFunction<Position> NO_BASE = position -> 0;

    private final int kingBuckets;
    private final ToIntFunction<Position> baseScore;
    private final int chunkBits;
    private final int maxChunks;
    /** Each position's chunk (the high bits) and first input in it (the low {@link #chunkBits}). */
    private int[] where = new int[0];
    private byte[] inputCount = new byte[0];
    private short[][] whiteInputs = new short[0][];
    private short[][] blackInputs = new short[0][];
    /** The next free input of the last chunk ({@code 1 << chunkBits} when there is no room). */
    private int free;
    private boolean[] whiteToMove = new boolean[0];
    private float[] base = new float[0];

    /**
     * Inputs for networks of {@code kingBuckets} king buckets (the inputs depend on them) that
     * stand alone: no base score.
     *
     * @param kingBuckets 1, 2, 4 or 8
     * @throws IllegalArgumentException for another count
     */
    public NetworkInputs(int kingBuckets) {
        this(kingBuckets, NO_BASE);
    }

    /**
     * Inputs for networks of {@code kingBuckets} king buckets that correct a base evaluation,
     * whose score in centipawns for the side to move {@code baseScore} gives.
     *
     * @param kingBuckets 1, 2, 4 or 8
     * @param baseScore the base evaluation's score of a position for its side to move
     * @throws IllegalArgumentException for another count of king buckets, or a null base
     */
    public NetworkInputs(int kingBuckets, ToIntFunction<Position> baseScore) {
        this(kingBuckets, baseScore, CHUNK_BITS, MAX_CHUNKS);
    }

    /** Inputs in chunks of {@code 1 << chunkBits}, at most {@code maxChunks} of them (tests use small ones). */
    NetworkInputs(int kingBuckets, ToIntFunction<Position> baseScore, int chunkBits, int maxChunks) {
        if (baseScore == null) {
            throw new IllegalArgumentException("base score must not be null (use the constructor without one)");
        }
        this.kingBuckets = NetworkFeatures.requireValidKingBuckets(kingBuckets);
        this.baseScore = baseScore;
        this.chunkBits = chunkBits;
        this.maxChunks = maxChunks;
        this.free = 1 << chunkBits;
    }

    /** {@return the king buckets of the networks these inputs are for} */
    public int kingBuckets() {
        return kingBuckets;
    }

    @Override
    public void resize(int capacity) {
        where = Arrays.copyOf(where, capacity);
        inputCount = Arrays.copyOf(inputCount, capacity);
        whiteToMove = Arrays.copyOf(whiteToMove, capacity);
        base = Arrays.copyOf(base, capacity);
    }

    /**
     * {@inheritDoc} Only the pieces, the side to move and, for a correction, the base score are
     * read.
     *
     * @throws IllegalStateException when the inputs already fill the most chunks
     */
    @Override
    public void encode(int index, Position position) {
        int pieces = Long.bitCount(position.occupied());
        if (free + pieces > 1 << chunkBits) {
            newChunk();
        }
        int chunk = whiteInputs.length - 1;
        short[] white = whiteInputs[chunk];
        short[] black = blackInputs[chunk];
        where[index] = chunk << chunkBits | free;
        inputCount[index] = (byte) pieces;
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
        whiteToMove[index] = position.sideToMove() == Color.WHITE;
        base[index] = baseScore.applyAsInt(position);
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

    /** {@return whether White is to move in position {@code i}} */
    boolean whiteToMove(int i) {
        return whiteToMove[i];
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
}
