package dev.mallard.training.nnue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import dev.mallard.training.data.LabelledPositions;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class NetworkInputsTest {
    private static final Position START = Fen.parse(Fen.START);
    private static final Position ENDING = Fen.parse("8/8/4k3/8/8/3K4/4P3/8 b - - 0 1");

    @Test
    void growsPastItsFirstArraysAndKeepsEveryPosition() {
        LabelledPositions<NetworkInputs> positions = new LabelledPositions<>(new NetworkInputs(1));
        int count = 5_000; // the first arrays hold 1,024 positions of 32 pieces
        for (int i = 0; i < count; i++) {
            positions.add(i % 2 == 0 ? START : ENDING, i, 1.0);
        }
        assertThat(positions.size()).isEqualTo(count);
        NetworkInputs inputs = positions.encoding();
        for (int i = 0; i < count; i++) {
            assertThat(inputs.to(i) - inputs.from(i)).isEqualTo(i % 2 == 0 ? 32 : 3);
            assertThat(inputs.whiteToMove(i)).isEqualTo(i % 2 == 0);
        }
        int last = count - 1; // Black to move in the ending: its target is White's, turned
        double white = NetworkTrainer.sigmoid(last / (double) Network.SCALE);
        assertThat(trainer(0).target(positions, last)).isCloseTo(1 - white, within(1e-6));
        assertThat(trainer(1).target(positions, last)).isCloseTo(0.0, within(1e-6));
    }

    /** A trainer whose targets weigh the result by {@code lambda}. */
    private static NetworkTrainer trainer(double lambda) {
        return new NetworkTrainer(new NetworkTrainer.Settings(4, 1, 0.01, lambda, 64, 1, 1, false,
                Network.Activation.CLIPPED, 1, 1));
    }

    @Test
    void theBaseScoreIsTheBaseEvaluationsForTheSideToMove() {
        NetworkInputs inputs = new NetworkInputs(1, position -> Long.bitCount(position.occupied()));
        LabelledPositions<NetworkInputs> positions = new LabelledPositions<>(inputs);
        positions.add(START, 0, 0.5);
        positions.add(ENDING, 0, 0.5);
        assertThat(inputs.base(0)).isEqualTo(32);
        assertThat(inputs.base(1)).isEqualTo(3);
        assertThat(new NetworkInputs(1).kingBuckets()).isEqualTo(1);
        assertThatThrownBy(() -> new NetworkInputs(1, null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new NetworkInputs(3)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void positionsFillChunksWithoutSpanningTwoAndKeepTheirInputs() {
        LabelledPositions<NetworkInputs> one = new LabelledPositions<>(new NetworkInputs(1));
        one.add(START, 0, 0.5);
        one.add(ENDING, 0, 0.5);
        // Chunks of 64 inputs, at most three: 32 + 3 + 3 inputs, then a start position needs a second chunk.
        LabelledPositions<NetworkInputs> chunked = new LabelledPositions<>(new NetworkInputs(1, position -> 0, 6, 3));
        Position[] sequence = {START, ENDING, ENDING, START, START, ENDING, START};
        int[] expectedFrom = {0, 32, 35, 0, 32, 0, 3};
        for (int k = 0; k < sequence.length; k++) {
            chunked.add(sequence[k], k, 1.0);
        }
        assertThat(chunked.size()).isEqualTo(sequence.length);
        NetworkInputs inputs = chunked.encoding();
        NetworkInputs reference = one.encoding();
        for (int k = 0; k < sequence.length; k++) {
            int r = sequence[k] == START ? 0 : 1;
            assertThat(inputs.from(k)).as("position %d", k).isEqualTo(expectedFrom[k]);
            assertThat(slice(inputs.ownInputs(k), inputs.from(k), inputs.to(k)))
                    .isEqualTo(slice(reference.ownInputs(r), reference.from(r), reference.to(r)));
            assertThat(slice(inputs.otherInputs(k), inputs.from(k), inputs.to(k)))
                    .isEqualTo(slice(reference.otherInputs(r), reference.from(r), reference.to(r)));
        }
        assertThat(inputs.ownInputs(0)).isNotSameAs(inputs.ownInputs(3)).isNotSameAs(inputs.ownInputs(5));
        assertThatThrownBy(() -> chunked.add(START, 0, 1.0))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("train on fewer files");
        assertThat(chunked.size()).isEqualTo(sequence.length);
    }

    private static short[] slice(short[] inputs, int from, int to) {
        return Arrays.copyOfRange(inputs, from, to);
    }
}
