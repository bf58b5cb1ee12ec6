package dev.mallard.core.search.tree;

import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.search.Technique;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A technique is in force in a search only when the options switch it on, the rules take it, and
 * what it refines is in force too; the parameters are the rules' with the options' changes.
 */
class SearchSettingsTest {
    private static final Set<Technique> ALL = EnumSet.allOf(Technique.class);

    /** The settings of {@code options} by rules that take {@code taken}, with core's parameters. */
    private static SearchSettings settings(SearchOptions options, Set<Technique> taken) {
        return new SearchSettings(options, taken, SearchParameters.defaults());
    }

    @Test
    void everythingTheRulesTakeAndTheOptionsSwitchOnIsInForce() {
        SearchSettings settings = settings(SearchOptions.defaults(), ALL);
        assertThat(settings.probCut).isTrue();
        assertThat(settings.internalReduction).isTrue();
        assertThat(settings.deltaPruning).isTrue();
        assertThat(settings.continuationHistory).isTrue();
        assertThat(settings.nullMove).isTrue();
    }

    @Test
    void aTechniqueTheRulesDoNotTakeIsNotInForceWhateverTheOptionsSay() {
        SearchSettings common = settings(SearchOptions.defaults(), Technique.everyVariant());
        assertThat(common.probCut).isFalse();
        assertThat(common.singularExtension).isFalse();
        assertThat(common.fullWidthSeePruning).isFalse();
        assertThat(common.iid).as("a common technique").isTrue();
        assertThat(common.internalReduction).as("a common technique since session 37").isTrue();
        assertThat(common.seePruning).isTrue();
    }

    @Test
    void aTechniqueSwitchedOffIsNotInForce() {
        assertThat(settings(SearchOptions.defaults().withNullMove(false), ALL).nullMove).isFalse();
        assertThat(settings(SearchOptions.exact(), ALL).transpositionTable).isFalse();
    }

    @Test
    void aRefinementIsNotInForceWithoutWhatItRefines() {
        SearchSettings noSee = settings(SearchOptions.defaults().with(Technique.SEE_PRUNING, false), ALL);
        assertThat(noSee.deltaPruning).isFalse();
        assertThat(noSee.fullWidthSeePruning).isFalse();
        SearchSettings noIid = settings(SearchOptions.defaults().withIid(false), ALL);
        assertThat(noIid.internalReduction).isFalse();
        SearchSettings noTable = settings(SearchOptions.defaults().withTranspositionTable(false), ALL);
        assertThat(noTable.quiescenceTable).isFalse();
        assertThat(noTable.singularExtension).isFalse();
        assertThat(settings(SearchOptions.defaults().with(Technique.HISTORY, false), ALL).continuationHistory)
                .isFalse();
    }

    /** Core's defaults make the late-move reduction table that was written into the search by hand. */
    @Test
    void theDefaultReductionsAreTheHandSetTable() {
        SearchSettings settings = settings(SearchOptions.defaults(), ALL);
        for (int d = 1; d < 64; d++) {
            for (int m = 1; m < 64; m++) {
                int handSet = Math.max(1, (int) (0.5 + Math.log(d) * Math.log(m) / 2.0));
                assertThat(settings.reductions[d][m]).as("depth %d, move %d", d, m).isEqualTo(handSet);
            }
        }
        assertThat(settings.futilityMargin).containsExactly(0, 200, 450);
    }

    @Test
    void theOptionsChangesReplaceTheRulesParameters() {
        SearchOptions changed = SearchOptions.defaults().withParameter("reverse_futility.margin", 120)
                .withParameter("lmr.divisor", 100).withParameter("futility.margin_2", 500);
        SearchSettings settings = settings(changed, ALL);
        assertThat(settings.reverseFutilityMargin).isEqualTo(120);
        assertThat(settings.futilityMargin).containsExactly(0, 200, 500);
        assertThat(settings.reductions[10][10]).as("ln 10 · ln 10 / 1, plus a half").isEqualTo(5);
        assertThat(settings(SearchOptions.defaults(), ALL).reductions[10][10]).isEqualTo(3);
        assertThat(settings.nullMoveReduction).as("unchanged").isEqualTo(2);
    }

    @Test
    void anUnknownParameterOrAValueOutOfRangeIsRefused() {
        assertThatThrownBy(() -> SearchOptions.defaults().withParameter("no.such", 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no.such");
        assertThatThrownBy(() -> SearchOptions.defaults().withParameter("null_move.reduction", 99))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must be 1 to 6, got 99");
    }

    /** Switching futility off switches off the pruning that refines it: razoring and futility at the reduced depth. */
    @Test
    void razoringAndReducedDepthFutilityGoWithFutility() {
        SearchSettings on = settings(SearchOptions.defaults(), ALL);
        assertThat(on.razoring).isTrue();
        assertThat(on.reducedDepthFutility).isTrue();
        SearchSettings off = settings(SearchOptions.defaults().withFutility(false), ALL);
        assertThat(off.razoring).isFalse();
        assertThat(off.reducedDepthFutility).isFalse();
    }

    /**
     * The late-move reductions never fall as more moves are searched, at any depth and at the
     * corners of their parameters' ranges: futility at the reduced depth rests on it (its bound
     * only falls as the move number grows, so the node's tail pruning prunes nothing the loop
     * would have searched).
     */
    @Test
    void reductionsNeverFallWithTheMoveNumber() {
        for (int base : new int[] {-100, 50, 200}) {
            for (int divisor : new int[] {50, 200, 600}) {
                SearchSettings settings = new SearchSettings(SearchOptions.defaults(), ALL, SearchParameters.defaults()
                        .with(Map.of("lmr.base", base, "lmr.divisor", divisor)));
                for (int d = 1; d < 64; d++) {
                    for (int m = 2; m < 64; m++) {
                        assertThat(settings.reductions[d][m]).as("base %d divisor %d depth %d move %d", base, divisor, d, m)
                                .isGreaterThanOrEqualTo(settings.reductions[d][m - 1]);
                    }
                }
            }
        }
    }
}
