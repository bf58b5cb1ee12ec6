package dev.mallard.uci;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Game;
import dev.mallard.protocol.EngineSettings;
import dev.mallard.protocol.HandEvaluationScores;
import dev.mallard.protocol.TestNetworkFiles;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The UCI engine as a GUI drives it: the handshake, every option, the three variants' notations,
 * and every kind of bad input, after which the engine must keep its position and go on serving.
 * Every line it writes must be UCI. The searches: {@link UciSearchTest}.
 */
class UciEngineTest extends UciDialogue {
    // ------------------------------------------------------------------------------------------
    // Handshake and options

    @Test
    void handshakeNamesTheEngineAndEveryOptionWithStockfishsTypes() {
        engine.send("uci");
        List<String> lines = seen(engine.until("uciok"::equals));
        assertThat(lines.get(0)).isEqualTo("id name Mallard " + dev.mallard.core.Version.get());
        assertThat(lines.get(1)).isEqualTo("id author " + UciSession.AUTHOR);
        assertThat(lines).contains(
                "option name UCI_Variant type combo default chess var chess var duck var refusal",
                "option name Hash type spin default 16 min 1 max 65536",
                "option name Threads type spin default 1 min 1 max 64",
                "option name MultiPV type spin default 1 min 1 max 500",
                "option name Ponder type check default false",
                "option name Move Overhead type spin default 10 min 0 max 5000",
                "option name EvalFile type string default <empty>",
                "option name Use NNUE type check default true",
                "option name Clear Hash type button");
        assertThat(lines).last().isEqualTo("uciok");
        assertThat(sync()).isEmpty();
    }

    @Test
    void debugAndRegisterAreAcceptedSilently() {
        engine.send("debug on", "register later", "debug off");
        assertThat(sync()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"chess", "normal", "Chess", "standard", "FIDE", "DUCK", "refusal", "Refusal"})
    void variantNamesAreTakenInAnyCaseWithTheAliasesOfTheNamesTable(String name) {
        engine.send("setoption name UCI_Variant value " + name);
        List<String> lines = sync();
        String meant = dev.mallard.core.variant.Variants.canonicalName(name);
        String uciName = meant.equals("normal") ? "chess" : meant;
        assertThat(lines).singleElement().asString().startsWith("info string variant " + uciName + " startpos ");
    }

    @Test
    void optionNamesAreTakenInAnyCaseAndSpinsAreChecked() {
        engine.send("setoption name hash value 2", "setoption name THREADS value 2", "setoption name multipv value 3",
                "setoption name ponder value true", "setoption name move overhead value 0", "setoption name clear hash");
        assertThat(sync()).isEmpty();
        assertThat(bestMove(search("go depth 3"))).matches("[a-h][1-8][a-h][1-8]");
        engine.send("setoption name Hash value 0", "setoption name Hash value 65537", "setoption name Threads value 65",
                "setoption name MultiPV value 501", "setoption name Move Overhead value 5001",
                "setoption name Move Overhead value -1", "setoption name Hash value lots",
                "setoption name Ponder value maybe");
        List<String> errors = sync();
        assertThat(errors).hasSize(8).allMatch(l -> l.startsWith("info string option "));
        assertThat(errors.get(0)).contains("Hash needs a whole number from 1 to 65536, got \"0\"");
        assertThat(errors.get(2)).contains("Threads needs a whole number from 1 to 64, got \"65\"");
        assertThat(errors.get(3)).contains("MultiPV needs a whole number from 1 to 500");
        assertThat(errors.get(4)).contains("Move Overhead needs a whole number from 0 to 5000");
        assertThat(errors.get(7)).contains("Ponder needs true or false, got \"maybe\"");
    }

