package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.duck.DuckVariant;
import dev.mallard.duck.eval.DuckEvaluator;
import dev.mallard.plugin.SwappedVariant;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --no-nnue}: the search commands, the engines ({@code xboard}, {@code uci}) and
 * {@code datagen} play the variants' hand evaluations instead of their networks, as the engine
 * option {@code Use NNUE} off does.
 */
class NoNnueOptionTest {
    private static final int DEPTH = 4;

    /** The last line's node count of a {@code bench} run. */
    private static long benchNodes(String... args) {
        CommandRun run = CommandRun.run(args);
        assertThat(run.status()).as(run.err()).isZero();
        List<String> lines = run.outLines();
        return Long.parseLong(lines.get(lines.size() - 1).split(" ")[1]);
    }

    /**
     * The Duck's bench tree on its hand evaluation differs from the network's and is the one a
     * searcher on a {@link DuckEvaluator} built here searches, position by position from a
     * cleared table of the bench's size, as the command does.
     */
    @Test
    void benchOnTheDuckSearchesTheHandEvaluationsTree() {
        long network = benchNodes("bench", "--variant", "duck", "--depth", String.valueOf(DEPTH));
        long hand = benchNodes("bench", "--variant", "duck", "--depth", String.valueOf(DEPTH), "--no-nnue");
        DuckVariant duck = new DuckVariant();
        Searcher searcher = new Searcher(duck.searchRules(), new DuckEvaluator(), new TranspositionTable(16));
        long expected = 0;
        for (String fen : duck.benchFens()) {
            searcher.clear();
            expected += searcher.search(duck.parseFen(fen), SearchLimits.depth(DEPTH), SearchListener.NONE).nodes();
        }
        assertThat(hand).isEqualTo(expected).isNotEqualTo(network);
    }

    /** A plug-in variant that plays no network plays its own evaluation either way. */
    @Test
    void aVariantWithoutNetworksSearchesAsWithout() {
        assertThat(benchNodes("bench", "--variant", SwappedVariant.NAME, "--no-nnue"))
                .isEqualTo(benchNodes("bench", "--variant", SwappedVariant.NAME));
    }

    /** Refused before the file is read: the command line contradicts itself whatever the file holds. */
    @Test
    void aNetworkFileAndNoNetworkIsAUsageError() {
        CommandRun both = CommandRun.run("analyse", "--depth", "1", "--eval-file", "some.nnue", "--no-nnue");
        assertThat(both.status()).isEqualTo(2);
        assertThat(both.err()).contains("--eval-file plays a network, --no-nnue none: give one of them");
    }

    @Test
    void analyseScoresByTheHandEvaluation() {
        Searcher searcher = new Searcher(new DuckVariant().searchRules(), new DuckEvaluator(), new TranspositionTable(64));
        int score = searcher.search(new DuckVariant().parseFen(Fen.START), SearchLimits.depth(2), SearchListener.NONE).score();
        CommandRun run = CommandRun.run("analyse", "--variant", "duck", "--depth", "2", "--no-nnue");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("depth 2 seldepth").contains(" score cp " + score + " ");
    }

    /** The engines started with {@code --no-nnue} offer {@code Use NNUE} off (CECP's check 0, UCI's default false). */
    @Test
    void theEnginesStartWithNetworksOff() {
        assertThat(engine("xboard\nprotover 2\nquit\n", "xboard", "--no-nnue"))
                .contains("feature option=\"Use NNUE -check 0\"");
        assertThat(engine("xboard\nprotover 2\nquit\n", "xboard")).contains("feature option=\"Use NNUE -check 1\"");
        assertThat(engine("uci\nquit\n", "uci", "--no-nnue")).contains("option name Use NNUE type check default false");
    }

    private static List<String> engine(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Main.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertThat(status).isZero();
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** Data made on the hand evaluation says so in its header, and a run on the network does not resume it. */
    @Test
    void datagenOnTheHandEvaluationIsItsOwnData(@TempDir Path dir) throws IOException {
        Path data = dir.resolve("hand.txt");
        CommandRun hand = CommandRun.run("datagen", "--variant", "duck", "--games", "1", "--nodes", "200", "--seed", "3",
                "--out", data.toString(), "--threads", "1", "--no-nnue");
        assertThat(hand.status()).as(hand.err()).isZero();
        assertThat(Files.readAllLines(data).get(0)).isEqualTo("# mallard datagen --variant duck --nodes 200 --no-nnue");
        CommandRun network = CommandRun.run("datagen", "--variant", "duck", "--games", "2", "--nodes", "200", "--seed", "3",
                "--out", data.toString(), "--threads", "1");
        assertThat(network.status()).isEqualTo(2);
        assertThat(network.err()).contains("was made by \"# mallard datagen --variant duck --nodes 200 --no-nnue\"");
    }
}
