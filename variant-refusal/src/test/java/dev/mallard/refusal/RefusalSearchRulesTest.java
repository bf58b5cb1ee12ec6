package dev.mallard.refusal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.Technique;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

/** The Refusal search's techniques: every variant's and the one Refusal's games took. */
class RefusalSearchRulesTest {
    @Test
    void takesEveryVariantsTechniquesAndTheCorrectionHistory() {
        EnumSet<Technique> expected = EnumSet.copyOf(Technique.everyVariant());
        expected.add(Technique.CORRECTION_HISTORY);
        assertThat(new RefusalSearchRules().techniques()).containsExactlyInAnyOrderElementsOf(expected);
    }
}
