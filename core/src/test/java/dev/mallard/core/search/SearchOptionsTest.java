package dev.mallard.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every technique has its own switch and its own command-line name: switching one off in the
 * defaults changes exactly one option and switching it back on restores them, the names are
 * distinct and found again by {@link Technique#fromShortName}, the exact configuration
 * (the oracle's) runs without the heuristic ones, and a trial puts a technique in force where
 * the rules do not take it.
 */
class SearchOptionsTest {
    @Test
    void eachTechniqueSwitchesItsOwnOption() {
        SearchOptions defaults = SearchOptions.defaults();
        Set<SearchOptions> offOneAtATime = new HashSet<>();
        for (Technique technique : Technique.values()) {
            SearchOptions off = defaults.with(technique, false);
            assertThat(off).as("defaults less %s", technique).isNotEqualTo(defaults);
            assertThat(off.with(technique, true)).as("%s back on", technique).isEqualTo(defaults);
            offOneAtATime.add(off);
        }
        assertThat(offOneAtATime).as("no two techniques share a switch").hasSize(Technique.values().length);
    }

    @Test
    void shortNamesAreDistinctAndFoundAgain() {
        Set<String> names = new HashSet<>();
        for (Technique technique : Technique.values()) {
            assertThat(names.add(technique.shortName())).as("name %s used once", technique.shortName()).isTrue();
            assertThat(Technique.fromShortName(technique.shortName())).isEqualTo(technique);
        }
        assertThat(Technique.fromShortName("lazy")).isEqualTo(Technique.LAZY_EVAL);
        String[] known = Arrays.stream(Technique.values()).map(Technique::shortName).toArray(String[]::new);
        assertThatThrownBy(() -> Technique.fromShortName("nonsense"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("\"nonsense\"")
                .hasMessageContaining(String.join(", ", known));
    }

    @Test
    void theLazyEvaluationIsOnByDefaultAndOffWhenExact() {
        assertThat(SearchOptions.defaults().on(Technique.LAZY_EVAL)).isTrue();
        assertThat(SearchOptions.exact().on(Technique.LAZY_EVAL)).as("a heuristic bound has no place in the exact search").isFalse();
        assertThat(SearchOptions.defaults().with(Technique.LAZY_EVAL, false).on(Technique.LAZY_EVAL)).isFalse();
    }

    /**
     * A trial puts a technique in force under rules that do not take it, while it is switched
     * on and the technique it refines is in force, and touches no other technique.
     */
    @Test
    void aTrialTakesATechniqueTheRulesDoNot() {
        Set<Technique> common = Technique.everyVariant();
        assertThat(Technique.PROBCUT.inForce(SearchOptions.defaults(), common)).as("not taken, no trial").isFalse();
        SearchOptions probCut = SearchOptions.exact().withTrial(Technique.PROBCUT);
        assertThat(probCut.on(Technique.PROBCUT)).as("a trial switches the technique on").isTrue();
        assertThat(probCut.trials()).containsExactly(Technique.PROBCUT);
        assertThat(Technique.PROBCUT.inForce(probCut, common)).isTrue();
        assertThat(Technique.PROBCUT.inForce(probCut.with(Technique.PROBCUT, false), common)).as("switched off again").isFalse();

        SearchOptions delta = SearchOptions.defaults().withTrial(Technique.DELTA_PRUNING);
        assertThat(Technique.DELTA_PRUNING.inForce(delta, common)).isTrue();
        assertThat(Technique.DELTA_PRUNING.inForce(delta.with(Technique.SEE_PRUNING, false), common))
                .as("delta pruning refines SEE pruning, which is off").isFalse();
        assertThat(Technique.PROBCUT.inForce(delta, common)).as("only the technique on trial").isFalse();
        assertThat(Technique.SINGULAR_EXTENSION.inForce(delta.withTrial(Technique.PROBCUT), common)).isFalse();
    }
}
