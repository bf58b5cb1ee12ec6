package dev.mallard.fide;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.Technique;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

/** What FIDE's search rules give the shared search beyond its rules of play. */
class FideSearchRulesTest {
    /**
     * FIDE chess takes every technique of the search, those not every variant takes too (whose
     * effect on the search core's {@code VariantTechniquesTest} shows), but those on trial
     * (played by {@code --try} until a match decides).
     */
    @Test
    void takesEveryTechniqueButThoseOnTrial() {
        assertThat(new FideSearchRules().techniques())
                .containsExactlyInAnyOrderElementsOf(EnumSet.complementOf(EnumSet.of(Technique.CAPTURE_HISTORY, Technique.CUT_NODE_REDUCTIONS,
                        Technique.DEEPER_RESEARCH, Technique.RAZORING, Technique.REDUCED_DEPTH_FUTILITY,
                        Technique.TABLE_CUTOFF_HISTORY, Technique.TABLE_CAPTURE_REDUCTIONS, Technique.CORRECTION_HISTORY,
                        Technique.DOUBLE_EXTENSION, Technique.HISTORY_PRUNING, Technique.TIME_SCALING,
                        Technique.EVAL_HISTORY, Technique.FAIL_LOW_HISTORY,
                        Technique.ALPHA_RAISE_REDUCTION, Technique.HINDSIGHT_EXTENSION,
                        Technique.CHECK_ORDERING, Technique.THREAT_ESCAPE, Technique.CONTINUATION_HISTORY_FOUR_PLIES,
                        Technique.ASPIRATION_FAIL_HIGH_REDUCTION, Technique.PAWN_HISTORY,
                        Technique.CONTINUATION_CORRECTION)));
    }
}
