package dev.mallard.core.nnue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.testing.TestFens;
import org.junit.jupiter.api.Test;

class TrainingPositionsTest {
    @Test
    void growsPastItsFirstArraysAndKeepsEveryPosition() {
        Position start = Fen.parse(TestFens.START);
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
    void inputArraysDoubleUpToTheLongestArrayAndNoFurther() {
        assertThat(TrainingPositions.inputCapacity(40_000)).isEqualTo(80_000);
        assertThat(TrainingPositions.inputCapacity(1_100_000_000L)).isEqualTo(TrainingPositions.MAX_INPUTS);
        assertThat(TrainingPositions.inputCapacity(TrainingPositions.MAX_INPUTS))
                .isEqualTo(TrainingPositions.MAX_INPUTS);
        assertThatThrownBy(() -> TrainingPositions.inputCapacity(TrainingPositions.MAX_INPUTS + 1L))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("train on fewer files");
    }
}
