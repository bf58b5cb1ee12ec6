package dev.mallard.spsa;

import dev.mallard.match.MatchStats;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
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
 * <p>Pairs are played {@code concurrency} at once, each as soon as a worker is free and its θ is
 * known: iteration {@code k} plays from θ after the first {@code k − lag} updates (θ at the
 * start for {@code k ≤ lag}), and the updates are applied in the order of the iterations. The
 * lag lets a worker go on while an older pair is still being played, where rounds of pairs that
 * all wait for the slowest lose that time; it is the run's to choose, not the machine's, so a run
 * is a function of its seed and lag whatever the concurrency. Each iteration's δ and seed depend
 * on the run's seed and the iteration alone, so a run continued from a saved {@link SpsaState}
 * (which keeps θ of the last {@code lag} iterations) goes on exactly as it would have, for games
 * that are functions of their engines, as node-limited ones are.
 */
public final class Spsa {
    private final List<TunedParameter> parameters;
    private final SpsaSchedule schedule;
    private final long seed;
    private final int lag;
    private final PairPlayer player;

    /**
     * A tuning run's fixed parts.
     *
     * @param parameters the parameters tuned, in the order of θ
     * @param schedule the gains
     * @param seed the run's seed
     * @param lag how many of the latest updates an iteration's pair may be played without (0: each
     *     pair from θ after all the earlier ones, one at a time)
     * @param player who plays the pairs
     */
    public Spsa(List<TunedParameter> parameters, SpsaSchedule schedule, long seed, int lag, PairPlayer player) {
        if (parameters.isEmpty() || schedule == null || player == null) {
            throw new IllegalArgumentException("SPSA needs parameters, a schedule and a pair player");
        }
        if (lag < 0) {
            throw new IllegalArgumentException("the lag must be 0 or more, got " + lag);
        }
        this.parameters = List.copyOf(parameters);
        this.schedule = schedule;
        this.seed = seed;
        this.lag = lag;
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

    /** Told whenever updates have been applied. */
    @FunctionalInterface
    public interface Listener {
        /**
         * Iterations' updates have been applied: one, or several when pairs ended out of order.
         *
         * @param steps the iterations applied, in order
         * @param state the state after them
         * @throws IOException if the listener cannot record them (the run stops)
         */
        void applied(List<Step> steps, SpsaState state) throws IOException;
    }

    /**
     * Runs iterations from {@code from} until {@code iterations} are done.
     *
     * @param from where the run stands (its start or a saved state of a run with the same lag)
     * @param iterations the number of iterations of the whole run
     * @param concurrency how many pairs are played at once (at most {@code lag + 1} can be)
     * @param listener told whenever updates have been applied
     * @return the state at the end
     * @throws IOException if a pair cannot be played or the listener fails
     * @throws InterruptedException if the thread is interrupted (the pairs in play are lost)
     */
    public SpsaState run(SpsaState from, int iterations, int concurrency, Listener listener)
            throws IOException, InterruptedException {
        if (from.theta().length != parameters.size() || concurrency < 1) {
            throw new IllegalArgumentException("the state holds " + from.theta().length + " values for "
                    + parameters.size() + " parameters, concurrency " + concurrency);
        }
        if (from.earlier().size() != Math.min(lag, from.iteration())) {
            throw new IllegalArgumentException("the state keeps theta of " + from.earlier().size()
                    + " earlier iterations; a lag of " + lag + " after " + from.iteration() + " needs "
                    + Math.min(lag, from.iteration()));
        }
        ExecutorService pool = Executors.newFixedThreadPool(concurrency, runnable -> {
            Thread thread = new Thread(runnable, "spsa-pair");
            thread.setDaemon(true);
            return thread;
        });
        try {
            CompletionService<MatchStats> finished = new ExecutorCompletionService<>(pool);
            // θ after iterations max(0, n − lag) to n, n the updates applied: every θ a pair not
            // yet started may be played from
            List<double[]> window = new ArrayList<>(from.earlier());
            window.add(from.theta());
            Map<Integer, PairPlayer.Pair> pairs = new HashMap<>();
            Map<Integer, Future<MatchStats>> results = new HashMap<>();
            SpsaState state = from;
            int next = from.iteration();
            int inFlight = 0; // pairs submitted whose end has not been taken from the queue yet
            // The first pair that could not be played: no pair starts after it, those in play end
            // and are applied up to it, so the run stops where an interrupted one would go on.
            Exception failure = null;
            while (state.iteration() < iterations) {
                while (failure == null && inFlight < concurrency && next < iterations
                        && next - lag <= state.iteration()) {
                    int oldest = Math.max(0, state.iteration() - lag);
                    PairPlayer.Pair pair = pair(next, window.get(Math.max(0, next - lag) - oldest));
                    pairs.put(next, pair);
                    results.put(next, finished.submit(() -> player.play(pair)));
                    inFlight++;
                    next++;
                }
                if (inFlight == 0) {
                    break; // after a failure, once the pairs in play have ended
                }
                Future<MatchStats> ended = finished.take();
                inFlight--;
                List<Step> steps = new ArrayList<>();
                MatchStats total = state.results();
                double[] theta = state.theta();
                int n = state.iteration();
                try {
                    resultOf(ended);
                    while (results.containsKey(n) && results.get(n).isDone()) {
                        MatchStats result = resultOf(results.get(n));
                        results.remove(n);
                        theta = update(n, theta, result);
                        total = new MatchStats(total.wins() + result.wins(), total.draws() + result.draws(),
                                total.losses() + result.losses());
                        steps.add(new Step(pairs.remove(n), result, theta));
                        window.add(theta);
                        if (window.size() > lag + 1) {
                            window.remove(0);
                        }
                        n++;
                    }
                } catch (IOException | RuntimeException e) {
                    failure = failure == null ? e : failure;
                }
                if (!steps.isEmpty()) {
                    state = new SpsaState(n, theta, total, window.subList(0, window.size() - 1));
                    listener.applied(List.copyOf(steps), state);
                }
            }
            if (failure instanceof IOException io) {
                throw io;
            }
            if (failure != null) {
                throw (RuntimeException) failure;
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
