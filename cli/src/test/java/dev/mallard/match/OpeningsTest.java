package dev.mallard.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.play.OpeningGenerator;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Opening books: reading them, and generating balanced, distinct, playable positions. */
class OpeningsTest {
    @TempDir
    Path dir;

    @Test
    void readsFensSkippingCommentsAndNamesTheBadLine() throws Exception {
        Variant fide = Variants.find("normal").orElseThrow();
        Path file = dir.resolve("book.fen");
        Files.writeString(file, "# a book\n\nrnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 ; score 20\n");
        assertThat(Openings.read(file, fide)).containsExactly("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        Files.writeString(file, "# a book\nnot a fen\n");
        assertThatThrownBy(() -> Openings.read(file, fide)).hasMessageContaining("line 2").hasMessageContaining("FEN");
        Files.writeString(file, "# nothing\n");
        assertThatThrownBy(() -> Openings.read(file, fide)).hasMessageContaining("no opening");
    }

    @ParameterizedTest
    @ValueSource(strings = {"normal", "duck", "refusal"})
    void generatedOpeningsAreDistinctOngoingAndBalanced(String name) {
        Variant variant = Variants.find(name).orElseThrow();
        List<OpeningGenerator.Opening> openings = new OpeningGenerator(variant, 42, 3, 100).generate(4, 4);
        assertThat(openings).hasSize(4);
        assertThat(new HashSet<>(openings.stream().map(OpeningGenerator.Opening::fen).toList())).hasSize(4);
        for (OpeningGenerator.Opening opening : openings) {
            assertThat(Math.abs(opening.score())).isLessThanOrEqualTo(100);
            assertThat(variant.status(variant.parseFen(opening.fen())).name()).isEqualTo("ONGOING");
            assertThat(opening.fen()).doesNotContain("veto:");
        }
        assertThat(new OpeningGenerator(variant, 42, 3, 100).generate(4, 4)).isEqualTo(openings);
    }
}
