package dev.mallard.training.nnue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class TrainingPositionsTest {
    @Test
    void growsPastItsFirstArraysAndKeepsEveryPosition() {
        Position start = Fen.parse(Fen.START);
        Position ending = Fen.parse("8/8/4k3/8/8/3K4/4P3/8 b - - 0 1");
        TrainingPositions positions = new TrainingPositions();
        int count = 5_000; // the first arrays hold 1,024 positions of 32 pieces
        for (int i = 0; i < count; i++) {
            positions.add(i % 2 == 0 ? start : ending, i, 1.0, 0);
        }
        assertThat(positions.size()).isEqualTo(count);
        for (int i = 0; i < count; i++) {
            assertThat(positions.to(i) - positions.from(i)).isEqualTo(i % 2 == 0 ? 32 : 3);
        }
        int last = count - 1; // Black to move in the ending: its target is White's, turned
        double white = TrainingPositions.sigmoid(last / (double) Network.SCALE);
        assertThat(positions.target(last, 0)).isCloseTo(1 - white, within(1e-6));
        assertThat(positions.target(last, 1)).isCloseTo(0.0, within(1e-6));
    }

    @Test
    void positionsFillChunksWithoutSpanningTwoAndKeepTheirInputs() {
        Position start = Fen.parse(Fen.START);
        Position ending = Fen.parse("8/8/4k3/8/8/3K4/4P3/8 b - - 0 1");
        TrainingPositions one = new TrainingPositions();
        one.add(start, 0, 0.5, 0);
        one.add(ending, 0, 0.5, 0);
        // Chunks of 64 inputs, at most three: 32 + 3 + 3 inputs, then a start position needs a second chunk.
        TrainingPositions chunked = new TrainingPositions(1, 6, 3);
        Position[] sequence = {start, ending, ending, start, start, ending, start};
        int[] expectedFrom = {0, 32, 35, 0, 32, 0, 3};
        for (int k = 0; k < sequence.length; k++) {
            chunked.add(sequence[k], k, 1.0, 0);
        }
        assertThat(chunked.size()).isEqualTo(sequence.length);
        for (int k = 0; k < sequence.length; k++) {
            int reference = sequence[k] == start ? 0 : 1;
            assertThat(chunked.from(k)).as("position %d", k).isEqualTo(expectedFrom[k]);
            assertThat(slice(chunked.ownInputs(k), chunked.from(k), chunked.to(k)))
                    .isEqualTo(slice(one.ownInputs(reference), one.from(reference), one.to(reference)));
            assertThat(slice(chunked.otherInputs(k), chunked.from(k), chunked.to(k)))
                    .isEqualTo(slice(one.otherInputs(reference), one.from(reference), one.to(reference)));
        }
        assertThat(chunked.ownInputs(0)).isNotSameAs(chunked.ownInputs(3)).isNotSameAs(chunked.ownInputs(5));
        assertThatThrownBy(() -> chunked.add(start, 0, 1.0, 0))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("train on fewer files");
        assertThat(chunked.size()).isEqualTo(sequence.length);
    }

    private static short[] slice(short[] inputs, int from, int to) {
        return Arrays.copyOfRange(inputs, from, to);
    }
}
