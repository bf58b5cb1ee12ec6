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
 * <p>This class holds the weights, in the forms the inference reads, and the output's last
 * step; each thread's first-layer sums and the kernels over them are a {@code Sums}, whose
 * form this network chooses once: int16 sums on the incubating Vector API when the JVM has
 * it and no position's sums can leave the int16 range, else {@code int} sums in plain loops,
 * with identical scores. {@link NetworkFormat} reads and
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
    /** The first layer's weights as the file holds them, read by {@code VectorSums}. */
    private final short[] featureWeights;
    /**
     * The same weights as ints, read by {@link ScalarSums}: the JIT of Java 17 vectorises its
     * loops only when every array in them is int (a short array read into int arithmetic stays
     * scalar). Null when the vector sums play this network ({@link #vectorSums}): it is not
     * held twice.
     */
    private final int[] wideFeatureWeights;
    private final short[] featureBias;
    private final int[] outputWeights;
    private final int[] outputBias;
    /**
     * The output products an {@code int} sums without overflow, by this network's largest
     * output weight: the output is summed in {@code int}s of at most this many products each
     * (vectorised), those in a {@code long}, so the result is exact for any weights.
     */
    private final int block;
    private final Activation activation;
    private final int scale;
    private final boolean correction;
    private final int kingBuckets;
    /** Whether every first-layer sum of every position fits an int16 ({@link #sumsFitShorts}). */
    private final boolean shortSums;
    /** Whether the evaluations of this network keep {@code VectorSums} ({@link Sums#vectorSumsPlay}). */
    private final boolean vectorSums;

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
        this.featureWeights = featureWeights.clone();
        this.featureBias = featureBias.clone();
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
        this.shortSums = sumsFitShorts();
        this.vectorSums = Sums.vectorSumsPlay(size, shortSums);
        this.wideFeatureWeights = vectorSums ? null : widened(featureWeights);
    }

    private static int[] widened(short[] values) {
        int[] wide = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            wide[i] = values[i];
        }
        return wide;
    }

    /**
     * Whether no position can take a first-layer sum out of the int16 range: for each king
     * bucket and neuron, the bias plus the largest weight of any piece on each of the 64 squares
     * stays below 32,768, and the bias plus the most negative ones above −32,769. A board holds
     * at most one piece a square, so no sum of a real position is larger; int16 sums are then
     * exact (the sums on the way, as a move's weights are added before the captured piece's are
     * taken away, may wrap: int16 arithmetic is modular, and the end is in range).
     */
    private boolean sumsFitShorts() {
        for (int bucket = 0; bucket < kingBuckets; bucket++) {
            int base = bucket * NetworkFeatures.PER_KING_BUCKET;
            for (int j = 0; j < hidden; j++) {
                long high = featureBias[j];
                long low = featureBias[j];
                for (int square = 0; square < 64; square++) {
                    int most = 0;
                    int least = 0;
                    for (int kind = 0; kind < NetworkFeatures.PER_KING_BUCKET / 64; kind++) {
                        int weight = featureWeights[(base + kind * 64 + square) * hidden + j];
                        most = Math.max(most, weight);
                        least = Math.min(least, weight);
                    }
                    high += most;
                    low += least;
                }
                if (high > Short.MAX_VALUE || low < Short.MIN_VALUE) {
                    return false;
                }
            }
        }
        return true;
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
        return widened(featureWeights);
    }

    /** {@return the first layer's biases (a copy)} Each fits an int16. */
    public int[] featureBiases() {
        return widened(featureBias);
    }

    /** {@return the output weights, bucket by bucket, each the side to move's half then the other's (a copy)} Each fits an int16. */
    public int[] outputWeights() {
        return outputWeights.clone();
    }

    /** {@return the output biases, one per bucket, on the scale {@code QA·QB} (a copy)} */
    public int[] outputBiases() {
        return outputBias.clone();
    }

    /** {@return whether every first-layer sum of every position fits an int16: see {@link #sumsFitShorts}} */
    boolean shortSums() {
        return shortSums;
    }

    /** {@return whether the evaluations of this network keep {@code VectorSums}} */
    boolean vectorSums() {
        return vectorSums;
    }

    /** {@return the first layer's weights as the file holds them, input by input (not a copy: not to be written)} */
    short[] shortFeatureWeights() {
        return featureWeights;
    }

    /**
     * {@return the first layer's weights as ints, input by input (not to be written)}: the
     * network's own when the scalar sums play it, else a copy for this caller (a test that
     * compares the two forms of sums).
     */
    int[] wideFeatureWeights() {
        return wideFeatureWeights != null ? wideFeatureWeights : widened(featureWeights);
    }

    /** {@return the first layer's biases (not a copy: not to be written)} */
    short[] shortFeatureBiases() {
        return featureBias;
    }

    /** {@return the output weights, bucket by bucket, as ints (not a copy: not to be written)} */
    int[] wideOutputWeights() {
        return outputWeights;
    }

    /** {@return the output products one {@code int} may sum without overflow (at least 1)} */
    int block() {
        return block;
    }

    /**
     * {@return the score in centipawns from the activated sums times the output weights of
     * {@code bucket}}
     *
     * @param products both halves' products, on the scale {@code QA·QB} (clipped) or
     *     {@code QA·QA·QB} (squared)
     * @param bucket the output bucket
     */
    int score(long products, int bucket) {
        long sum = products;
        if (activation == Activation.SQUARED) {
            sum /= QA; // from QA·QA·QB to the clipped ReLU's QA·QB
        }
        // long: the sum times SCALE may pass the int range.
        return (int) ((sum + outputBias[bucket]) * scale / (QA * QB));
    }
}
