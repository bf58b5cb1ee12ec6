package dev.mallard.plugin;

import static dev.mallard.cli.CommandRun.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.cecp.XboardEngine;
import dev.mallard.cli.CommandRun;
import dev.mallard.core.board.Position;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import dev.mallard.uci.UciEngine;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plug-in variant gets every command and both protocols from the runnable module without a
 * change to it: {@link SwappedVariant}, known to this module only through its test
 * resources' service registration, is counted by {@code perft}, searched by {@code bench} and
 * {@code analyse}, checked by {@code verify}, given openings and EPD suites, and played over
 * CECP and UCI, each through its public entry.
 */
class PluginVariantTest {
    /** After 1. e2e4 of the plug-in's start position. */
    private static final String AFTER_E4 = "rbnqknbr/pppppppp/8/8/4P3/8/PPPP1PPP/RBNQKNBR b KQkq - 0 1";

    @Test
    void theServiceRegistrationMakesItAVariantLikeTheOthers() {
        assertThat(Variants.find(" Swapped ")).get().isInstanceOf(SwappedVariant.class);
        Variants scan = Variants.scan();
        assertThat(scan.list()).isUnmodifiable().extracting(Variant::name).containsExactly("duck", "normal", "refusal", "swapped");
        assertThat(scan.named("SWAPPED")).containsSame(scan.list().get(3));
    }

    /** Fairy-Stockfish and Stockfish 15.1 ({@code go perft} on the start FEN): 400 at depth 2, 9010 at 3, 501 after e2e4. */
    @Test
    void perftCountsItsTurnsAsAnIndependentEngineDoes() {
        CommandRun r = run("perft", "--variant", SwappedVariant.NAME, "--depth", "3", "--divide");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("nodes 9010").contains("e2e4: 501");
        CommandRun one = run("perft", "--variant", SwappedVariant.NAME, "--depth", "2");
        assertThat(one.out()).contains("nodes 400");
    }

    @Test
    void benchSearchesItsBenchPositions() {
        CommandRun r = run("bench", "--variant", SwappedVariant.NAME, "--depth", "3");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("position 1 depth 3 nodes ").contains("position 2 depth 3 nodes ");
    }

    @Test
    void verifyChecksTheSearchAgainstTheDefaultOracle() {
        CommandRun r = run("verify", "--variant", SwappedVariant.NAME, "--depth", "2");
        assertThat(r.status()).as(r.out() + r.err()).isZero();
        assertThat(r.out()).contains("agree");
    }

    @Test
    void analyseOpeningsAndEpdTakeItToo(@TempDir Path dir) throws IOException {
        CommandRun analyse = run("analyse", "--variant", SwappedVariant.NAME, "--depth", "3");
        assertThat(analyse.status()).as(analyse.err()).isZero();
        assertThat(analyse.out()).contains("depth 3 ");
        CommandRun openings = run("openings", "--variant", SwappedVariant.NAME, "--count", "2", "--depth", "1");
        assertThat(openings.status()).as(openings.err()).isZero();
        List<String> fens = openings.outLines().stream().filter(l -> !l.startsWith("#")).map(l -> l.split(" ;")[0]).toList();
        assertThat(fens).hasSize(2);
        fens.forEach(new SwappedVariant()::parseFen);
        // Every legal first move is a best move, in the variant's SAN (its default: coordinates).
        Path suite = dir.resolve("swapped.epd");
        Files.writeString(suite, SwappedVariant.START.substring(0, SwappedVariant.START.length() - 4)
                + " bm a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4"
                + " c1b3 c1d3 f1e3 f1g3; id \"swapped.1\";\n");
        CommandRun epd = run("epd", "--variant", SwappedVariant.NAME, "--file", suite.toString(), "--depth", "2");
        assertThat(epd.status()).as(epd.err()).isZero();
        assertThat(epd.out()).startsWith("swapped.1 ok ").endsWith("solved 1/1\n");
    }

    @Test
    void cecpOffersItSetsItUpAndPlaysIt() {
        String out = converse(true, "xboard", "protover 2", "new", "variant " + SwappedVariant.NAME,
                "usermove g1f3", "sd 3", "usermove e2e4");
        assertThat(out).contains("variants=\"normal,duck,refusal," + SwappedVariant.NAME + "\"")
                .contains("setup (PNBRQ................Kpnbrq................k) 8x8+0_fairy " + SwappedVariant.START)
                .contains("Illegal move")
                .doesNotContain("Error");
        String move = out.lines().filter(l -> l.startsWith("move ")).findFirst().orElseThrow().substring(5);
        assertLegalAfterE4(move);
    }

    @Test
    void uciOffersItAndPlaysIt() {
        String out = converse(false, "uci", "setoption name UCI_Variant value " + SwappedVariant.NAME,
                "position startpos moves e2e4", "go depth 3");
        assertThat(out).contains("var " + SwappedVariant.NAME)
                .contains("info string variant " + SwappedVariant.NAME + " startpos " + SwappedVariant.START);
        String move = out.lines().filter(l -> l.startsWith("bestmove ")).findFirst().orElseThrow().split(" ")[1];
        assertLegalAfterE4(move);
    }

    /** The engine's whole output for the commands, the input closing after them. */
    private static String converse(boolean cecp, String... commands) {
        ByteArrayInputStream in = new ByteArrayInputStream((String.join("\n", commands) + "\n").getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        int status = cecp ? new XboardEngine(in, print).run() : new UciEngine(in, print).run();
        assertThat(status).isZero();
        return out.toString(StandardCharsets.UTF_8);
    }

    private static void assertLegalAfterE4(String move) {
        Variant variant = new SwappedVariant();
        Position position = variant.parseFen(AFTER_E4);
        int turn = variant.rules().parseTurn(position, move);
        int[] turns = new int[variant.rules().maxTurns()];
        int count = variant.rules().generateTurns(position, turns, 0);
        assertThat(Arrays.stream(turns, 0, count).boxed().toList()).contains(turn);
    }
}
