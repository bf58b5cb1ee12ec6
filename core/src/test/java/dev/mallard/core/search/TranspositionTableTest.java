package dev.mallard.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Field;
import org.junit.jupiter.api.Test;

/** The table's entries: what a probe returns, the replacement scheme, and lock-free sharing. */
class TranspositionTableTest {
    /** Keys of one bucket: the low bits choose it, the high 32 bits tell the keys apart. */
    private static long key(int bucket, int check) {
        return (long) check << 32 | bucket;
    }

    @Test
    void aProbeReturnsWhatWasStored() {
        TranspositionTable table = new TranspositionTable(1);
        TranspositionTable.Hit hit = new TranspositionTable.Hit();
        assertThat(table.probe(key(7, 1), hit)).isFalse();
        table.store(key(7, 1), 0x1234, -250, 9, TranspositionTable.LOWER, 0xCAFE, false);
        assertThat(table.probe(key(7, 1), hit)).isTrue();
        assertThat(hit.move()).isEqualTo(0x1234);
        assertThat(hit.score()).isEqualTo(-250);
        assertThat(hit.depth()).isEqualTo(9);
        assertThat(hit.bound()).isEqualTo(TranspositionTable.LOWER);
        assertThat(hit.extra()).isEqualTo(0xCAFE);
        assertThat(table.probe(key(7, 2), hit)).as("same bucket, other key").isFalse();
        assertThat(table.probe(key(8, 1), hit)).as("same check bits, other bucket").isFalse();
    }

    /** The principal-variation mark is kept by its entry: a later store without it does not clear it. */
    @Test
    void aPrincipalVariationMarkStaysWithItsPosition() {
        TranspositionTable table = new TranspositionTable(1);
        TranspositionTable.Hit hit = new TranspositionTable.Hit();
        table.store(key(7, 1), 0x1234, -250, 9, TranspositionTable.LOWER, 0xCAFE, false);
        assertThat(table.probe(key(7, 1), hit)).isTrue();
        assertThat(hit.pv()).isFalse();
        table.store(key(7, 1), 0x1234, 30, 10, TranspositionTable.EXACT, 0xCAFE, true);
        assertThat(table.probe(key(7, 1), hit)).isTrue();
        assertThat(hit.pv()).isTrue();
        table.store(key(7, 1), 0x1234, -5, 11, TranspositionTable.UPPER, 0xCAFE, false);
        assertThat(table.probe(key(7, 1), hit)).isTrue();
        assertThat(hit.pv()).as("stored again without the mark").isTrue();
        assertThat(hit.score()).isEqualTo(-5);
        assertThat(hit.depth()).isEqualTo(11);
        assertThat(hit.bound()).isEqualTo(TranspositionTable.UPPER);
        assertThat(table.probe(key(7, 2), hit)).isFalse();
    }

    @Test
    void deepEntriesSurviveAndTheLastSlotTakesTheRest() {
        TranspositionTable table = new TranspositionTable(1);
        TranspositionTable.Hit hit = new TranspositionTable.Hit();
        for (int check = 1; check <= 3; check++) {
            table.store(key(3, check), check, 0, 20, TranspositionTable.EXACT, 0, false);
        }
        table.store(key(3, 4), 4, 0, 1, TranspositionTable.EXACT, 0, false);
        table.store(key(3, 5), 5, 0, 1, TranspositionTable.EXACT, 0, false);
        for (int check = 1; check <= 3; check++) {
            assertThat(table.probe(key(3, check), hit)).as("deep entry %d", check).isTrue();
        }
        assertThat(table.probe(key(3, 4), hit)).as("replaced in the always-replace slot").isFalse();
        assertThat(table.probe(key(3, 5), hit)).isTrue();
        assertThat(hit.move()).isEqualTo(5);
    }

    /**
     * Two threads that store into one slot at the same time can leave the key word of one
     * result beside the data word of the other. Such an entry is made here directly in the
     * table's array (where the race would leave it), both ways round: neither key may find it,
     * since a probe that returned it would hand one position another's move and score.
     */
    @Test
    void anEntryMixedFromTwoStoresIsNeverFound() throws ReflectiveOperationException {
        TranspositionTable table = new TranspositionTable(1);
        // Deep entries fill the depth-preferred slots, so both keys go to the last slot.
        for (int check = 1; check <= 3; check++) {
            table.store(key(5, check), check, 0, 200, TranspositionTable.EXACT, 0, false);
        }
        Field field = TranspositionTable.class.getDeclaredField("table");
        field.setAccessible(true);
        long[] words = (long[]) field.get(table);
        int slot = 5 * 8 + 6; // bucket 5 of 8 longs, its fourth entry

        long first = key(5, 100);
        long second = key(5, 200);
        table.store(first, 0x1111, 111, 1, TranspositionTable.LOWER, 0x11111111, false);
        long firstKeyWord = words[slot];
        long firstData = words[slot + 1];
        table.store(second, 0x2222, -222, 2, TranspositionTable.UPPER, 0x22222222, false);
        long secondKeyWord = words[slot];
        long secondData = words[slot + 1];
        TranspositionTable.Hit hit = new TranspositionTable.Hit();
        assertThat(table.probe(second, hit)).as("the second store, whole").isTrue();
        assertThat(hit.move()).isEqualTo(0x2222);

        words[slot] = firstKeyWord;
        words[slot + 1] = secondData;
        assertThat(table.probe(first, hit)).as("first key word, second data").isFalse();
        assertThat(table.probe(second, hit)).isFalse();
        words[slot] = secondKeyWord;
        words[slot + 1] = firstData;
        assertThat(table.probe(first, hit)).as("second key word, first data").isFalse();
        assertThat(table.probe(second, hit)).isFalse();
        words[slot + 1] = secondData;
        assertThat(table.probe(second, hit)).as("whole again").isTrue();
        assertThat(hit.extra()).isEqualTo(0x22222222);
    }

    @Test
    void badSizesAreRefused() {
        assertThatThrownBy(() -> new TranspositionTable(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hash size must be 1 to 65536 MB, got 0");
    }
}
