package dev.mallard.core.nnue;

import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Sums} as int16s in the incubating Vector API, as the strongest Java engines keep
 * them: twice the lanes of {@code int} sums in each instruction and half the weights' memory
 * (the first layer's 768 rows of a 256-neuron network, 384 KB instead of 768 KB, stay in the
 * core's cache beside the search's tables). Played only for a network whose sums cannot pass
 * the int16 range ({@link Network#shortSums()}), so the scores are those of {@link ScalarSums}
 * to the unit. The output widens the clipped sums to {@code int} lanes, multiplies there and
 * sums each lane in an {@code int} for at most {@link Network#block()} products, then in a
 * {@code long}: exact, as the scalar sums are.
 *
 * <p>This class is loaded only when the JVM resolved {@code jdk.incubator.vector}
 * ({@link Sums#vectorSumsPlay}).
 */
final class VectorSums extends Sums {
    /** The widest vectors the processor runs, for the sums. */
    private static final VectorSpecies<Short> SHORTS = ShortVector.SPECIES_PREFERRED;
    /** Int lanes of the same width: each short vector widens into two of them. */
    private static final VectorSpecies<Integer> INTS = IntVector.SPECIES_PREFERRED;
    /** Long lanes of the same width, for the output's sums. */
    private static final VectorSpecies<Long> LONGS = LongVector.SPECIES_PREFERRED;
    /**
     * The narrowest vectors worth it: a processor whose widest are 128 bits (SSE only) plays
     * the scalar sums, as the JIT vectorises them to the same width.
     */
    private static final int MINIMUM_BITS = 256;

    private final Network network;
    private final int hidden;
    private final short[] weights;
    private final short[] bias;
    private final int[] outputWeights;
    private final int block;
    private final boolean squared;
    /** The sums, by {@code slot * 2 + side}. */
    private final short[][] sums;

    /**
     * Sums for {@code network} in {@code slots} slots.
     *
     * @param network the network, whose sums fit int16 and whose hidden size suits the vectors ({@link #suits})
     * @param slots the slots
     */
    VectorSums(Network network, int slots) {
        this.network = network;
        this.hidden = network.hidden();
        this.weights = network.shortFeatureWeights();
        this.bias = network.shortFeatureBiases();
        this.outputWeights = network.wideOutputWeights();
        this.block = network.block();
        this.squared = network.activation() == Network.Activation.SQUARED;
        this.sums = new short[slots * 2][hidden];
    }

    /**
     * {@return whether the vector sums suit a network of {@code hidden} neurons here}: the
     * processor's vectors are at least {@value #MINIMUM_BITS} bits, and the hidden size is a
     * whole number of them (the shipped networks' 256 is), so the loops need no tail.
     *
     * @param hidden the network's hidden neurons per side
     */
    static boolean suits(int hidden) {
        return SHORTS.vectorBitSize() >= MINIMUM_BITS && SHORTS.vectorShape() == VectorShape.preferredShape()
                && INTS.length() * 2 == SHORTS.length() && LONGS.length() * 2 == INTS.length() && hidden % SHORTS.length() == 0;
    }

    @Override
    void reset(int target) {
        System.arraycopy(bias, 0, sums[target], 0, hidden);
    }

    @Override
    void copy(int target, int source) {
        System.arraycopy(sums[source], 0, sums[target], 0, hidden);
    }

    @Override
    void add(int target, int source, int in) {
        short[] to = sums[target];
        short[] from = sums[source];
        int plus = in * hidden;
        for (int j = 0; j < hidden; j += SHORTS.length()) {
            ShortVector.fromArray(SHORTS, from, j)
                    .add(ShortVector.fromArray(SHORTS, weights, plus + j))
                    .intoArray(to, j);
        }
    }

    @Override
    void subtract(int target, int source, int out) {
        short[] to = sums[target];
        short[] from = sums[source];
        int minus = out * hidden;
        for (int j = 0; j < hidden; j += SHORTS.length()) {
            ShortVector.fromArray(SHORTS, from, j)
                    .sub(ShortVector.fromArray(SHORTS, weights, minus + j))
                    .intoArray(to, j);
        }
    }

    @Override
    void addSubtract(int target, int source, int in, int out) {
        short[] to = sums[target];
        short[] from = sums[source];
        int plus = in * hidden;
        int minus = out * hidden;
        for (int j = 0; j < hidden; j += SHORTS.length()) {
            ShortVector.fromArray(SHORTS, from, j)
                    .add(ShortVector.fromArray(SHORTS, weights, plus + j))
                    .sub(ShortVector.fromArray(SHORTS, weights, minus + j))
                    .intoArray(to, j);
        }
    }

    @Override
    void addSubtractTwo(int target, int source, int in, int out, int outToo) {
        short[] to = sums[target];
        short[] from = sums[source];
        int plus = in * hidden;
        int minus = out * hidden;
        int minusToo = outToo * hidden;
        for (int j = 0; j < hidden; j += SHORTS.length()) {
            ShortVector.fromArray(SHORTS, from, j)
                    .add(ShortVector.fromArray(SHORTS, weights, plus + j))
                    .sub(ShortVector.fromArray(SHORTS, weights, minus + j))
                    .sub(ShortVector.fromArray(SHORTS, weights, minusToo + j))
                    .intoArray(to, j);
        }
    }

    @Override
    int output(int slot, int us, int bucket) {
        int at = bucket * 2 * hidden;
        return network.score(products(sums[slot * 2 + us], at) + products(sums[slot * 2 + (us ^ 1)], at + hidden), bucket);
    }

    /**
     * {@return the activated sums times the output weights from {@code at}, on the scale
     * {@code QA·QB} (clipped) or {@code QA·QA·QB} (squared)}: the sums clipped as int16s, each
     * vector widened to two of ints (the low and the high half), their products summed lane by
     * lane in ints for at most {@link Network#block()} products a lane, then in longs. (An int
     * vector's own sum of its lanes is an int, which may overflow: the lanes are widened first.)
     */
    private long products(short[] sums, int at) {
        ShortVector floor = ShortVector.zero(SHORTS);
        ShortVector ceiling = ShortVector.broadcast(SHORTS, (short) Network.QA);
        IntVector low = IntVector.zero(INTS);
        IntVector high = IntVector.zero(INTS);
        LongVector total = LongVector.zero(LONGS);
        int products = 0;
        for (int j = 0; j < hidden; j += SHORTS.length()) {
            ShortVector clipped = ShortVector.fromArray(SHORTS, sums, j).max(floor).min(ceiling);
            IntVector first = (IntVector) clipped.convertShape(VectorOperators.S2I, INTS, 0);
            IntVector second = (IntVector) clipped.convertShape(VectorOperators.S2I, INTS, 1);
            if (squared) {
                first = first.mul(first);
                second = second.mul(second);
            }
            low = low.add(first.mul(IntVector.fromArray(INTS, outputWeights, at + j)));
            high = high.add(second.mul(IntVector.fromArray(INTS, outputWeights, at + j + INTS.length())));
            if (++products == block) {
                total = total.add(widened(low)).add(widened(high));
                low = IntVector.zero(INTS);
                high = IntVector.zero(INTS);
                products = 0;
            }
        }
        return total.add(widened(low)).add(widened(high)).reduceLanes(VectorOperators.ADD);
    }

    /** {@return the lanes of {@code ints} summed pairwise into long lanes} */
    private static LongVector widened(IntVector ints) {
        return ((LongVector) ints.convertShape(VectorOperators.I2L, LONGS, 0))
                .add((LongVector) ints.convertShape(VectorOperators.I2L, LONGS, 1));
    }
}
