package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Real front ends, headless: Debian's XBoard (under {@code xvfb-run}) plays one FIDE game of this
 * build against Fairy-Max through {@code scripts/xboard-vs-fairymax.sh}, over CECP and over UCI
 * through Debian's {@code polyglot}. The game must end by the rules, with no illegal move, stall
 * or loss on time. Skipped only where a program is not installed.
 */
class FrontEndGameTest {
    /** Where Debian installs XBoard, Fairy-Max and polyglot; not on root's PATH. */
    private static final String GAMES = "/usr/games";
    /** The script's own guard is longer; a game at this control takes a minute or two. */
    private static final long LIMIT_MINUTES = 15;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"cecp", "uci"})
    void xboardPlaysAGameAgainstFairyMaxToItsEnd(String protocol, @TempDir Path dir)
            throws IOException, InterruptedException {
        String path = System.getenv("PATH") + File.pathSeparator + GAMES;
        List<String> needed = new ArrayList<>(List.of("xboard", "fairymax", "xvfb-run", "xauth"));
        if (protocol.equals("uci")) {
            needed.add("polyglot");
        }
        for (String program : needed) {
            assumeTrue(installed(program, path), program + " is not installed");
        }
        Path engine = dir.resolve("mallard-under-test");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Files.writeString(engine, "#!/bin/sh\nexec '" + java + "' -Xss16m -cp '" + System.getProperty("java.class.path")
                + "' " + Main.class.getName() + " \"$@\"\n", StandardCharsets.UTF_8);
        assertThat(engine.toFile().setExecutable(true)).isTrue();
        Path out = dir.resolve("run");
        List<String> command = new ArrayList<>(List.of("bash", Path.of("..", "scripts", "xboard-vs-fairymax.sh").toString(),
                "--games", "1", "--tc", "0:30", "--inc", "0.3", "--out", out.toString()));
        if (protocol.equals("uci")) {
            command.add("--uci");
        }
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve("script.log").toFile());
        builder.environment().put("PATH", path);
        builder.environment().put("MALLARD", engine.toString());
        builder.environment().remove("MALLARD_LOG_LEVEL");
        Process script = builder.start();
        boolean ended = script.waitFor(LIMIT_MINUTES, TimeUnit.MINUTES);
        if (!ended) {
            script.descendants().forEach(ProcessHandle::destroyForcibly);
            script.destroyForcibly();
        }
        String log = Files.readString(dir.resolve("script.log"), StandardCharsets.UTF_8);
        assertThat(ended).as("the script ended; its output:%n%s", log).isTrue();
        assertThat(script.exitValue()).as("the script's verdict:%n%s", log).isZero();
        assertThat(log).contains("OK every game finished").containsPattern("game 1: .* (1-0|0-1|1/2-1/2) \\{");
    }

    private static boolean installed(String program, String path) {
        return Stream.of(path.split(File.pathSeparator))
                .anyMatch(directory -> Files.isExecutable(Path.of(directory, program)));
    }
}
