package dev.mallard.core.nnue;

import java.util.Random;

/** Networks with random weights in a realistic range, for tests of inference. */
final class TestNetworks {
    private TestNetworks() {
    }

    /** A network of {@code hidden} neurons per side with weights from {@code seed}: a clipped ReLU, one output bucket. */
    static Network random(int hidden, long seed, boolean correction) {
        return random(hidden, seed, correction, Network.Activation.CLIPPED, 1);
    }

    /** A network of {@code hidden} neurons per side, {@code buckets} output buckets, with weights from {@code seed}. */
    static Network random(int hidden, long seed, boolean correction, Network.Activation activation, int buckets) {
        return random(hidden, seed, correction, activation, buckets, 1);
    }

    /** A network of {@code hidden} neurons per side, {@code buckets} output and {@code kingBuckets} king buckets. */
    static Network random(int hidden, long seed, boolean correction, Network.Activation activation, int buckets,
                          int kingBuckets) {
        Random random = new Random(seed);
        short[] weights = new short[NetworkFeatures.PER_KING_BUCKET * kingBuckets * hidden];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = (short) (random.nextInt(121) - 60);
        }
        short[] bias = new short[hidden];
        for (int j = 0; j < hidden; j++) {
            bias[j] = (short) random.nextInt(200);
        }
        short[] output = new short[buckets * 2 * hidden];
        for (int j = 0; j < output.length; j++) {
            output[j] = (short) (random.nextInt(257) - 128);
        }
        int[] outputBias = new int[buckets];
        for (int b = 0; b < buckets; b++) {
            outputBias[b] = random.nextInt(20_001) - 10_000;
        }
        return new Network(weights, bias, output, outputBias, activation, Network.SCALE, correction, kingBuckets);
    }
}
