package dev.mallard.cli;

import static dev.mallard.cli.CommandRun.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.SearchInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mallard epd}: its lines for a suite, mates as mates, and when it says a solved position's move came on top. */
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

    @Test
    void epdPrintsMateScoresAsMates(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("mates.epd");
        Files.writeString(file, "6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"back rank\";\n"
                + "6k1/8/8/8/8/8/r4PPP/6K1 w - - bm h3; id \"escape square\";\n");
        CommandRun r = run("epd", "--variant", "normal", "--file", file.toString(), "--depth", "4");
        assertThat(r.status()).isZero();
        assertThat(r.outLines()).hasSize(3);
        // a solved position says since when its move was on top: the mate from the first iteration on
        assertThat(r.outLines().get(0)).startsWith("back rank ok Ra8#").contains(" score mate 1 ")
                .matches(".* depth \\d+ since \\d+ ms depth 1");
        assertThat(r.outLines().get(1)).startsWith("escape square")
                .matches(".* FAIL .* score cp -?\\d+ depth 4|.* ok .* score cp -?\\d+ depth 4 since \\d+ ms depth [1-4]");
    }
}
