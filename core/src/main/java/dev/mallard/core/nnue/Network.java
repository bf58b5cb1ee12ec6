package dev.mallard.core.nnue;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Optional;

/**
 * A trained evaluation network in integer form: {@value NetworkFeatures#INPUTS} inputs
 * ({@link NetworkFeatures}), one hidden layer of {@link #hidden()} neurons per side with shared
 * weights, a clipped ReLU, and one output that reads the side to move's half first.
 *
 * <p>Weights are int16: the first layer scaled by {@value #QA} (so the clipped ReLU clips at
 * {@value #QA}), the output layer by {@value #QB}. The output, divided by {@code QA·QB}, is
 * a win-probability logit; times the network's scale it is centipawns. The trainer fits
 * {@code sigmoid(cp / }{@value #SCALE}{@code )} to the labels, on the labels' scale; a network
 * that corrects a base evaluation ({@link #correction()}) has its scale set so that its
 * output is in the base evaluation's centipawns, to be added to it.
 *
 * <p>The file form is big-endian: the magic {@code MNN1}, the number of inputs, of hidden
 * neurons and the scale ({@code int}s), whether it is a correction (a byte, 0 or 1), then the first layer's weights input by input ({@code short}s), its
 * biases, the output weights (side to move's half, then the other's) and the output bias
 * ({@code int}). An instance is immutable and may be shared by every search thread.
 */
public final class Network {
    /** The first layer's scale: 1.0 in the trainer is {@value} here, and the ReLU clips there. */
    public static final int QA = 255;
    /** The output layer's scale. */
    public static final int QB = 128;
    /** Centipawns of the labels per unit of the win-probability logit. */
    public static final int SCALE = 400;
    private static final int MAGIC = 0x4D4E4E31; // "MNN1"
    /** The largest hidden layer: the integer output sum must stay within {@code int}. */
    static final int MAX_HIDDEN = 1024;
    /** The largest scale: the integer output times it must stay within {@code long}, and scores sane. */
    private static final int MAX_SCALE = 100_000;

    private final int hidden;
    private final short[] featureWeights;
    private final short[] featureBias;
    private final short[] outputWeights;
    private final int outputBias;
    private final int scale;
    private final boolean correction;

    /**
     * A network from its integer weights (copied).
     *
     * @param featureWeights {@code INPUTS × hidden} weights, input by input
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
        int size = featureBias.length;
        if (size < 1 || size > MAX_HIDDEN || featureWeights.length != NetworkFeatures.INPUTS * size
                || outputWeights.length != 2 * size || scale < 1 || scale > MAX_SCALE) {
            throw new IllegalArgumentException("network layers do not fit: " + featureWeights.length + " first-layer weights, "
                    + size + " biases, " + outputWeights.length + " output weights, scale " + scale);
        }
        this.hidden = size;
        this.featureWeights = featureWeights.clone();
        this.featureBias = featureBias.clone();
        this.outputWeights = outputWeights.clone();
        this.outputBias = outputBias;
        this.scale = scale;
        this.correction = correction;
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

    /**
     * Writes the weights into {@code parameters} in the trainer's layout and scale (the inverse
     * of {@link NetworkTrainer}'s rounding): first-layer weights, biases, output weights, output bias.
     */
    void unquantise(float[] parameters) {
        int at = 0;
        for (short weight : featureWeights) {
            parameters[at++] = weight / (float) QA;
        }
        for (short bias : featureBias) {
            parameters[at++] = bias / (float) QA;
        }
        for (short weight : outputWeights) {
            parameters[at++] = weight / (float) QB;
        }
        parameters[at] = outputBias / (float) (QA * QB);
    }

