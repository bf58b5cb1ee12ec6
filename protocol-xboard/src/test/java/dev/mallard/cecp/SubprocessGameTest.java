package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The CECP engine as a real process, as a GUI starts it ({@link CecpProcess}): a
 * {@linkplain WholeGame whole game} in each variant the engine offers. The dialogue log is
 * written, stdout carries protocol only, stderr stays empty, and {@code quit} ends the process
 * with status 0. (The {@code mallard} command's own process, which picks the protocol and the
 * log's file, is the command line module's {@code EngineProcessTest}.)
 */
class SubprocessGameTest {
    /** Games are cut off here; the engine must still have played every move legally. */
    private static final int MAX_PLIES = 120;
    /** A guard against a hung engine, generous because a loaded machine can starve a JVM for many seconds. */
    private static final long WAIT_SECONDS = 120;

    static Stream<String> variants() {
        return Variants.all().stream().filter(SearchableVariant.class::isInstance).map(v -> v.name());
    }

    /** The engine's process and its stdout, line by line. */
    private static final class EngineProcess implements AutoCloseable, EngineLink {
        final Process process;
        final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        final List<String> transcript = new ArrayList<>();
        private final OutputStream in;
        private int pings;

        EngineProcess(Path log) throws IOException {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            ProcessBuilder builder = new ProcessBuilder(java, "-Xss16m", "-cp", System.getProperty("java.class.path"),
                    CecpProcess.class.getName(), log.toString());
            builder.environment().remove("MALLARD_LOG_LEVEL");
            process = builder.start();
            in = process.getOutputStream();
            Thread reader = new Thread(() -> {
                try (BufferedReader out = new BufferedReader(
                        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = out.readLine()) != null) {
                        lines.add(line);
                    }
                } catch (IOException e) {
                    lines.add("(stdout failed: " + e + ")");
                }
            }, "engine-stdout");
            reader.setDaemon(true);
            reader.start();
        }

        @Override
        public void sendLine(String line) {
            transcript.add("> " + line);
            try {
                in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                in.flush();
            } catch (IOException e) {
                fail("cannot write to the engine: " + e + "\n" + String.join("\n", transcript));
            }
        }

        @Override
        public String nextLine() {
            String line = null;
            try {
                line = lines.poll(WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (line == null) {
                fail("no output for " + WAIT_SECONDS + " s; transcript:\n" + String.join("\n", transcript));
            }
            transcript.add("< " + line);
            return line;
        }

        /** The lines before the answer to a fresh ping. */
        List<String> sync() {
            String pong = "pong " + ++pings;
            sendLine("ping " + pings);
            List<String> before = new ArrayList<>();
            for (String line = nextLine(); !line.equals(pong); line = nextLine()) {
                before.add(line);
            }
            return before;
        }

        @Override
        public void close() {
            process.destroyForcibly();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void aWholeGameAgainstTheEngineProcess(String name, @TempDir Path dir) throws Exception {
        SearchableVariant variant = (SearchableVariant) Variants.find(name).orElseThrow();
        Path log = dir.resolve("dialogue.log");
        try (EngineProcess engine = new EngineProcess(log)) {
            engine.sendLine("xboard");
            engine.sendLine("protover 2");
            assertThat(engine.sync()).last().isEqualTo("feature done=1");
            if (WholeGame.play(variant, engine, 2, MAX_PLIES) == null) {
                engine.sendLine("force"); // cut off while the engine thinks on its move
            }
            assertThat(engine.sync()).allMatch(l -> l.matches("-?\\d+ -?\\d+ \\d+ \\d+.*") || l.startsWith("move "));
            engine.sendLine("quit");
            assertThat(engine.process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
            assertThat(engine.process.exitValue()).isZero();
            assertThat(new String(engine.process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8)).isEmpty();
        }
        List<String> dialogue = Files.readAllLines(log);
        assertThat(dialogue).anyMatch(l -> l.matches("\\d+ < protover 2"))
                .anyMatch(l -> l.matches("\\d+ > feature done=1"))
                .anyMatch(l -> l.matches("\\d+ > move .*"))
                .anyMatch(l -> l.matches("\\d+ < quit"));
    }
}
