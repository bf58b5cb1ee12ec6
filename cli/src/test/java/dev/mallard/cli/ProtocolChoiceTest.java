package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code mallard} without a subcommand speaks the protocol of the GUI's first command;
 * {@code mallard uci} and {@code mallard xboard} force one.
 */
class ProtocolChoiceTest {
    private static List<String> run(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        return List.of(out.toString(StandardCharsets.UTF_8).split("\n"));
    }

    @Test
    void uciFirstMeansUci() {
        List<String> lines = run("uci\nisready\nquit\n");
        assertThat(lines.get(0)).startsWith("id name Mallard");
        assertThat(lines).contains("uciok", "readyok").noneMatch(l -> l.startsWith("feature"));
    }

    @Test
    void blankLinesBeforeTheFirstCommandDoNotCount() {
        assertThat(run("\n  \r\nuci\nquit\n")).contains("uciok");
    }

    @Test
    void xboardFirstMeansCecp() {
        List<String> lines = run("xboard\nprotover 2\nquit\n");
        assertThat(lines).contains("feature done=1").doesNotContain("uciok");
    }

    @Test
    void anyOtherFirstCommandIsCecpsToAnswer() {
        assertThat(run("ucinewgame\nquit\n")).singleElement().asString().startsWith("Error (unknown command): ucinewgame");
    }

    @Test
    void theSubcommandsForceTheirProtocol() {
        assertThat(run("isready\nquit\n", "uci")).containsExactly("readyok");
        assertThat(run("uci\nquit\n", "xboard")).singleElement().asString().startsWith("Error (unknown command): uci");
    }

    @Test
    void anEmptyInputEndsTheEngineQuietly() {
        assertThat(run("")).containsExactly("");
    }
}
