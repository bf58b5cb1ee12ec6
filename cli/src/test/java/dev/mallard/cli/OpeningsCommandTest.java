package dev.mallard.cli;

import static dev.mallard.cli.CommandRun.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code mallard openings}: a book of balanced random openings, with the header that {@code match} reads past. */
class OpeningsCommandTest {
    @Test
    void openingsPrintsABookThatMatchCanRead() {
        CommandRun r = run("openings", "--variant", "duck", "--count", "3", "--plies", "2", "--seed", "7");
        assertThat(r.status()).isZero();
        List<String> lines = r.outLines();
        assertThat(lines).hasSize(5);
        assertThat(lines.subList(0, 2)).allMatch(line -> line.startsWith("# "));
        assertThat(lines.get(1)).isEqualTo("# made by: mallard openings --variant duck --count 3 --plies 2 --seed 7"
                + " --depth 6 --max-cp 50");
        assertThat(lines.subList(2, 5)).allMatch(line -> line.matches(".*\\*.* w KQkq - \\d+ 2 ; score -?\\d+"));
    }
}
