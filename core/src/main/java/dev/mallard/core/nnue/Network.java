package dev.mallard.core.nnue;

import java.util.Objects;

/**
 * A trained evaluation network in integer form: {@value NetworkFeatures#PER_KING_BUCKET} inputs
 * in each of {@link #kingBuckets()} king buckets ({@link NetworkFeatures}), one hidden layer of
 * {@link #hidden()} neurons per side with shared weights, an {@link Activation}, and one output that reads the side to move's half first,
 * from one of {@link #buckets()} sets of output weights chosen by the number of pieces on the
 * board ({@link #bucket}): an endgame's sums are read otherwise than an opening's.
 *
 * <p>Weights are int16: the first layer scaled by {@value #QA} (so the clipped ReLU clips at
 * {@value #QA}), the output layer by {@value #QB}. The output, divided by {@code QA·QB}, is
 * a win-probability logit; times the network's scale it is centipawns. The trainer fits
 * {@code sigmoid(cp / }{@value #SCALE}{@code )} to the labels, on the labels' scale; a network
 * that corrects a base evaluation ({@link #correction()}) has its scale set so that its
 * output is in the base evaluation's centipawns, to be added to it.
 *
 * <p>This class holds the weights and the inference kernels; {@link NetworkFormat} reads and
 * writes networks as files. An instance is immutable and may be shared by every search thread.
 */
public final class Network {
    /** The first layer's scale: 1.0 in the trainer is {@value} here, and the ReLU clips there. */
    public static final int QA = 255;
    /** The output layer's scale. */
    public static final int QB = 128;
    /** Centipawns of the labels per unit of the win-probability logit. */
    public static final int SCALE = 400;
    /** The most output buckets: one per piece count from 2 to 32. */
    public static final int MAX_BUCKETS = 31;

    /** The hidden layer's activation. */
    public enum Activation {
        /** {@code min(max(x, 0), 1)}: the clipped ReLU. */
        CLIPPED,
        /**
         * The clipped ReLU squared: smooth near 0, it lets one neuron's output grow faster than
         * linearly with its sum at no cost to the incremental first layer.
         */
        SQUARED
    }
    /** The largest hidden layer: the integer output sum must stay within {@code int}. */
    public static final int MAX_HIDDEN = 1024;
    /** The largest scale: the integer output times it must stay within {@code long}, and scores sane. */
    private static final int MAX_SCALE = 100_000;

    private final int hidden;
    // The int16 weights are held as ints: the JIT of Java 17 vectorises the loops over them only
    // when every array in a loop is int (a short array read into int arithmetic stays scalar).
    private final int[] featureWeights;
    private final int[] featureBias;
    private final int[] outputWeights;
    private final int[] outputBias;
    /**
     * The neurons whose output products an {@code int} sums without overflow, by this network's
     * largest output weight: the output is summed in blocks of this many, each in {@code int}
     * (vectorised), the blocks in {@code long}, so the result is exact for any weights.
     */
    private final int block;
    private final Activation activation;
    private final int scale;
    private final boolean correction;
    private final int kingBuckets;

    /**
     * A network with a clipped ReLU and one output bucket, from its integer weights (copied).
     *
     * @param featureWeights {@code 768 × hidden} weights, input by input
     * @param featureBias {@code hidden} biases
     * @param outputWeights {@code 2 × hidden} weights: the side to move's half, then the other's
     * @param outputBias the output bias, on the scale {@code QA·QB}
     * @param scale centipawns per unit of the output logit
     * @param correction whether the output corrects a base evaluation (is added to it) rather
     *     than standing alone
     * @throws IllegalArgumentException if the lengths do not fit one hidden size or the scale is not positive
     */
    public Network(short[] featureWeights, short[] featureBias, short[] outputWeights, int outputBias, int scale,
                   boolean correction) {
        this(featureWeights, featureBias, outputWeights, new int[] {outputBias}, Activation.CLIPPED, scale, correction, 1);
    }

