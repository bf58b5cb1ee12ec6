package dev.mallard.match;

/**
 * A sequential probability ratio test: H0 "the first engine is {@code elo0} stronger" against H1
 * "it is {@code elo1} stronger", with false-positive rate {@code alpha} and false-negative rate
 * {@code beta}. The test accepts H1 when the LLR reaches {@code ln((1-beta)/alpha)}, H0 when it
 * falls to {@code ln(beta/(1-alpha))}; in between it goes on.
 *
 * @param elo0 the Elo difference of H0
 * @param elo1 the Elo difference of H1, greater than elo0
 * @param alpha the false-positive rate, in (0, 0.5)
 * @param beta the false-negative rate, in (0, 0.5)
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {
    /** What the test says so far. */
    public enum Decision {
        /** H1 accepted: the first engine is stronger by about elo1. */
        H1,
        /** H0 accepted: it is not. */
        H0,
        /** Neither yet. */
        CONTINUE
    }

    /**
     * Checks the parameters.
     *
     * @param elo0 the Elo difference of H0
     * @param elo1 the Elo difference of H1, greater than elo0
     * @param alpha the false-positive rate, in (0, 0.5)
     * @param beta the false-negative rate, in (0, 0.5)
     */
    public Sprt {
        if (!(elo1 > elo0) || Double.isInfinite(elo0) || Double.isInfinite(elo1)) {
            throw new IllegalArgumentException("SPRT needs finite elo0 < elo1, got " + elo0 + ", " + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("SPRT alpha and beta must lie between 0 and 0.5, got " + alpha + ", " + beta);
        }
    }

    /**
     * Parses {@code elo0,elo1,alpha,beta}, e.g. {@code 0,5,0.05,0.05}.
     *
     * @param text the test, {@code elo0,elo1,alpha,beta}
     * @return the test
     * @throws IllegalArgumentException naming what is wrong
     */
    public static Sprt parse(String text) {
        String[] parts = text == null ? new String[0] : text.split(",", -1);
        if (parts.length != 4) {
            throw new IllegalArgumentException("SPRT needs elo0,elo1,alpha,beta like 0,5,0.05,0.05, got \"" + text + "\"");
        }
        double[] values = new double[4];
        for (int i = 0; i < 4; i++) {
            try {
                values[i] = Double.parseDouble(parts[i].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("SPRT needs numbers elo0,elo1,alpha,beta, got \"" + parts[i] + "\"");
            }
        }
        return new Sprt(values[0], values[1], values[2], values[3]);
    }

    /** {@return the bound at which H0 is accepted, {@code ln(beta/(1-alpha))}} */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** {@return the bound at which H1 is accepted, {@code ln((1-beta)/alpha)}} */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /**
     * {@return the test's LLR for these results}
     *
     * @param stats the games so far
     */
    public double llr(MatchStats stats) {
        return stats.llr(elo0, elo1);
    }

    /**
     * {@return what the test decides after these results}
     *
     * @param stats the games so far
     */
    public Decision decide(MatchStats stats) {
        double llr = llr(stats);
        return llr >= upperBound() ? Decision.H1 : llr <= lowerBound() ? Decision.H0 : Decision.CONTINUE;
    }
}
