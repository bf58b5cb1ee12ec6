package dev.mallard.datagen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.fide.FideVariant;
import dev.mallard.training.data.LabelledPosition;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Self-play data: its format, its quiet positions, determinism by seed, sharding and resuming. */
class DataGeneratorTest {
    private static final FideVariant FIDE = new FideVariant();
    private static final PrintStream QUIET = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

    @TempDir
    Path dir;

    @Test
    void writesQuietLabelledPositionsAndAMarkerPerGame() throws IOException {
        Path file = dir.resolve("data.txt");
        DataGenerator.Summary summary = new DataGenerator(FIDE, 400, 2).run(10, 3, file, QUIET);
        assertThat(summary.gamesPlayed()).isEqualTo(3);
        List<String> lines = Files.readAllLines(file);
        assertThat(lines.get(0)).isEqualTo("# mallard datagen --variant normal --nodes 400");
        assertThat(lines.stream().filter(l -> l.startsWith("# game ")).map(l -> l.split(" ")[2]))
                .containsExactlyInAnyOrder("10", "11", "12");
        List<LabelledPosition> positions = lines.stream().filter(l -> !l.startsWith("#")).map(LabelledPosition::parse).toList();
        assertThat(positions).hasSize((int) summary.positions()).hasSizeGreaterThan(20);
        for (LabelledPosition p : positions) {
            Position position = Fen.parse(p.fen());
            assertThat(position.inCheck()).as(p.fen()).isFalse();
            assertThat(LabelledPosition.parse(p.format())).isEqualTo(p);
        }
    }

    @Test
    void aGameDependsOnlyOnItsSeed() {
        SelfPlay one = new SelfPlay(FIDE, 300, true);
        SelfPlay other = new SelfPlay(FIDE, 300, true);
        SelfPlay.PlayedGame first = one.play(5);
        one.play(6); // a different game in between leaves no trace
        assertThat(one.play(5)).isEqualTo(first);
        assertThat(other.play(5)).isEqualTo(first);
        assertThat(other.play(6).positions()).isNotEqualTo(first.positions());
    }

    @Test
    void gamesEndByTheRulesOrByAdjudication() {
        SelfPlay player = new SelfPlay(FIDE, 2000, true);
        // A queen up: the search sees the mate or a winning score long enough to adjudicate.
        SelfPlay.PlayedGame won = player.playFrom(1, "4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
        assertThat(won.result()).isEqualTo(1.0);
        assertThat(won.plies()).isLessThan(SelfPlay.ADJUDICATION.maxPlies());
        // Bare kings: drawn by the rules before any search; nothing is sampled.
        SelfPlay.PlayedGame dead = player.playFrom(2, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(dead.result()).isEqualTo(0.5);
        assertThat(dead.plies()).isZero();
        assertThat(dead.positions()).isEmpty();
        // Black mated on the board: White's win, recorded from White's side.
        SelfPlay.PlayedGame mated = player.playFrom(3, "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
        assertThat(mated.result()).isEqualTo(1.0);
        assertThat(mated.plies()).isZero();
    }

    @Test
    void aRerunAppendsOnlyTheMissingGamesAfterCuttingAPartialTail() throws IOException {
        Path file = dir.resolve("resume.txt");
        new DataGenerator(FIDE, 300, 1).run(0, 2, file, QUIET);
        List<String> firstRun = Files.readAllLines(file);
        Files.writeString(file, "8/8/8/8 w - - 0 1 | 3", java.nio.file.StandardOpenOption.APPEND); // a crash mid-line
        DataGenerator.Summary summary = new DataGenerator(FIDE, 300, 1).run(0, 3, file, QUIET);
        assertThat(summary.gamesBefore()).isEqualTo(2);
        assertThat(summary.gamesPlayed()).isEqualTo(1);
        List<String> lines = Files.readAllLines(file);
        assertThat(lines.subList(0, firstRun.size())).isEqualTo(firstRun);
        assertThat(lines).noneMatch(l -> l.endsWith("| 3"));
        assertThat(lines.stream().filter(l -> l.startsWith("# game "))).hasSize(3);
        assertThat(new DataGenerator(FIDE, 300, 1).run(0, 3, file, QUIET).gamesPlayed()).isZero();
    }

    @Test
    void refusesAFileOfOtherSettings() {
        Path file = dir.resolve("other.txt");
        new DataGenerator(FIDE, 300, 1).run(0, 1, file, QUIET);
        assertThatThrownBy(() -> new DataGenerator(FIDE, 301, 1).run(0, 1, file, QUIET))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--nodes 300").hasMessageContaining("another file");
    }
}