    /**
     * Reads a network in the file form.
     *
     * @param in the stream, read to the network's end (not closed)
     * @return the network
     * @throws IOException if the stream fails or does not hold a network
     */
    public static Network read(InputStream in) throws IOException {
        DataInputStream data = new DataInputStream(in);
        if (data.readInt() != MAGIC) {
            throw new IOException("not a Mallard network (bad magic)");
        }
        int inputs = data.readInt();
        int size = data.readInt();
        int scale = data.readInt();
        boolean correction = data.readBoolean();
        if (inputs != NetworkFeatures.INPUTS || size < 1 || size > MAX_HIDDEN) {
            throw new IOException("unsupported network shape " + inputs + " x " + size);
        }
        short[] weights = readShorts(data, inputs * size);
        short[] bias = readShorts(data, size);
        short[] output = readShorts(data, 2 * size);
        try {
            return new Network(weights, bias, output, data.readInt(), scale, correction);
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /**
     * {@return the network in the resource {@code name} beside {@code anchor}, or empty when there is no such resource}
     *
     * @param anchor the class whose package holds the resource
     * @param name the resource's name
     * @throws IllegalStateException if the resource is there but cannot be read as a network
     */
    public static Optional<Network> resource(Class<?> anchor, String name) {
        InputStream stream = anchor.getResourceAsStream(name);
        if (stream == null) {
            return Optional.empty();
        }
        try (InputStream in = new BufferedInputStream(stream)) {
            return Optional.of(read(in));
        } catch (IOException e) {
            throw new IllegalStateException("network resource " + name + " beside " + anchor.getName() + ": "
                    + e.getMessage(), e);
        }
    }

    private static short[] readShorts(DataInputStream data, int count) throws IOException {
        short[] values = new short[count];
        for (int i = 0; i < count; i++) {
            values[i] = data.readShort();
        }
        return values;
    }

    /**
     * Writes the network in the file form.
     *
     * @param out the stream (flushed, not closed)
     * @throws IOException if writing fails
     */
    public void write(OutputStream out) throws IOException {
        DataOutputStream data = new DataOutputStream(out);
        data.writeInt(MAGIC);
        data.writeInt(NetworkFeatures.INPUTS);
        data.writeInt(hidden);
        data.writeInt(scale);
        data.writeBoolean(correction);
        writeShorts(data, featureWeights);
        writeShorts(data, featureBias);
        writeShorts(data, outputWeights);
        data.writeInt(outputBias);
        data.flush();
    }

    private static void writeShorts(DataOutputStream data, short[] values) throws IOException {
        for (short value : values) {
            data.writeShort(value);
        }
    }

    /**
     * Sets {@code accumulator} to the first layer's biases: the start of a side's sum.
     *
     * @param accumulator {@link #hidden()} entries
     */
    void reset(short[] accumulator) {
        System.arraycopy(featureBias, 0, accumulator, 0, hidden);
    }

    /**
     * Adds input {@code feature}'s weights to {@code accumulator}.
     *
     * @param accumulator {@link #hidden()} entries
     * @param feature an input index
     */
    void add(short[] accumulator, int feature) {
        int offset = feature * hidden;
        short[] weights = featureWeights;
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
    void subtract(short[] accumulator, int feature) {
        int offset = feature * hidden;
        short[] weights = featureWeights;
        for (int j = 0; j < hidden; j++) {
            accumulator[j] -= weights[offset + j];
        }
    }

    /**
     * {@return the score in centipawns for the side whose sum is {@code us}}
     *
     * @param us the side to move's first-layer sums
     * @param them the other side's
     */
    int output(short[] us, short[] them) {
        short[] weights = outputWeights;
        int n = hidden;
        int sum = 0;
        for (int j = 0; j < n; j++) {
            sum += clip(us[j]) * weights[j];
        }
        for (int j = 0; j < n; j++) {
            sum += clip(them[j]) * weights[n + j];
        }
        // long: the sum times SCALE may pass the int range.
        return (int) ((sum + (long) outputBias) * scale / (QA * QB));
    }

    private static int clip(int value) {
        return Math.min(Math.max(value, 0), QA);
    }
}
