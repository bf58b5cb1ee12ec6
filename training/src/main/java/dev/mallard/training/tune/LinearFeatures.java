package dev.mallard.training.tune;

import dev.mallard.core.board.Position;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSchema;
import dev.mallard.core.tune.TunableEvaluation;
import dev.mallard.training.data.LabelledPositions;
import dev.mallard.training.data.PositionEncoding;
import java.util.Arrays;
import java.util.Objects;

/**
 * The tuner's form of its training positions ({@link LabelledPositions}): the features in which
 * an evaluation is linear, as its tracer writes them. Per position: its sparse features
 * (parameter index and count, {@code short}s), the shares of the middlegame, endgame and flat
 * weights in its score (phase and divisor folded in) and the constant part of its score. A
 * million FIDE positions take about 150 MB with their labels.
 */
public final class LinearFeatures implements PositionEncoding {
    private final ParameterSchema schema;
    private final TunableEvaluation.Tracer tracer;
    /** The number of positions stored. */
    private int positions;
    /** Position {@code i}'s features are entries {@code start[i]} to {@code start[i + 1]} of the two arrays below. */
    private int[] start = new int[1];
    private short[] parameter = new short[32 * 1024];
    private short[] count = new short[32 * 1024];
    private float[] mgShare = new float[0];
    private float[] egShare = new float[0];
    private float[] flatShare = new float[0];
    private float[] offset = new float[0];

    /**
     * Features of {@code schema}, as {@code tracer} writes them for each position.
     *
     * @param schema the schema the features index
     * @param tracer the evaluation's tracer, of values of that schema
     * @throws IllegalArgumentException if the schema has more parameters than a {@code short}
     *     indexes, or either argument is null
     */
    public LinearFeatures(ParameterSchema schema, TunableEvaluation.Tracer tracer) {
        if (schema == null || tracer == null) {
            throw new IllegalArgumentException("schema and tracer must not be null");
        }
        if (schema.size() > Short.MAX_VALUE) {
            throw new IllegalArgumentException("at most " + Short.MAX_VALUE + " parameters, got " + schema.size());
        }
        this.schema = schema;
        this.tracer = tracer;
    }

    /** {@return the schema of the features} */
    public ParameterSchema schema() {
        return schema;
    }

    @Override
    public void resize(int capacity) {
        start = Arrays.copyOf(start, capacity + 1);
        mgShare = Arrays.copyOf(mgShare, capacity);
        egShare = Arrays.copyOf(egShare, capacity);
        flatShare = Arrays.copyOf(flatShare, capacity);
        offset = Arrays.copyOf(offset, capacity);
    }

    /**
     * {@inheritDoc} The position's features are those the tracer writes.
     *
     * @throws IllegalArgumentException if a feature's count does not fit a {@code short}
     */
    @Override
    public void encode(int index, Position position) {
        FeatureVector features = tracer.trace(position);
        int end = start[index];
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
        start[index + 1] = end;
        double phase = features.phase();
        double max = features.maxPhase();
        double divisor = features.divisor();
        mgShare[index] = (float) (phase / max / divisor);
        egShare[index] = (float) ((max - phase) / max / divisor);
        flatShare[index] = (float) (1 / divisor);
        offset[index] = (float) ((features.offsetMg() * phase + features.offsetEg() * (max - phase)) / max / divisor);
        positions = index + 1;
    }

    /**
     * The score of position {@code i} (White's view) with the given weights, as a real number
     * (the evaluation itself rounds its blend toward zero).
     *
     * @param i the position
     * @param mg middlegame (and scalar) weights by parameter
     * @param eg endgame weights by parameter
     * @return the score
     * @throws IndexOutOfBoundsException if there is no position {@code i}
     */
    public double evaluate(int i, double[] mg, double[] eg) {
        Objects.checkIndex(i, positions);
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
     * @throws IndexOutOfBoundsException if there is no position {@code i}
     */
    public void addGradient(int i, double factor, double[] gradientMg, double[] gradientEg) {
        Objects.checkIndex(i, positions);
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
        for (int k = 0; k < start[positions]; k++) {
            occurrences[parameter[k]]++;
        }
        return occurrences;
    }
}
