package dev.mallard.core.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading, checking and writing parameter files. */
class ParameterSchemaTest {
    private static final ParameterSchema SCHEMA = ParameterSchema.builder()
            .tapered("material.pawn", 0, 3000)
            .tapered("bishop.pair", -500, 500)
            .scalar("king.attack.max", 0, 1000)
            .build();

    private static final List<String> FILE = List.of(
            "# a comment",
            "material.pawn 80 105",
            "",
            "bishop.pair 30 55  # two bishops",
            "king.attack.max 500");

    @Test
    void aStepIsOneUnlessDeclared() {
        assertThat(SCHEMA.step(0)).isEqualTo(1);
        ParameterSchema stepped = ParameterSchema.builder().scalar("margin", 0, 400, 10).build();
        assertThat(stepped.step(0)).isEqualTo(10);
        assertThatThrownBy(() -> ParameterSchema.builder().scalar("margin", 0, 400, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("step 0");
    }

    @Test
    void readsEveryValue() {
        ParameterSet set = SCHEMA.parse(FILE, "test.params");
        assertThat(set.mg("material.pawn")).isEqualTo(80);
        assertThat(set.eg("material.pawn")).isEqualTo(105);
        assertThat(set.mg(1)).isEqualTo(30);
        assertThat(set.eg(1)).isEqualTo(55);
        assertThat(set.mg("king.attack.max")).isEqualTo(500);
        assertThat(set.eg("king.attack.max")).isZero();
    }

    @Test
    void writesItsOwnLayoutBackUnchangedAndNewValuesInPlace() {
        ParameterSet set = SCHEMA.parse(FILE, "test.params");
        assertThat(set.format()).isEqualTo(FILE);
        ParameterSet tuned = set.withValues(new double[] {91.4, 12.5, 9999}, new double[] {110.6, -800, 3});
        assertThat(tuned.format()).containsExactly(
                "# a comment",
                "material.pawn 91 111",
                "",
                "bishop.pair 13 -500  # two bishops",
                "king.attack.max 1000");
        assertThat(SCHEMA.parse(tuned.format(), "again").sameValues(tuned)).isTrue();
    }

    @Test
    void namesTheFileLineAndProblemOfEachError() {
        assertError(List.of("material.pawn 80 105", "pawn.value 1"), "test.params:2: unknown parameter \"pawn.value\"");
        assertError(List.of("material.pawn 80 105", "material.pawn 81 105"),
                "test.params:2: parameter \"material.pawn\" given again (first on line 1)");
        assertError(List.of("material.pawn 80"), "test.params:1: parameter \"material.pawn\" needs 2 values (middlegame endgame), got 1");
        assertError(List.of("king.attack.max 5 6"), "test.params:1: parameter \"king.attack.max\" needs 1 value, got 2");
        assertError(List.of("material.pawn 80 1x5"), "test.params:1: parameter \"material.pawn\": \"1x5\" is not a whole number");
        assertError(List.of("material.pawn -1 105"), "test.params:1: parameter \"material.pawn\" must be 0 to 3000, got -1");
        assertError(List.of("material.pawn 80 105"), "test.params: 2 parameter(s) missing: bishop.pair, king.attack.max");
    }

    @Test
    void aMissingResourceSaysWhichAndWhere() {
        assertThatThrownBy(() -> SCHEMA.load(ParameterSchemaTest.class, "no-such.params"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("parameter file no-such.params not found beside " + ParameterSchemaTest.class.getName());
    }

    @Test
    void rejectsBadDeclarations() {
        assertThatThrownBy(() -> ParameterSchema.builder().scalar("a b", 0, 1)).hasMessageContaining("one word");
        assertThatThrownBy(() -> ParameterSchema.builder().scalar("a", 0, 1).tapered("a", 0, 1)).hasMessageContaining("twice");
        assertThatThrownBy(() -> SCHEMA.index("nothing")).hasMessageContaining("no parameter \"nothing\"");
    }

    private static void assertError(List<String> lines, String message) {
        assertThatThrownBy(() -> SCHEMA.parse(lines, "test.params"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }
}
