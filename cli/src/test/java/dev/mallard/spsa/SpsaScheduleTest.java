package dev.mallard.spsa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SpsaScheduleTest {
    private static SpsaSchedule defaults(int iterations) {
        return SpsaSchedule.withDefaults(iterations, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
    }

    @Test
    void theDefaultsAreSpallsDecaysATenthOfTheRunAndOneStepPerDecisiveGameAtFirst() {
        SpsaSchedule schedule = defaults(5000);
        assertThat(schedule.alpha()).isEqualTo(0.602);
        assertThat(schedule.gamma()).isEqualTo(0.101);
        assertThat(schedule.stability()).isEqualTo(500);
        assertThat(schedule.c()).isEqualTo(2);
        assertThat(schedule.perturbation(0)).isEqualTo(2);
        assertThat(schedule.updateGain(0) / schedule.perturbation(0)).isCloseTo(1, within(1e-12));
    }

    @Test
    void gainsFollowTheirFormulasAndDecay() {
        SpsaSchedule schedule = new SpsaSchedule(10, 3, 4, 0.6, 0.1);
        assertThat(schedule.updateGain(5)).isCloseTo(10 / Math.pow(10, 0.6), within(1e-12));
        assertThat(schedule.perturbation(5)).isCloseTo(3 / Math.pow(6, 0.1), within(1e-12));
        for (int k = 0; k < 100; k++) {
            assertThat(schedule.updateGain(k + 1)).isLessThan(schedule.updateGain(k));
            assertThat(schedule.perturbation(k + 1)).isLessThan(schedule.perturbation(k));
        }
    }

    @Test
    void theDefaultPerturbationStaysAboveHalfAStepForALongRun() {
        // so θ+ and θ− still differ by a whole step after rounding, for parameters of step 1
        assertThat(defaults(1_000_000).perturbation(899_999)).isGreaterThan(0.5);
    }

    @Test
    void givenValuesReplaceTheDefaultsAndTheGainFollowsThem() {
        SpsaSchedule schedule = SpsaSchedule.withDefaults(1000, Double.NaN, 1, 50, Double.NaN, Double.NaN);
        assertThat(schedule.stability()).isEqualTo(50);
        assertThat(schedule.updateGain(0) / schedule.perturbation(0)).isCloseTo(1, within(1e-12));
        assertThat(SpsaSchedule.withDefaults(1000, 7, Double.NaN, Double.NaN, 0.7, 0.2))
                .isEqualTo(new SpsaSchedule(7, 2, 100, 0.7, 0.2));
    }

    @Test
    void impossibleValuesAreRejected() {
        assertThatThrownBy(() -> new SpsaSchedule(0, 1, 1, 0.6, 0.1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SpsaSchedule(1, -1, 1, 0.6, 0.1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SpsaSchedule(1, 1, -1, 0.6, 0.1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SpsaSchedule(1, 1, 1, 1.5, 0.1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SpsaSchedule(Double.NaN, 1, 1, 0.6, 0.1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
