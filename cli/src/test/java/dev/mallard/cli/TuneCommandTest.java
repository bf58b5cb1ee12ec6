package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkEvaluation;
import dev.mallard.core.nnue.NetworkFormat;
import dev.mallard.core.tune.ParameterSet;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.datagen.DataGenerator;
import dev.mallard.fide.FideVariant;
import dev.mallard.fide.eval.FideParameters;
import dev.mallard.protocol.NetworkFile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code mallard tune} on data from {@code datagen}: a parameter file of the variant's schema comes out. */
class TuneCommandTest {
    private final PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

    @TempDir
    Path dir;

    /** A data file of {@code games} FIDE self-play games at 300 nodes a move. */
    private Path selfPlay(int games) throws IOException {
        Path data = dir.resolve("data.txt");
        new DataGenerator(new FideVariant(), 300, 2).run(0, games, data, quiet);
        return data;
    }

    @Test
    void tunesSelfPlayDataIntoAParameterFile() throws IOException {
        Path data = selfPlay(6);
        Path tuned = dir.resolve("tuned.params");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"tune", "--variant", "normal", "--data", data.toString(), data.toString(),
                "--epochs", "20", "--validation", "0", "--min-occurrences", "5", "--out", tuned.toString()},
                quiet, new PrintStream(err, true, StandardCharsets.UTF_8));
        String log = err.toString(StandardCharsets.UTF_8);
        assertThat(status).as(log).isZero();
        assertThat(log).contains("epoch 20 training error").contains("validation error none").contains("parameters tuned")
                .doesNotContain("NaN");
        ParameterSet values = FideParameters.SCHEMA.parse(Files.readAllLines(tuned), tuned.toString());
        // Without a validation set the last epoch's weights are written (no early stopping).
        assertThat(values.sameValues(FideParameters.shipped())).as("20 epochs moved something").isFalse();
        assertThat(values.mg("king.attack.max")).as("non-linear parameters stay").isEqualTo(500);
    }

    @Test
    void startsFromTheGivenFileAndNamesItsErrors() throws IOException {
        Path data = selfPlay(2);
        Path start = dir.resolve("start.params");
        List<String> lines = new ArrayList<>(FideParameters.shipped().format());
        lines.replaceAll(line -> line.startsWith("king.attack.max ") ? "king.attack.max 321" : line);
        Files.write(start, lines);
        Path tuned = dir.resolve("tuned.params");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream errors = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertThat(Main.run(new String[] {"tune", "--variant", "normal", "--data", data.toString(), "--start",
            start.toString(), "--epochs", "0", "--out", tuned.toString()}, quiet, errors)).as(err.toString()).isZero();
        // zero epochs write the start back: its non-linear value, not the shipped one
        assertThat(Files.readAllLines(tuned)).isEqualTo(lines);
        lines.replaceAll(line -> line.startsWith("tempo ") ? "tempo x 1" : line);
        Files.write(start, lines);
        assertThat(Main.run(new String[] {"tune", "--variant", "normal", "--data", data.toString(), "--start",
            start.toString()}, quiet, errors)).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains(start.toString()).contains("tempo");
    }

    @Test
    void aGivenScaleIsUsedAndABadOneRefused() throws IOException {
        Path data = selfPlay(2);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream errors = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertThat(Main.run(new String[] {"tune", "--variant", "normal", "--data", data.toString(), "--epochs", "0",
            "--validation", "0", "--scale", "0.0042", "--out", dir.resolve("a.params").toString()}, quiet, errors))
                .as(err.toString()).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("tune: K 0.004200;");
        for (String bad : new String[] {"0", "-1", "Infinity", "x"}) {
            err.reset();
            assertThat(Main.run(new String[] {"tune", "--variant", "normal", "--data", data.toString(), "--scale", bad},
                    quiet, errors)).as(bad).isEqualTo(2);
            assertThat(err.toString(StandardCharsets.UTF_8)).as(bad).contains("--scale");
        }
    }

    @Test
    void namesTheLineOfAPositionOfAnotherVariant() throws IOException {
        Path data = dir.resolve("duck.txt");
        Files.write(data, List.of("# mallard datagen --variant duck --nodes 300",
                "rnbqkbnr/pppppppp/8/8/4*3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 5 | 0.5",
                "# game 7 result 0.5 plies 1 positions 1"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream errors = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertThat(Main.run(new String[] {"tune", "--variant", "normal", "--data", data.toString()}, errors, errors))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains(data + ":2: not a normal position");
    }

    @Test
    void needsDataAndATunableVariant() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream errors = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertThat(Main.run(new String[] {"tune", "--variant", "normal"}, errors, errors)).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("tune needs --data FILE...");
    }

    @Test
    void trainsANetworkOnTheSameDataAloneOrAsACorrection() throws IOException {
        Path data = selfPlay(4);
        for (boolean correction : new boolean[] {false, true}) {
            Path net = dir.resolve("net" + correction + ".nnue");
            List<String> args = new ArrayList<>(List.of("tune", "--variant", "normal", "--data", data.toString(),
                    "--network", "8", "--epochs", "3", "--validation", "0.3", "--out", net.toString()));
            if (correction) {
                args.add("--correct");
            }
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = Main.run(args.toArray(new String[0]), quiet, new PrintStream(err, true, StandardCharsets.UTF_8));
            String log = err.toString(StandardCharsets.UTF_8);
            assertThat(status).as(log).isZero();
            assertThat(log).contains("epoch 3 training error").contains("network 768 x 8 (clipped, 1 output buckets) of epoch")
                    .doesNotContain("NaN");
            assertThat(log.contains("the base evaluation alone: weight")).isEqualTo(correction);
            try (InputStream in = Files.newInputStream(net)) {
                Network network = NetworkFormat.read(in);
                assertThat(network.hidden()).isEqualTo(8);
                assertThat(network.correction()).isEqualTo(correction);
            }
        }
    }

    /**
     * {@code --start} names a network to fine-tune: one epoch at a tiny rate moves it little (its
     * scores stay within a few centipawns); a network of another size, or a file that is not a
     * network, is a usage error.
     */
    @Test
    void aNetworkCanStartFromAnotherAndMustFitIt() throws IOException {
        Path data = selfPlay(3);
        Path first = dir.resolve("first.nnue");
        // Trained well away from the weights every run starts from (one seed), whatever games the shipped network played.
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "8", "--epochs", "20", "--lr", "0.05",
                "--out", first.toString()}, quiet, quiet)).isZero();
        Path tuned = dir.resolve("tuned.nnue");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "8", "--epochs", "1", "--lr",
                "0.000001", "--start", first.toString(), "--out", tuned.toString()}, quiet,
                new PrintStream(err, true, StandardCharsets.UTF_8))).as(err.toString(StandardCharsets.UTF_8)).isZero();
        Path unstarted = dir.resolve("unstarted.nnue");
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "8", "--epochs", "1", "--lr",
                "0.000001", "--out", unstarted.toString()}, quiet, quiet)).isZero();
        Network before = NetworkFile.load(first.toString()).orElseThrow();
        Network after = NetworkFile.load(tuned.toString()).orElseThrow();
        Network fresh = NetworkFile.load(unstarted.toString()).orElseThrow();
        int freshMiss = 0;
        for (String fen : List.of(Fen.START, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
                "8/5k2/3p4/1p1Pp2p/pP2Pp1P/P4P1K/8/8 b - - 99 50", "4k3/8/8/8/8/8/8/RQ2K3 w - - 0 1")) {
            Position position = Fen.parse(fen);
            int started = new NetworkEvaluation(before).evaluate(position);
            assertThat(new NetworkEvaluation(after).evaluate(position)).as(fen).isCloseTo(started, within(3));
            freshMiss = Math.max(freshMiss, Math.abs(new NetworkEvaluation(fresh).evaluate(position) - started));
        }
        assertThat(freshMiss).as("without --start the same run scores otherwise").isGreaterThan(10);

        ByteArrayOutputStream bad = new ByteArrayOutputStream();
        PrintStream errors = new PrintStream(bad, true, StandardCharsets.UTF_8);
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "4", "--start", first.toString(),
                "--out", dir.resolve("x.nnue").toString()}, quiet, errors)).isEqualTo(2);
        assertThat(bad.toString(StandardCharsets.UTF_8)).contains("cannot start from a network of 8 hidden neurons");
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "8", "--start", data.toString(),
                "--out", dir.resolve("x.nnue").toString()}, quiet, errors)).isEqualTo(2);
        assertThat(bad.toString(StandardCharsets.UTF_8)).contains(data.toString());
    }

    @Test
    void aNetworkTakesItsActivationAndOutputBucketsFromTheCommandLine() throws IOException {
        Path data = selfPlay(2);
        Path net = dir.resolve("squared.nnue");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "8", "--epochs", "2",
                "--activation", "squared", "--buckets", "8", "--out", net.toString()}, quiet,
                new PrintStream(err, true, StandardCharsets.UTF_8))).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("network 768 x 8 (squared, 8 output buckets)");
        Network network = NetworkFile.load(net.toString()).orElseThrow();
        assertThat(network.activation()).isEqualTo(Network.Activation.SQUARED);
        assertThat(network.buckets()).isEqualTo(8);

        ByteArrayOutputStream bad = new ByteArrayOutputStream();
        PrintStream errors = new PrintStream(bad, true, StandardCharsets.UTF_8);
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "8", "--activation", "tanh",
                "--out", net.toString()}, quiet, errors)).isEqualTo(2);
        assertThat(bad.toString(StandardCharsets.UTF_8)).contains("--activation needs clipped or squared, got tanh");
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "8", "--buckets", "32",
                "--out", net.toString()}, quiet, errors)).isEqualTo(2);
        assertThat(bad.toString(StandardCharsets.UTF_8)).contains("--buckets");
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--buckets", "8"}, quiet, errors)).isEqualTo(2);
        assertThat(bad.toString(StandardCharsets.UTF_8)).contains("--buckets is an option of tune --network");
        // A start of another shape is refused before the data is read.
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "8", "--buckets", "4", "--start",
                net.toString(), "--out", dir.resolve("x.nnue").toString()}, quiet, errors)).isEqualTo(2);
        assertThat(bad.toString(StandardCharsets.UTF_8)).contains("cannot start from a network of 8 hidden neurons (SQUARED, 8");
    }

    @Test
    void aNetworkTakesItsKingBucketsFromTheCommandLine() throws IOException {
        Path data = selfPlay(2);
        Path net = dir.resolve("kings.nnue");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "8", "--epochs", "2",
                "--king-buckets", "4", "--out", net.toString()}, quiet,
                new PrintStream(err, true, StandardCharsets.UTF_8))).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("network 3072 x 8 (clipped, 1 output buckets)");
        Network network = NetworkFile.load(net.toString()).orElseThrow();
        assertThat(network.kingBuckets()).isEqualTo(4);

        ByteArrayOutputStream bad = new ByteArrayOutputStream();
        PrintStream errors = new PrintStream(bad, true, StandardCharsets.UTF_8);
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "8", "--king-buckets", "3",
                "--out", net.toString()}, quiet, errors)).isEqualTo(2);
        assertThat(bad.toString(StandardCharsets.UTF_8)).contains("--king-buckets needs 1, 2, 4 or 8, got 3");
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "8", "--king-buckets", "2",
                "--mirror", "--out", net.toString()}, quiet, errors)).isEqualTo(2);
        assertThat(bad.toString(StandardCharsets.UTF_8)).contains("--mirror adds nothing to a network with king buckets");
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--king-buckets", "4"}, quiet, errors))
                .isEqualTo(2);
        assertThat(bad.toString(StandardCharsets.UTF_8)).contains("--king-buckets is an option of tune --network");
        // A start of other king buckets is refused before the data is read.
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "8", "--start", net.toString(),
                "--out", dir.resolve("x.nnue").toString()}, quiet, errors)).isEqualTo(2);
        assertThat(bad.toString(StandardCharsets.UTF_8)).contains("4 king buckets");
    }

    /** Duck and Refusal train networks on their own self-play as FIDE does, and play them with --eval-file. */
    @ParameterizedTest
    @ValueSource(strings = {"duck", "refusal"})
    void trainsANetworkOnAVariantsOwnSelfPlay(String name) throws IOException {
        SearchableVariant variant = (SearchableVariant) Variants.find(name).orElseThrow();
        Path data = dir.resolve(name + ".txt");
        new DataGenerator(variant, 300, 2).run(0, 3, data, quiet);
        Path net = dir.resolve(name + ".nnue");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"tune", "--variant", name, "--data", data.toString(), "--network", "8",
                "--epochs", "2", "--validation", "0.3", "--out", net.toString()}, quiet,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String log = err.toString(StandardCharsets.UTF_8);
        assertThat(status).as(log).isZero();
        assertThat(log).contains("epoch 2 training error").contains("network 768 x 8").doesNotContain("NaN");
        CommandRun played = CommandRun.run("analyse", "--variant", name, "--depth", "2", "--eval-file", net.toString());
        assertThat(played.status()).as(played.err()).isZero();
        assertThat(played.out()).contains("bestmove ");
    }

    @Test
    void aNetworkNeedsAFileToGoToAndAVariantThatPlaysIt() throws IOException {
        Path data = selfPlay(1);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream errors = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "8"}, errors, errors)).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("tune --network needs --out FILE");
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--network", "0", "--out", "x"}, errors, errors))
                .isEqualTo(2);
        assertThat(Main.run(new String[] {"tune", "--variant", "swapped", "--data", data.toString(), "--network", "8", "--out",
                "x"}, errors, errors)).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("variant swapped plays no network evaluation");
    }

    @Test
    void mirrorAddsTheFileMirrorOfEveryPositionWhereNoSideMayCastle() throws IOException {
        Path data = selfPlay(3);
        long withoutCastling = Files.readAllLines(data).stream().filter(l -> !l.startsWith("#") && !l.isBlank())
                .filter(l -> l.split(" ")[2].equals("-")).count();
        assertThat(withoutCastling).isPositive();
        long[] plain = loaded(data, false);
        long[] mirrored = loaded(data, true);
        assertThat(mirrored[0] + mirrored[1]).isEqualTo(plain[0] + plain[1] + withoutCastling);
        assertThat(mirrored[1]).as("a held-out game's mirror is held out").isGreaterThanOrEqualTo(plain[1]);

        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream errors = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertThat(Main.run(new String[] {"tune", "--data", data.toString(), "--mirror"}, errors, errors)).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--mirror is an option of tune --network");
    }

    /** The training and validation positions {@code tune --network} reads from {@code data}. */
    private long[] loaded(Path data, boolean mirror) {
        List<String> args = new ArrayList<>(List.of("tune", "--variant", "normal", "--data", data.toString(), "--network", "4",
                "--epochs", "1", "--validation", "0.3", "--out", dir.resolve("m" + mirror + ".nnue").toString()));
        if (mirror) {
            args.add("--mirror");
        }
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertThat(Main.run(args.toArray(new String[0]), quiet, new PrintStream(err, true, StandardCharsets.UTF_8))).isZero();
        java.util.regex.Matcher counts = java.util.regex.Pattern.compile("tune: (\\d+) training and (\\d+) validation positions")
                .matcher(err.toString(StandardCharsets.UTF_8));
        assertThat(counts.find()).isTrue();
        return new long[] {Long.parseLong(counts.group(1)), Long.parseLong(counts.group(2))};
    }
}
