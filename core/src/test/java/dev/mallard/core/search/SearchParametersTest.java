package dev.mallard.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.tune.ParameterSchema;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The search's parameters: declared with a range and a step, read from a file, changed by name. */
class SearchParametersTest {
    @Test
    void everyParameterHasARangeHoldingItsDefaultAndAStep() {
        ParameterSchema schema = SearchParameters.schema();
        SearchParameters defaults = SearchParameters.defaults();
        assertThat(schema.size()).isEqualTo(66);
        for (int i = 0; i < schema.size(); i++) {
            assertThat(defaults.values().mg(i)).as(schema.name(i)).isBetween(schema.min(i), schema.max(i));
            assertThat(schema.step(i)).as(schema.name(i)).isPositive()
                    .isLessThanOrEqualTo(schema.max(i) - schema.min(i));
        }
        assertThat(defaults.value("reverse_futility.margin")).isEqualTo(90);
        assertThat(defaults.value("history.bonus")).isEqualTo(32);
    }

    @Test
    void changesMakeANewSetAndKeepTheLayout() {
        SearchParameters defaults = SearchParameters.defaults();
        SearchParameters changed = defaults.with(Map.of("probcut.margin", 260, "history.fade", 4));
        assertThat(changed.value("probcut.margin")).isEqualTo(260);
        assertThat(changed.value("history.fade")).isEqualTo(4);
        assertThat(defaults.value("probcut.margin")).as("the defaults stay").isEqualTo(200);
        assertThat(changed.format()).contains("probcut.margin 260").hasSameSizeAs(defaults.format());
        assertThat(defaults.with(Map.of())).isSameAs(defaults);
        assertThatThrownBy(() -> defaults.with(Map.of("probcut.margin", -5)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("probcut.margin");
    }

    @Test
    void aMissingFileIsNamed() {
        assertThatThrownBy(() -> SearchParameters.load(SearchParametersTest.class, "no-such.params"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no-such.params");
    }

    @Test
    void everyParameterBelongsToATechnique() {
        ParameterSchema schema = SearchParameters.schema();
        for (int i = 0; i < schema.size(); i++) {
            assertThat(SearchParameters.technique(schema.name(i))).as(schema.name(i)).isNotNull();
        }
        assertThat(SearchParameters.technique("probcut.margin")).isEqualTo(Technique.PROBCUT);
        assertThat(SearchParameters.technique("lmr.history_step")).isEqualTo(Technique.HISTORY_REDUCTIONS);
        assertThat(SearchParameters.technique("reverse_futility.depth")).isEqualTo(Technique.FUTILITY);
        assertThatThrownBy(() -> SearchParameters.technique("no.such")).isInstanceOf(IllegalArgumentException.class);
    }
}
