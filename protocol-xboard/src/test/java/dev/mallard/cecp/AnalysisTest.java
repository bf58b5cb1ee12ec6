package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.protocol.TestNetworkFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CECP engine's thinking output and analysis mode, driven through pipes as a GUI drives them. */
class AnalysisTest {
    private final EngineHarness engine = new EngineHarness();

    @AfterEach
    void stopEngine() {
        engine.close();
    }

    // ------------------------------------------------------------------------------------------
    // Thinking output and analysis

    @Test
    void postShowsThinkingAndNopostHidesIt() {
        engine.handshake();
        engine.send("new", "force", "setboard " + EngineHarness.MATE_IN_ONE, "post", "sd 3", "go");
        List<String> lines = engine.untilMove(EngineHarness.MOVE_WAIT);
        List<String> thinking = EngineHarness.thinking(lines);
        assertThat(thinking).isNotEmpty();
        String last = thinking.get(thinking.size() - 1);
        Matcher m = EngineHarness.THINKING.matcher(last);
        assertThat(m.matches()).isTrue();
        assertThat(m.group(2)).as(last).isEqualTo("100001"); // mate in one move
        assertThat(m.group(5).strip()).startsWith("d1d8");
        engine.sync();

        engine.send("new", "nopost", "sd 3", "go");
        assertThat(EngineHarness.thinking(engine.untilMove(EngineHarness.MOVE_WAIT))).isEmpty();
    }

    @Test
    void analysisFollowsThePosition() {
        engine.handshake();
        engine.send("new", "force", "post", "analyze");
        String first = engine.expect(EngineHarness.THINKING);
        assertThat(EngineHarness.legal(EngineHarness.START, pvMove(first))).as(first).isTrue();

        analysisFollows("usermove e2e4", "e2e4");
        analysisFollows("undo");

        // No sync here: the analysis of a mate in one can finish every iteration before a pong,
        // and a sync would swallow the lines this waits for. Only the new position can print them.
        engine.send("setboard " + EngineHarness.MATE_IN_ONE);
        List<String> mate = engine.until(l -> l.matches("\\d+ 100001 .* d1d8.*"), EngineHarness.MOVE_WAIT);
        assertThat(mate).noneMatch(l -> l.startsWith("move "));

        engine.send(".");
        engine.expect(java.util.regex.Pattern.compile("stat01: \\d+ \\d+ \\d+ \\d+ \\d+"));

        analysisFollows("new");

        engine.send("exit");
        engine.sync();
        engine.drain(Duration.ofMillis(100));
        assertThat(engine.drain(Duration.ofMillis(300))).as("nothing after exit").isEmpty();
        // Out of analysis the engine is in force mode: moves are taken without a reply.
        engine.send("usermove e2e4");
        assertThat(engine.sync()).isEmpty();
    }

    @Test
    void excludeAndIncludeChooseTheMovesTheAnalysisConsiders() {
        engine.handshake();
        engine.send("new", "force", "post", "analyze", "exclude e2e4", "exclude d2d4");
        engine.sync();
        assertThat(nextThinking(3)).extracting(AnalysisTest::pvMove).doesNotContain("e2e4", "d2d4");
        engine.send("exclude all", "include g1f3");
        engine.sync();
        assertThat(nextThinking(3)).extracting(AnalysisTest::pvMove).containsOnly("g1f3");
        engine.send("include nonsense");
        assertThat(engine.sync()).anyMatch(l -> l.startsWith("Error (not a legal move): include nonsense"));
        analysisFollows("usermove e2e4", "e2e4"); // a new position forgets the exclusions
        engine.send("exit");
        engine.sync();
    }

    @Test
    void theMultiPvOptionShowsThatManyLinesPerDepth() {
        engine.handshake();
        engine.send("new", "force", "post", "option MultiPV=3", "analyze");
        List<String> seen = nextThinking(9);
        // Reports come three per depth, best first, with three different moves.
        for (int d = 0; d < 9; d += 3) {
            List<Matcher> group = seen.subList(d, d + 3).stream().map(l -> {
                Matcher m = EngineHarness.THINKING.matcher(l);
                assertThat(m.matches()).isTrue();
                return m;
            }).toList();
            assertThat(group).extracting(m -> m.group(1)).containsOnly(group.get(0).group(1));
            assertThat(group).extracting(m -> Integer.parseInt(m.group(2))).isSortedAccordingTo(Comparator.reverseOrder());
            assertThat(group).extracting(m -> m.group(5).strip().split(" ")[0]).doesNotHaveDuplicates();
        }
        engine.send("option MultiPV=0", "option Hash=3");
        List<String> errors = engine.sync();
        assertThat(errors).anyMatch(l -> l.startsWith("Error (out of range): option MultiPV=0"))
                .anyMatch(l -> l.startsWith("Error (unknown option): option Hash=3"));
        engine.send("exit");
        engine.sync();
    }

    @Test
    void theEvalFileOptionLoadsANetworkAndAFileWithoutOneIsAnErrorThatKeepsTheEvaluation(@TempDir Path dir)
            throws IOException {
        engine.handshake();
        int shipped = engine.depthOneScore();
        assertThat(shipped).isNotEqualTo(-77);
        Path constant = TestNetworkFiles.write(dir, "constant.nnue", TestNetworkFiles.constant(77));
        engine.send("option EvalFile=" + constant);
        assertThat(engine.sync()).containsExactly("# network " + constant + " (768 x 1) evaluates normal, duck, refusal");
        assertThat(engine.depthOneScore()).isEqualTo(-77); // each side to move scores +77

        Path text = Files.writeString(dir.resolve("text.nnue"), "not a network");
        engine.send("option EvalFile=" + dir.resolve("missing.nnue"), "option EvalFile=" + text);
        List<String> errors = engine.sync();
        assertThat(errors).hasSize(2);
        assertThat(errors.get(0)).startsWith("Error (cannot load network file \"").contains("no such file");
        assertThat(errors.get(1)).contains("not a Mallard network").endsWith("): option EvalFile=" + text);
        assertThat(engine.depthOneScore()).isEqualTo(-77);

        engine.send("option EvalFile=<empty>");
        assertThat(engine.sync()).containsExactly("# no network file: each variant plays the evaluation it ships");
        assertThat(engine.depthOneScore()).isEqualTo(shipped);
    }

    @Test
    void pingDuringAnalysisIsAnsweredAtOnce() {
        engine.handshake();
        engine.send("new", "force", "analyze", "ping 42");
        engine.expect(java.util.regex.Pattern.compile("pong 42"));
        engine.send("exit");
        engine.sync();
    }

    /**
     * Sends {@code command} during an analysis of the start position and checks the next thinking
     * line: its first move must be legal after the moves {@code before}.
     */
    private void analysisFollows(String command, String... before) {
        engine.send(command);
        engine.sync();
        String line = engine.expect(EngineHarness.THINKING);
        assertThat(EngineHarness.legal(EngineHarness.START, pvMove(line), before)).as(line).isTrue();
    }

    /** The next {@code count} thinking lines. */
    private List<String> nextThinking(int count) {
        List<String> lines = new ArrayList<>();
        while (lines.size() < count) {
            lines.add(engine.expect(EngineHarness.THINKING));
        }
        return lines;
    }

    private static String pvMove(String thinkingLine) {
        Matcher m = EngineHarness.THINKING.matcher(thinkingLine);
        assertThat(m.matches()).isTrue();
        return m.group(5).strip().split(" ")[0];
    }
}
