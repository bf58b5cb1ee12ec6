package dev.mallard.core.search.tree;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Square;
import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.tune.ParameterSchema;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Every history table learns by gravity within its bound, fades by a divisor and forgets on clear. */
class HistoryTableTest {
    private static final List<HistoryTable> TABLES = List.of(new QuietHistory(), new ContinuationHistory());

    @Test
    void bonusesRaiseAnEntryTowardsTheBoundButNeverPastIt() {
        for (HistoryTable table : TABLES) {
            table.clear();
            table.add(7, 1000);
            assertThat(table.get(7)).as("%s: a first bonus counts in full", table).isEqualTo(1000);
            for (int i = 0; i < 1000; i++) {
                table.add(7, 1600);
            }
            assertThat(table.get(7)).as("%s", table).isLessThanOrEqualTo(HistoryTable.BOUND).isGreaterThan(HistoryTable.BOUND - 1600);
            for (int i = 0; i < 1000; i++) {
                table.add(7, -1600);
            }
            assertThat(table.get(7)).as("%s", table).isGreaterThanOrEqualTo(-HistoryTable.BOUND).isLessThan(-HistoryTable.BOUND + 1600);
            assertThat(table.get(8)).as("%s: another entry", table).isZero();
        }
    }

    /**
     * The entries are shorts: whatever bonuses and maluses the search may give (up to the largest
     * cap {@code history.bonus_max} may be set to), an entry stays within the bound, so it fits.
     */
    @Test
    void anyBonusTheSearchMayGiveKeepsEveryEntryWithinTheBound() {
        ParameterSchema schema = SearchParameters.schema();
        int cap = schema.max(schema.index("history.bonus_max"));
        assertThat(cap).as("the largest cap").isLessThanOrEqualTo(HistoryTable.BOUND);
        SplittableRandom random = new SplittableRandom(49);
        for (HistoryTable table : TABLES) {
            table.clear();
            int largest = 0;
            for (int i = 0; i < 100_000; i++) {
                int bonus = random.nextBoolean() ? random.nextInt(-cap, cap + 1) : random.nextBoolean() ? cap : -cap;
                table.add(5, bonus);
                largest = Math.max(largest, Math.abs(table.get(5)));
            }
            assertThat(largest).as("%s: the largest entry", table).isGreaterThan(HistoryTable.BOUND / 2)
                    .isLessThanOrEqualTo(HistoryTable.BOUND);
        }
    }

    @Test
    void aNewSearchFadesTheEntriesAndClearForgetsThem() {
        for (HistoryTable table : TABLES) {
            table.clear();
            table.add(3, 800);
            table.fade(8);
            assertThat(table.get(3)).as("%s", table).isEqualTo(100);
            table.clear();
            assertThat(table.get(3)).as("%s", table).isZero();
        }
    }

    @Test
    void theQuietIndexSeparatesSidesAndMoves() {
        int move = Move.of(Square.fromName("e2"), Square.fromName("e4"));
        int other = Move.of(Square.fromName("d2"), Square.fromName("d4"));
        assertThat(QuietHistory.index(0, 0, move)).isNotEqualTo(QuietHistory.index(1, 0, move))
                .isNotEqualTo(QuietHistory.index(0, 0, other));
    }

    /**
     * The four threat states of one move (neither square attacked, the to-square, the
     * from-square, both) are four entries, and squares other than the move's leave it alone.
     */
    @Test
    void theQuietIndexSeparatesTheThreatsToTheMovesSquares() {
        int move = Move.of(Square.fromName("e2"), Square.fromName("e4"));
        long from = 1L << Square.fromName("e2");
        long to = 1L << Square.fromName("e4");
        long elsewhere = ~(from | to);
        Set<Integer> indices = new HashSet<>();
        for (int side = 0; side < 2; side++) {
            for (long threats : new long[] {0, to, from, from | to}) {
                int index = QuietHistory.index(side, threats, move);
                assertThat(QuietHistory.index(side, threats | elsewhere, move)).isEqualTo(index);
                assertThat(index).isBetween(0, 2 * 4 * 64 * 64 - 1);
                indices.add(index);
            }
        }
        assertThat(indices).hasSize(8);
    }
}
