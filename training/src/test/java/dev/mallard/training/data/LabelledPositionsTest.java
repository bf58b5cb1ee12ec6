package dev.mallard.training.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The container keeps each position's labels and hands the position to its encoding once, in
 * order, growing both together; a position it rejects, or its encoding rejects, leaves no trace.
 */
class LabelledPositionsTest {
    /** An encoding that remembers what it was told: the capacities asked for and each position's piece count. */
    private static final class Recording implements PositionEncoding {
        final List<Integer> capacities = new ArrayList<>();
        int[] pieces = new int[0];
        int encoded;

        @Override
        public void resize(int capacity) {
            capacities.add(capacity);
            pieces = Arrays.copyOf(pieces, capacity);
        }

        @Override
        public void encode(int index, Position position) {
            int count = Long.bitCount(position.occupied());
            if (count == 3) {
                throw new IllegalArgumentException("no endings here");
            }
            assertThat(index).isEqualTo(encoded);
            pieces[index] = count;
            encoded++;
        }
    }

    private static final Position START = Fen.parse(Fen.START);
    private static final Position ENDING = Fen.parse("8/8/4k3/8/8/3K4/4P3/8 b - - 0 1");

    @Test
    void keepsTheLabelsAndGrowsWithItsEncoding() {
        Recording encoding = new Recording();
        LabelledPositions<Recording> positions = new LabelledPositions<>(encoding);
        int count = 3 * LabelledPositions.INITIAL_CAPACITY;
        for (int i = 0; i < count; i++) {
            positions.add(START, i - 1000, i % 3 / 2.0);
        }
        assertThat(positions.size()).isEqualTo(count);
        assertThat(positions.encoding()).isSameAs(encoding);
        assertThat(encoding.encoded).isEqualTo(count);
        assertThat(encoding.capacities).containsExactly(1024, 2048, 4096);
        for (int i = 0; i < count; i++) {
            assertThat(positions.score(i)).isEqualTo(i - 1000);
            assertThat(positions.result(i)).isEqualTo(i % 3 / 2.0);
            assertThat(encoding.pieces[i]).isEqualTo(32);
        }
    }

    @Test
    void aRejectedPositionIsNotAdded() {
        Recording encoding = new Recording();
        LabelledPositions<Recording> positions = new LabelledPositions<>(encoding);
        positions.add(START, 10, 1.0);
        assertThatThrownBy(() -> positions.add(START, 0, 0.25))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0, 0.5 or 1");
        assertThatThrownBy(() -> positions.add(null, 0, 0.5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> positions.add(ENDING, 0, 0.5)).hasMessageContaining("no endings");
        assertThat(positions.size()).isEqualTo(1);
        positions.add(START, 20, 0.0);
        assertThat(positions.score(1)).isEqualTo(20);
        assertThat(encoding.encoded).isEqualTo(2);
    }

    @Test
    void readsOnlyThePositionsAdded() {
        LabelledPositions<Recording> positions = new LabelledPositions<>(new Recording());
        positions.add(START, 0, 0.5);
        assertThatThrownBy(() -> positions.score(1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> positions.result(-1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> new LabelledPositions<Recording>(null)).isInstanceOf(IllegalArgumentException.class);
    }
}
