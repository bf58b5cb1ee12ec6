package dev.mallard.core.nnue;

/**
 * {@link Sums} as {@code int}s in plain loops, for a JVM without the Vector API or a network
 * whose sums may pass the int16 range. The JIT of Java 17 vectorises these loops when every
 * array in them is an {@code int} array and nothing in them calls {@code Math.min} or
 * {@code max} (session 23): hence the widened weights and the clip by shifts and masks.
 */
final class ScalarSums extends Sums {
    private final Network network;
    private final int hidden;
    private final int[] weights;
    private final short[] bias;
    private final int[] outputWeights;
    private final int block;
    private final boolean squared;
    /** The sums, by {@code slot * 2 + side}. */
    private final int[][] sums;

    /**
     * Sums for {@code network} in {@code slots} slots.
     *
     * @param network the network
     * @param slots the slots
     */
    ScalarSums(Network network, int slots) {
        this.network = network;
        this.hidden = network.hidden();
        this.weights = network.wideFeatureWeights();
        this.bias = network.shortFeatureBiases();
        this.outputWeights = network.wideOutputWeights();
        this.block = network.block();
        this.squared = network.activation() == Network.Activation.SQUARED;
        this.sums = new int[slots * 2][hidden];
    }

    @Override
    void reset(int target) {
        int[] sum = sums[target];
        for (int j = 0; j < hidden; j++) {
            sum[j] = bias[j];
        }
    }

    @Override
    void copy(int target, int source) {
        System.arraycopy(sums[source], 0, sums[target], 0, hidden);
    }

    @Override
    void add(int target, int source, int in) {
        int[] to = sums[target];
        int[] from = sums[source];
        int[] w = weights;
        int plus = in * hidden;
        for (int j = 0; j < hidden; j++) {
            to[j] = from[j] + w[plus + j];
        }
    }

    @Override
    void subtract(int target, int source, int out) {
        int[] to = sums[target];
        int[] from = sums[source];
        int[] w = weights;
        int minus = out * hidden;
        for (int j = 0; j < hidden; j++) {
            to[j] = from[j] - w[minus + j];
        }
    }

    @Override
    void addSubtract(int target, int source, int in, int out) {
        int[] to = sums[target];
        int[] from = sums[source];
        int[] w = weights;
        int plus = in * hidden;
        int minus = out * hidden;
        for (int j = 0; j < hidden; j++) {
            to[j] = from[j] + w[plus + j] - w[minus + j];
        }
    }

    @Override
    void addSubtractTwo(int target, int source, int in, int out, int outToo) {
        int[] to = sums[target];
        int[] from = sums[source];
        int[] w = weights;
        int plus = in * hidden;
        int minus = out * hidden;
        int minusToo = outToo * hidden;
        for (int j = 0; j < hidden; j++) {
            to[j] = from[j] + w[plus + j] - w[minus + j] - w[minusToo + j];
        }
    }

    @Override
    int output(int slot, int us, int bucket) {
        int at = bucket * 2 * hidden;
        return network.score(products(sums[slot * 2 + us], at) + products(sums[slot * 2 + (us ^ 1)], at + hidden), bucket);
    }

    /**
     * {@return the activated sums times the output weights from {@code at}, on the scale
     * {@code QA·QB} (clipped) or {@code QA·QA·QB} (squared)}, block by block: each block in an
     * {@code int}, which the JIT vectorises, the blocks in a {@code long}.
     */
    private long products(int[] sums, int at) {
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
     * {@return {@code value} clipped to 0..{@value Network#QA}} By shifts and masks, not
     * {@code Math.min}/{@code max}, which keep the JIT of Java 17 from vectorising the loop.
     */
    private static int clip(int value) {
        int positive = value & ~(value >> 31);
        int over = positive - Network.QA;
        return Network.QA + (over & (over >> 31));
    }
}
