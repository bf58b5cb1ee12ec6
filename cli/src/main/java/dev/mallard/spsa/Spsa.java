package dev.mallard.spsa;

import dev.mallard.match.MatchStats;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Simultaneous perturbation stochastic approximation over search parameters, as fishtest runs
 * it for Stockfish. Iteration {@code k} draws a Rademacher vector δ (each component ±1), has
 * θ+c_kδ play θ−c_kδ a game pair and moves every parameter by
 * {@code a_k · (wins − losses) · δ_i / c_k} of its steps (towards the side that won more), then
 * clamps it to its range ({@link SpsaSchedule} has the gains). θ is kept in real numbers; the
 * engines get it rounded.
 *
 * <p>Pairs are played a round at a time, {@code concurrency} pairs at once, all from θ as it
 * stood when the round began; their updates are then applied in the order of the iterations.
 * Each iteration's δ and seed depend on the run's seed and the iteration alone, so a run
 * continued from a saved {@link SpsaState} goes on exactly as it would have (for a given
 * concurrency, and games that are functions of their engines, as node-limited ones are).
 */
public final class Spsa {
    private final List<TunedParameter> parameters;
    private final SpsaSchedule schedule;
    private final long seed;
    private final PairPlayer player;

    /**
     * A tuning run's fixed parts.
     *
     * @param parameters the parameters tuned, in the order of θ
     * @param schedule the gains
     * @param seed the run's seed
     * @param player who plays the pairs
     */
    public Spsa(List<TunedParameter> parameters, SpsaSchedule schedule, long seed, PairPlayer player) {
        if (parameters.isEmpty() || schedule == null || player == null) {
            throw new IllegalArgumentException("SPSA needs parameters, a schedule and a pair player");
        }
        this.parameters = List.copyOf(parameters);
        this.schedule = schedule;
        this.seed = seed;
        this.player = player;
    }

    /**
     * One iteration played.
     *
     * @param pair the pair as played: the iteration, θ+c_kδ and θ−c_kδ as the engines took them
     * @param result the θ+ side's results
     * @param theta θ after the iteration's update
     */
    public record Step(PairPlayer.Pair pair, MatchStats result, double[] theta) {
        /**
         * Copies θ.
         *
         * @param pair the pair as played
         * @param result the θ+ side's results
         * @param theta θ after the iteration's update
         */
        public Step {
            theta = theta.clone();
        }

        /** {@return θ after the iteration's update} */
        @Override
        public double[] theta() {
            return theta.clone();
        }
    }

    /** Told after every round, when its updates have been applied. */
    @FunctionalInterface
    public interface Listener {
        /**
         * A round is done.
         *
         * @param steps the round's iterations, in order
         * @param state the state after them
         * @throws IOException if the listener cannot record them (the run stops)
         */
        void roundDone(List<Step> steps, SpsaState state) throws IOException;
    }

    /**
     * Runs iterations from {@code from} until {@code iterations} are done.
     *
     * @param from where the run stands (its start or a saved state)
     * @param iterations the number of iterations of the whole run
     * @param concurrency how many pairs are played at once
     * @param listener told after every round
     * @return the state at the end
     * @throws IOException if a pair cannot be played or the listener fails
     * @throws InterruptedException if the thread is interrupted (the round in play is lost)
     */
    public SpsaState run(SpsaState from, int iterations, int concurrency, Listener listener)
            throws IOException, InterruptedException {
        if (from.theta().length != parameters.size() || concurrency < 1) {
            throw new IllegalArgumentException("the state holds " + from.theta().length + " values for "
                    + parameters.size() + " parameters, concurrency " + concurrency);
        }
        ExecutorService pool = Executors.newFixedThreadPool(concurrency, runnable -> {
            Thread thread = new Thread(runnable, "spsa-pair");
            thread.setDaemon(true);
            return thread;
        });
        try {
            SpsaState state = from;
            while (state.iteration() < iterations) {
                int first = state.iteration();
                int end = Math.min(iterations, first + concurrency);
                double[] theta = state.theta();
                List<PairPlayer.Pair> pairs = new ArrayList<>();
                List<Future<MatchStats>> results = new ArrayList<>();
                for (int k = first; k < end; k++) {
                    PairPlayer.Pair pair = pair(k, theta);
                    pairs.add(pair);
                    results.add(pool.submit(() -> player.play(pair)));
                }
                List<Step> steps = new ArrayList<>();
                MatchStats total = state.results();
                for (int i = 0; i < pairs.size(); i++) {
                    MatchStats result = resultOf(results.get(i));
                    theta = update(pairs.get(i).iteration(), theta, result);
                    total = new MatchStats(total.wins() + result.wins(), total.draws() + result.draws(),
                            total.losses() + result.losses());
                    steps.add(new Step(pairs.get(i), result, theta));
                }
                state = new SpsaState(end, theta, total);
                listener.roundDone(List.copyOf(steps), state);
            }
            return state;
        } finally {
            pool.shutdownNow();
        }
    }

    private static MatchStats resultOf(Future<MatchStats> future) throws IOException, InterruptedException {
        try {
            return future.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /**
     * {@return iteration {@code k}'s pair from θ: θ ± c_kδ, clamped and rounded}
     *
     * @param k the iteration
     * @param theta θ
     */
    PairPlayer.Pair pair(int k, double[] theta) {
        int[] delta = delta(k);
        double ck = schedule.perturbation(k);
        int[] plus = new int[theta.length];
        int[] minus = new int[theta.length];
        for (int i = 0; i < theta.length; i++) {
            TunedParameter parameter = parameters.get(i);
            double shift = ck * parameter.step() * delta[i];
            plus[i] = parameter.engineValue(theta[i] + shift);
            minus[i] = parameter.engineValue(theta[i] - shift);
        }
        return new PairPlayer.Pair(k, plus, minus, iterationSeed(k));
    }

    /**
     * {@return θ after iteration {@code k}'s result: each parameter moved by
     * {@code a_k · (wins − losses) · δ_i / c_k} steps and clamped}
     *
     * @param k the iteration
     * @param theta θ before
     * @param result the θ+ side's results
     */
    double[] update(int k, double[] theta, MatchStats result) {
        int[] delta = delta(k);
        double gain = schedule.updateGain(k) / schedule.perturbation(k) * (result.wins() - result.losses());
        double[] next = new double[theta.length];
        for (int i = 0; i < theta.length; i++) {
            TunedParameter parameter = parameters.get(i);
            next[i] = parameter.clamp(theta[i] + gain * delta[i] * parameter.step());
        }
        return next;
    }

    /** {@return iteration {@code k}'s perturbation: ±1 per parameter, from the run's seed and k alone} */
    int[] delta(int k) {
        SplittableRandom random = new SplittableRandom(iterationSeed(k));
        int[] delta = new int[parameters.size()];
        for (int i = 0; i < delta.length; i++) {
            delta[i] = random.nextBoolean() ? 1 : -1;
        }
        return delta;
    }

    /** The iteration's own seed: the run's seed and the iteration mixed (SplittableRandom's mixer). */
    private long iterationSeed(int k) {
        return new SplittableRandom(seed + 0x9E3779B97F4A7C15L * k).nextLong();
    }
}
