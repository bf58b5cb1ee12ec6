package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.SearchInfo;
import java.util.List;
import org.junit.jupiter.api.Test;

/** When {@code epd} says a solved position's move came on top. */
class EpdCommandTest {
    private static SearchInfo report(int depth, long ms, String first) {
        return new SearchInfo(depth, depth, 0, 1000L * depth, ms, 0, List.of(first, "e7e5"));
    }

    @Test
    void sinceIsTheFirstOfTheLastReportsThatKeptTheMove() {
        List<SearchInfo> reports = List.of(report(1, 0, "e2e4"), report(2, 5, "d2d4"), report(3, 9, "e2e4"),
                report(4, 20, "e2e4"));
        assertThat(EpdCommand.since(reports, "e2e4")).isEqualTo(" since 9 ms depth 3");
        assertThat(EpdCommand.since(reports.subList(0, 2), "d2d4")).isEqualTo(" since 5 ms depth 2");
    }

    @Test
    void aMoveNeverReportedFirstHasNoSince() {
        assertThat(EpdCommand.since(List.of(report(1, 0, "e2e4")), "d2d4")).isEmpty();
        assertThat(EpdCommand.since(List.of(), "d2d4")).isEmpty();
    }
}
