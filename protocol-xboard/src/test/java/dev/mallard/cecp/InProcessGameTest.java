package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.variant.SearchableVariant;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A {@linkplain WholeGame whole game} of each of the three variants against the engine in-process. */
class InProcessGameTest {
    static List<SearchableVariant> variants() {
        return TestVariants.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void aWholeGame(SearchableVariant variant) {
        try (EngineHarness engine = new EngineHarness(TestVariants.all())) {
            engine.send("xboard", "protover 2");
            engine.sync();
            String claim = WholeGame.play(variant, engine, 2, 200);
            if (claim == null) {
                engine.send("force");
            }
            assertThat(engine.sync()).allMatch(l -> EngineHarness.THINKING.matcher(l).matches() || l.startsWith("move "));
        }
    }
}
