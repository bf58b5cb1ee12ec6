package dev.mallard.core.nnue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.testing.TestFens;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class NetworkTest {
    @Test
    void aNetworkReadsBackAsWrittenAndScoresAlike() throws IOException {
        Network network = TestNetworks.random(16, 7, true);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        network.write(bytes);
        assertThat(bytes.size()).isEqualTo(4 + 3 * 4 + 1 + 2 * (768 * 16 + 16 + 32) + 4);
        Network copy = Network.read(new ByteArrayInputStream(bytes.toByteArray()));

        assertThat(copy.hidden()).isEqualTo(16);
        assertThat(copy.correction()).isTrue();
        for (String fen : new String[] {TestFens.START, TestFens.KIWIPETE, TestFens.POSITION_4}) {
            Position position = Fen.parse(fen);
            assertThat(new NetworkEvaluation(copy).evaluate(position))
                    .isEqualTo(new NetworkEvaluation(network).evaluate(position));
        }
    }

    @Test
    void aFileThatIsNotANetworkIsRejected() {
        assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(new byte[] {1, 2, 3, 4, 5, 6, 7, 8})))
                .isInstanceOf(IOException.class).hasMessageContaining("not a Mallard network");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            TestNetworks.random(4, 1, false).write(bytes);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        byte[] cut = Arrays.copyOf(bytes.toByteArray(), bytes.size() - 10);
        assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(cut))).isInstanceOf(IOException.class);
        byte[] badShape = bytes.toByteArray().clone();
        badShape[7] = 1; // 769 inputs
        assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(badShape)))
                .isInstanceOf(IOException.class).hasMessageContaining("shape");
    }

    @Test
    void aResourceIsReadWhenThereAndABrokenOneIsNamed() {
        assertThat(Network.resource(NetworkTest.class, "absent.nnue")).isEmpty();
        assertThatThrownBy(() -> Network.resource(NetworkTest.class, "broken.nnue"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("broken.nnue");
    }

    @Test
    void layersThatDoNotFitOneHiddenSizeAreRejected() {
        assertThatThrownBy(() -> new Network(new short[768 * 4], new short[4], new short[6], 0, 400, false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("do not fit");
        assertThatThrownBy(() -> new Network(new short[768 * 4], new short[4], new short[8], 0, 0, false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("scale 0");
    }

    @Test
    void theOutputIsTheClippedSumsTimesTheOutputWeightsOnTheNetworksScale() {
        // One hidden neuron per side, every weight of the first layer 0: the sums are the biases.
        short[] bias = {100};
        Network network = new Network(new short[768], bias, new short[] {64, -32}, 255 * 64, 400, false);
        Position position = Fen.parse(TestFens.START);
        // (100·64 − 100·32 + 255·64) · 400 / (QA·QB = 255·128) = 239.2…, truncated
        assertThat(new NetworkEvaluation(network).evaluate(position)).isEqualTo(239);
        Network clipped = new Network(new short[768], new short[] {1000}, new short[] {64, 0}, 0, 400, false);
        assertThat(new NetworkEvaluation(clipped).evaluate(position)).isEqualTo(200); // 255·64·400 / (255·128): clipped at QA
    }
}
