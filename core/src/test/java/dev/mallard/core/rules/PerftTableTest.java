package dev.mallard.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PerftTableTest {
    @Test
    void readsRowsAndSkipsCommentsAndBlankLines() {
        var rows = PerftTable.parse("# header\n\n8/8/8/8/8/8/8/K6k w - - 0 1\t2\t9\r\nfen two\t1\t3\n");
        assertThat(rows).containsExactly(new PerftTable.Row("8/8/8/8/8/8/8/K6k w - - 0 1", 2, 9),
                new PerftTable.Row("fen two", 1, 3));
    }

    @Test
    void namesTheLineOfABadRow() {
        assertThatThrownBy(() -> PerftTable.parse("a\t1\t2\nb\t1\n"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("perft table line 2: expected 3 tab-separated columns, got 2");
        assertThatThrownBy(() -> PerftTable.parse("a\tone\t2\n"))
                .hasMessageStartingWith("perft table line 1: ");
    }

    @Test
    void aSuiteSplitsItsRowsByCostAndAnswersCounts() {
        var suite = new PerftTable.Suite(PerftTable.parse("a\t1\t20\na\t2\t400\nb\t1\t30\nb\t3\t27000\n"), 400);
        assertThat(suite.fast()).extracting(PerftTable.Row::nodes).containsExactly(20L, 400L, 30L);
        assertThat(suite.slow()).extracting(PerftTable.Row::nodes).containsExactly(27000L);
        assertThat(suite.fens()).containsExactly("a", "b");
        assertThat(suite.nodes("b", 3)).isEqualTo(27000);
        assertThatThrownBy(() -> suite.nodes("b", 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no row for depth 2 of b");
    }
}
