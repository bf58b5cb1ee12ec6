package dev.mallard.training.nnue;

import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkFeatures;
import java.util.Random;

/**
 * The network a {@link NetworkTrainer} trains, in floating point: every weight and bias in one
 * vector, laid out as first-layer weights (input by input), first-layer biases, output weights
 * (bucket by bucket) and output biases; how it starts (random weights, or a network's), the
 * hidden layer's activation, and its rounding to a {@link Network}'s integers.
 */
final class FloatNetwork {
    /** The first layer's weights are kept within this bound, so that the int16 sums cannot overflow. */
    static final float FEATURE_LIMIT = 1.98f;
    /** The output weights' bound, so that the integer output sum cannot overflow. */
    static final float OUTPUT_LIMIT = 31f;

    final int hidden;
    final int buckets;
    private final boolean squared;
    /** Where the first-layer biases start in {@link #parameters}. */
    final int biasAt;
    /** Where the output weights start. */
    final int outputAt;
    /** Where the output biases start. */
    final int outputBiasAt;
    /** The weights and biases; the trainer changes them in place. */
    final float[] parameters;

    /** A network of the settings' shape, all zeros. */
    private FloatNetwork(NetworkTrainer.Settings settings) {
        hidden = settings.hidden();
        buckets = settings.buckets();
        squared = settings.activation() == Network.Activation.SQUARED;
        biasAt = NetworkFeatures.PER_KING_BUCKET * settings.kingBuckets() * hidden;
        outputAt = biasAt + hidden;
        outputBiasAt = outputAt + buckets * 2 * hidden;
        parameters = new float[outputBiasAt + buckets];
    }

    /** {@return a network of the settings' shape with random weights from the settings' seed, biases 0} */
    static FloatNetwork random(NetworkTrainer.Settings settings) {
        FloatNetwork created = new FloatNetwork(settings);
        float[] parameters = created.parameters;
        Random random = new Random(settings.seed());
        float featureRange = (float) (1 / Math.sqrt(32));
        for (int i = 0; i < created.biasAt; i++) {
            parameters[i] = (random.nextFloat() * 2 - 1) * featureRange;
        }
        float outputRange = (float) (1 / Math.sqrt(2 * created.hidden));
        for (int i = created.outputAt; i < created.outputBiasAt; i++) {
            parameters[i] = (random.nextFloat() * 2 - 1) * outputRange;
        }
        return created;
    }

    /**
     * {@return {@code start}'s weights in this layout and scale, the inverse of
     * {@link #quantised}'s rounding} {@code start} has the settings' shape.
     */
    static FloatNetwork of(NetworkTrainer.Settings settings, Network start) {
        FloatNetwork created = new FloatNetwork(settings);
        float[] parameters = created.parameters;
        int at = 0;
        for (int weight : start.featureWeights()) {
            parameters[at++] = weight / (float) Network.QA;
        }
        for (int bias : start.featureBiases()) {
            parameters[at++] = bias / (float) Network.QA;
        }
        for (int weight : start.outputWeights()) {
            parameters[at++] = weight / (float) Network.QB;
        }
        for (int bias : start.outputBiases()) {
            parameters[at++] = bias / (float) (Network.QA * Network.QB);
        }
        return created;
    }

    /** {@return the bound of parameter {@code i}: the first layer's or the output layer's} */
    float limit(int i) {
        return i < outputAt ? FEATURE_LIMIT : OUTPUT_LIMIT;
    }

    /**
     * The weights rounded to the network's integer scales, as a network of the settings; a
     * correction's base scores weigh {@code baseWeight} in the logit.
     */
    Network quantised(NetworkTrainer.Settings settings, double baseWeight) {
        short[] weights = new short[biasAt];
        for (int i = 0; i < biasAt; i++) {
            weights[i] = (short) Math.round(parameters[i] * Network.QA);
        }
        short[] bias = new short[hidden];
        for (int j = 0; j < hidden; j++) {
            bias[j] = (short) Math.round(parameters[biasAt + j] * Network.QA);
        }
        short[] output = new short[buckets * 2 * hidden];
        for (int j = 0; j < output.length; j++) {
            output[j] = (short) Math.round(parameters[outputAt + j] * Network.QB);
        }
        int[] outputBias = new int[buckets];
        for (int b = 0; b < buckets; b++) {
            outputBias[b] = Math.round(parameters[outputBiasAt + b] * Network.QA * Network.QB);
        }
        // A correction is added to the base evaluation, so it is put in the base's centipawns.
        int scale = settings.correction() ? (int) Math.round(Network.SCALE / baseWeight) : Network.SCALE;
        return new Network(weights, bias, output, outputBias, settings.activation(), scale, settings.correction(),
                settings.kingBuckets());
    }

    /** {@return the output bucket of a position with {@code inputs} inputs per side (its pieces)} */
    int bucket(int inputs) {
        return Network.bucket(inputs, buckets);
    }

    /** {@return the activation of a first-layer sum} */
    float activate(float sum) {
        float clipped = Math.min(Math.max(sum, 0f), 1f);
        return squared ? clipped * clipped : clipped;
    }

    /** {@return the activation's derivative at a first-layer sum (0 where it is clipped)} */
    float slope(float sum) {
        if (sum <= 0 || sum >= 1) {
            return 0;
        }
        return squared ? 2 * sum : 1;
    }
}
