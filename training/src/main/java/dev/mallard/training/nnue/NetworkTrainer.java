package dev.mallard.training.nnue;

import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkFeatures;
import dev.mallard.training.data.LabelledPositions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Trains a {@link Network} on labelled positions: mean squared error between the network's
 * win probability {@code sigmoid(output)} and the target (the search score's and the result's
 * mix), minimised by Adam over shuffled mini-batches, in floating point; the weights of the
 * epoch with the lowest validation error are kept and rounded to the network's integers.
 *
 * <p>The network is trained in floating point ({@code FloatNetwork}) on the positions' inputs
 * ({@link NetworkInputs}). The first layer is sparse: a position sets about 30 of the 768 inputs
 * (per king bucket) per side, so a sample's forward and backward pass touch only those rows.
 * Batches are split over threads,
 * each summing its own gradient; the sums are added before the step, so the result does not
 * depend on the number of threads beyond floating-point rounding.
 */
public final class NetworkTrainer {
    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;
    private static final double EPSILON = 1e-8;

    /**
     * How to train.
     *
     * @param hidden hidden neurons per side
     * @param epochs passes over the training positions
     * @param learningRate Adam's step size at the start; it falls by a cosine to 5 % at the end
     * @param lambda the result's weight in the target (0: the score alone)
     * @param batch positions per step
     * @param threads worker threads
     * @param seed the seed of the initial weights and of the shuffles
     * @param correction whether the network learns a correction to the positions' base scores
     * @param activation the hidden layer's activation
     * @param buckets output buckets by the number of pieces ({@link Network#bucket})
     * @param kingBuckets king buckets of the inputs ({@link NetworkFeatures#view})
     */
    public record Settings(int hidden, int epochs, double learningRate, double lambda, int batch, int threads, long seed,
                           boolean correction, Network.Activation activation, int buckets, int kingBuckets) {
        /**
         * Validates the settings.
         *
         * @param hidden hidden neurons per side, 1 to {@value Network#MAX_HIDDEN}
         * @param epochs passes over the training positions, at least 1
         * @param learningRate Adam's step size at the start, positive
         * @param lambda the result's weight in the target, 0 to 1
         * @param batch positions per step, at least 1
         * @param threads worker threads, at least 1
         * @param seed the seed of the initial weights and of the shuffles
         * @param correction whether the network learns a correction to the positions' base scores
         * @param activation the hidden layer's activation, not null
         * @param buckets output buckets, 1 to {@value Network#MAX_BUCKETS}
         * @param kingBuckets king buckets, 1, 2, 4 or 8
         */
        public Settings {
            if (hidden < 1 || hidden > Network.MAX_HIDDEN || epochs < 1 || !(learningRate > 0) || lambda < 0 || lambda > 1
                    || batch < 1 || threads < 1 || activation == null || buckets < 1 || buckets > Network.MAX_BUCKETS
                    || !NetworkFeatures.validKingBuckets(kingBuckets)) {
                throw new IllegalArgumentException("bad network training settings " + hidden + "/" + epochs + "/"
                        + learningRate + "/" + lambda + "/" + batch + "/" + threads + "/" + activation + "/" + buckets
                        + "/" + kingBuckets);
            }
        }
    }

    /** Told the errors after each epoch. */
    public interface Progress {
        /**
         * One epoch done.
         *
         * @param epoch the epoch, from 1
         * @param training the mean training error of the epoch (measured while it ran)
         * @param validation the validation error after it, NaN without validation positions
         */
        void epoch(int epoch, double training, double validation);
    }

    /**
     * What training gave.
     *
     * @param network the network of the best epoch
     * @param epoch that epoch
     * @param validationError its validation error (NaN without validation positions)
     * @param baseWeight the base scores' fitted weight in the logit (0 unless a correction)
     * @param baseValidationError the base scores' validation error alone, with that weight
     *     (NaN unless a correction with validation positions)
     */
    public record Result(Network network, int epoch, double validationError, double baseWeight,
                         double baseValidationError) {
    }

    private final Settings settings;
    /** The network trained; its layout is also that of Adam's moments. */
    private final FloatNetwork model;
    private final int hidden;
    private final float[] firstMoment;
    private final float[] secondMoment;
    private int steps;
    /**
     * The base scores' weight in the logit: {@code weight · base / SCALE}, fitted before
     * training when the network is a correction (0 otherwise).
     */
    private double baseWeight;

