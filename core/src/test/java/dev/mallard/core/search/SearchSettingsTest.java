package dev.mallard.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A technique is in force in a search only when the options switch it on, the rules take it, and
 * what it refines is in force too.
 */
class SearchSettingsTest {
    private static final Set<Technique> ALL = EnumSet.allOf(Technique.class);

    @Test
    void everythingTheRulesTakeAndTheOptionsSwitchOnIsInForce() {
        SearchSettings settings = new SearchSettings(SearchOptions.defaults(), ALL);
        assertThat(settings.probCut).isTrue();
        assertThat(settings.internalReduction).isTrue();
        assertThat(settings.deltaPruning).isTrue();
        assertThat(settings.continuationHistory).isTrue();
        assertThat(settings.nullMove).isTrue();
    }

    @Test
    void aTechniqueTheRulesDoNotTakeIsNotInForceWhateverTheOptionsSay() {
        SearchSettings common = new SearchSettings(SearchOptions.defaults(), Technique.everyVariant());
        assertThat(common.probCut).isFalse();
        assertThat(common.internalReduction).isFalse();
        assertThat(common.fullWidthSeePruning).isFalse();
        assertThat(common.iid).as("a common technique").isTrue();
        assertThat(common.seePruning).isTrue();
    }

    @Test
    void aTechniqueSwitchedOffIsNotInForce() {
        assertThat(new SearchSettings(SearchOptions.defaults().withNullMove(false), ALL).nullMove).isFalse();
        assertThat(new SearchSettings(SearchOptions.exact(), ALL).transpositionTable).isFalse();
    }

    @Test
    void aRefinementIsNotInForceWithoutWhatItRefines() {
        SearchSettings noSee = new SearchSettings(SearchOptions.defaults().with(Technique.SEE_PRUNING, false), ALL);
        assertThat(noSee.deltaPruning).isFalse();
        assertThat(noSee.fullWidthSeePruning).isFalse();
        SearchSettings noIid = new SearchSettings(SearchOptions.defaults().withIid(false), ALL);
        assertThat(noIid.internalReduction).isFalse();
        SearchSettings noTable = new SearchSettings(SearchOptions.defaults().withTranspositionTable(false), ALL);
        assertThat(noTable.quiescenceTable).isFalse();
        assertThat(noTable.singularExtension).isFalse();
        assertThat(new SearchSettings(SearchOptions.defaults().with(Technique.HISTORY, false), ALL).continuationHistory)
                .isFalse();
    }
}
