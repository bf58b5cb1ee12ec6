package dev.mallard.core.tune;

/**
 * The features of one position: how often each parameter counts in its evaluation, from
 * White's point of view, so that the tunable part of the evaluation is linear in the weights.
 * With {@code c} the counts, {@code ph} the phase out of {@code maxPhase}, the White-view score
 * is
 * <pre>
 *   (flat + (ph * mg + (maxPhase - ph) * eg) / maxPhase) / divisor
 *   mg   = offsetMg + sum over tapered parameters of c * mgValue
 *   eg   = offsetEg + sum over tapered parameters of c * egValue
 *   flat = sum over scalar parameters of c * value
 * </pre>
 * with Java's integer division (truncating toward zero), exactly as the evaluations compute it.
 * The offsets hold what is not linear in any parameter (e.g. FIDE's king-attack curve) and the
 * divisor a draw scaling; both are taken as constants by the tuner.
 *
 * <p>An instance is reused from position to position ({@link #reset}); it allocates nothing
 * after construction.
 */
public final class FeatureVector {
    private final int[] counts;
    private final boolean[] listed;
    private final int[] parameters;
    private int size;
    private int phase;
    private int maxPhase = 1;
    private int offsetMg;
    private int offsetEg;
    private int divisor = 1;

    /**
     * A vector for a schema of {@code parameterCount} parameters.
     *
     * @param parameterCount the number of parameters of the schema
     */
    public FeatureVector(int parameterCount) {
        counts = new int[parameterCount];
        listed = new boolean[parameterCount];
        parameters = new int[parameterCount];
    }

    /**
     * Clears the vector for a new position of phase {@code phase} out of {@code maxPhase}.
     *
     * @param phase the position's phase, 0 to maxPhase
     * @param maxPhase the phase of a full middlegame, at least 1
     */
    public void reset(int phase, int maxPhase) {
        if (maxPhase < 1 || phase < 0 || phase > maxPhase) {
            throw new IllegalArgumentException("need 0 <= phase <= maxPhase, maxPhase >= 1, got " + phase + ", " + maxPhase);
        }
        for (int i = 0; i < size; i++) {
            counts[parameters[i]] = 0;
            listed[parameters[i]] = false;
        }
        size = 0;
        this.phase = phase;
        this.maxPhase = maxPhase;
        offsetMg = 0;
        offsetEg = 0;
        divisor = 1;
    }

    /**
     * Adds {@code count} (may be negative) to parameter {@code parameter}'s count.
     *
     * @param parameter the parameter's index in the schema
     * @param count how often it counts, White's minus Black's
     */
    public void add(int parameter, int count) {
        if (!listed[parameter]) {
            listed[parameter] = true;
            parameters[size++] = parameter;
        }
        counts[parameter] += count;
    }

    /**
     * Adds a constant (non-linear) part to the middlegame and endgame sums.
     *
     * @param mg the middlegame part
     * @param eg the endgame part
     */
    public void addOffset(int mg, int eg) {
        offsetMg += mg;
        offsetEg += eg;
    }

    /**
     * Sets the divisor of the whole score (1 for none).
     *
     * @param divisor at least 1
     */
    public void setDivisor(int divisor) {
        if (divisor < 1) {
            throw new IllegalArgumentException("divisor must be at least 1, got " + divisor);
        }
        this.divisor = divisor;
    }

    /**
     * The number of parameters listed (some may have count 0 after cancelling).
     *
     * @return the number of entries
     */
    public int size() {
        return size;
    }

    /**
     * The parameter of entry {@code k} ({@code 0 <= k < size()}).
     *
     * @param k the entry
     * @return its parameter's index
     */
    public int parameter(int k) {
        return parameters[k];
    }

    /**
     * The count of entry {@code k}.
     *
     * @param k the entry
     * @return its count
     */
    public int count(int k) {
        return counts[parameters[k]];
    }

    /**
     * The count of parameter {@code parameter} (0 if it does not occur).
     *
     * @param parameter the parameter's index
     * @return its count
     */
    public int countOf(int parameter) {
        return counts[parameter];
    }

    /**
     * The phase.
     *
     * @return the phase, 0 (bare endgame) to maxPhase
     */
    public int phase() {
        return phase;
    }

    /**
     * The phase of a full middlegame.
     *
     * @return the phase of a full middlegame
     */
    public int maxPhase() {
        return maxPhase;
    }

    /**
     * The constant middlegame part.
     *
     * @return the constant middlegame part
     */
    public int offsetMg() {
        return offsetMg;
    }

    /**
     * The constant endgame part.
     *
     * @return the constant endgame part
     */
    public int offsetEg() {
        return offsetEg;
    }

    /**
     * The divisor of the whole score.
     *
     * @return the divisor, 1 for none
     */
    public int divisor() {
        return divisor;
    }

    /**
     * The White-view score these features give with {@code values}, computed as the class comment says.
     *
     * @param values weights of the schema the features index
     * @return the score from White's point of view
     */
    public int evaluate(ParameterSet values) {
        ParameterSchema schema = values.schema();
        long mg = offsetMg;
        long eg = offsetEg;
        long flat = 0;
        for (int k = 0; k < size; k++) {
            int p = parameters[k];
            int c = counts[p];
            if (schema.tapered(p)) {
                mg += (long) c * values.mg(p);
                eg += (long) c * values.eg(p);
            } else {
                flat += (long) c * values.mg(p);
            }
        }
        long blended = flat + (mg * phase + eg * (maxPhase - phase)) / maxPhase;
        return (int) (blended / divisor);
    }
}
