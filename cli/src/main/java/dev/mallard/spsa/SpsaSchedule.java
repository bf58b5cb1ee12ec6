package dev.mallard.spsa;

/**
 * The gain sequences of SPSA (Spall): the k-th iteration (from 0) perturbs each parameter by
 * {@code c_k = c / (k + 1)^gamma} of its steps and moves it by {@code a_k / c_k} steps per game
 * that θ+c_kδ won more than θ−c_kδ, with {@code a_k = a / (A + k + 1)^alpha}. Both gains are in
 * units of each parameter's step, so one schedule serves margins of centipawns and depths of plies
 * alike, as fishtest's per-parameter {@code c} does.
 *
 * @param a the scale of the update gain
 * @param c the perturbation at the first iteration, in steps
 * @param stability {@code A}, which holds the update gain back in the first iterations
 * @param alpha the decay of the update gain
 * @param gamma the decay of the perturbation
 */
public record SpsaSchedule(double a, double c, double stability, double alpha, double gamma) {
    /** Spall's practical decay of the update gain, fishtest's too. */
    public static final double DEFAULT_ALPHA = 0.602;
    /** Spall's practical decay of the perturbation, fishtest's too. */
    public static final double DEFAULT_GAMMA = 0.101;
    /**
     * Two steps: θ+ and θ− then differ by four steps at first and, with {@link #DEFAULT_GAMMA},
     * still by at least one whole step (so by at least 1 after rounding, even for a parameter of
     * step 1) for the first 900,000 iterations, since {@code c_k} stays above half a step.
     */
    public static final double DEFAULT_C = 2;

    /**
     * Checks the values.
     *
     * @param a the scale of the update gain
     * @param c the perturbation at the first iteration, in steps
     * @param stability {@code A}, which holds the update gain back in the first iterations
     * @param alpha the decay of the update gain
     * @param gamma the decay of the perturbation
     */
    public SpsaSchedule {
        if (!(a > 0) || !(c > 0) || !(stability >= 0) || !(alpha > 0) || !(gamma >= 0) || Double.isInfinite(a)
                || Double.isInfinite(c) || Double.isInfinite(stability) || alpha > 1 || gamma > 1) {
            throw new IllegalArgumentException("SPSA schedule needs a > 0, c > 0, A >= 0, 0 < alpha <= 1 and"
                    + " 0 <= gamma <= 1, got a " + a + " c " + c + " A " + stability + " alpha " + alpha + " gamma "
                    + gamma);
        }
    }

    /**
     * The schedule with the defaults for a run of {@code iterations} game pairs, except where
     * given: {@code A} a tenth of the run (Spall's rule, fishtest's default), and {@code a} such
     * that at the first iteration a pair with one game more won than lost moves each parameter
     * by one step ({@code a_0 / c_0 = 1}): big enough for a run of a few thousand pairs to move
     * a parameter by the few steps that matter, small enough that a lucky pair does not throw it
     * across its range. NaN for a value means "the default".
     *
     * @param iterations the planned number of game pairs
     * @param a the update gain's scale, or NaN
     * @param c the first perturbation in steps, or NaN
     * @param stability {@code A}, or NaN
     * @param alpha the update gain's decay, or NaN
     * @param gamma the perturbation's decay, or NaN
     * @return the schedule
     */
    public static SpsaSchedule withDefaults(int iterations, double a, double c, double stability, double alpha,
            double gamma) {
        double givenAlpha = Double.isNaN(alpha) ? DEFAULT_ALPHA : alpha;
        double givenC = Double.isNaN(c) ? DEFAULT_C : c;
        double givenStability = Double.isNaN(stability) ? Math.floor(iterations / 10.0) : stability;
        double givenA = Double.isNaN(a) ? givenC * Math.pow(givenStability + 1, givenAlpha) : a;
        return new SpsaSchedule(givenA, givenC, givenStability, givenAlpha, Double.isNaN(gamma) ? DEFAULT_GAMMA : gamma);
    }

    /**
     * {@return the update gain {@code a_k}}
     *
     * @param k the iteration, from 0
     */
    public double updateGain(int k) {
        return a / Math.pow(stability + k + 1, alpha);
    }

    /**
     * {@return the perturbation {@code c_k}, in steps}
     *
     * @param k the iteration, from 0
     */
    public double perturbation(int k) {
        return c / Math.pow(k + 1, gamma);
    }
}
