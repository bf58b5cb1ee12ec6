package dev.mallard.spsa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.tune.ParameterSchema;
import org.junit.jupiter.api.Test;

class TunedParameterTest {
    @Test
    void aSearchParameterComesWithTheSchemasRangeAndStep() {
        ParameterSchema schema = SearchParameters.schema();
        int index = schema.index("futility.margin_2");
        assertThat(TunedParameter.named("futility.margin_2")).isEqualTo(new TunedParameter("futility.margin_2",
                schema.min(index), schema.max(index), schema.step(index)));
        assertThatThrownBy(() -> TunedParameter.named("no.such")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void valuesAreClampedToTheRangeAndRoundedForTheEngines() {
        TunedParameter parameter = new TunedParameter("p", 2, 16, 1);
        assertThat(parameter.clamp(1.2)).isEqualTo(2);
        assertThat(parameter.clamp(17.5)).isEqualTo(16);
        assertThat(parameter.clamp(7.25)).isEqualTo(7.25);
        assertThat(parameter.engineValue(7.49)).isEqualTo(7);
        assertThat(parameter.engineValue(7.5)).isEqualTo(8);
        assertThat(parameter.engineValue(-3)).isEqualTo(2);
        assertThat(parameter.engineValue(99.9)).isEqualTo(16);
        // a whole number, not a multiple of the step: a shrunken perturbation still shows
        assertThat(new TunedParameter("q", 1024, 65536, 512).engineValue(8192.6)).isEqualTo(8193);
    }
}
