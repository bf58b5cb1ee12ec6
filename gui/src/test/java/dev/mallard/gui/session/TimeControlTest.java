package dev.mallard.gui.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.gui.http.HttpProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Time controls in their usual notation, minutes plus seconds a turn. */
class TimeControlTest {
    @Test
    void minutesPlusSecondsAreRead() {
        assertThat(TimeControl.parse("3+2")).isEqualTo(new TimeControl(180_000, 2_000));
        assertThat(TimeControl.parse(" 15 + 10 ")).isEqualTo(new TimeControl(900_000, 10_000));
        assertThat(TimeControl.parse("0.25+0")).isEqualTo(new TimeControl(15_000, 0));
        assertThat(TimeControl.parse("1.5+1")).isEqualTo(new TimeControl(90_000, 1_000));
    }

    @Test
    void noneOrNothingIsATimePerMove() {
        assertThat(TimeControl.parse(null)).isNull();
        assertThat(TimeControl.parse("")).isNull();
        assertThat(TimeControl.parse("None")).isNull();
    }

    @Test
    void theNotationAndThePgnTagAreWrittenBack() {
        assertThat(TimeControl.parse("0.5+0")).hasToString("0.5+0");
        assertThat(TimeControl.parse("5+3")).hasToString("5+3");
        assertThat(TimeControl.parse("5+3").pgnTag()).isEqualTo("300+3");
        assertThat(TimeControl.parse("0.25+180").pgnTag()).isEqualTo("15+180");
    }

    @ParameterizedTest
    @ValueSource(strings = {"3", "3+", "+2", "3+2+1", "three+2", "0+1", "0.2+0", "181+0", "3+181", "3+-1", "-3+2",
        "1.001+0", "3+0.5", "1e9999+0", "NaN+0"})
    void anythingElseIsRefusedWithTheForm(String text) {
        assertThatThrownBy(() -> TimeControl.parse(text)).isInstanceOf(HttpProblem.class)
                .hasMessageContaining("minutes+seconds").hasMessageContaining(text)
                .satisfies(e -> assertThat(((HttpProblem) e).status()).isEqualTo(400));
    }
}