    /**
     * A network from its integer weights (copied).
     *
     * @param featureWeights {@code PER_KING_BUCKET × kingBuckets × hidden} weights, input by input
     * @param featureBias {@code hidden} biases
     * @param outputWeights {@code buckets × 2 × hidden} weights, bucket by bucket: the side to
     *     move's half, then the other's
     * @param outputBias the output biases, one per bucket, on the scale {@code QA·QB}
     * @param activation the hidden layer's activation
     * @param scale centipawns per unit of the output logit
     * @param correction whether the output corrects a base evaluation (is added to it) rather
     *     than standing alone
     * @param kingBuckets the king buckets of the inputs, 1, 2, 4 or 8
     * @throws IllegalArgumentException if the lengths do not fit one hidden size, 1 to
     *     {@value #MAX_BUCKETS} output buckets and the king buckets, or the scale is not positive
     */
    public Network(short[] featureWeights, short[] featureBias, short[] outputWeights, int[] outputBias,
                   Activation activation, int scale, boolean correction, int kingBuckets) {
        int size = featureBias.length;
        int buckets = outputBias.length;
        if (!NetworkFeatures.validKingBuckets(kingBuckets) || size < 1 || size > MAX_HIDDEN
                || featureWeights.length != NetworkFeatures.PER_KING_BUCKET * kingBuckets * size
                || buckets < 1 || buckets > MAX_BUCKETS || outputWeights.length != buckets * 2 * size
                || scale < 1 || scale > MAX_SCALE) {
            throw new IllegalArgumentException("network layers do not fit: " + featureWeights.length + " first-layer weights, "
                    + size + " biases, " + outputWeights.length + " output weights, " + buckets + " output biases, "
                    + kingBuckets + " king buckets, scale " + scale);
        }
        this.kingBuckets = kingBuckets;
        this.hidden = size;
        this.featureWeights = widened(featureWeights);
        this.featureBias = widened(featureBias);
        this.outputWeights = widened(outputWeights);
        this.outputBias = outputBias.clone();
        this.activation = Objects.requireNonNull(activation, "activation");
        this.scale = scale;
        this.correction = correction;
        long largest = 1;
        for (short weight : outputWeights) {
            largest = Math.max(largest, Math.abs((long) weight));
        }
        long peak = activation == Activation.SQUARED ? (long) QA * QA : QA;
        this.block = (int) Math.max(1, Math.min(size, Integer.MAX_VALUE / (peak * largest)));
    }

