package dev.mallard.spsa;

import dev.mallard.match.MatchStats;
import java.io.IOException;

/**
 * Plays one SPSA iteration's game pair: θ+c_kδ against θ−c_kδ, both colours from the same
 * opening. Real engines do it through the match referee ({@link EnginePairPlayer}); a test gives
 * a pure function of the values, so SPSA's schedule and signs can be checked without games.
 * Called from several threads at once, one pair each.
 */
@FunctionalInterface
public interface PairPlayer {
    /**
     * Plays a pair.
     *
     * @param pair the iteration, the two parameter sets and the iteration's own seed
     * @return the results of the θ+ side ({@link MatchStats#wins()} are its wins)
     * @throws IOException if the games cannot be played
     */
    MatchStats play(Pair pair) throws IOException;

    /**
     * One iteration's pair to play.
     *
     * @param iteration the iteration, from 0
     * @param plus the values of θ+c_kδ as the engines take them, in the order of the tuned parameters
     * @param minus the values of θ−c_kδ
     * @param seed the iteration's own seed (for the opening), a function of the run's seed and the iteration
     */
    record Pair(int iteration, int[] plus, int[] minus, long seed) {
        /**
         * Copies the values.
         *
         * @param iteration the iteration, from 0
         * @param plus the values of θ+c_kδ
         * @param minus the values of θ−c_kδ
         * @param seed the iteration's own seed
         */
        public Pair {
            plus = plus.clone();
            minus = minus.clone();
        }

        /** {@return the values of θ+c_kδ} */
        @Override
        public int[] plus() {
            return plus.clone();
        }

        /** {@return the values of θ−c_kδ} */
        @Override
        public int[] minus() {
            return minus.clone();
        }
    }
}
