package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.SearchInfo;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The command line's text of a search report (the {@code analyse} and {@code bench} lines). */
class SearchCommandTest {
    @Test
    void analyseNamesAFailedWindowsBoundAfterTheScore() {
        List<String> pv = List.of("c3d5");
        assertThat(SearchCommand.format(new SearchInfo(9, 18, 55, 60_000, 100, 3, pv, 1)))
                .isEqualTo("depth 9 seldepth 18 score cp 55 time_ms 100 nodes 60000 nps 600000 hashfull 3 pv c3d5");
        assertThat(SearchCommand.format(new SearchInfo(9, 18, 55, 60_000, 100, 3, pv, 1, SearchInfo.Bound.LOWER)))
                .startsWith("depth 9 seldepth 18 score cp 55 lowerbound time_ms 100 ");
    }
}
