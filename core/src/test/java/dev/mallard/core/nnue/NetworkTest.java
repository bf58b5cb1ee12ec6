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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NetworkTest {
    @ParameterizedTest
    @CsvSource({"CLIPPED, 1, 1", "SQUARED, 1, 1", "SQUARED, 8, 1", "CLIPPED, 31, 1", "SQUARED, 8, 4", "CLIPPED, 2, 8"})
    void aNetworkReadsBackAsWrittenAndScoresAlike(Network.Activation activation, int buckets, int kingBuckets)
            throws IOException {
        Network network = TestNetworks.random(16, 7, true, activation, buckets, kingBuckets);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        NetworkFormat.write(network, bytes);
        assertThat(bytes.size()).isEqualTo(4 + 3 * 4 + 1 + 1 + 4 + 4
                + 2 * (768 * kingBuckets * 16 + 16 + buckets * 32) + 4 * buckets);
        Network copy = NetworkFormat.read(new ByteArrayInputStream(bytes.toByteArray()));

        assertThat(copy.hidden()).isEqualTo(16);
        assertThat(copy.correction()).isTrue();
        assertThat(copy.activation()).isEqualTo(activation);
        assertThat(copy.buckets()).isEqualTo(buckets);
        assertThat(copy.kingBuckets()).isEqualTo(kingBuckets);
        assertThat(copy.inputs()).isEqualTo(768 * kingBuckets);
        for (String fen : new String[] {TestFens.START, TestFens.KIWIPETE, TestFens.POSITION_4, "8/8/4k3/8/8/3QK3/8/8 w - - 0 1"}) {
            Position position = Fen.parse(fen);
            assertThat(new NetworkEvaluation(copy).evaluate(position))
                    .isEqualTo(new NetworkEvaluation(network).evaluate(position));
        }
    }

    /**
     * The earlier file forms are still read: the first (no activation, output-bucket and
     * king-bucket fields) as a clipped ReLU with one bucket of each, the second (no king-bucket
     * field) with one king bucket.
     */
    @ParameterizedTest
    @CsvSource({"1, CLIPPED, 1", "2, SQUARED, 3"})
    void aFileOfAnEarlierFormIsStillRead(char form, Network.Activation activation, int buckets) throws IOException {
        Network network = TestNetworks.random(4, 3, false, activation, buckets);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        NetworkFormat.write(network, bytes);
        byte[] current = bytes.toByteArray();
        // The same but the magic's last letter, without the fields the form had not: MNN1 ends its
        // header before the activation byte (offset 17), MNN2 before the king-bucket count (offset 22).
        int header = form == '1' ? 17 : 22;
        byte[] earlier = new byte[current.length - (26 - header)];
        System.arraycopy(current, 0, earlier, 0, header);
        System.arraycopy(current, 26, earlier, header, current.length - 26);
        earlier[3] = (byte) form;
        Network read = NetworkFormat.read(new ByteArrayInputStream(earlier));

        assertThat(read.activation()).isEqualTo(activation);
        assertThat(read.buckets()).isEqualTo(buckets);
        assertThat(read.kingBuckets()).isEqualTo(1);
        Position position = Fen.parse(TestFens.KIWIPETE);
        assertThat(new NetworkEvaluation(read).evaluate(position)).isEqualTo(new NetworkEvaluation(network).evaluate(position));
    }

    @Test
    void aFileThatIsNotANetworkIsRejected() {
        assertThatThrownBy(() -> NetworkFormat.read(new ByteArrayInputStream(new byte[] {1, 2, 3, 4, 5, 6, 7, 8})))
                .isInstanceOf(IOException.class).hasMessageContaining("not a Mallard network");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            NetworkFormat.write(TestNetworks.random(4, 1, false), bytes);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        byte[] cut = Arrays.copyOf(bytes.toByteArray(), bytes.size() - 10);
        assertThatThrownBy(() -> NetworkFormat.read(new ByteArrayInputStream(cut))).isInstanceOf(IOException.class);
        byte[] badShape = bytes.toByteArray().clone();
        badShape[7] = 1; // 769 inputs
        assertThatThrownBy(() -> NetworkFormat.read(new ByteArrayInputStream(badShape)))
                .isInstanceOf(IOException.class).hasMessageContaining("shape");
        byte[] badActivation = bytes.toByteArray().clone();
        badActivation[17] = 2;
        assertThatThrownBy(() -> NetworkFormat.read(new ByteArrayInputStream(badActivation)))
                .isInstanceOf(IOException.class).hasMessageContaining("activation 2");
        byte[] badBuckets = bytes.toByteArray().clone();
        badBuckets[21] = 32; // 32 output buckets
        assertThatThrownBy(() -> NetworkFormat.read(new ByteArrayInputStream(badBuckets)))
                .isInstanceOf(IOException.class).hasMessageContaining("32 buckets");
        byte[] badKingBuckets = bytes.toByteArray().clone();
        badKingBuckets[25] = 3; // 3 king buckets
        assertThatThrownBy(() -> NetworkFormat.read(new ByteArrayInputStream(badKingBuckets)))
                .isInstanceOf(IOException.class).hasMessageContaining("3 king buckets");
    }

    @Test
    void aResourceIsReadWhenThereAndABrokenOneIsNamed() {
        assertThat(NetworkFormat.resource(NetworkTest.class, "absent.nnue")).isEmpty();
        assertThatThrownBy(() -> NetworkFormat.resource(NetworkTest.class, "broken.nnue"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("broken.nnue");
    }

    @Test
    void layersThatDoNotFitOneHiddenSizeAreRejected() {
        assertThatThrownBy(() -> new Network(new short[768 * 4], new short[4], new short[6], 0, 400, false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("do not fit");
        assertThatThrownBy(() -> new Network(new short[768 * 4], new short[4], new short[8], 0, 0, false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("scale 0");
        assertThatThrownBy(() -> new Network(new short[768 * 4], new short[4], new short[16], new int[3],
                Network.Activation.CLIPPED, 400, false, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("3 output biases");
        assertThatThrownBy(() -> new Network(new short[768], new short[1], new short[64], new int[32],
                Network.Activation.CLIPPED, 400, false, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("32 output biases");
        assertThatThrownBy(() -> new Network(new short[768 * 4], new short[4], new short[8], new int[1],
                Network.Activation.CLIPPED, 400, false, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("2 king buckets");
        assertThatThrownBy(() -> new Network(new short[768 * 3 * 4], new short[4], new short[8], new int[1],
                Network.Activation.CLIPPED, 400, false, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("3 king buckets");
    }

    @Test
    void theBucketsSplitThePieceCountsInOrderFromFirstToLast() {
        for (int buckets = 1; buckets <= Network.MAX_BUCKETS; buckets++) {
            assertThat(Network.bucket(2, buckets)).isZero();
            assertThat(Network.bucket(32, buckets)).isEqualTo(buckets - 1);
            for (int pieces = 3; pieces <= 32; pieces++) {
                assertThat(Network.bucket(pieces, buckets) - Network.bucket(pieces - 1, buckets)).isBetween(0, 1);
            }
        }
        assertThat(Network.bucket(5, 8)).isZero();
        assertThat(Network.bucket(6, 8)).isEqualTo(1);
        assertThat(Network.bucket(20, 31)).isEqualTo(18);
    }

    @Test
    void theSquaredActivationSquaresTheClippedSums() {
        short[] bias = {100};
        Network network = new Network(new short[768], bias, new short[] {64, -32}, new int[] {255 * 64},
                Network.Activation.SQUARED, 400, false, 1);
        Position position = Fen.parse(TestFens.START);
        // (100·100·64 − 100·100·32) / QA = 1,254 (truncated), plus the bias 255·64: 17,574 · 400 / (255·128) = 215.3…
        assertThat(new NetworkEvaluation(network).evaluate(position)).isEqualTo(215);
        Network clipped = new Network(new short[768], new short[] {1000}, new short[] {64, 0}, new int[] {0},
                Network.Activation.SQUARED, 400, false, 1);
        assertThat(new NetworkEvaluation(clipped).evaluate(position)).isEqualTo(200); // 255·255·64 / QA, as the clipped ReLU's
    }

    @Test
    void thePieceCountChoosesTheOutputBucket() {
        // Two buckets: 2–16 pieces read the first output weights, 17–32 the second.
        Network network = new Network(new short[768], new short[] {255}, new short[] {128, 0, -128, 0}, new int[] {0, 0},
                Network.Activation.CLIPPED, 400, false, 1);
        assertThat(new NetworkEvaluation(network).evaluate(Fen.parse(TestFens.START))).isEqualTo(-400);
        assertThat(new NetworkEvaluation(network).evaluate(Fen.parse("8/8/4k3/8/8/3QK3/8/8 w - - 0 1"))).isEqualTo(400);
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

    @ParameterizedTest
    @CsvSource({"CLIPPED, 32767, 209708800", "CLIPPED, -32768, -209715200", "SQUARED, 32767, 209708800",
            "SQUARED, -32768, -209715200"})
    void theLargestOutputWeightsOnTheWidestLayerSumWithoutOverflow(Network.Activation activation, short weight,
                                                                  int expected) {
        int hidden = Network.MAX_HIDDEN;
        short[] bias = new short[hidden];
        Arrays.fill(bias, (short) 1000); // every sum clips at QA
        short[] output = new short[2 * hidden];
        Arrays.fill(output, weight);
        Network network = new Network(new short[768 * hidden], bias, output, new int[] {0}, activation, 400, false, 1);
        // Both activations: 2 · 1,024 · 255 · weight on the scale QA·QB, times 400 / (255 · 128) — far beyond an int's sum.
        assertThat(new NetworkEvaluation(network).evaluate(Fen.parse(TestFens.START))).isEqualTo(expected);
    }

    @Test
    void theFirstLayerSumsDoNotWrapAtSixteenBits() {
        short[] weights = new short[768];
        Arrays.fill(weights, (short) 2000); // 32 pieces: 64,000, beyond a short
        Network network = new Network(weights, new short[] {0}, new short[] {128, 0}, 0, 400, false);
        // Clipped at QA as the trainer's floats are: 255 · 128 · 400 / (255 · 128); a wrapped sum read 0.
        assertThat(new NetworkEvaluation(network).evaluate(Fen.parse(TestFens.START))).isEqualTo(400);
    }
}
