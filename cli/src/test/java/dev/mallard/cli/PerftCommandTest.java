package dev.mallard.cli;

import static dev.mallard.cli.CommandRun.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mallard perft}: the nodes line, {@code --divide}, {@code --table}, and the counts of the
 * reference tables for each variant.
 */
class PerftCommandTest {
    private static final Pattern NODES_LINE = Pattern.compile("nodes (\\d+) time_ms (\\d+) nps (\\d+)");
    private static final Pattern DIVIDE_LINE = Pattern.compile("([a-h][1-8][a-h][1-8][qrbn]?): (\\d+)");
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void perftPrintsOneNodesLine() {
        CommandRun r = run("perft", "--depth", "3");
        assertThat(r.status()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines()).hasSize(1);
        Matcher m = NODES_LINE.matcher(r.outLines().get(0));
        assertThat(m.matches()).as(r.out()).isTrue();
        assertThat(m.group(1)).isEqualTo("8902"); // reference table: start position, depth 3
    }

    @Test
    void perftAcceptsVariantAndFen() {
        CommandRun r = run("perft", "--variant", "normal", "--fen", KIWIPETE, "--depth", "2");
        assertThat(r.status()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).matches("nodes 2039 time_ms \\d+ nps \\d+\\R"); // reference table: Kiwipete depth 2
    }

    @Test
    void divideListsEveryRootMoveAndTheTotal() {
        CommandRun r = run("perft", "--depth", "3", "--divide");
        assertThat(r.status()).isZero();
        assertThat(r.err()).isEmpty();
        List<String> lines = r.outLines();
        assertThat(lines).hasSize(21);
        List<String> moves = new ArrayList<>();
        long sum = 0;
        for (String line : lines.subList(0, 20)) {
            Matcher m = DIVIDE_LINE.matcher(line);
            assertThat(m.matches()).as(line).isTrue();
            moves.add(m.group(1));
            sum += Long.parseLong(m.group(2));
        }
        // The twenty first moves: each pawn one or two squares, each knight to two squares.
        assertThat(moves).containsExactlyInAnyOrder(
                "a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4",
                "e2e3", "e2e4", "f2f3", "f2f4", "g2g3", "g2g4", "h2h3", "h2h4",
                "b1a3", "b1c3", "g1f3", "g1h3");
        assertThat(sum).isEqualTo(8902);
        Matcher total = NODES_LINE.matcher(lines.get(20));
        assertThat(total.matches()).as(lines.get(20)).isTrue();
        assertThat(total.group(1)).isEqualTo("8902");
    }

    @Test
    void perftTableChecksEveryRowAndFailsOnAMismatch(@TempDir Path dir)
            throws IOException {
        Path good = dir.resolve("good.tsv");
        Files.writeString(good, "# Stockfish counts\n" + Fen.START + "\t3\t8902\n"
                + "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1\t4\t43238\n");
        CommandRun ok = run("perft", "--table", good.toString());
        assertThat(ok.status()).isZero();
        assertThat(ok.outLines()).hasSize(4).element(2).isEqualTo("rows 2 mismatches 0");
        assertThat(ok.outLines().get(0)).startsWith("ok depth 3 expected 8902 got 8902");

        Path bad = dir.resolve("bad.tsv");
        Files.writeString(bad, Fen.START + "\t2\t401\n");
        CommandRun mismatch = run("perft", "--table", bad.toString());
        assertThat(mismatch.status()).isEqualTo(1);
        assertThat(mismatch.outLines().get(0)).startsWith("MISMATCH depth 2 expected 401 got 400");

        CommandRun missing = run("perft", "--table", dir.resolve("none.tsv").toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("no such file");
    }

    @Test
    void perftRunsDuckChess() {
        CommandRun r = run("perft", "--variant", "duck", "--depth", "2");
        assertThat(r.status()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).matches("nodes 379440 time_ms \\d+ nps \\d+\\R"); // Duck reference table, depth 2
        CommandRun divide = run("perft", "--variant", "duck", "--fen", "4k3/8/8/8/8/8/8/*3K3 w - - 0 1",
                "--depth", "1", "--divide");
        assertThat(divide.status()).isZero();
        assertThat(divide.outLines()).contains("e1d1,d1b1: 1", "e1d1,d1e1: 1").doesNotContain("e1d1,d1a1: 1", "e1d1,d1d1: 1")
                .last().asString().startsWith("nodes ");
    }

    @Test
    void perftRunsRefusalChessWithVetoesInDivide() {
        CommandRun r = run("perft", "--variant", "refusal", "--depth", "2");
        assertThat(r.status()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).matches("nodes 169138 time_ms \\d+ nps \\d+\\R"); // checked by brute force in variant-refusal
        CommandRun divide = run("perft", "--variant", "refusal", "--depth", "1", "--divide", "--fen",
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e5");
        assertThat(divide.status()).isZero();
        List<String> lines = divide.outLines();
        assertThat(lines.get(lines.size() - 1)).startsWith("nodes ");
        assertThat(lines.subList(0, lines.size() - 1))
                .allMatch(line -> line.matches("[a-h][1-8][a-h][1-8]/[a-h][1-8][a-h][1-8]: 1"))
                .noneMatch(line -> line.startsWith("e7e5/"))
                .contains("d7d5/e4d5: 1");
    }
}
