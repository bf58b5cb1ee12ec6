package dev.mallard.training.tune;

import dev.mallard.core.tune.ParameterSchema;
import dev.mallard.core.tune.ParameterSet;
import dev.mallard.training.data.LabelledPositions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntPredicate;

/**
 * Texel tuning by gradient descent: fits the evaluation's linear weights so that
 * {@code sigmoid(K * eval)} predicts the target {@code lambda * result + (1 - lambda) *
 * sigmoid(K * searchScore)} of each training position, minimising the mean squared error with
 * Adam over full-batch gradients, which the linear features give exactly.
 *
 * <p>{@code K}, the scale that turns centipawns into a winning expectation, is fitted first on
 * the results alone with the starting weights ({@link #fitScale}) and then held, unless the
 * settings give it ({@link Settings#scale}: to compare parameter files on the same targets). With a
 * validation set the result is the weights of the epoch with the lowest validation error
 * (early stopping), not those of the last epoch. A parameter
 * that counts in fewer than {@link Settings#minOccurrences} training positions is left alone,
 * since Adam would move it by full steps on the evidence of a handful of positions. Parameters
 * that occur in no feature (the non-linear ones) never move.
 *
 * <p>The schema's orderings ({@link ParameterSchema#orderings}) are kept: after each step the
 * values of every chain are projected onto the nearest ones that rise by at least one
 * centipawn a link (the pool-adjacent-violators algorithm, least squares, on the values less
 * their place in the chain; middlegame and endgame values each), which stays so when the values
 * are rounded. Parameters that are
 * not tuned do not move: they weigh so much in the pooling that a block holding one takes its
 * value. The data can then shape a curve, such as mobility by the number of squares, without
 * turning it upside down where it has little evidence.
 */
public final class Tuner {
    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;
    private static final double EPSILON = 1e-8;
    /** The weight of a parameter that is not tuned in an ordering's pooling: it holds its block. */
    private static final double FIXED_WEIGHT = 1e12;

