package dev.mallard.spsa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code NAME=VALUE,...}: written and read back, and what it refuses. */
class SearchParamLineTest {
    @Test
    void aLineReadsBackInItsOrder() {
        Map<String, Integer> values = new LinkedHashMap<>();
        values.put("lmr.base", -27);
        values.put("aspiration.window", 14);
        values.put("history.bonus", 61);
        String line = SearchParamLine.assignments(values);
        assertThat(line).isEqualTo("lmr.base=-27,aspiration.window=14,history.bonus=61");
        assertThat(List.copyOf(SearchParamLine.parse(line).entrySet())).isEqualTo(List.copyOf(values.entrySet()));
        assertThat(SearchParamLine.parse(" lmr.base = -27 ,,aspiration.window=14,history.bonus=61,"))
                .isEqualTo(values);
        assertThat(SearchParamLine.parse("")).isEmpty();
    }

    @Test
    void badEntriesAreRefusedByName() {
        assertThatThrownBy(() -> SearchParamLine.parse("lmr.base")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("lmr.base: expected NAME=VALUE");
        assertThatThrownBy(() -> SearchParamLine.parse("=3")).hasMessage("=3: expected NAME=VALUE");
        assertThatThrownBy(() -> SearchParamLine.parse("lmr.base=x")).hasMessage("lmr.base=x: not a whole number");
        assertThatThrownBy(() -> SearchParamLine.parse("lmr.base=99999999999"))
                .hasMessage("lmr.base=99999999999: not a whole number");
        assertThatThrownBy(() -> SearchParamLine.parse("lmr.base=1,lmr.base=2")).hasMessage("lmr.base given twice");
    }
}
