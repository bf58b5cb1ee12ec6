package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Pgn;
import dev.mallard.core.variant.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every entry point that takes a variant name reads it through the one table of
 * {@link Variants}: the API's factories, PGN's {@code Variant} tag and CECP's {@code variant}
 * command accept the same names, in any case (the command line's {@code --variant} is checked by
 * its module's {@code MainTest}).
 */
class VariantNamesTest {
    /** A first turn legal in that variant only (a bare move lacks the Duck's square and the veto). */
    private static final Map<String, String> FIRST_TURN = Map.of(
            "normal", "e2e4", "duck", "e2e4,e4d5", "refusal", "e2e4/e7e5");

    @ParameterizedTest
    @CsvSource({"normal, normal", "Normal, normal", "standard, normal", "Standard, normal", "chess, normal",
        "CHESS, normal", "fide, normal", "FIDE, normal", "duck, duck", "Duck, duck", "DUCK, duck",
        "refusal, refusal", "Refusal, refusal"})
    void everyEntryPointTakesEveryNameOfTheTable(String given, String meant) {
        assertThat(Variants.canonicalName(given)).isEqualTo(meant);
        assertThat(Engine.create(given, 1).variant().name()).isEqualTo(meant);
        assertThat(Game.start(given).variant().name()).isEqualTo(meant);
        assertThat(Pgn.read("[Variant \"" + given + "\"]\n\n*").game().variant().name()).isEqualTo(meant);
        assertCecpTakes(given, meant);
    }

    /**
     * Checks that {@code variant given} over CECP sets up the variant {@code meant}: the session
     * first plays Duck Chess (or FIDE chess when Duck is meant), so a turn legal only in the
     * meant variant is accepted only if the switch happened.
     */
    private static void assertCecpTakes(String given, String meant) {
        String before = meant.equals("duck") ? "normal" : "duck";
        List<String> out = lines(EngineHarness.runToEnd(TestVariants.all(), "new", "variant " + before, "force",
                "variant " + given, "force", "usermove " + FIRST_TURN.get(meant), "ping 1"));
        List<String> expected = new ArrayList<>(VariantSetup.lines(TestVariants.playable(before)));
        expected.addAll(VariantSetup.lines(TestVariants.playable(meant)));
        expected.add("pong 1");
        assertThat(out).as("variant " + given).isEqualTo(expected);
    }

    private static List<String> lines(String text) {
        return text.isEmpty() ? List.of() : List.of(text.split("\n"));
    }
}