    /**
     * A trainer with freshly initialised weights.
     *
     * @param settings how to train
     */
    public NetworkTrainer(Settings settings) {
        this(settings, null);
    }

    /**
     * A trainer that starts from {@code start}'s weights (fine-tuning on new data; Adam's moments
     * start afresh), or from freshly initialised ones when it is null.
     *
     * @param settings how to train
     * @param start the network to start from, of {@code settings}' hidden size, standing alone
     *     on the labels' scale; or null
     * @throws IllegalArgumentException if {@code start} does not fit the settings
     */
    public NetworkTrainer(Settings settings, Network start) {
        this.settings = settings;
        this.hidden = settings.hidden();
        if (start != null) {
            // A correction's scale holds the base weight of its own fit: it cannot be carried over.
            if (start.hidden() != hidden || start.correction() || settings.correction() || start.scale() != Network.SCALE
                    || start.activation() != settings.activation() || start.buckets() != settings.buckets()
                    || start.kingBuckets() != settings.kingBuckets()) {
                throw new IllegalArgumentException("cannot start from a network of " + start.hidden() + " hidden neurons"
                        + (start.correction() ? ", a correction," : "") + " (" + start.activation() + ", "
                        + start.buckets() + " output buckets, " + start.kingBuckets() + " king buckets) with scale "
                        + start.scale() + ": training " + hidden + " hidden neurons (" + settings.activation() + ", "
                        + settings.buckets() + " output buckets, " + settings.kingBuckets() + " king buckets)"
                        + (settings.correction() ? " as a correction" : "")
                        + " starts only from a network of that shape that stands alone on scale " + Network.SCALE);
            }
            model = FloatNetwork.of(settings, start);
        } else {
            model = FloatNetwork.random(settings);
        }
        firstMoment = new float[model.parameters.length];
        secondMoment = new float[model.parameters.length];
    }

