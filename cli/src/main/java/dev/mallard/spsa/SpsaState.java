package dev.mallard.spsa;

import dev.mallard.match.MatchStats;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Where a run stands between iterations: the next iteration, θ (real values, in the parameters'
 * own units, unrounded), θ as it stood after each of the last iterations (the pairs still to be
 * played may be played from them: {@link Spsa}'s lag) and the θ+ side's results so far. With the
 * run's seed and lag this is all SPSA needs to go on exactly as if it had not stopped: each
 * iteration's perturbation and opening are drawn from the seed and the iteration alone.
 *
 * @param iteration the next iteration (the number done so far)
 * @param theta the current values
 * @param results the θ+ side's wins, draws and losses over the iterations done
 * @param earlier θ after iterations {@code max(0, iteration − lag)} to {@code iteration − 1},
 *     oldest first (θ after none is the start)
 */
public record SpsaState(int iteration, double[] theta, MatchStats results, List<double[]> earlier) {
    /**
     * Checks and copies.
     *
     * @param iteration the next iteration (the number done so far)
     * @param theta the current values
     * @param results the θ+ side's wins, draws and losses over the iterations done
     * @param earlier θ after the last iterations before this one, oldest first
     */
    public SpsaState {
        if (iteration < 0 || theta == null || results == null || earlier == null || earlier.size() > iteration) {
            throw new IllegalArgumentException("bad SPSA state");
        }
        theta = theta.clone();
        earlier = copy(earlier);
        for (double[] values : earlier) {
            if (values.length != theta.length) {
                throw new IllegalArgumentException("bad SPSA state: an earlier theta holds " + values.length
                        + " values for " + theta.length + " parameters");
            }
        }
    }

    /** {@return the current values} */
    @Override
    public double[] theta() {
        return theta.clone();
    }

    /** {@return θ after the last iterations before this one, oldest first} */
    @Override
    public List<double[]> earlier() {
        return copy(earlier);
    }

    private static List<double[]> copy(List<double[]> thetas) {
        List<double[]> copy = new ArrayList<>(thetas.size());
        for (double[] values : thetas) {
            copy.add(values.clone());
        }
        return List.copyOf(copy);
    }

    /** Equal when the iteration, the values and the earlier ones (bit for bit) and the results are. */
    @Override
    public boolean equals(Object other) {
        return other instanceof SpsaState state && iteration == state.iteration && Arrays.equals(theta, state.theta)
                && results.equals(state.results) && Arrays.deepEquals(earlier.toArray(), state.earlier.toArray());
    }

    @Override
    public int hashCode() {
        return ((31 * iteration + Arrays.hashCode(theta)) * 31 + results.hashCode()) * 31
                + Arrays.deepHashCode(earlier.toArray());
    }

    @Override
    public String toString() {
        return "SpsaState[iteration=" + iteration + ", theta=" + Arrays.toString(theta) + ", results=" + results
                + ", earlier=" + Arrays.deepToString(earlier.toArray()) + "]";
    }

    /**
     * {@return the state at the start of a run: θ the given values, nothing played}
     *
     * @param start the starting values
     */
    public static SpsaState start(double[] start) {
        return new SpsaState(0, start, new MatchStats(0, 0, 0), List.of());
    }
}
