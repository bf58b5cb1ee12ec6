package dev.mallard.training.tune;

import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSchema;
import java.util.Arrays;

/**
 * Training positions as compact arrays, for the tuner: per position its sparse features
 * (parameter index and count, {@code short}s), the shares of the middlegame, endgame and flat
 * weights in its score (phase and divisor folded in), the constant part of its score, the
 * search's score and the game's result. A million FIDE positions take about 150 MB.
 *
 * <p>Built once ({@link Builder}), then only read, by any number of threads.
 */
public final class TrainingSet {
    private final ParameterSchema schema;
    private final int size;
    private final int[] start;
    private final short[] parameter;
    private final short[] count;
    private final float[] mgShare;
    private final float[] egShare;
    private final float[] flatShare;
    private final float[] offset;
    private final float[] score;
    private final float[] result;

    private TrainingSet(Builder b) {
        schema = b.schema;
        size = b.size;
        start = Arrays.copyOf(b.start, size + 1);
        parameter = Arrays.copyOf(b.parameter, b.start[size]);
        count = Arrays.copyOf(b.count, b.start[size]);
        mgShare = Arrays.copyOf(b.mgShare, size);
        egShare = Arrays.copyOf(b.egShare, size);
        flatShare = Arrays.copyOf(b.flatShare, size);
        offset = Arrays.copyOf(b.offset, size);
        score = Arrays.copyOf(b.score, size);
        result = Arrays.copyOf(b.result, size);
    }

    /**
     * A builder for positions of {@code schema}.
     *
     * @param schema the schema the features index
     * @return an empty builder
     */
    public static Builder builder(ParameterSchema schema) {
        return new Builder(schema);
    }

    /**
     * The schema of the features.
     *
     * @return the schema
     */
    public ParameterSchema schema() {
        return schema;
    }

    /**
     * The number of positions.
     *
     * @return the number of positions
     */
    public int size() {
        return size;
    }

    /**
     * The game's result of position {@code i} for White: 0, 0.5 or 1.
     *
     * @param i the position
     * @return its result
     */
    public double result(int i) {
        return result[i];
    }

    /**
     * The search score of position {@code i}, White's view.
     *
     * @param i the position
     * @return its search score
     */
    public double score(int i) {
        return score[i];
    }

    /**
     * The score of position {@code i} (White's view) with the given weights, as a real number
     * (the evaluation itself rounds its blend toward zero).
     *
     * @param i the position
     * @param mg middlegame (and scalar) weights by parameter
     * @param eg endgame weights by parameter
     * @return the score
     */
    public double evaluate(int i, double[] mg, double[] eg) {
        double mgSum = 0;
        double egSum = 0;
        double flatSum = 0;
        for (int k = start[i]; k < start[i + 1]; k++) {
            int p = parameter[k];
            int c = count[k];
            if (schema.tapered(p)) {
                mgSum += c * mg[p];
                egSum += c * eg[p];
            } else {
                flatSum += c * mg[p];
            }
        }
        return offset[i] + mgSum * mgShare[i] + egSum * egShare[i] + flatSum * flatShare[i];
    }

    /**
     * Adds {@code factor} times the derivative of position {@code i}'s score by each weight to
     * the gradient arrays.
     *
     * @param i the position
     * @param factor the factor
     * @param gradientMg middlegame (and scalar) gradient by parameter
     * @param gradientEg endgame gradient by parameter
     */
    public void addGradient(int i, double factor, double[] gradientMg, double[] gradientEg) {
        double mgFactor = factor * mgShare[i];
        double egFactor = factor * egShare[i];
        double flatFactor = factor * flatShare[i];
        for (int k = start[i]; k < start[i + 1]; k++) {
            int p = parameter[k];
            int c = count[k];
            if (schema.tapered(p)) {
                gradientMg[p] += c * mgFactor;
                gradientEg[p] += c * egFactor;
            } else {
                gradientMg[p] += c * flatFactor;
            }
        }
    }

    /**
     * For each parameter, the number of positions in which it counts.
     *
     * @return the counts by parameter index
     */
    public int[] occurrences() {
        int[] occurrences = new int[schema.size()];
        for (int k = 0; k < start[size]; k++) {
            occurrences[parameter[k]]++;
        }
        return occurrences;
    }

    /** Collects positions. */
    public static final class Builder {
        private final ParameterSchema schema;
        private int size;
        private int[] start = new int[1025];
        private short[] parameter = new short[32 * 1024];
        private short[] count = new short[32 * 1024];
        private float[] mgShare = new float[1024];
        private float[] egShare = new float[1024];
        private float[] flatShare = new float[1024];
        private float[] offset = new float[1024];
        private float[] score = new float[1024];
        private float[] result = new float[1024];

        private Builder(ParameterSchema schema) {
            if (schema.size() > Short.MAX_VALUE) {
                throw new IllegalArgumentException("at most " + Short.MAX_VALUE + " parameters, got " + schema.size());
            }
            this.schema = schema;
        }

        /**
         * Adds a position by its features, the search's score and the game's result (both
         * White's view).
         *
          * @param features the position's features
          * @param searchScore the search's score, White's view
          * @param gameResult the result for White: 0, 0.5 or 1
          * @return this builder
         * @throws IllegalArgumentException if a count does not fit in a {@code short} or the
         *     result is not 0, 0.5 or 1
          */
        public Builder add(FeatureVector features, int searchScore, double gameResult) {
            if (gameResult != 0 && gameResult != 0.5 && gameResult != 1) {
                throw new IllegalArgumentException("result must be 0, 0.5 or 1, got " + gameResult);
            }
            if (size + 1 >= start.length - 1) {
                int capacity = start.length * 2;
                start = Arrays.copyOf(start, capacity + 1);
                mgShare = Arrays.copyOf(mgShare, capacity);
                egShare = Arrays.copyOf(egShare, capacity);
                flatShare = Arrays.copyOf(flatShare, capacity);
                offset = Arrays.copyOf(offset, capacity);
                score = Arrays.copyOf(score, capacity);
                result = Arrays.copyOf(result, capacity);
            }
            int end = start[size];
            if (end + features.size() > parameter.length) {
                int capacity = Math.max(parameter.length * 2, end + features.size());
                parameter = Arrays.copyOf(parameter, capacity);
                count = Arrays.copyOf(count, capacity);
            }
            for (int k = 0; k < features.size(); k++) {
                int c = features.count(k);
                if (c == 0) {
                    continue;
                }
                if (c != (short) c) {
                    throw new IllegalArgumentException("feature count " + c + " does not fit a short");
                }
                parameter[end] = (short) features.parameter(k);
                count[end] = (short) c;
                end++;
            }
            start[size + 1] = end;
            double phase = features.phase();
            double max = features.maxPhase();
            double divisor = features.divisor();
            mgShare[size] = (float) (phase / max / divisor);
            egShare[size] = (float) ((max - phase) / max / divisor);
            flatShare[size] = (float) (1 / divisor);
            offset[size] = (float) ((features.offsetMg() * phase + features.offsetEg() * (max - phase)) / max / divisor);
            score[size] = searchScore;
            result[size] = (float) gameResult;
            size++;
            return this;
        }

        /**
         * The number of positions added.
         *
         * @return the number of positions
         */
        public int size() {
            return size;
        }

        /**
         * The set of the positions added.
         *
         * @return the set
         */
        public TrainingSet build() {
            return new TrainingSet(this);
        }
    }
}