    /**
     * Trains on {@code training}, keeping the epoch that does best on {@code validation}
     * (the last epoch when it is empty).
     *
     * @param training the positions to fit
     * @param validation held-out positions
     * @param progress told after each epoch
     * @return the best network
     * @throws IllegalArgumentException if there are no training positions, or the positions'
     *     inputs are for another number of king buckets than the settings'
     */
    public Result train(LabelledPositions<NetworkInputs> training, LabelledPositions<NetworkInputs> validation,
                        Progress progress) {
        if (training.size() == 0) {
            throw new IllegalArgumentException("no training positions");
        }
        int trainingKings = training.encoding().kingBuckets();
        int validationKings = validation.encoding().kingBuckets();
        if (trainingKings != settings.kingBuckets() || validationKings != settings.kingBuckets()) {
            throw new IllegalArgumentException("positions with inputs for " + trainingKings + " and "
                    + validationKings + " king buckets cannot train a network of " + settings.kingBuckets());
        }
        int threads = settings.threads();
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "mallard-network-trainer");
            thread.setDaemon(true);
            return thread;
        });
        try {
            Worker[] workers = new Worker[threads];
            for (int t = 0; t < threads; t++) {
                workers[t] = new Worker();
            }
            if (settings.correction()) {
                baseWeight = fitBaseWeight(training);
            }
            int[] order = new int[training.size()];
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            Random shuffle = new Random(settings.seed() ^ 0x5DEECE66DL);
            float[] parameters = model.parameters;
            float[] best = parameters.clone();
            int bestEpoch = 0;
            double bestError = Double.POSITIVE_INFINITY;
            for (int epoch = 1; epoch <= settings.epochs(); epoch++) {
                shuffle(order, shuffle);
                double rate = settings.learningRate()
                        * (0.05 + 0.95 * 0.5 * (1 + Math.cos(Math.PI * (epoch - 1) / settings.epochs())));
                double trainingError = 0;
                for (int from = 0; from < order.length; from += settings.batch()) {
                    int to = Math.min(order.length, from + settings.batch());
                    trainingError += step(pool, workers, training, order, from, to, rate);
                }
                trainingError /= order.length;
                double validationError = validation.size() == 0 ? Double.NaN : error(pool, workers, validation);
                double judged = validation.size() == 0 ? -epoch : validationError;
                if (judged < bestError) {
                    bestError = judged;
                    bestEpoch = epoch;
                    System.arraycopy(parameters, 0, best, 0, parameters.length);
                }
                progress.epoch(epoch, trainingError, validationError);
            }
            System.arraycopy(best, 0, parameters, 0, parameters.length);
            double baseError = settings.correction() && validation.size() > 0 ? baseError(validation, baseWeight) : Double.NaN;
            return new Result(quantised(), bestEpoch, validation.size() == 0 ? Double.NaN : bestError, baseWeight, baseError);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The weight {@code w} for which {@code sigmoid(w · base / SCALE)} fits the targets best
     * (golden-section search): it converts the base evaluation's centipawns to the labels'.
     */
    private double fitBaseWeight(LabelledPositions<NetworkInputs> data) {
        double low = 0.05;
        double high = 5;
        double ratio = (Math.sqrt(5) - 1) / 2;
        for (int round = 0; round < 40; round++) {
            double a = high - ratio * (high - low);
            double b = low + ratio * (high - low);
            if (baseError(data, a) < baseError(data, b)) {
                high = b;
            } else {
                low = a;
            }
        }
        return (low + high) / 2;
    }

    private double baseError(LabelledPositions<NetworkInputs> data, double weight) {
        double error = 0;
        for (int i = 0; i < data.size(); i++) {
            double miss = sigmoid(weight * data.encoding().base(i) / Network.SCALE) - target(data, i);
            error += miss * miss;
        }
        return error / data.size();
    }

    /**
     * {@return the target win probability of the side to move of position {@code i}: the search
     * score's ({@code sigmoid(score / }{@value Network#SCALE}{@code )}, rounded to a {@code float})
     * and the result's, mixed with the result's weight {@code lambda}}
     */
    double target(LabelledPositions<NetworkInputs> data, int i) {
        double lambda = settings.lambda();
        float scoreProbability = (float) sigmoid(data.score(i) / Network.SCALE);
        double white = (1 - lambda) * scoreProbability + lambda * data.result(i);
        return data.encoding().whiteToMove(i) ? white : 1 - white;
    }

    static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    /** {@return the base scores' fitted weight (0 unless the network is a correction)} */
    double baseWeight() {
        return baseWeight;
    }

    private static void shuffle(int[] order, Random random) {
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
    }

    /** One Adam step on the batch {@code order[from..to)}; returns the batch's summed error. */
    private double step(ExecutorService pool, Worker[] workers, LabelledPositions<NetworkInputs> data, int[] order,
                        int from, int to, double rate) {
        List<Callable<Double>> jobs = new ArrayList<>(workers.length);
        int share = (to - from + workers.length - 1) / workers.length;
        for (int t = 0; t < workers.length; t++) {
            Worker worker = workers[t];
            int start = Math.min(to, from + t * share);
            int end = Math.min(to, start + share);
            jobs.add(() -> worker.gradient(data, order, start, end));
        }
        double error = sum(run(pool, jobs));
        float[] gradient = workers[0].gradient;
        for (int t = 1; t < workers.length; t++) {
            float[] other = workers[t].gradient;
            for (int i = 0; i < gradient.length; i++) {
                gradient[i] += other[i];
            }
        }
        steps++;
        double scale = 1.0 / (to - from);
        double correction1 = 1 - Math.pow(BETA1, steps);
        double correction2 = 1 - Math.pow(BETA2, steps);
        float[] parameters = model.parameters;
        for (int i = 0; i < parameters.length; i++) {
            double g = gradient[i] * scale;
            double m = BETA1 * firstMoment[i] + (1 - BETA1) * g;
            double v = BETA2 * secondMoment[i] + (1 - BETA2) * g * g;
            firstMoment[i] = (float) m;
            secondMoment[i] = (float) v;
            float value = (float) (parameters[i] - rate * (m / correction1) / (Math.sqrt(v / correction2) + EPSILON));
            float limit = model.limit(i);
            parameters[i] = Math.max(-limit, Math.min(limit, value));
        }
        return error;
    }

    /** The mean error over {@code data} with the current weights. */
    private double error(ExecutorService pool, Worker[] workers, LabelledPositions<NetworkInputs> data) {
        List<Callable<Double>> jobs = new ArrayList<>(workers.length);
        int share = (data.size() + workers.length - 1) / workers.length;
        for (int t = 0; t < workers.length; t++) {
            Worker worker = workers[t];
            int start = Math.min(data.size(), t * share);
            int end = Math.min(data.size(), start + share);
            jobs.add(() -> worker.error(data, start, end));
        }
        return sum(run(pool, jobs)) / data.size();
    }

    private static List<Future<Double>> run(ExecutorService pool, List<Callable<Double>> jobs) {
        try {
            return pool.invokeAll(jobs);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("network training interrupted", e);
        }
    }

    private static double sum(List<Future<Double>> results) {
        double total = 0;
        try {
            for (Future<Double> result : results) {
                total += result.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("network training interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("network training failed", e.getCause());
        }
        return total;
    }

    /** The current weights rounded to the network's integer scales. */
    Network quantised() {
        return model.quantised(settings, baseWeight);
    }

    /** {@return the floating-point network's output logit for position {@code i} of {@code data}, for tests} */
    double output(LabelledPositions<NetworkInputs> data, int i) {
        return new Worker().forward(data.encoding(), i);
    }

    /** A thread's gradient and first-layer sums. */
    private final class Worker {
        final float[] gradient = new float[model.parameters.length];
        final float[] own = new float[hidden];
        final float[] other = new float[hidden];
        final float[] ownDelta = new float[hidden];
        final float[] otherDelta = new float[hidden];

        /** Adds the gradients of {@code order[start..end)} (after clearing); returns their summed error. */
        double gradient(LabelledPositions<NetworkInputs> data, int[] order, int start, int end) {
            Arrays.fill(gradient, 0f);
            NetworkInputs inputs = data.encoding();
            FloatNetwork net = model;
            double error = 0;
            float[] p = net.parameters;
            for (int k = start; k < end; k++) {
                int i = order[k];
                double output = forward(inputs, i) + baseWeight * inputs.base(i) / Network.SCALE;
                double predicted = sigmoid(output);
                double miss = predicted - target(data, i);
                error += miss * miss;
                float g = (float) (2 * miss * predicted * (1 - predicted));
                int bucket = net.bucket(inputs.to(i) - inputs.from(i));
                int weightsAt = net.outputAt + bucket * 2 * hidden;
                gradient[net.outputBiasAt + bucket] += g;
                for (int j = 0; j < hidden; j++) {
                    float a = own[j];
                    float b = other[j];
                    gradient[weightsAt + j] += g * net.activate(a);
                    gradient[weightsAt + hidden + j] += g * net.activate(b);
                    ownDelta[j] = g * p[weightsAt + j] * net.slope(a);
                    otherDelta[j] = g * p[weightsAt + hidden + j] * net.slope(b);
                    gradient[net.biasAt + j] += ownDelta[j] + otherDelta[j];
                }
                spread(inputs.ownInputs(i), inputs.from(i), inputs.to(i), ownDelta);
                spread(inputs.otherInputs(i), inputs.from(i), inputs.to(i), otherDelta);
            }
            return error;
        }

        private void spread(short[] inputs, int from, int to, float[] delta) {
            for (int k = from; k < to; k++) {
                int offset = inputs[k] * hidden;
                for (int j = 0; j < hidden; j++) {
                    gradient[offset + j] += delta[j];
                }
            }
        }

        /** The summed error of positions {@code start..end) of {@code data}. */
        double error(LabelledPositions<NetworkInputs> data, int start, int end) {
            NetworkInputs inputs = data.encoding();
            double error = 0;
            for (int i = start; i < end; i++) {
                double logit = forward(inputs, i) + baseWeight * inputs.base(i) / Network.SCALE;
                double miss = sigmoid(logit) - target(data, i);
                error += miss * miss;
            }
            return error;
        }

        /** The output logit of position {@code i}, leaving the first-layer sums in {@link #own} and {@link #other}. */
        double forward(NetworkInputs inputs, int i) {
            sums(own, inputs.ownInputs(i), inputs.from(i), inputs.to(i));
            sums(other, inputs.otherInputs(i), inputs.from(i), inputs.to(i));
            FloatNetwork net = model;
            float[] p = net.parameters;
            int bucket = net.bucket(inputs.to(i) - inputs.from(i));
            int weightsAt = net.outputAt + bucket * 2 * hidden;
            float output = p[net.outputBiasAt + bucket];
            for (int j = 0; j < hidden; j++) {
                output += net.activate(own[j]) * p[weightsAt + j] + net.activate(other[j]) * p[weightsAt + hidden + j];
            }
            return output;
        }

        private void sums(float[] sum, short[] inputs, int from, int to) {
            float[] p = model.parameters;
            System.arraycopy(p, model.biasAt, sum, 0, hidden);
            for (int k = from; k < to; k++) {
                int offset = inputs[k] * hidden;
                for (int j = 0; j < hidden; j++) {
                    sum[j] += p[offset + j];
                }
            }
        }
    }
}