    private static int[] widened(short[] values) {
        int[] wide = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            wide[i] = values[i];
        }
        return wide;
    }

    /**
     * {@return the output bucket of a position with {@code pieces} pieces (kings included) of
     * a network with {@code buckets} buckets}: the piece counts 2 to 32 split into equal runs.
     *
     * @param pieces the pieces on the board, 2 to 32 (clamped)
     * @param buckets the network's buckets, 1 to {@value #MAX_BUCKETS}
     */
    public static int bucket(int pieces, int buckets) {
        int counted = Math.min(Math.max(pieces, 2), 32) - 2;
        return counted * buckets / 31;
    }

    /** {@return the number of output buckets} */
    public int buckets() {
        return outputBias.length;
    }

    /** {@return the number of king buckets of the inputs (see {@link NetworkFeatures#view})} */
    public int kingBuckets() {
        return kingBuckets;
    }

    /** {@return the number of inputs: {@value NetworkFeatures#PER_KING_BUCKET} per king bucket} */
    public int inputs() {
        return NetworkFeatures.PER_KING_BUCKET * kingBuckets;
    }

    /** {@return the hidden layer's activation} */
    public Activation activation() {
        return activation;
    }

    /** {@return whether the output is a correction to add to a base evaluation, not a score on its own} */
    public boolean correction() {
        return correction;
    }

    /** {@return the number of hidden neurons per side} */
    public int hidden() {
        return hidden;
    }

    /** {@return centipawns per unit of the output logit} */
    public int scale() {
        return scale;
    }

    /** {@return the first layer's weights, input by input (a copy)} Each fits an int16. */
    public int[] featureWeights() {
        return featureWeights.clone();
    }

    /** {@return the first layer's biases (a copy)} Each fits an int16. */
    public int[] featureBiases() {
        return featureBias.clone();
    }

    /** {@return the output weights, bucket by bucket, each the side to move's half then the other's (a copy)} Each fits an int16. */
    public int[] outputWeights() {
        return outputWeights.clone();
    }

    /** {@return the output biases, one per bucket, on the scale {@code QA·QB} (a copy)} */
    public int[] outputBiases() {
        return outputBias.clone();
    }

    /**
     * Sets {@code accumulator} to the first layer's biases: the start of a side's sum.
     *
     * @param accumulator {@link #hidden()} entries
     */
    void reset(int[] accumulator) {
        System.arraycopy(featureBias, 0, accumulator, 0, hidden);
    }

    /**
     * Adds input {@code feature}'s weights to {@code accumulator}.
     *
     * @param accumulator {@link #hidden()} entries
     * @param feature an input index
     */
    void add(int[] accumulator, int feature) {
        int offset = feature * hidden;
        int[] weights = featureWeights;
        for (int j = 0; j < hidden; j++) {
            accumulator[j] += weights[offset + j];
        }
    }

    /**
     * Subtracts input {@code feature}'s weights from {@code accumulator}.
     *
     * @param accumulator {@link #hidden()} entries
     * @param feature an input index
     */
    void subtract(int[] accumulator, int feature) {
        int offset = feature * hidden;
        int[] weights = featureWeights;
        for (int j = 0; j < hidden; j++) {
            accumulator[j] -= weights[offset + j];
        }
    }

    /**
     * {@return the score in centipawns for the side whose sum is {@code us}}
     *
     * @param us the side to move's first-layer sums
     * @param them the other side's
     * @param pieces the pieces on the board, kings included (they choose the output bucket)
     */
    int output(int[] us, int[] them, int pieces) {
        int bucket = bucket(pieces, outputBias.length);
        int at = bucket * 2 * hidden;
        long sum = products(us, at) + products(them, at + hidden);
        if (activation == Activation.SQUARED) {
            sum /= QA; // from QA·QA·QB to the clipped ReLU's QA·QB
        }
        // long: the sum times SCALE may pass the int range.
        return (int) ((sum + outputBias[bucket]) * scale / (QA * QB));
    }

    /**
     * {@return the activated sums times the output weights from {@code at}, on the scale
     * {@code QA·QB} (clipped) or {@code QA·QA·QB} (squared)}, block by block: each block in an
     * {@code int}, which the JIT vectorises, the blocks in a {@code long}.
     */
    private long products(int[] sums, int at) {
        boolean squared = activation == Activation.SQUARED;
        long sum = 0;
        for (int from = 0; from < hidden; from += block) {
            int to = Math.min(from + block, hidden);
            sum += squared ? squaredBlock(sums, at, from, to) : clippedBlock(sums, at, from, to);
        }
        return sum;
    }

    private int clippedBlock(int[] sums, int at, int from, int to) {
        int[] weights = outputWeights;
        int part = 0;
        for (int j = from; j < to; j++) {
            part += clip(sums[j]) * weights[at + j];
        }
        return part;
    }

    private int squaredBlock(int[] sums, int at, int from, int to) {
        int[] weights = outputWeights;
        int part = 0;
        for (int j = from; j < to; j++) {
            int value = clip(sums[j]);
            part += value * value * weights[at + j];
        }
        return part;
    }

    /**
     * {@return {@code value} clipped to 0..{@value #QA}} By shifts and masks, not
     * {@code Math.min}/{@code max}, which keep the JIT of Java 17 from vectorising the loop.
     */
    private static int clip(int value) {
        int positive = value & ~(value >> 31);
        int over = positive - QA;
        return QA + (over & (over >> 31));
    }
}
