package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code mallard} command as a GUI starts it, a process of its own without arguments: it
 * takes CECP from the first command, transcribes the dialogue to the file {@code MALLARD_LOG}
 * names, writes protocol alone on stdout and nothing on stderr, and {@code quit} ends it with
 * status 0. (A whole game against the CECP engine's process is the protocol module's
 * {@code SubprocessGameTest}.)
 */
class EngineProcessTest {
    /** Generous: a loaded machine can starve a JVM for many seconds. */
    private static final long WAIT_SECONDS = 120;

    @Test
    void theEngineProcessSpeaksCecpAndLogsTheDialogueWhereTheEnvironmentSays(@TempDir Path dir)
            throws IOException, InterruptedException {
        Path log = dir.resolve("dialogue.log");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(java, "-Xss16m", "-cp", System.getProperty("java.class.path"),
                Main.class.getName());
        builder.environment().put(Main.LOG_VARIABLE, log.toString());
        builder.environment().remove("MALLARD_LOG_LEVEL");
        Process process = builder.start();
        try (OutputStream in = process.getOutputStream()) {
            in.write("xboard\nprotover 2\nping 1\nquit\n".getBytes(StandardCharsets.UTF_8));
        }
        assertThat(process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        List<String> out = List.of(new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).split("\\R"));
        assertThat(process.exitValue()).isZero();
        assertThat(new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8)).isEmpty();
        assertThat(out).allMatch(line -> line.startsWith("feature ") || line.equals("pong 1")).contains("pong 1");
        assertThat(Files.readAllLines(log)).anyMatch(l -> l.matches("\\d+ < protover 2"))
                .anyMatch(l -> l.matches("\\d+ > feature done=1"))
                .anyMatch(l -> l.matches("\\d+ < quit"));
    }
}
