package dev.mallard.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The short reason travels with the rejection when a caller adds where it happened. */
class IllegalMoveExceptionTest {
    @Test
    void theReasonSurvivesTheContext() {
        IllegalMoveException rules = new IllegalMoveException("Duck move missing in \"e2e4\": ...", "no Duck square given");
        IllegalMoveException wrapped = rules.in("turn 3 of 5");
        assertThat(wrapped).hasMessage("turn 3 of 5: Duck move missing in \"e2e4\": ...").hasCause(rules);
        assertThat(wrapped.reason()).contains("no Duck square given");
        assertThat(new IllegalMoveException("malformed").reason()).isEmpty();
        assertThat(new IllegalMoveException("malformed").in("PGN game 1").reason()).isEmpty();
    }
}
