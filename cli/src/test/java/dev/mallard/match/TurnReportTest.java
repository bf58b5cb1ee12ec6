package dev.mallard.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A turn's PGN comment in cutechess's form, with lichess's clock command on a clock. */
class TurnReportTest {
    @Test
    void scoreDepthAndTimeAsCutechessWritesThem() {
        assertThat(new TurnReport(0, 312, true, 25, 12, -1).pgnComment()).isEqualTo("+0.25/12 0.312s");
        assertThat(new TurnReport(1, 12_045, true, -7, 3, -1).pgnComment()).isEqualTo("-0.07/3 12.045s");
        assertThat(new TurnReport(1, 0, true, 0, 1, -1).pgnComment()).isEqualTo("+0.00/1 0.000s");
        assertThat(new TurnReport(0, 5, false, 0, 0, -1).pgnComment()).isEqualTo("0.005s");
    }

    @Test
    void matesCountMovesAsCecpReportsThem() {
        assertThat(new TurnReport(0, 40, true, 100_001, 9, -1).pgnComment()).isEqualTo("+M1/9 0.040s");
        assertThat(new TurnReport(0, 40, true, -100_012, 30, -1).pgnComment()).isEqualTo("-M12/30 0.040s");
    }

    @Test
    void theClockAfterTheTurnToTheTenth() {
        assertThat(new TurnReport(0, 100, true, 30, 5, 3_723_456).pgnComment()).isEqualTo("+0.30/5 0.100s [%clk 1:02:03.4]");
        assertThat(new TurnReport(0, 100, false, 0, 0, 0).pgnComment()).isEqualTo("0.100s [%clk 0:00:00.0]");
    }

    @Test
    void rejectsWhatNoRefereeMeasures() {
        assertThatThrownBy(() -> new TurnReport(2, 0, false, 0, 0, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TurnReport(0, -1, false, 0, 0, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TurnReport(0, 0, false, 0, -1, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TurnReport(0, 0, false, 0, 0, -2)).isInstanceOf(IllegalArgumentException.class);
    }
}
