package dev.mallard.fide;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.Technique;
import org.junit.jupiter.api.Test;

/** What FIDE's search rules give the shared search beyond its rules of play. */
class FideSearchRulesTest {
    /**
     * FIDE chess takes every technique of the search, those not every variant takes too (whose
     * effect on the search core's {@code VariantTechniquesTest} shows).
     */
    @Test
    void takesEveryTechnique() {
        assertThat(new FideSearchRules().techniques()).containsExactlyInAnyOrder(Technique.values());
    }
}
