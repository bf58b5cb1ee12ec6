package dev.mallard.match;

/**
 * Wins, draws and losses of the first engine, and what they say: the Elo difference with a 95%
 * interval and the log-likelihood ratio of a sequential probability ratio test.
 *
 * <p>Elo is the logistic model's, {@code -400 log10(1/s - 1)} for the mean score {@code s}; the
 * interval maps {@code s +- 1.96 sigma/sqrt(n)} through the same function, with {@code sigma}
 * the standard deviation of one game's score (as cutechess computes it); a clean sweep takes the
 * exact binomial bound instead. The LLR is the
 * generalised SPRT on the trinomial (win/draw/loss) results with the normal approximation that
 * fishtest uses for its logistic Elo bounds: {@code LLR = n (s1 - s0) (2s - s0 - s1) / (2 sigma^2)}
 * with {@code s0}, {@code s1} the scores that {@code elo0} and {@code elo1} give.
 *
 * @param wins games the first engine won
 * @param draws games drawn
 * @param losses games the first engine lost
 */
public record MatchStats(int wins, int draws, int losses) {
    /** The 97.5% quantile of the standard normal distribution. */
    private static final double Z_975 = 1.959963984540054;

    /**
     * Checks the counts.
     *
     * @param wins games the first engine won
     * @param draws games drawn
     * @param losses games the first engine lost
     */
    public MatchStats {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("counts must not be negative: " + wins + " " + draws + " " + losses);
        }
    }

    /** {@return the number of games} */
    public int games() {
        return wins + draws + losses;
    }

    /** {@return the first engine's mean score per game, from 0 to 1 (NaN with no games)} */
    public double score() {
        return (wins + draws / 2.0) / games();
    }

    /**
     * {@return the Elo difference for the mean score (infinite for a clean sweep, NaN with no
     * games)}
     */
    public double elo() {
        return eloOf(score());
    }

    /** The standard deviation of one game's score about the mean. */
    private double gameSigma() {
        double s = score();
        double n = games();
        double variance = (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
        return Math.sqrt(variance);
    }

    /**
     * {@return the lower end of the 95% interval of the Elo difference} After a clean sweep of
     * losses it is -infinity; after a clean sweep of wins the normal approximation has no spread to
     * go on, so the bound is the exact binomial one (Clopper-Pearson): the score {@code
     * 0.025^(1/n)} below which n wins in n games had less than a 2.5% chance.
     */
    public double eloLow() {
        if (wins == games() && games() > 0) {
            return eloOf(Math.pow(0.025, 1.0 / games()));
        }
        return eloOf(score() - Z_975 * gameSigma() / Math.sqrt(games()));
    }

    /**
     * {@return the upper end of the 95% interval; for a clean sweep of losses, the mirror of {@link
     * #eloLow()}}
     */
    public double eloHigh() {
        if (losses == games() && games() > 0) {
            return eloOf(1 - Math.pow(0.025, 1.0 / games()));
        }
        return eloOf(score() + Z_975 * gameSigma() / Math.sqrt(games()));
    }

    /**
     * {@return the log-likelihood ratio of "the difference is elo1" against "it is elo0"} Zero
     * while the results carry no spread (no games, or all of one kind), where the test cannot yet
     * tell.
     *
     * @param elo0 the Elo difference of the null hypothesis
     * @param elo1 the Elo difference of the alternative hypothesis
     */
    public double llr(double elo0, double elo1) {
        double sigma = gameSigma();
        if (games() == 0 || !(sigma > 0)) {
            return 0;
        }
        double s0 = scoreOf(elo0);
        double s1 = scoreOf(elo1);
        return games() * (s1 - s0) * (2 * score() - s0 - s1) / (2 * sigma * sigma);
    }

    /** The expected score for an Elo difference. */
    static double scoreOf(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** The Elo difference for an expected score, clamped to the infinities at 0 and 1. */
    static double eloOf(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /**
     * {@return the counts with one more game of the first engine's score 1, 0.5 or 0}
     *
     * @param engine1Score the first engine's score in the game ({@link GameRecord#engine1Score()})
     */
    public MatchStats plus(double engine1Score) {
        return engine1Score == 1 ? new MatchStats(wins + 1, draws, losses)
                : engine1Score == 0 ? new MatchStats(wins, draws, losses + 1) : new MatchStats(wins, draws + 1, losses);
    }
}
