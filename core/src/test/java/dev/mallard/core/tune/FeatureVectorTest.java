package dev.mallard.core.tune;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The score of a feature vector: tapered blend, flat part, offsets and divisor, with integer truncation. */
class FeatureVectorTest {
    private static final ParameterSchema SCHEMA = ParameterSchema.builder()
            .tapered("a", -1000, 1000).tapered("b", -1000, 1000).scalar("c", -1000, 1000).build();
    private static final ParameterSet VALUES = SCHEMA.parse(List.of("a 10 30", "b -7 5", "c 3"), "v");

    @Test
    void blendsTheTaperedSumsByPhaseAndAddsTheFlatOne() {
        FeatureVector f = new FeatureVector(SCHEMA.size());
        f.reset(6, 24);
        f.add(0, 2);
        f.add(1, -1);
        f.add(2, 4);
        f.add(0, 1); // accumulates
        // mg = 3*10 + 7 = 37, eg = 90 - 5 = 85; (37*6 + 85*18) / 24 = 1752 / 24 = 73; + 12 flat
        assertThat(f.evaluate(VALUES)).isEqualTo(85);
        assertThat(f.countOf(0)).isEqualTo(3);
        f.addOffset(24, -24);
        f.setDivisor(8);
        // (37+24)*6 + (85-24)*18 = 366 + 1098 = 1464, /24 = 61, + 12 = 73, /8 = 9
        assertThat(f.evaluate(VALUES)).isEqualTo(9);
    }

    @Test
    void truncatesTowardZeroSoThatNegatedFeaturesGiveTheNegatedScore() {
        FeatureVector f = new FeatureVector(SCHEMA.size());
        f.reset(5, 24);
        f.add(0, 1);
        f.add(1, 2);
        int plus = f.evaluate(VALUES);
        f.reset(5, 24);
        f.add(0, -1);
        f.add(1, -2);
        assertThat(f.evaluate(VALUES)).isEqualTo(-plus);
    }

    @Test
    void resetForgetsEverything() {
        FeatureVector f = new FeatureVector(SCHEMA.size());
        f.reset(24, 24);
        f.add(2, 5);
        f.addOffset(100, 100);
        f.setDivisor(2);
        f.reset(0, 24);
        assertThat(f.size()).isZero();
        assertThat(f.countOf(2)).isZero();
        assertThat(f.evaluate(VALUES)).isZero();
    }
}
