package dev.mallard.fide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Perft;
import dev.mallard.core.rules.PerftTable;
import dev.mallard.core.rules.PerftTable.Row;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft of the FIDE rules against the independent reference table {@code perft-fide.tsv}
 * (Stockfish's counts, copied from {@code shared/testdata/perft/fide.tsv}): the rows up to
 * twelve million nodes in every build, the larger ones (up to eight billion, minutes in all)
 * only with {@code -Pslow}.
 */
class PerftTest {
    /** The reference table; also the positions of other tests. */
    static final PerftTable.Suite TABLE = PerftTable.Suite.resource("/perft-fide.tsv", 12_000_000L);

    private final FideVariant variant = new FideVariant();

    static List<Row> fastRows() {
        return TABLE.fast();
    }

    static List<Row> slowRows() {
        return TABLE.slow();
    }

    /** Rows small enough to divide as well (dividing makes every root move, so keep it cheap). */
    static List<Row> divideRows() {
        return TABLE.rows().stream().filter(r -> r.depth() >= 2 && r.nodes() <= 1_000_000).toList();
    }

    @Test
    void everyBuildRunsMostRows() {
        assertThat(TABLE.fast()).hasSizeGreaterThanOrEqualTo(40);
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
        assertThat(new Perft(variant.rules()).count(position, row.depth())).isEqualTo(row.nodes());
        assertThat(Fen.toFen(position)).as("perft leaves the position as it was").isEqualTo(row.fen());
        assertThat(position.key()).isEqualTo(key);
    }

    /**
     * Divide: the per-move counts add up to the reference total, there is one entry per legal
     * root move (the depth-1 row of the same FEN), and each entry names a distinct legal move.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("divideRows")
    void divideSumsToTheReferenceCount(Row row) {
        Position position = variant.parseFen(row.fen());
        List<Perft.Entry> entries = new Perft(variant.rules()).divide(position, row.depth());
        assertThat(entries.stream().mapToLong(Perft.Entry::nodes).sum()).isEqualTo(row.nodes());
        assertThat(entries).hasSize((int) TABLE.nodes(row.fen(), 1));
        Set<String> turns = entries.stream().map(Perft.Entry::turn).collect(Collectors.toSet());
        assertThat(turns).hasSize(entries.size());
        Set<Integer> parsed = new HashSet<>();
        for (Perft.Entry entry : entries) {
            parsed.add(variant.rules().parseTurn(position, entry.turn()));
            assertThat(entry.nodes()).isPositive();
        }
        assertThat(parsed).hasSize(entries.size());
        assertThat(Fen.toFen(position)).isEqualTo(row.fen());
    }

    /** A divide at depth 1 has one leaf per move; depth 0 is the position itself. */
    @Test
    void depthOneDivideAndDepthZeroCount() {
        Position start = variant.parseFen(Fen.START);
        Perft perft = new Perft(variant.rules());
        assertThat(perft.count(start, 0)).isEqualTo(1);
        List<Perft.Entry> entries = perft.divide(start, 1);
        assertThat(entries).hasSize(20).allSatisfy(e -> assertThat(e.nodes()).isEqualTo(1));
    }

    @Test
    void badArgumentsAreRejected() {
        Position start = variant.parseFen(Fen.START);
        Perft perft = new Perft(variant.rules());
        assertThatThrownBy(() -> perft.count(start, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("depth");
        assertThatThrownBy(() -> perft.divide(start, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("depth");
        assertThatThrownBy(() -> new Perft(null)).isInstanceOf(IllegalArgumentException.class);
    }

    /** Mate and stalemate have no moves: perft 0 below them. */
    @Test
    void finishedGamesHaveNoChildren() {
        Perft perft = new Perft(variant.rules());
        // Fool's mate, White to move and mated.
        Position mated = variant.parseFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assertThat(perft.count(mated, 1)).isZero();
        assertThat(perft.count(mated, 3)).isZero();
        Position stalemate = variant.parseFen("k7/8/1Q6/8/8/8/8/7K b - - 0 1");
        assertThat(perft.count(stalemate, 2)).isZero();
    }
}
