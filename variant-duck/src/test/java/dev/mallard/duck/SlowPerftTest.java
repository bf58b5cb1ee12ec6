package dev.mallard.duck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Perft;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The reference rows above {@link PerftTable#FAST_LIMIT} nodes (up to eight billion; a minute
 * or so in all thanks to bulk counting). Tagged {@code slow}: the build skips them unless run
 * with {@code -Pslow}.
 */
@Tag("slow")
class SlowPerftTest {
    private final DuckVariant variant = new DuckVariant();

    static List<dev.mallard.core.rules.PerftTable.Row> slowRows() {
        return PerftTable.slowRows();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("slowRows")
    void perftMatchesReference(dev.mallard.core.rules.PerftTable.Row row) {
        Position position = variant.parseFen(row.fen());
        assertThat(new Perft(variant.rules()).count(position, row.depth())).isEqualTo(row.nodes());
    }
}
