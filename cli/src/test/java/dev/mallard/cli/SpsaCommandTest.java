package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.tune.ParameterSet;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.match.MatchStats;
import dev.mallard.spsa.PairPlayer;
import dev.mallard.spsa.SpsaRunFiles;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mallard spsa}: its files, going on after an interruption, its usage errors, and one
 * tiny run with real engines.
 */
class SpsaCommandTest {
    private static final String PARAMS = "futility.margin_1,lmr.base,null_move.reduction";

    @TempDir
    Path dir;

    /** A pair decided by a coin of the pair's own seed, the larger margin favoured: no engines. */
    private static final PairPlayer COIN = pair -> {
        SplittableRandom random = new SplittableRandom(pair.seed());
        double favour = pair.plus()[0] > pair.minus()[0] ? 0.6 : 0.4;
        int wins = 0;
        int losses = 0;
        for (int game = 0; game < 2; game++) {
            double u = random.nextDouble();
            wins += u < favour * 0.7 ? 1 : 0;
            losses += u > 1 - (1 - favour) * 0.7 ? 1 : 0;
        }
        return new MatchStats(wins, 2 - wins - losses, losses);
    };

    private static String[] args(Path out, int games, String... more) {
        List<String> args = new ArrayList<>(List.of("spsa", "--variant", "normal", "--params", PARAMS, "--games",
                String.valueOf(games), "--nodes", "300", "--concurrency", "3", "--seed", "42", "--out", out.toString()));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    private static CommandRun run(PairPlayer player, String... args) throws UsageException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = SpsaCommand.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), player);
        return new CommandRun(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static String read(Path dir, String file) throws IOException {
        return Files.readString(dir.resolve(file));
    }

    @Test
    void writesTheTrajectoryTheStateAndAFinalSetTheVariantCouldShip() throws Exception {
        Path out = dir.resolve("run");
        CommandRun run = run(COIN, args(out, 20));
        assertThat(run.status()).as(run.err()).isZero();
        List<String> trajectory = Files.readAllLines(out.resolve(SpsaRunFiles.TRAJECTORY));
        assertThat(trajectory.get(0)).isEqualTo("iteration\twins\tdraws\tlosses\t" + PARAMS.replace(',', '\t'));
        assertThat(trajectory).hasSize(21);
        assertThat(trajectory.get(20)).startsWith("20\t");
        // progress whenever updates are applied (one or more at a time): the iterations rise to 20
        List<Integer> shown = run.err().lines().filter(line -> line.startsWith("spsa: iteration "))
                .map(line -> Integer.parseInt(line.substring("spsa: iteration ".length(), line.indexOf('/')))).toList();
        assertThat(shown).isSorted().doesNotHaveDuplicates().isNotEmpty().hasSizeLessThanOrEqualTo(20);
        assertThat(shown.get(shown.size() - 1)).isEqualTo(20);
        assertThat(run.err()).contains("spsa: iteration 20/20 games 40", "futility.margin_1 ", "pairs/min");
        // the final set: the variant's file with the tuned values rounded, the others as shipped
        SearchableVariant variant = (SearchableVariant) Variants.find("normal").orElseThrow();
        ParameterSet shipped = variant.searchRules().searchParameters().values();
        ParameterSet tuned = SearchParameters.schema().parse(Files.readAllLines(out.resolve(SpsaRunFiles.FINAL)),
                "final.params");
        String[] lastRow = trajectory.get(20).split("\t");
        String line = read(out, SpsaRunFiles.SEARCH_PARAM).strip();
        assertThat(run.outLines()).contains(line);
        String[] names = PARAMS.split(",");
        StringBuilder expected = new StringBuilder("--search-param ");
        for (int i = 0; i < names.length; i++) {
            int value = (int) Math.round(Double.parseDouble(lastRow[4 + i]));
            assertThat(tuned.mg(names[i])).as(names[i]).isEqualTo(value);
            expected.append(i == 0 ? "" : ",").append(names[i]).append('=').append(value);
        }
        assertThat(line).isEqualTo(expected.toString());
        assertThat(tuned.mg("history.fade")).isEqualTo(shipped.mg("history.fade"));
        // the favoured larger margin rose
        assertThat(tuned.mg("futility.margin_1")).isGreaterThan(shipped.mg("futility.margin_1"));

        // the average: θ of iterations 11 to 20 as the trajectory holds them, rounded
        StringBuilder averageLine = new StringBuilder("--search-param ");
        for (int i = 0; i < names.length; i++) {
            double sum = 0;
            for (String row : trajectory.subList(11, 21)) {
                sum += Double.parseDouble(row.split("\t")[4 + i]);
            }
            averageLine.append(i == 0 ? "" : ",").append(names[i]).append('=').append(Math.round(sum / 10));
        }
        assertThat(read(out, SpsaRunFiles.AVERAGE_SEARCH_PARAM).strip()).isEqualTo(averageLine.toString());
        ParameterSet averaged = SearchParameters.schema().parse(Files.readAllLines(out.resolve(SpsaRunFiles.AVERAGE)),
                "average.params");
        assertThat(Files.readAllLines(out.resolve(SpsaRunFiles.AVERAGE)).get(0))
                .startsWith("# The average of theta over iterations 11..20 of 20 game pairs");
        assertThat(averageLine.toString()).contains("futility.margin_1=" + averaged.mg("futility.margin_1"));
        assertThat(averaged.mg("history.fade")).isEqualTo(shipped.mg("history.fade"));
        // stdout: both sets, θ and the --search-param line of each
        assertThat(run.outLines()).hasSize(5);
        assertThat(run.outLines().get(1)).startsWith("final theta (iteration 20): futility.margin_1 ")
                .contains(" null_move.reduction ").endsWith("final.params");
        assertThat(run.outLines().get(2)).isEqualTo(line);
        assertThat(run.outLines().get(3)).startsWith("average theta (iterations 11..20): futility.margin_1 ")
                .endsWith(SpsaRunFiles.AVERAGE);
        assertThat(run.outLines().get(4)).isEqualTo(averageLine.toString());
    }

    /** Fails the test if the command plays a pair. */
    private static final PairPlayer PLAYS_NOTHING = pair -> {
        throw new AssertionError("played iteration " + pair.iteration());
    };

    @Test
    void aFinishedRunRunAgainWritesItsSetsWithoutPlaying() throws Exception {
        Path out = dir.resolve("run");
        assertThat(run(COIN, args(out, 20)).status()).isZero();
        List<String> files = List.of(SpsaRunFiles.STATE, SpsaRunFiles.TRAJECTORY, SpsaRunFiles.FINAL,
                SpsaRunFiles.SEARCH_PARAM, SpsaRunFiles.AVERAGE, SpsaRunFiles.AVERAGE_SEARCH_PARAM);
        List<String> before = new ArrayList<>();
        for (String file : files) {
            before.add(read(out, file));
        }
        for (String file : files.subList(2, files.size())) {
            Files.delete(out.resolve(file));
        }
        CommandRun again = run(PLAYS_NOTHING, args(out, 20));
        assertThat(again.status()).as(again.err()).isZero();
        assertThat(again.err()).doesNotContain("spsa: iteration");
        for (int i = 0; i < files.size(); i++) {
            assertThat(read(out, files.get(i))).as(files.get(i)).isEqualTo(before.get(i));
        }
    }

    /**
     * A run finished by main's jar before averaging existed ({@code mallard spsa --variant normal
     * --params PARAMS --games 6 --nodes 300 --concurrency 1 --max-moves 40 --seed 42 --openings
     * docs/openings/normal.fen}, build 3de9f87): run again by this build, it gets its average from
     * the trajectory and its final set rewritten as it was, without a game.
     */
    @Test
    void aRunFinishedByAnOlderBuildGetsItsAverage() throws Exception {
        Path out = dir.resolve("older");
        Files.createDirectories(out);
        for (String file : List.of(SpsaRunFiles.STATE, SpsaRunFiles.TRAJECTORY, SpsaRunFiles.FINAL,
                SpsaRunFiles.SEARCH_PARAM)) {
            try (var in = SpsaCommandTest.class.getResourceAsStream("spsa-run-3de9f87/" + file)) {
                Files.copy(in, out.resolve(file));
            }
        }
        CommandRun again = run(PLAYS_NOTHING, args(out, 6));
        assertThat(again.status()).as(again.err()).isZero();
        // the run's last theta again; the parameters it did not tune come from this build's shipped set
        assertThat(read(out, SpsaRunFiles.FINAL)).contains("\nfutility.margin_1 197\n", "\nlmr.base 31\n",
                "\nnull_move.reduction 2\n");
        assertThat(read(out, SpsaRunFiles.SEARCH_PARAM))
                .isEqualTo("--search-param futility.margin_1=197,lmr.base=31,null_move.reduction=2\n");
        // iterations 4..6: (180 + 188.9299 + 197.0802) / 3 = 188.67, (40 + 35.5351 + 31.4599) / 3 = 35.67,
        // (1 + 1.4465 + 1.8540) / 3 = 1.43
        String average = "--search-param futility.margin_1=189,lmr.base=36,null_move.reduction=1";
        assertThat(read(out, SpsaRunFiles.AVERAGE_SEARCH_PARAM)).isEqualTo(average + "\n");
        assertThat(again.outLines()).contains(average);
        assertThat(Files.readAllLines(out.resolve(SpsaRunFiles.AVERAGE)).get(0))
                .startsWith("# The average of theta over iterations 4..6 of 6 game pairs");
    }

    /**
     * The state records the values the engines played for every parameter not tuned; a run begun
     * beside other values (a build whose {@code search.params} changed) does not go on, but once
     * finished it gets its sets written from the values it was tuned beside.
     */
    @Test
    void aRunKeepsTheUntunedValuesItWasTunedBeside() throws Exception {
        SearchParameters shipped = ((SearchableVariant) Variants.find("normal").orElseThrow()).searchRules()
                .searchParameters();
        int window = shipped.value("aspiration.window");
        Path out = dir.resolve("base");
        assertThat(run(COIN, args(out, 4)).status()).isZero();
        String base = Files.readAllLines(out.resolve(SpsaRunFiles.STATE)).stream()
                .filter(line -> line.startsWith("base ")).findFirst().orElseThrow();
        List<String> untuned = new ArrayList<>();
        for (int i = 0; i < SearchParameters.schema().size(); i++) {
            String name = SearchParameters.schema().name(i);
            if (!List.of(PARAMS.split(",")).contains(name)) {
                untuned.add(name + "=" + shipped.value(name));
            }
        }
        assertThat(base).isEqualTo("base " + String.join(",", untuned));

        // as if this build had shipped another aspiration window when the run began
        String state = read(out, SpsaRunFiles.STATE);
        Files.writeString(out.resolve(SpsaRunFiles.STATE), state.replace(",aspiration.window=" + window + ",",
                ",aspiration.window=" + (window + 7) + ","));
        CommandRun more = CommandRun.run(args(out, 8));
        assertThat(more.status()).isEqualTo(2);
        assertThat(more.err()).contains("was tuned beside other values",
                "aspiration.window run " + (window + 7) + ", this build " + window);
        assertThat(read(out, SpsaRunFiles.STATE)).contains("iteration 4");

        Files.delete(out.resolve(SpsaRunFiles.FINAL));
        CommandRun finished = run(PLAYS_NOTHING, args(out, 4));
        assertThat(finished.status()).as(finished.err()).isZero();
        assertThat(read(out, SpsaRunFiles.FINAL)).contains("\naspiration.window " + (window + 7) + "\n");
        assertThat(read(out, SpsaRunFiles.AVERAGE)).contains("\naspiration.window " + (window + 7) + "\n");
        assertThat(read(out, SpsaRunFiles.STATE)).contains(",aspiration.window=" + (window + 7) + ",");

        Files.writeString(out.resolve(SpsaRunFiles.STATE), state.replace(",aspiration.window=" + window + ",",
                ",aspiration.window=wide,"));
        CommandRun garbled = CommandRun.run(args(out, 4));
        assertThat(garbled.status()).isEqualTo(2);
        assertThat(garbled.err()).contains("base aspiration.window=wide: not a whole number");
        Files.writeString(out.resolve(SpsaRunFiles.STATE), state.replace(",aspiration.window=" + window + ",",
                ",no.such=3,"));
        CommandRun unknown = CommandRun.run(args(out, 4));
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).contains("its base", "no.such");
    }

    @Test
    void aRunInterruptedAndRunAgainEndsAsAnUninterruptedOne() throws Exception {
        Path whole = dir.resolve("whole");
        assertThat(run(COIN, args(whole, 20)).status()).isZero();

        Path parts = dir.resolve("parts");
        // stopped at 13 of 20 (the pairs begun before the failed one end and count): the resumed
        // run's average (of iterations 11 to 20) takes three read back
        PairPlayer failsAtThirteen = pair -> {
            if (pair.iteration() == 13) {
                throw new IOException("engine lost");
            }
            return COIN.play(pair);
        };
        CommandRun stopped = run(failsAtThirteen, args(parts, 20));
        assertThat(stopped.status()).isEqualTo(1);
        assertThat(stopped.err()).contains("engine lost");
        assertThat(read(parts, SpsaRunFiles.STATE)).contains("iteration 13");
        // an iteration whose trajectory line was written when the state was not (a crash between the two)
        Files.writeString(parts.resolve(SpsaRunFiles.TRAJECTORY), "14\t2\t0\t0\t1\t2\t3\n", StandardOpenOption.APPEND);

        CommandRun resumed = run(COIN, args(parts, 20));
        assertThat(resumed.status()).as(resumed.err()).isZero();
        for (String file : List.of(SpsaRunFiles.STATE, SpsaRunFiles.TRAJECTORY, SpsaRunFiles.FINAL,
                SpsaRunFiles.SEARCH_PARAM, SpsaRunFiles.AVERAGE, SpsaRunFiles.AVERAGE_SEARCH_PARAM)) {
            assertThat(read(parts, file)).as(file).isEqualTo(read(whole, file));
        }
    }

    @Test
    void aDirectoryOfAnotherRunIsRefused() throws Exception {
        Path out = dir.resolve("run");
        assertThat(run(COIN, args(out, 3)).status()).isZero();
        CommandRun otherSeed = CommandRun.run(replace(args(out, 6), "42", "43"));
        assertThat(otherSeed.status()).isEqualTo(2);
        assertThat(otherSeed.err()).contains("holds another run");
        CommandRun otherC = CommandRun.run(args(out, 6, "--c", "3"));
        assertThat(otherC.status()).isEqualTo(2);
        assertThat(otherC.err()).contains("holds another run");
        // more games with the same settings go on (the schedule kept from the first run)
        CommandRun more = run(COIN, args(out, 6));
        assertThat(more.status()).as(more.err()).isZero();
        assertThat(read(out, SpsaRunFiles.STATE)).contains("iteration 6");
    }

    /**
     * {@code --params all} tunes the parameters the variant's search reads, which
     * {@code search-params} does not mark unused; naming one it does not read is an error.
     */
    @Test
    void allMeansTheParametersTheVariantsSearchReads() throws Exception {
        for (String variant : new String[] {"normal", "duck"}) {
            Path out = dir.resolve("all-" + variant);
            CommandRun run = run(COIN, replace(replace(args(out, 2), PARAMS, "all"), "normal", variant));
            assertThat(run.status()).as(run.err()).isZero();
            List<String> read = CommandRun.run("search-params", "--variant", variant).outLines().stream()
                    .filter(line -> !line.startsWith("#") && !line.endsWith(" unused"))
                    .map(line -> line.split(" ")[0]).toList();
            List<String> header = List.of(Files.readAllLines(out.resolve(SpsaRunFiles.TRAJECTORY)).get(0).split("\t"));
            assertThat(header.subList(4, header.size())).containsExactlyElementsOf(read);
        }
        assertThat(read(dir.resolve("all-duck"), SpsaRunFiles.SEARCH_PARAM)).contains("null_move.reduction=")
                .doesNotContain("probcut.").doesNotContain("singular.");
        assertUsageError("duck's search does not read probcut.margin", replace(replace(args(dir.resolve("unread"), 2),
                PARAMS, "lmr.base,probcut.margin"), "normal", "duck"));
    }

    private static String[] replace(String[] args, String from, String to) {
        return List.of(args).stream().map(arg -> arg.equals(from) ? to : arg).toArray(String[]::new);
    }

    @Test
    void badArgumentsAreUsageErrors() {
        Path out = dir.resolve("bad");
        assertUsageError("unknown search parameter \"no.such\"", "spsa", "--params", "no.such", "--games", "5",
                "--nodes", "100", "--out", out.toString());
        assertUsageError("twice", "spsa", "--params", "lmr.base,lmr.base", "--games", "5", "--nodes", "100", "--out",
                out.toString());
        assertUsageError("needs a number", args(out, 5, "--a", "big"));
        assertUsageError("needs a finite number", args(out, 5, "--c", "Infinity"));
        assertUsageError("SPSA schedule needs", args(out, 5, "--alpha", "2"));
        assertUsageError("SPSA schedule needs", args(out, 5, "--c", "0"));
        assertUsageError("--games needs a whole number", args(out, 0));
        assertUsageError("--seed needs a whole number", replace(args(out, 5), "42", "x"));
        assertUsageError("give exactly one of", args(out, 5, "--tc", "1+0.1"));
        assertUsageError("spsa needs --params, --games and --out", "spsa", "--params", "all", "--nodes", "100");
        assertUsageError("unknown variant", replace(args(out, 5), "normal", "nosuch"));
        assertThat(Files.exists(out)).isFalse();
    }

    private static void assertUsageError(String message, String... args) {
        CommandRun run = CommandRun.run(args);
        assertThat(run.status()).as(String.join(" ", args)).isEqualTo(2);
        assertThat(run.err()).contains(message).contains(SpsaCommand.USAGE);
    }

    @Test
    void twoIterationsWithRealEnginesWriteTheirFiles() throws IOException {
        Path out = dir.resolve("real");
        CommandRun run = CommandRun.run("spsa", "--variant", "normal", "--params", "futility.margin_1,lmr.base",
                "--games", "2", "--nodes", "300", "--concurrency", "2", "--max-moves", "40", "--openings",
                Path.of("..", "docs", "openings", "normal.fen").toString(), "--out", out.toString());
        assertThat(run.status()).as(run.err()).isZero();
        List<String> trajectory = Files.readAllLines(out.resolve(SpsaRunFiles.TRAJECTORY));
        assertThat(trajectory).hasSize(3);
        int games = 0;
        for (String row : trajectory.subList(1, 3)) {
            String[] fields = row.split("\t");
            games += Integer.parseInt(fields[1]) + Integer.parseInt(fields[2]) + Integer.parseInt(fields[3]);
        }
        assertThat(games).isEqualTo(4);
        assertThat(read(out, SpsaRunFiles.STATE)).contains("iteration 2");
        Matcher line = Pattern.compile("--search-param futility\\.margin_1=(\\d+),lmr\\.base=(-?\\d+)")
                .matcher(read(out, SpsaRunFiles.SEARCH_PARAM));
        assertThat(line.find()).isTrue();
        assertThat(SearchParameters.schema().parse(Files.readAllLines(out.resolve(SpsaRunFiles.FINAL)), "final")
                .mg("futility.margin_1")).isEqualTo(Integer.parseInt(line.group(1)));
        assertThat(run.err()).contains("spsa: iteration 2/2 games 4");
    }

    @Test
    void enginesRunWithTheOptionsThatShapeTheEngineAndWithoutThisJvmsAgents() {
        List<String> running = List.of("--add-modules=jdk.incubator.vector", "-XX:+UseParallelGC",
                "-XX:-UseCompressedOops", "-Xlog:all=warning:stderr", "-Xss16m", "-Xmx2g", "-Xms64m",
                "-javaagent:/tmp/jacocoagent.jar=destfile=jacoco.exec", "-agentlib:jdwp=transport=dt_socket",
                "-Dfile.encoding=UTF-8", "-ea");
        assertThat(SpsaCommand.engineOptions(running)).containsExactly("--add-modules=jdk.incubator.vector",
                "-XX:+UseParallelGC", "-XX:-UseCompressedOops", "-Xlog:all=warning:stderr", "-Xss16m", "-Xmx2g",
                "-Xms64m");
        assertThat(SpsaCommand.selfCommand()).containsPattern(" '?-Xss\\w+'? ").endsWith(" " + Main.class.getName())
                .doesNotContain("-javaagent").doesNotContain("UseSerialGC");
    }
}