    @Test
    void unknownOptionsAndVariantsAreNamed() {
        engine.send("setoption name Skill Level value 3", "setoption name UCI_Variant value crazyhouse",
                "setoption value 3", "setoption name");
        List<String> lines = sync();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).startsWith("info string no such option: Skill Level");
        assertThat(lines.get(1)).startsWith("info string unknown variant \"crazyhouse\" for UCI_Variant (known: chess, duck, refusal)");
        assertThat(lines.get(2)).startsWith("info string setoption needs \"name <option> [value <value>]\"");
        assertThat(lines.get(3)).startsWith("info string setoption names no option");
    }

    @Test
    void clearHashMakesTheNextSearchAsFromAFreshEngine() {
        engine.send("position startpos moves e2e4");
        long fresh = lastNodes(search("go depth 7"));
        long warm = lastNodes(search("go depth 7"));
        engine.send("setoption name Clear Hash");
        long cleared = lastNodes(search("go depth 7"));
        assertThat(cleared).isEqualTo(fresh);
        assertThat(warm).isNotEqualTo(fresh); // the table of the first search served the second
    }

    @Test
    void ucinewgameForgetsTooAndResetsThePosition() {
        engine.send("position startpos moves e2e4");
        long fresh = lastNodes(search("go depth 7"));
        engine.send("ucinewgame", "position startpos moves e2e4");
        assertThat(lastNodes(search("go depth 7"))).isEqualTo(fresh);
    }

    @Test
    void hashAndThreadsChangeTheSearchButNotItsLegality() {
        engine.send("setoption name Hash value 1", "setoption name Threads value 3", "position startpos");
        assertThat(bestMove(search("go depth 6"))).matches("[a-h][1-8][a-h][1-8]");
    }

    @Test
    void evalFileLoadsANetworkThatChessPlaysAndAFileWithoutOneKeepsTheEvaluation(@TempDir Path dir) throws IOException {
        Path constant = TestNetworkFiles.write(dir, "constant.nnue", TestNetworkFiles.constant(77));
        byte[] whole = Files.readAllBytes(constant);
        Path truncated = Files.write(dir.resolve("truncated.nnue"), Arrays.copyOf(whole, whole.length - 3));
        Path longer = Files.write(dir.resolve("longer.nnue"), Arrays.copyOf(whole, whole.length + 1));
        Path text = Files.writeString(dir.resolve("text.nnue"), "not a network");
        engine.send("position startpos");
        int shipped = lastScore(search("go depth 1"));
        assertThat(shipped).isNotEqualTo(-77);

        engine.send("setoption name EvalFile value " + constant);
        assertThat(sync()).containsExactly("info string network " + constant + " (768 x 1) evaluates chess, duck, refusal");
        engine.send("position startpos");
        assertThat(lastScore(search("go depth 1"))).isEqualTo(-77); // the side to move after each first move scores +77

        engine.send("setoption name evalfile value " + dir.resolve("missing.nnue"), "setoption name EvalFile value " + truncated,
                "setoption name EvalFile value " + longer, "setoption name EvalFile value " + text,
                "setoption name EvalFile value " + dir);
        List<String> errors = sync();
        assertThat(errors).hasSize(5).allMatch(l -> l.startsWith("info string cannot load network file \""));
        assertThat(errors.get(0)).contains("missing.nnue\": no such file");
        assertThat(errors.get(1)).contains("the file ends inside the network");
        assertThat(errors.get(2)).contains("bytes follow the network");
        assertThat(errors.get(3)).contains("not a Mallard network");
        engine.send("position startpos");
        assertThat(lastScore(search("go depth 1"))).isEqualTo(-77);

        engine.send("setoption name EvalFile value <empty>");
        assertThat(sync()).containsExactly("info string no network file: each variant plays the evaluation it ships");
        engine.send("position startpos");
        assertThat(lastScore(search("go depth 1"))).isEqualTo(shipped);
    }

    @Test
    void useNnueOffPlaysTheHandEvaluationOverTheEvalFileWhichPlaysAgainWhenItIsOn(@TempDir Path dir)
            throws IOException {
        engine.send("position startpos");
        int shipped = lastScore(search("go depth 1"));
        int hand = HandEvaluationScores.startDepthOne();
        assertThat(hand).isNotEqualTo(shipped).isNotEqualTo(-77);
        engine.send("setoption name EvalFile value " + TestNetworkFiles.write(dir, "constant.nnue", TestNetworkFiles.constant(77)));
        sync();

        engine.send("setoption name Use NNUE value false");
        assertThat(sync()).containsExactly("info string Use NNUE off: chess, duck, refusal play their hand evaluations");
        engine.send("position startpos");
        assertThat(lastScore(search("go depth 1"))).isEqualTo(hand);
        Path other = TestNetworkFiles.write(dir, "other.nnue", TestNetworkFiles.constant(55));
        engine.send("setoption name EvalFile value " + other);
        assertThat(sync()).containsExactly(
                "info string network " + other + " (768 x 1) evaluates chess, duck, refusal once Use NNUE is on");
        engine.send("position startpos");
        assertThat(lastScore(search("go depth 1"))).isEqualTo(hand);

        engine.send("setoption name use nnue value TRUE");
        assertThat(sync()).containsExactly("info string Use NNUE on: chess, duck, refusal play their networks");
        engine.send("position startpos");
        assertThat(lastScore(search("go depth 1"))).isEqualTo(-55);

        engine.send("setoption name Use NNUE value 0", "setoption name Use NNUE");
        assertThat(sync()).containsExactly(
                "info string option Use NNUE needs true or false, got \"0\" (in: setoption name Use NNUE value 0)",
                "info string option Use NNUE needs true or false, got \"\" (in: setoption name Use NNUE)");
        engine.send("position startpos");
        assertThat(lastScore(search("go depth 1"))).isEqualTo(-55);
    }

    @Test
    void anEngineStartedWithoutNetworksOffersUseNnueOffAndPlaysTheHandEvaluation() {
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        byte[] input = "uci\nposition startpos\ngo depth 1\n".getBytes(StandardCharsets.UTF_8);
        UciEngine started = new UciEngine(new ByteArrayInputStream(input),
                new PrintStream(output, true, StandardCharsets.UTF_8), EngineSettings.defaults().withUseNetworks(false));
        assertThat(started.run()).isZero();
        List<String> lines = seen(output.toString(StandardCharsets.UTF_8).lines().toList());
        assertThat(lines).contains("option name Use NNUE type check default false");
        assertThat(lastScore(lines)).isEqualTo(HandEvaluationScores.startDepthOne());
    }

    private static int lastScore(List<String> lines) {
        List<Matcher> infos = infos(lines);
        Matcher last = infos.get(infos.size() - 1);
        assertThat(last.group(4)).isEqualTo("cp");
        return Integer.parseInt(last.group(5));
    }

    private static long lastNodes(List<String> lines) {
        List<Matcher> infos = infos(lines);
        return Long.parseLong(infos.get(infos.size() - 1).group(6));
    }

    // ------------------------------------------------------------------------------------------
    // Variants and notation

    @Test
    void duckTurnsAreFairyStockfishsWithThePromotionOnTheFirstLeg() {
        engine.send("setoption name UCI_Variant value duck", "position fen 8/4P3/8/8/8/8/k7/7K w - - 0 1");
        List<String> lines = search("go depth 3");
        assertThat(bestMove(lines)).matches("e7e8q,e8[a-h][1-8]");
        assertThat(infos(lines)).allMatch(m -> m.group(7).split(" ")[0].matches("e7e8q,e8[a-h][1-8]"));
    }

    @Test
    void duckPositionsTakeTheDuckAsAStarAndTurnsWithIt() {
        engine.send("setoption name UCI_Variant value duck",
                "position fen rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 moves e7e6,e6d5");
        assertThat(sync()).singleElement().asString().startsWith("info string variant duck ");
        String best = bestMove(search("go depth 2"));
        Game game = Game.fromFen(dev.mallard.core.variant.Variants.find("duck").orElseThrow(),
                "rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        game.play("e7e6,e6d5");
        assertThat(game.isLegal(best)).as(best).isTrue();
        assertThat(best).matches("[a-h][1-8][a-h][1-8],[a-h][1-8][a-h][1-8]");
    }

    @Test
    void refusalTurnsCarryTheirVeto() {
        engine.send("setoption name UCI_Variant value refusal", "position startpos moves e2e4/d2d4 e7e5/c7c5");
        String best = bestMove(search("go depth 3"));
        assertThat(best).matches("[a-h][1-8][a-h][1-8][qrbn]?/[a-h][1-8][a-h][1-8][qrbn]?");
    }

    @Test
    void changingTheVariantStartsFromItsStartPosition() {
        engine.send("position startpos moves e2e4", "setoption name UCI_Variant value duck");
        assertThat(bestMove(search("go depth 2"))).matches("[a-h][1-2][a-h][3-4],[a-h][1-8][a-h][1-8]");
    }

    // ------------------------------------------------------------------------------------------
    // Bad input

    /** Unicode's line and paragraph separators, which some readers take for line ends, are not echoed. */
    @Test
    void echoedInputCarriesNoLineSeparator() {
        engine.send("foo\u2028bar\u2029baz\u0085");
        assertThat(sync()).containsExactly("info string unknown command: foo?bar?baz?");
    }

    @Test
    void unknownCommandsAreNamed() {
        engine.send("xyzzy 3", "Uci");
        assertThat(sync()).containsExactly("info string unknown command: xyzzy 3", "info string unknown command: Uci");
    }

    @Test
    void aBadFenKeepsThePreviousPosition() {
        engine.send("position fen " + ONE_REPLY, "position fen rnbqkbnr/pppppppp/8/8 w KQkq - 0 1",
                "position fen", "position", "position somewhere", "position startpos e2e4");
        List<String> errors = sync();
        assertThat(errors).hasSize(5).allMatch(l -> l.startsWith("info string "));
        assertThat(errors.get(0)).startsWith("info string position ignored, the previous one stays: ");
        assertThat(errors.get(1)).startsWith("info string position fen needs a FEN");
        assertThat(errors.get(2)).startsWith("info string position needs startpos or fen");
        assertThat(errors.get(3)).startsWith("info string position needs startpos or fen, got \"somewhere\"");
        assertThat(errors.get(4)).startsWith("info string position startpos takes no more than moves");
        assertThat(bestMove(search("go depth 2"))).isEqualTo("a8b8");
    }

    @Test
    void illegalOrGarbledMovesKeepThePreviousPosition() {
        engine.send("position fen " + ONE_REPLY, "position startpos moves e2e4 e2e4", "position startpos moves e2e4 e7e5 zz",
                "position startpos moves e2e4,e4e5");
        List<String> errors = sync();
        assertThat(errors).hasSize(3);
        assertThat(errors.get(0)).startsWith("info string position ignored, the previous one stays: turn 2 of 2: ")
                .contains("e2e4");
        assertThat(errors.get(1)).contains("turn 3 of 3: ").contains("zz");
        assertThat(errors.get(2)).contains("turn 1 of 1: ");
        assertThat(bestMove(search("go depth 2"))).isEqualTo("a8b8");
    }

    @Test
    void goBeforePositionSearchesTheStartPositionAndSaysSo() {
        List<String> lines = search("go depth 2");
        assertThat(infoStrings(lines)).containsExactly("info string go before position: searching the start position");
        assertThat(bestMove(lines)).matches("[a-h][1-8][a-h][1-8]");
    }

    @Test
    void badGoParametersAreNamedAndTheSearchStillAnswers() {
        engine.send("position startpos");
        List<String> lines = search("go depth 0 nodes x movetime -5 wtime -20 sideways mate");
        assertThat(infoStrings(lines)).containsExactly(
                "info string go depth 0 is out of range (1 to 100); taken as 1",
                "info string go nodes \"x\" is not a whole number; ignored",
                "info string go movetime -5 is out of range (1 to 1000000000000); taken as 1",
                "info string go wtime -20 is negative; taken as 0",
                "info string unknown go parameter \"sideways\" ignored",
                "info string go mate needs a value; ignored");
        assertThat(bestMove(lines)).matches("[a-h][1-8][a-h][1-8]");
    }

    @Test
    void ponderhitWithoutPonderingIsNamed() {
        engine.send("ponderhit");
        assertThat(sync()).singleElement().asString().startsWith("info string ponderhit while not pondering");
    }

    @Test
    void overlongLinesAreRefusedAndTheEngineServesOn() {
        engine.send("position fen " + "x".repeat(70_000));
        assertThat(sync()).singleElement().asString().startsWith("info string line too long, ignored: ");
        engine.send("position startpos");
        assertThat(bestMove(search("go depth 1"))).matches("[a-h][1-8][a-h][1-8]");
    }
}
