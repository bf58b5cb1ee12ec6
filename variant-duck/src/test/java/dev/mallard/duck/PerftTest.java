package dev.mallard.duck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Perft;
import dev.mallard.core.rules.Rules;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Duck perft against Fairy-Stockfish's table: every row up to {@link PerftTable#FAST_LIMIT}
 * nodes here, the larger ones in {@link SlowPerftTest}.
 */
class PerftTest {
    private final DuckVariant variant = new DuckVariant();
    private final Rules rules = variant.rules();

    static List<dev.mallard.core.rules.PerftTable.Row> fastRows() {
        return PerftTable.fastRows();
    }

    /** Rows cheap enough to divide (dividing makes every root turn). */
    static List<dev.mallard.core.rules.PerftTable.Row> divideRows() {
        return PerftTable.rows().stream().filter(r -> r.depth() == 2 && r.nodes() <= 5_000_000).toList();
    }

    @Test
    void tableHasFastAndSlowRows() {
        assertThat(PerftTable.fastRows()).hasSizeGreaterThanOrEqualTo(10);
        assertThat(PerftTable.slowRows()).isNotEmpty();
        assertThat(PerftTable.fastRows().size() + PerftTable.slowRows().size()).isEqualTo(PerftTable.rows().size());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fastRows")
    void perftMatchesReference(dev.mallard.core.rules.PerftTable.Row row) {
        Position position = variant.parseFen(row.fen());
        long key = position.key();
        assertThat(new Perft(rules).count(position, row.depth())).isEqualTo(row.nodes());
        assertThat(Fen.toFen(position)).as("perft leaves the position as it was").isEqualTo(row.fen());
        assertThat(position.key()).isEqualTo(key);
    }

    /**
     * Divide: one entry per root turn (as many as the depth-1 row), all distinct and parseable
     * back to distinct turns, adding up to the reference count.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("divideRows")
    void divideSumsToTheReferenceCount(dev.mallard.core.rules.PerftTable.Row row) {
        Position position = variant.parseFen(row.fen());
        List<Perft.Entry> entries = new Perft(rules).divide(position, row.depth());
        assertThat(entries.stream().mapToLong(Perft.Entry::nodes).sum()).isEqualTo(row.nodes());
        assertThat(entries).hasSize((int) PerftTable.turnsAt(row.fen()));
        Set<String> texts = new HashSet<>();
        Set<Integer> parsed = new HashSet<>();
        for (Perft.Entry entry : entries) {
            texts.add(entry.turn());
            parsed.add(rules.parseTurn(position, entry.turn()));
        }
        assertThat(texts).hasSize(entries.size());
        assertThat(parsed).hasSize(entries.size());
        assertThat(Fen.toFen(position)).isEqualTo(row.fen());
    }

    /** Bulk counting (perft's last ply) agrees with generating, on every reference position. */
    @Test
    void countTurnsMatchesGenerateTurnsAndTheTable() {
        int[] buffer = new int[rules.maxTurns()];
        for (String fen : PerftTable.fens()) {
            Position position = variant.parseFen(fen);
            assertThat(rules.countTurns(position, buffer)).as(fen).isEqualTo(PerftTable.turnsAt(fen));
            assertThat(rules.generateTurns(position, buffer, 0)).as(fen).isEqualTo((int) PerftTable.turnsAt(fen));
        }
    }

    @Test
    void depthOneDivideAndDepthZeroCount() {
        Position start = variant.parseFen(variant.startFen());
        Perft perft = new Perft(rules);
        assertThat(perft.count(start, 0)).isEqualTo(1);
        List<Perft.Entry> entries = perft.divide(start, 1);
        assertThat(entries).hasSize(640).allSatisfy(e -> assertThat(e.nodes()).isEqualTo(1));
        assertThat(entries).extracting(Perft.Entry::turn)
                .contains("a2a3,a3a2", "e2e4,e4e2") // the square just left is free
                .doesNotContain("e2e4,e4e4", "e2e4,e4e7"); // occupied squares are not
    }
}