    /**
     * How to tune.
     *
     * @param epochs          full passes over the training set (Adam steps)
     * @param learningRate    Adam's step size, in centipawns
     * @param lambda          weight of the game result in the target (1: result only; 0: search score only)
     * @param threads         threads that compute the gradient
     * @param minOccurrences  positions a parameter must count in to be tuned
     * @param scale           K, held as given; 0 to fit it on the results with the starting weights
     */
    public record Settings(int epochs, double learningRate, double lambda, int threads, int minOccurrences,
                           double scale) {
        /**
         * Validates the values.
         *
         * @param epochs         full passes over the training set, at least 0
         * @param learningRate   Adam's step size in centipawns, positive
         * @param lambda         weight of the game result in the target, 0 to 1
         * @param threads        threads that compute the gradient, at least 1
         * @param minOccurrences positions a parameter must count in to be tuned, at least 0
         * @param scale          K, positive and finite, or 0 to fit it
         */
        public Settings {
            if (epochs < 0 || !(learningRate > 0) || !(lambda >= 0 && lambda <= 1) || threads < 1 || minOccurrences < 0
                    || !(scale >= 0 && scale < Double.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException("need epochs >= 0, learning rate > 0, 0 <= lambda <= 1, threads >= 1,"
                        + " minOccurrences >= 0, finite scale >= 0");
            }
        }
    }

    /** Told the errors after each epoch. */
    public interface Progress {
        /**
         * Epoch {@code epoch} (1-based) ended with these mean squared errors ({@code NaN} without a validation set).
         *
         * @param epoch the epoch, from 1
         * @param trainingError the error on the training set before this epoch's step
         * @param validationError the error on the validation set after it
         */
        void epoch(int epoch, double trainingError, double validationError);
    }

    /**
     * The outcome: the tuned values, the scale K, the errors before and after (of the rounded
     * values), the parameters tuned, and the epoch whose weights these are (0: the start).
     */
    public record Result(ParameterSet values, double scale, double trainingErrorBefore, double validationErrorBefore,
                         double trainingError, double validationError, int tunedParameters, int epoch) {
    }

    private final Settings settings;

    /**
     * A tuner with the given settings.
     *
     * @param settings how to tune
     */
    public Tuner(Settings settings) {
        this.settings = settings;
    }

    /**
     * Tunes {@code start} on {@code training}, reporting the error on {@code validation}
     * (which may be empty) after every epoch.
     *
     * @param start the starting values
     * @param training the positions to fit
     * @param validation held-out positions, possibly none
     * @param progress told each epoch's errors
     * @return the outcome
     */
    public Result tune(ParameterSet start, LabelledPositions<LinearFeatures> training,
                       LabelledPositions<LinearFeatures> validation, Progress progress) {
        return tune(start, training, validation, index -> true, progress);
    }

    /**
     * Tunes the parameters of {@code start} that {@code selected} accepts (by index), leaving
     * the others as they are.
     *
     * @param start the starting values
     * @param training the positions to fit
     * @param validation held-out positions, possibly none
     * @param selected which parameters may move
     * @param progress told each epoch's errors
     * @return the outcome
     */
    public Result tune(ParameterSet start, LabelledPositions<LinearFeatures> training,
                       LabelledPositions<LinearFeatures> validation, IntPredicate selected,
                       Progress progress) {
        if (training.encoding().schema() != start.schema() || validation.encoding().schema() != start.schema()) {
            throw new IllegalArgumentException("the training sets and the values must share one schema");
        }
        if (training.size() == 0) {
            throw new IllegalArgumentException("no training positions");
        }
        int n = start.schema().size();
        double[] mg = new double[n];
        double[] eg = new double[n];
        for (int p = 0; p < n; p++) {
            mg[p] = start.mg(p);
            eg[p] = start.eg(p);
        }
        int[] occurrences = training.encoding().occurrences();
        boolean[] tuned = new boolean[n];
        int tunedCount = 0;
        for (int p = 0; p < n; p++) {
            tuned[p] = occurrences[p] >= Math.max(1, settings.minOccurrences()) && selected.test(p);
            tunedCount += tuned[p] ? 1 : 0;
        }
        ExecutorService pool = Executors.newFixedThreadPool(settings.threads(), runnable -> {
            Thread thread = new Thread(runnable, "tuner");
            thread.setDaemon(true);
            return thread;
        });
        try {
            double k = settings.scale() > 0 ? settings.scale() : fitScale(training, mg, eg);
            double lambda = settings.lambda();
            double trainingBefore = error(pool, training, mg, eg, k, lambda, null, null);
            double validationBefore = validation.size() == 0 ? Double.NaN : error(pool, validation, mg, eg, k, lambda, null, null);
            double[] gradMg = new double[n];
            double[] gradEg = new double[n];
            double[][] moments = new double[4][n];
            double trainingError;
            double validationError;
            double[] bestMg = mg.clone();
            double[] bestEg = eg.clone();
            double bestValidation = validationBefore;
            int bestEpoch = 0;
            for (int epoch = 1; epoch <= settings.epochs(); epoch++) {
                trainingError = error(pool, training, mg, eg, k, lambda, gradMg, gradEg);
                double scale = 2 * k / training.size();
                double correction1 = 1 - Math.pow(BETA1, epoch);
                double correction2 = 1 - Math.pow(BETA2, epoch);
                for (int p = 0; p < n; p++) {
                    if (!tuned[p]) {
                        continue;
                    }
                    mg[p] -= adamStep(moments[0], moments[1], p, gradMg[p] * scale, correction1, correction2);
                    if (start.schema().tapered(p)) {
                        eg[p] -= adamStep(moments[2], moments[3], p, gradEg[p] * scale, correction1, correction2);
                    }
                }
                for (int[] chain : start.schema().orderings()) {
                    keepOrder(mg, chain, tuned);
                    if (start.schema().tapered(chain[0])) {
                        keepOrder(eg, chain, tuned);
                    }
                }
                validationError = validation.size() == 0 ? Double.NaN : error(pool, validation, mg, eg, k, lambda, null, null);
                progress.epoch(epoch, trainingError, validationError);
                if (validation.size() == 0 || validationError < bestValidation) {
                    bestValidation = validationError;
                    bestEpoch = epoch;
                    System.arraycopy(mg, 0, bestMg, 0, n);
                    System.arraycopy(eg, 0, bestEg, 0, n);
                }
            }
            ParameterSet values = start.withValues(bestMg, bestEg);
            // The errors of the rounded values that are written out.
            double[] roundedMg = new double[n];
            double[] roundedEg = new double[n];
            for (int p = 0; p < n; p++) {
                roundedMg[p] = values.mg(p);
                roundedEg[p] = values.eg(p);
            }
            trainingError = error(pool, training, roundedMg, roundedEg, k, lambda, null, null);
            validationError = validation.size() == 0 ? Double.NaN
                    : error(pool, validation, roundedMg, roundedEg, k, lambda, null, null);
            return new Result(values, k, trainingBefore, validationBefore, trainingError, validationError, tunedCount,
                    bestEpoch);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Projects the values of {@code chain} onto the nearest sequence that rises by at least 1
     * a link (weighted least squares, by pooling adjacent violators of the values less their
     * place in the chain); the parameters not {@code tuned} keep their values.
     *
     * @param values the values by parameter, changed in place
     * @param chain the parameter indices in their order
     * @param tuned which parameters may move
     */
    static void keepOrder(double[] values, int[] chain, boolean[] tuned) {
        int m = chain.length;
        double[] level = new double[m];
        double[] weight = new double[m];
        int[] size = new int[m];
        int blocks = 0;
        for (int i = 0; i < m; i++) {
            level[blocks] = values[chain[i]] - i;
            weight[blocks] = tuned[chain[i]] ? 1 : FIXED_WEIGHT;
            size[blocks] = 1;
            blocks++;
            while (blocks > 1 && level[blocks - 2] > level[blocks - 1]) {
                double pooled = weight[blocks - 2] + weight[blocks - 1];
                level[blocks - 2] = (level[blocks - 2] * weight[blocks - 2] + level[blocks - 1] * weight[blocks - 1]) / pooled;
                weight[blocks - 2] = pooled;
                size[blocks - 2] += size[blocks - 1];
                blocks--;
            }
        }
        int i = 0;
        for (int b = 0; b < blocks; b++) {
            for (int j = 0; j < size[b]; j++, i++) {
                if (tuned[chain[i]]) {
                    values[chain[i]] = level[b] + i;
                }
            }
        }
    }

    private double adamStep(double[] first, double[] second, int p, double gradient, double correction1,
                            double correction2) {
        first[p] = BETA1 * first[p] + (1 - BETA1) * gradient;
        second[p] = BETA2 * second[p] + (1 - BETA2) * gradient * gradient;
        return settings.learningRate() * (first[p] / correction1) / (Math.sqrt(second[p] / correction2) + EPSILON);
    }

    /**
     * The scale K of the logistic {@code 1 / (1 + exp(-K * score))} that best predicts the
     * results from the scores of {@code mg}/{@code eg}: a golden-section search over log K.
     *
     * @param set the positions
     * @param mg middlegame (and scalar) weights by parameter
     * @param eg endgame weights by parameter
     * @return K
     */
    public static double fitScale(LabelledPositions<LinearFeatures> set, double[] mg, double[] eg) {
        double[] eval = new double[set.size()];
        for (int i = 0; i < eval.length; i++) {
            eval[i] = set.encoding().evaluate(i, mg, eg);
        }
        double low = Math.log(1e-4);
        double high = Math.log(0.1);
        double golden = (Math.sqrt(5) - 1) / 2;
        for (int step = 0; step < 60; step++) {
            double a = high - golden * (high - low);
            double b = low + golden * (high - low);
            if (resultError(set, eval, Math.exp(a)) < resultError(set, eval, Math.exp(b))) {
                high = b;
            } else {
                low = a;
            }
        }
        return Math.exp((low + high) / 2);
    }

    private static double resultError(LabelledPositions<LinearFeatures> set, double[] eval, double k) {
        double sum = 0;
        for (int i = 0; i < eval.length; i++) {
            double d = set.result(i) - sigmoid(k * eval[i]);
            sum += d * d;
        }
        return sum / eval.length;
    }

    /**
     * The mean squared error over {@code set}; when {@code gradMg} is not null, also its
     * gradient (up to the factor {@code 2K / size}) into {@code gradMg} and {@code gradEg}.
     */
    private double error(ExecutorService pool, LabelledPositions<LinearFeatures> set, double[] mg, double[] eg, double k,
                         double lambda, double[] gradMg, double[] gradEg) {
        int threads = settings.threads();
        int chunk = (set.size() + threads - 1) / threads;
        List<Future<double[][]>> parts = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int from = Math.min(set.size(), t * chunk);
            int to = Math.min(set.size(), from + chunk);
            parts.add(pool.submit(() -> errorPart(set, from, to, mg, eg, k, lambda, gradMg != null)));
        }
        double sum = 0;
        if (gradMg != null) {
            Arrays.fill(gradMg, 0);
            Arrays.fill(gradEg, 0);
        }
        try {
            for (Future<double[][]> part : parts) {
                double[][] value = part.get();
                sum += value[0][0];
                if (gradMg != null) {
                    for (int p = 0; p < gradMg.length; p++) {
                        gradMg[p] += value[1][p];
                        gradEg[p] += value[2][p];
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
        return sum / set.size();
    }

    /** {sum of squared errors}, and with {@code gradient} the two gradient sums, over positions [from, to). */
    private static double[][] errorPart(LabelledPositions<LinearFeatures> set, int from, int to, double[] mg, double[] eg,
                                        double k, double lambda, boolean gradient) {
        LinearFeatures features = set.encoding();
        double[] gradMg = gradient ? new double[mg.length] : null;
        double[] gradEg = gradient ? new double[mg.length] : null;
        double sum = 0;
        for (int i = from; i < to; i++) {
            double predicted = sigmoid(k * features.evaluate(i, mg, eg));
            double target = lambda * set.result(i) + (1 - lambda) * sigmoid(k * set.score(i));
            double difference = predicted - target;
            sum += difference * difference;
            if (gradient) {
                features.addGradient(i, difference * predicted * (1 - predicted), gradMg, gradEg);
            }
        }
        return new double[][] {{sum}, gradMg, gradEg};
    }

    /**
     * The logistic function.
     *
     * @param x the argument
     * @return 1 / (1 + exp(-x))
     */
    public static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }
}
