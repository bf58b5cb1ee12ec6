package dev.mallard.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * Elo, its interval and the SPRT's LLR against values worked out separately from the formulas
 * (the expected numbers were computed by hand with a calculator from the class's documented
 * formulas: s = (W + D/2)/N, Elo = -400 log10(1/s - 1), per-game variance about s,
 * LLR = N (s1 - s0)(2s - s0 - s1) / (2 variance)).
 */
class MatchStatsTest {
    @Test
    void eloAndInterval() {
        MatchStats stats = new MatchStats(60, 20, 20);
        assertThat(stats.games()).isEqualTo(100);
        assertThat(stats.score()).isCloseTo(0.7, within(1e-12));
        // -400 log10(3/7); variance 0.16, so s +- 1.96 * 0.04
        assertThat(stats.elo()).isCloseTo(147.1907, within(1e-3));
        assertThat(stats.eloLow()).isCloseTo(86.2250, within(1e-3));
        assertThat(stats.eloHigh()).isCloseTo(218.2518, within(1e-3));
    }

    @Test
    void evenScoreIsZeroElo() {
        MatchStats stats = new MatchStats(10, 80, 10);
        assertThat(stats.elo()).isCloseTo(0, within(1e-9));
        assertThat(stats.eloLow()).isCloseTo(-stats.eloHigh(), within(1e-9));
    }

    @Test
    void llrOfKnownResults() {
        assertThat(new MatchStats(60, 20, 20).llr(0, 10)).isCloseTo(1.73371, within(1e-4));
        // W 10 D 30 L 20: s = 5/12, variance 0.15972..., bounds 0 and 5 Elo
        assertThat(new MatchStats(10, 30, 20).llr(0, 5)).isCloseTo(-0.31789, within(1e-4));
        assertThat(new MatchStats(10, 30, 20).elo()).isCloseTo(-58.4512, within(1e-3));
    }

    @Test
    void noSpreadMeansNoEvidence() {
        assertThat(new MatchStats(0, 0, 0).llr(0, 5)).isZero();
        assertThat(new MatchStats(7, 0, 0).llr(0, 5)).isZero();
        assertThat(new MatchStats(0, 9, 0).llr(0, 5)).isZero();
        assertThat(new MatchStats(7, 0, 0).elo()).isInfinite().isPositive();
        assertThat(new MatchStats(0, 0, 3).elo()).isInfinite().isNegative();
    }

    @Test
    void cleanSweepHasTheExactBinomialBound() {
        // 0.025^(1/100) = 0.963783, -400 log10(1/0.963783 - 1) = 570.03
        assertThat(new MatchStats(100, 0, 0).eloLow()).isCloseTo(570.028, within(1e-2));
        assertThat(new MatchStats(100, 0, 0).eloHigh()).isInfinite().isPositive();
        assertThat(new MatchStats(0, 0, 60).eloHigh()).isCloseTo(-479.135, within(1e-2));
        assertThat(new MatchStats(0, 0, 60).eloLow()).isInfinite().isNegative();
    }

    @Test
    void countingGames() {
        MatchStats stats = new MatchStats(0, 0, 0).plus(1).plus(0.5).plus(0).plus(1);
        assertThat(stats).isEqualTo(new MatchStats(2, 1, 1));
        assertThatThrownBy(() -> new MatchStats(-1, 0, 0)).hasMessageContaining("negative");
    }

    @Test
    void sprtBoundsAndDecisions() {
        Sprt sprt = Sprt.parse("0,10,0.05,0.05");
        assertThat(sprt.lowerBound()).isCloseTo(-2.944439, within(1e-6));
        assertThat(sprt.upperBound()).isCloseTo(2.944439, within(1e-6));
        assertThat(sprt.decide(new MatchStats(60, 20, 20))).isEqualTo(Sprt.Decision.CONTINUE);
        // doubling every count doubles the LLR: 3.4674 > 2.944
        assertThat(sprt.decide(new MatchStats(120, 40, 40))).isEqualTo(Sprt.Decision.H1);
        assertThat(sprt.decide(new MatchStats(40, 40, 120))).isEqualTo(Sprt.Decision.H0);
        Sprt loose = Sprt.parse("0, 10, 0.2, 0.1");
        assertThat(loose.lowerBound()).isCloseTo(Math.log(0.1 / 0.8), within(1e-12));
        assertThat(loose.upperBound()).isCloseTo(Math.log(0.9 / 0.2), within(1e-12));
    }

    @Test
    void sprtRejectsBadParameters() {
        assertThatThrownBy(() -> Sprt.parse("0,5,0.05")).hasMessageContaining("elo0,elo1,alpha,beta");
        assertThatThrownBy(() -> Sprt.parse("5,0,0.05,0.05")).hasMessageContaining("elo0 < elo1");
        assertThatThrownBy(() -> Sprt.parse("0,5,0.5,0.05")).hasMessageContaining("between 0 and 0.5");
        assertThatThrownBy(() -> Sprt.parse("0,x,0.05,0.05")).hasMessageContaining("\"x\"");
    }
}
