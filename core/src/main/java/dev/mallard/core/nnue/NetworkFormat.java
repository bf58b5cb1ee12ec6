package dev.mallard.core.nnue;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Optional;

/**
 * The file form of a {@link Network}, apart from its inference: big-endian, the magic
 * {@code MNN3}, the number of inputs, of hidden neurons and the scale ({@code int}s), whether it
 * is a correction (a byte, 0 or 1), the activation (a byte, its ordinal), the number of output
 * buckets and of king buckets ({@code int}s), then the first layer's weights input by input
 * ({@code short}s), its biases, the output weights bucket by bucket (each the side to move's
 * half, then the other's) and the output biases ({@code int}s). Files of the earlier forms are
 * still read: {@code MNN2} has no king-bucket field (one king bucket), {@code MNN1} no activation
 * and output-bucket fields either (a clipped ReLU and one output bucket).
 */
public final class NetworkFormat {
    private static final int MAGIC = 0x4D4E4E33; // "MNN3"
    /** The second file form: one king bucket, without a field for it. */
    private static final int MAGIC_SECOND = 0x4D4E4E32; // "MNN2"
    /** The first file form: a clipped ReLU and one output bucket (and king bucket), without fields for them. */
    private static final int MAGIC_FIRST = 0x4D4E4E31; // "MNN1"

    private NetworkFormat() {
    }

    /**
     * Reads a network in the file form (any of the three).
     *
     * @param in the stream, read to the network's end (not closed)
     * @return the network
     * @throws IOException if the stream fails or does not hold a network
     */
    public static Network read(InputStream in) throws IOException {
        DataInputStream data = new DataInputStream(in);
        int magic = data.readInt();
        if (magic != MAGIC && magic != MAGIC_SECOND && magic != MAGIC_FIRST) {
            throw new IOException("not a Mallard network (bad magic)");
        }
        int inputs = data.readInt();
        int size = data.readInt();
        int scale = data.readInt();
        boolean correction = data.readBoolean();
        Network.Activation activation = Network.Activation.CLIPPED;
        int buckets = 1;
        int kingBuckets = 1;
        if (magic != MAGIC_FIRST) {
            int code = data.readUnsignedByte();
            if (code >= Network.Activation.values().length) {
                throw new IOException("unknown network activation " + code);
            }
            activation = Network.Activation.values()[code];
            buckets = data.readInt();
        }
        if (magic == MAGIC) {
            kingBuckets = data.readInt();
        }
        if (!NetworkFeatures.validKingBuckets(kingBuckets) || inputs != NetworkFeatures.PER_KING_BUCKET * kingBuckets
                || size < 1 || size > Network.MAX_HIDDEN || buckets < 1 || buckets > Network.MAX_BUCKETS) {
            throw new IOException("unsupported network shape " + inputs + " x " + size + " x " + buckets + " buckets, "
                    + kingBuckets + " king buckets");
        }
        short[] weights = readShorts(data, inputs * size);
        short[] bias = readShorts(data, size);
        short[] output = readShorts(data, buckets * 2 * size);
        int[] outputBiases = new int[buckets];
        for (int b = 0; b < buckets; b++) {
            outputBiases[b] = data.readInt();
        }
        try {
            return new Network(weights, bias, output, outputBiases, activation, scale, correction, kingBuckets);
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
     * Writes a network in the current file form ({@code MNN3}).
     *
     * @param network the network
     * @param out the stream (flushed, not closed)
     * @throws IOException if writing fails
     */
    public static void write(Network network, OutputStream out) throws IOException {
        DataOutputStream data = new DataOutputStream(out);
        data.writeInt(MAGIC);
        data.writeInt(network.inputs());
        data.writeInt(network.hidden());
        data.writeInt(network.scale());
        data.writeBoolean(network.correction());
        data.writeByte(network.activation().ordinal());
        data.writeInt(network.buckets());
        data.writeInt(network.kingBuckets());
        writeShorts(data, network.featureWeights());
        writeShorts(data, network.featureBiases());
        writeShorts(data, network.outputWeights());
        for (int bias : network.outputBiases()) {
            data.writeInt(bias);
        }
        data.flush();
    }

    /** Writes int16 values held as ints (read from shorts, so each fits one). */
    private static void writeShorts(DataOutputStream data, int[] values) throws IOException {
        for (int value : values) {
            data.writeShort(value);
        }
    }
}
