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
}
