package dev.mallard.xboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.Rules;
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
 * The engine as a real process, as a GUI starts it: a whole game in each variant the engine
 * offers, the test playing one side (always the first legal turn) and checking every move of
 * the engine against the variant's rules, then the result claim the game's end calls for. The
 * dialogue log asked for with {@code MALLARD_LOG} is written, stdout carries protocol only,
 * stderr stays empty, and {@code quit} ends the process with status 0.
 */
class SubprocessGameTest {
    /** Games are cut off here; the engine must still have played every move legally. */
    private static final int MAX_PLIES = 120;
    private static final long WAIT_SECONDS = 30;

    static Stream<String> variants() {
        return Variants.all().stream().filter(SearchableVariant.class::isInstance).map(v -> v.name());
    }

    /** The engine's process and its stdout, line by line. */
    private static final class EngineProcess implements AutoCloseable {
        final Process process;
        final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        final List<String> transcript = new ArrayList<>();
        private final OutputStream in;
        private int pings;

        EngineProcess(Path log) throws IOException {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            ProcessBuilder builder = new ProcessBuilder(java, "-Xss16m", "-cp", System.getProperty("java.class.path"),
                    Main.class.getName());
            builder.environment().put(Main.LOG_VARIABLE, log.toString());
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

        void send(String line) throws IOException {
            transcript.add("> " + line);
            in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
        }

        String next() throws InterruptedException {
            String line = lines.poll(WAIT_SECONDS, TimeUnit.SECONDS);
            if (line == null) {
                fail("no output for " + WAIT_SECONDS + " s; transcript:\n" + String.join("\n", transcript));
            }
            transcript.add("< " + line);
            return line;
        }

        /** The lines before the answer to a fresh ping. */
        List<String> sync() throws IOException, InterruptedException {
            String pong = "pong " + ++pings;
            send("ping " + pings);
            List<String> before = new ArrayList<>();
            for (String line = next(); !line.equals(pong); line = next()) {
                before.add(line);
            }
            return before;
        }

        /** The engine's next turn: one {@code move} line, or two for a Duck turn (the first ends in a comma). */
        String move() throws InterruptedException {
            String line = next();
            while (line.matches("-?\\d+ -?\\d+ \\d+ \\d+.*") || line.startsWith("setup ")) {
                line = next(); // thinking output, the variant's description for XBoard
            }
            assertThat(line).as(String.join("\n", transcript)).startsWith("move ");
            String text = line.substring(5);
            return text.endsWith(",") ? text + next().substring(5) : text;
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
        Rules rules = variant.rules();
        Path log = dir.resolve("dialogue.log");
        try (EngineProcess engine = new EngineProcess(log)) {
            engine.send("xboard");
            engine.send("protover 2");
            List<String> features = engine.sync();
            assertThat(features).last().isEqualTo("feature done=1");
            engine.send("new");
            engine.send("variant " + name);
            engine.send("sd 2");
            engine.send("post");
            engine.send("go");
            // The engine plays White; the test plays Black with the first legal turn.
            Position position = variant.parseFen(variant.startFen());
            String claim = null;
            int[] turns = new int[rules.maxTurns()];
            for (int ply = 0; ply < MAX_PLIES && claim == null; ply++) {
                if (ply % 2 == 0) {
                    String move = engine.move();
                    rules.makeTurn(position, rules.parseTurn(position, move));
                } else {
                    int count = rules.generateTurns(position, turns, 0);
                    assertThat(count).isPositive();
                    String move = rules.formatTurn(position, turns[0]);
                    rules.makeTurn(position, turns[0]);
                    engine.send("usermove " + move);
                }
                GameStatus status = variant.status(position);
                if (status != GameStatus.ONGOING) {
                    claim = GameEndClaim.text(status, variant.winner(position, status));
                    String said = engine.next();
                    while (said.matches("-?\\d+ -?\\d+ \\d+ \\d+.*")) {
                        said = engine.next();
                    }
                    assertThat(said).isEqualTo(claim);
                }
            }
            if (claim == null) {
                // Cut off: the engine is thinking on its move; force mode ends that.
                engine.send("force");
            }
            List<String> rest = engine.sync();
            assertThat(rest).allMatch(l -> l.matches("-?\\d+ -?\\d+ \\d+ \\d+.*") || l.startsWith("move ")
                    || l.startsWith("setup "));
            engine.send("quit");
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
