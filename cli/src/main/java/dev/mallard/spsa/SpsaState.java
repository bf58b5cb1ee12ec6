package dev.mallard.spsa;

import dev.mallard.match.MatchStats;
import java.util.Arrays;

/**
 * Where a run stands between iterations: the next iteration, θ (real values, in the parameters'
 * own units, unrounded) and the θ+ side's results so far. With the run's seed this is all SPSA
 * needs to go on exactly as if it had not stopped: each iteration's perturbation and opening are
 * drawn from the seed and the iteration alone.
 *
 * @param iteration the next iteration (the number done so far)
 * @param theta the current values
 * @param results the θ+ side's wins, draws and losses over the iterations done
 */
public record SpsaState(int iteration, double[] theta, MatchStats results) {
    /**
     * Checks and copies.
     *
     * @param iteration the next iteration (the number done so far)
     * @param theta the current values
     * @param results the θ+ side's wins, draws and losses over the iterations done
     */
    public SpsaState {
        if (iteration < 0 || theta == null || results == null) {
            throw new IllegalArgumentException("bad SPSA state");
        }
        theta = theta.clone();
    }

    /** {@return the current values} */
    @Override
    public double[] theta() {
        return theta.clone();
    }

    /** Equal when the iteration, the values (bit for bit) and the results are. */
    @Override
    public boolean equals(Object other) {
        return other instanceof SpsaState state && iteration == state.iteration && Arrays.equals(theta, state.theta)
                && results.equals(state.results);
    }

    @Override
    public int hashCode() {
        return (31 * iteration + Arrays.hashCode(theta)) * 31 + results.hashCode();
    }

    @Override
    public String toString() {
        return "SpsaState[iteration=" + iteration + ", theta=" + Arrays.toString(theta) + ", results=" + results + "]";
    }

    /**
     * {@return the state at the start of a run: θ the given values, nothing played}
     *
     * @param start the starting values
     */
    public static SpsaState start(double[] start) {
        return new SpsaState(0, start, new MatchStats(0, 0, 0));
    }
}
