package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.protocol.EngineSettings;
import dev.mallard.protocol.HandEvaluationScores;
import dev.mallard.protocol.TestNetworkFiles;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CECP's {@code Use NNUE} option: offered as a check option (unchecked in an engine started with
 * {@code --no-nnue}), {@code 0} plays the hand evaluations over any {@code EvalFile}, {@code 1}
 * the networks again; refused while the engine thinks on its move, as {@code EvalFile} is, and a
 * bad value is an error that changes nothing.
 */
class UseNnueOptionTest {
    private final EngineHarness engine = new EngineHarness();

    @AfterEach
    void stopEngine() {
        engine.close();
    }

    @Test
    void theOptionIsACheckOnByDefaultAndOffInAnEngineStartedWithoutNetworks() {
        assertThat(features(true)).contains("feature option=\"Use NNUE -check 1\"");
        assertThat(features(false)).contains("feature option=\"Use NNUE -check 0\"")
                .doesNotContain("feature option=\"Use NNUE -check 1\"");
    }

    /** The feature lines of an engine started with networks on or off (CECP's side of {@code xboard --no-nnue}). */
    private static List<String> features(boolean useNetworks) {
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        byte[] input = "xboard\nprotover 2\n".getBytes(StandardCharsets.UTF_8);
        XboardEngine started = new XboardEngine(new ByteArrayInputStream(input),
                new PrintStream(output, true, StandardCharsets.UTF_8), EngineSettings.defaults().withUseNetworks(useNetworks));
        assertThat(started.run()).isZero();
        return output.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void offPlaysTheHandEvaluationOverTheEvalFileWhichPlaysAgainWhenItIsOn(@TempDir Path dir) throws IOException {
        engine.handshake();
        int shipped = engine.depthOneScore();
        int hand = HandEvaluationScores.startDepthOne();
        assertThat(hand).isNotEqualTo(shipped).isNotEqualTo(-77);
        Path constant = TestNetworkFiles.write(dir, "constant.nnue", TestNetworkFiles.constant(77));
        engine.send("option EvalFile=" + constant);
        engine.sync();
        assertThat(engine.depthOneScore()).isEqualTo(-77);

        engine.send("option Use NNUE=0");
        assertThat(engine.sync()).containsExactly("# Use NNUE off: normal, duck, refusal play their hand evaluations");
        assertThat(engine.depthOneScore()).isEqualTo(hand);
        Path other = TestNetworkFiles.write(dir, "other.nnue", TestNetworkFiles.constant(55));
        engine.send("option EvalFile=" + other); // loaded, waiting for networks to be on
        assertThat(engine.sync()).containsExactly(
                "# network " + other + " (768 x 1) evaluates normal, duck, refusal once Use NNUE is on");
        assertThat(engine.depthOneScore()).isEqualTo(hand);

        engine.send("option Use NNUE=1");
        assertThat(engine.sync()).containsExactly("# Use NNUE on: normal, duck, refusal play their networks");
        assertThat(engine.depthOneScore()).isEqualTo(-55);
        engine.send("option EvalFile=<empty>");
        engine.sync();
        assertThat(engine.depthOneScore()).isEqualTo(shipped);
    }

    @Test
    void aBadValueIsAnErrorThatChangesNothing() {
        engine.handshake();
        int shipped = engine.depthOneScore();
        engine.send("option Use NNUE=2", "option Use NNUE=false", "option Use NNUE=");
        assertThat(engine.sync()).containsExactly("Error (Use NNUE needs 0 or 1): option Use NNUE=2",
                "Error (Use NNUE needs 0 or 1): option Use NNUE=false",
                "Error (Use NNUE needs 0 or 1): option Use NNUE=");
        assertThat(engine.depthOneScore()).isEqualTo(shipped);
    }

    @Test
    void itIsRefusedWhileTheEngineThinksOnItsMove() {
        engine.handshake();
        int shipped = engine.depthOneScore();
        engine.send("new", "level 1 60 0", "post", "go");
        engine.until(l -> l.startsWith("3 "), EngineHarness.TIMEOUT);
        engine.send("option Use NNUE=0");
        assertThat(engine.until(l -> l.startsWith("Error"), EngineHarness.TIMEOUT))
                .last().isEqualTo("Error (not while thinking): option Use NNUE=0");
        engine.send("?");
        engine.untilMove(EngineHarness.MOVE_WAIT);
        engine.sync();
        assertThat(engine.depthOneScore()).isEqualTo(shipped);
    }
}
