package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mallard siblings}: the sibling order of the variant's evaluation on a labelled file, and its errors. */
class SiblingsCommandTest {
    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new java.io.ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Path file(String... lines) throws IOException {
        Path data = dir.resolve("siblings.txt");
        Files.write(data, List.of(lines));
        return data;
    }

    @Test
    void reportsThePairsOfALabelledFile() throws IOException {
        // As label-with-stockfish.py --static --children 2 writes: a game position, then two children of it.
        Path data = file("# game positions and their children",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 20 | 0.5",
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 | 40 | 0.5",
                "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1 | 30 | 0.5",
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | 25 | 0.5",
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2 | 50 | 0.5",
                "rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2 | 45 | 0.5",
                "# game 1 result 0.5 plies 3 positions 2");
        Run run = run("siblings", "--variant", "normal", "--data", data.toString());
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).matches("siblings: 2 pairs; same order as the labels (0|0\\.5|1)\\.\\d{3}; difference rms "
                + "\\d+\\.\\d cp; absolute rms \\d+\\.\\d cp\\R");
    }

    @Test
    void namesWhatIsWrong() throws IOException {
        assertThat(run("siblings", "--variant", "normal").err()).contains("siblings needs --data FILE");
        assertThat(run("siblings", "--data", dir.resolve("absent.txt").toString()).err()).contains("cannot read");
        assertThat(run("siblings", "--data", "bad\u0000name").err()).contains("bad file name");
        Path lonely = file("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 20 | 0.5");
        assertThat(run("siblings", "--data", lonely.toString()).err()).contains("has no sibling pairs");
        Path garbled = file("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | twenty | 0.5");
        assertThat(run("siblings", "--data", garbled.toString()).err()).contains(":1: score must be a whole number");
        Path foreign = file("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1 | 20 | 0.5");
        assertThat(run("siblings", "--data", foreign.toString()).err()).contains("not a normal position");
        Path data = file("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 20 | 0.5",
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 | 40 | 0.5",
                "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1 | 30 | 0.5");
        assertThat(run("siblings", "--data", data.toString(), "--eval-file", dir.resolve("none.nnue").toString()).err())
                .contains("none.nnue").contains("no such file");
        assertThat(run("siblings", "--variant", "duck", "--data", data.toString()).status()).isNotZero();
    }
}
