package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mallard} and {@code mallard xboard} as the engine: CECP on stdin and stdout, the
 * dialogue log of {@code --log}, the end at the end of the input.
 */
class EngineCommandTest {
    @Test
    void withoutArgumentsTheEngineSpeaksCecp() {
        for (String[] args : List.of(new String[] {}, new String[] {"xboard"})) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = Main.run(args, new ByteArrayInputStream("xboard\nprotover 2\nping 5\nquit\n".getBytes(StandardCharsets.UTF_8)),
                    new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
            assertThat(status).isZero();
            assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("feature done=0\n").endsWith("feature done=1\npong 5\n");
            assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        }
    }

    @Test
    void logWritesTheDialogueToAFileAndNothingElseToStdout(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("xboard.log");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"xboard", "--log", log.toString()},
                new ByteArrayInputStream("xboard\nping 5\nfrobnicate\nquit\n".getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("pong 5\nError (unknown command): frobnicate\n");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        List<String> lines = Files.readAllLines(log);
        assertThat(lines).hasSize(6);
        List<String> withoutTimes = lines.stream().map(l -> l.replaceFirst("^\\d+ ", "")).toList();
        // Lines from the GUI are logged as they arrive, so the two directions interleave by timing.
        assertThat(withoutTimes.stream().filter(l -> l.startsWith("<")))
                .containsExactly("< xboard", "< ping 5", "< frobnicate", "< quit");
        assertThat(withoutTimes.stream().filter(l -> l.startsWith(">")))
                .containsExactly("> pong 5", "> Error (unknown command): frobnicate");
    }

    @Test
    void anUnwritableLogIsReportedAndTheEngineRunsWithoutIt(@TempDir Path dir) {
        Path log = dir.resolve("no-such-directory").resolve("xboard.log");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"xboard", "--log", log.toString()},
                new ByteArrayInputStream("ping 1\n".getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("pong 1\n");
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("mallard: cannot write the protocol log " + log)
                .contains("running without it");
    }

    @Test
    void theEngineEndsAtEndOfInput() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Main.run(new String[] {}, new ByteArrayInputStream("new\nping 1".getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("pong 1\n");
    }
}
