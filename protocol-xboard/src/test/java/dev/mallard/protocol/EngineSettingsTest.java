package dev.mallard.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.cecp.XboardEngine;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.uci.UciEngine;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The settings a protocol engine starts with: the defaults, each copy method, and what is refused,
 * by the settings and by the engines' constructors.
 */
class EngineSettingsTest {
    private static final SearchOptions CHANGED = SearchOptions.defaults().withNullMove(false)
            .withParameter("lmr.base", 70);

    @Test
    void theDefaultsAreTheEmbeddedEngines() {
        EngineSettings defaults = EngineSettings.defaults();
        assertThat(defaults.searchOptions()).isEqualTo(SearchOptions.defaults());
        assertThat(defaults.tunable()).isFalse();
        assertThat(defaults.useNetworks()).isTrue();
        assertThat(defaults.log()).isNotNull();
        assertThat(defaults.warmupMs()).isZero();
    }

    @Test
    void eachCopyChangesItsOwnSettingAndNoOther() {
        EngineSettings defaults = EngineSettings.defaults();
        DialogueLog log = DialogueLog.to(new ByteArrayOutputStream());

        EngineSettings options = defaults.withSearchOptions(CHANGED);
        assertThat(options).isEqualTo(new EngineSettings(CHANGED, false, true, defaults.log(), 0));

        EngineSettings tunable = defaults.withTunable(true);
        assertThat(tunable).isEqualTo(new EngineSettings(SearchOptions.defaults(), true, true, defaults.log(), 0));
        assertThat(tunable.withTunable(false)).isEqualTo(defaults);

        EngineSettings handEvaluations = defaults.withUseNetworks(false);
        assertThat(handEvaluations)
                .isEqualTo(new EngineSettings(SearchOptions.defaults(), false, false, defaults.log(), 0));
        assertThat(handEvaluations.withUseNetworks(true)).isEqualTo(defaults);

        EngineSettings logged = defaults.withLog(log);
        assertThat(logged).isEqualTo(new EngineSettings(SearchOptions.defaults(), false, true, log, 0));

        EngineSettings warmed = defaults.withWarmupMs(Warmup.DEFAULT_MS);
        assertThat(warmed)
                .isEqualTo(new EngineSettings(SearchOptions.defaults(), false, true, defaults.log(), Warmup.DEFAULT_MS));
        assertThat(defaults.withWarmupMs(0)).isEqualTo(defaults);

        // The copies leave the original as it was.
        assertThat(defaults).isEqualTo(new EngineSettings(SearchOptions.defaults(), false, true, defaults.log(), 0));
    }

    @Test
    void copiesChainAsTheCommandLineUsesThem() {
        DialogueLog log = DialogueLog.to(new ByteArrayOutputStream());
        EngineSettings settings = EngineSettings.defaults().withSearchOptions(CHANGED).withTunable(true)
                .withUseNetworks(false).withLog(log).withWarmupMs(250);
        assertThat(settings).isEqualTo(new EngineSettings(CHANGED, true, false, log, 250));
    }

    @Test
    void nullsAndANegativeWarmupAreRefusedByName() {
        EngineSettings defaults = EngineSettings.defaults();
        assertThatThrownBy(() -> defaults.withSearchOptions(null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("searchOptions must not be null");
        assertThatThrownBy(() -> defaults.withLog(null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("log must not be null");
        assertThatThrownBy(() -> defaults.withWarmupMs(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("warmupMs must not be negative, got -1");
        assertThatThrownBy(() -> new EngineSettings(null, false, true, DialogueLog.none(), 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("searchOptions must not be null");
        assertThatThrownBy(() -> new EngineSettings(SearchOptions.defaults(), false, true, null, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("log must not be null");
        assertThatThrownBy(() -> new EngineSettings(SearchOptions.defaults(), false, true, DialogueLog.none(), -5))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("warmupMs must not be negative, got -5");
    }

    @Test
    void bothEnginesRefuseAMissingArgumentByName() {
        InputStream in = new ByteArrayInputStream(new byte[0]);
        PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        assertThatThrownBy(() -> new XboardEngine(null, out)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("in must not be null");
        assertThatThrownBy(() -> new UciEngine(null, out)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("in must not be null");
        assertThatThrownBy(() -> new XboardEngine(in, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("out must not be null");
        assertThatThrownBy(() -> new UciEngine(in, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("out must not be null");
        assertThatThrownBy(() -> new XboardEngine(in, out, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("settings must not be null");
        assertThatThrownBy(() -> new UciEngine(in, out, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("settings must not be null");
    }
}
