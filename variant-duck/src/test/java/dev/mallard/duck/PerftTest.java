package dev.mallard.duck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Perft;
import dev.mallard.core.rules.PerftTable;
import dev.mallard.core.rules.PerftTable.Row;
import dev.mallard.core.rules.Rules;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Duck perft against the reference table {@code perft-duck.tsv} (Fairy-Stockfish's {@code duck}
 * variant, copied from {@code shared/testdata/perft/duck.tsv}): the rows up to five million
 * nodes in every build, the larger ones (seconds in all, thanks to bulk counting) only with
 * {@code -Pslow}.
 */
class PerftTest {
    /** The reference table; also the starts of {@link Positions}. */
    static final PerftTable.Suite TABLE = PerftTable.Suite.resource("/perft-duck.tsv", 5_000_000L);

    private final DuckVariant variant = new DuckVariant();
    private final Rules rules = variant.rules();

    static List<Row> fastRows() {
        return TABLE.fast();
    }

    static List<Row> slowRows() {
        return TABLE.slow();
    }

    /** Rows cheap enough to divide (dividing makes every root turn). */
    static List<Row> divideRows() {
        return TABLE.rows().stream().filter(r -> r.depth() == 2 && r.nodes() <= 5_000_000).toList();
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("slowRows")
    void largeRowsMatchReference(Row row) {
        perftMatchesReference(row);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fastRows")
    void perftMatchesReference(Row row) {
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
    void divideSumsToTheReferenceCount(Row row) {
        Position position = variant.parseFen(row.fen());
        List<Perft.Entry> entries = new Perft(rules).divide(position, row.depth());
        assertThat(entries.stream().mapToLong(Perft.Entry::nodes).sum()).isEqualTo(row.nodes());
        assertThat(entries).hasSize((int) TABLE.nodes(row.fen(), 1));
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
        for (String fen : TABLE.fens()) {
            Position position = variant.parseFen(fen);
            assertThat(rules.countTurns(position, buffer)).as(fen).isEqualTo(TABLE.nodes(fen, 1));
            assertThat(rules.generateTurns(position, buffer, 0)).as(fen).isEqualTo((int) TABLE.nodes(fen, 1));
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
