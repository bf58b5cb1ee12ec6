package dev.mallard.core.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The table of variant names: case, white space and aliases. */
class VariantsTest {
    /** A variant that only answers its name, which is all that finding it by name asks. */
    private static Variant named(String name) {
        return (Variant) Proxy.newProxyInstance(Variant.class.getClassLoader(), new Class<?>[] {Variant.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("name")) {
                        return name;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }

    @Test
    void aliasesMeanFideChessAndCaseAndSpaceDoNotMatter() {
        assertThat(Variants.aliases()).isEqualTo(Map.of("standard", "normal", "chess", "normal", "fide", "normal"));
        for (String name : List.of("normal", "NORMAL", "Standard", "chess", " Chess ", "FIDE", "fide")) {
            assertThat(Variants.canonicalName(name)).as(name).isEqualTo("normal");
        }
        assertThat(Variants.canonicalName("Duck")).isEqualTo("duck");
        assertThat(Variants.canonicalName("refusal")).isEqualTo("refusal");
        assertThat(Variants.canonicalName("Pawns-Forward")).isEqualTo("pawns-forward");
    }

    @Test
    void findsAmongCandidatesByAnyOfTheirNames() {
        Variant normal = named("normal");
        Variant duck = named("duck");
        Variant plugIn = named("Pawns-Forward");
        List<Variant> candidates = List.of(normal, duck, plugIn);
        assertThat(Variants.find(candidates, "standard")).containsSame(normal);
        assertThat(Variants.find(candidates, "DUCK")).containsSame(duck);
        assertThat(Variants.find(candidates, "pawns-forward")).containsSame(plugIn);
        assertThat(Variants.find(candidates, "refusal")).isEmpty();
        assertThat(Variants.find(List.of(duck), "chess")).isEmpty();
    }

    @Test
    void rejectsNull() {
        assertThatThrownBy(() -> Variants.canonicalName(null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must not be null");
        assertThatThrownBy(() -> Variants.find(null, "duck")).isInstanceOf(IllegalArgumentException.class);
        assertThat(Variants.aliases()).isUnmodifiable();
    }
}
