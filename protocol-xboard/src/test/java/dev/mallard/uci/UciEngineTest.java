package dev.mallard.uci;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Game;
import dev.mallard.protocol.TestNetworkFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The UCI engine as a GUI drives it: the handshake, every option, every {@code go} limit,
 * {@code stop} and {@code ponderhit}, the three variants' notations, and every kind of bad
 * input, after which the engine must keep its position and go on serving. Every line it writes
 * must be UCI.
 */
class UciEngineTest {
    /** Every line the engine may write; a score may be a bound (a root that missed its aspiration window). */
    private static final Pattern UCI_LINE = Pattern.compile(
            "id (name|author) .+|uciok|readyok|option name .+ type (spin|check|combo|button|string).*|bestmove \\S+( ponder \\S+)?"
                    + "|info string .+|info depth \\d+( seldepth \\d+ multipv \\d+)? score (cp|mate) -?\\d+( lowerbound| upperbound)?"
                    + "( nodes \\d+ nps \\d+ hashfull \\d+ time \\d+( pv( \\S+)+)?)?");
    private static final Pattern INFO = Pattern.compile(
            "info depth (\\d+) seldepth (\\d+) multipv (\\d+) score (cp|mate) (-?\\d+) nodes (\\d+) nps \\d+ hashfull \\d+ time \\d+ pv (.+)");
    /** White mates at once with Qh5xf7 (Scholar's mate). */
    private static final String MATE_IN_ONE = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    /** Black's one legal move is Kb8 (checked with ffish). */
    private static final String ONE_REPLY = "k7/8/1K6/8/8/8/8/7R b - - 0 1";

    private final UciDriver engine = new UciDriver();
    private final List<String> everything = new ArrayList<>();

    @AfterEach
    void everyLineIsUci() {
        engine.close();
        for (String line : everything) {
            assertThat(UCI_LINE.matcher(line).matches()).as("not UCI: \"%s\"", line).isTrue();
        }
    }

    /** Lines seen by a test, kept for the check after it. */
    private List<String> seen(List<String> lines) {
        everything.addAll(lines);
        return lines;
    }

    private List<String> sync() {
        return seen(engine.sync());
    }

    private List<String> search(String go) {
        return seen(engine.search(go));
    }

    private static String bestMove(List<String> lines) {
        String last = lines.get(lines.size() - 1);
        assertThat(last).startsWith("bestmove ");
        return last.split(" ")[1];
    }

    private static List<Matcher> infos(List<String> lines) {
        List<Matcher> found = new ArrayList<>();
        for (String line : lines) {
            Matcher m = INFO.matcher(line);
            if (m.matches()) {
                found.add(m);
            }
        }
        return found;
    }

    private static List<String> infoStrings(List<String> lines) {
        return lines.stream().filter(l -> l.startsWith("info string ")).toList();
    }

    // ------------------------------------------------------------------------------------------
    // Handshake and options

    @Test
    void handshakeNamesTheEngineAndEveryOptionWithStockfishsTypes() {
        engine.send("uci");
        List<String> lines = seen(engine.until("uciok"::equals));
        assertThat(lines.get(0)).isEqualTo("id name Mallard " + dev.mallard.core.Version.get());
        assertThat(lines.get(1)).isEqualTo("id author " + UciSession.AUTHOR);
        assertThat(lines).contains(
                "option name UCI_Variant type combo default chess var chess var duck var refusal var swapped",
                "option name Hash type spin default 16 min 1 max 65536",
                "option name Threads type spin default 1 min 1 max 64",
                "option name MultiPV type spin default 1 min 1 max 500",
                "option name Ponder type check default false",
                "option name Move Overhead type spin default 10 min 0 max 5000",
                "option name EvalFile type string default <empty>",
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
        assertThat(lines.get(1)).startsWith("info string unknown variant \"crazyhouse\" for UCI_Variant (known: chess, duck, refusal, swapped)");
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
        assertThat(sync()).containsExactly("info string network " + constant + " (768 x 1) evaluates chess");
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
    // go limits

    @Test
    void depthLimitsTheLastIteration() {
        engine.send("position startpos");
        List<Matcher> infos = infos(search("go depth 5"));
        assertThat(infos).extracting(m -> m.group(1)).containsExactly("1", "2", "3", "4", "5");
        assertThat(infos).allMatch(m -> m.group(3).equals("1"));
    }

    @Test
    void nodesLimitTheSearch() {
        engine.send("position startpos");
        List<String> lines = search("go nodes 20000");
        List<Matcher> infos = infos(lines);
        // The search looks at its limits every 1024 nodes; an iteration report may not exceed that.
        assertThat(Long.parseLong(infos.get(infos.size() - 1).group(6))).isLessThanOrEqualTo(20000 + 1024);
        assertThat(bestMove(lines)).matches("[a-h][1-8][a-h][1-8]");
    }

    @Test
    void moveTimeAndClocksEndInABestMove() {
        engine.send("position startpos");
        assertThat(bestMove(search("go movetime 50"))).matches("[a-h][1-8][a-h][1-8]");
        assertThat(bestMove(search("go wtime 1000 btime 1000 winc 10 binc 10 movestogo 5"))).matches("[a-h][1-8][a-h][1-8]");
        engine.send("position startpos moves e2e4");
        assertThat(bestMove(search("go btime 500 wtime 90000 binc 0 winc 0"))).matches("[a-h][1-8][a-h][1-8]");
    }

    @Test
    void mateStopsAtAMateInThatManyMoves() {
        engine.send("position fen " + MATE_IN_ONE);
        List<String> lines = search("go mate 1");
        assertThat(bestMove(lines)).isEqualTo("h5f7");
        assertThat(infos(lines)).last().matches(m -> m.group(4).equals("mate") && m.group(5).equals("1"));
    }

    @Test
    void infiniteWaitsForStopEvenWhenTheSearchHasEnded() {
        engine.send("position fen " + ONE_REPLY, "go infinite depth 2");
        seen(engine.until(l -> l.startsWith("info depth 2 ")));
        assertThat(sync()).noneMatch(l -> l.startsWith("bestmove"));
        engine.send("stop");
        assertThat(bestMove(seen(engine.untilPrefix("bestmove")))).isEqualTo("a8b8");
    }

    @Test
    void stopEndsAnInfiniteSearchWithExactlyOneBestMove() {
        engine.send("position startpos", "go infinite");
        seen(engine.until(l -> l.startsWith("info depth 3 ")));
        engine.send("stop");
        seen(engine.untilPrefix("bestmove"));
        engine.send("stop"); // nothing to stop: no answer
        assertThat(sync()).noneMatch(l -> l.startsWith("bestmove"));
    }

    @Test
    void ponderWaitsForPonderhitThenPlaysByTheClock() {
        engine.send("position startpos moves e2e4 e7e5", "go ponder wtime 2000 btime 2000 winc 0 binc 0");
        seen(engine.until(l -> l.startsWith("info depth 2 ")));
        assertThat(sync()).noneMatch(l -> l.startsWith("bestmove"));
        engine.send("ponderhit");
        assertThat(bestMove(seen(engine.untilPrefix("bestmove")))).matches("[a-h][1-8][a-h][1-8]");
    }

    /**
     * The ponder search goes on after {@code ponderhit}, as in Stockfish: the reports after the
     * hit carry on from the depth and node count reached while pondering. A search started
     * afresh at the hit would report depth 1 again, with its nodes counted from zero.
     */
    @Test
    void ponderhitTurnsThePonderSearchIntoTheEngineSearchWithoutStartingOver() {
        engine.send("position startpos moves e2e4 e7e5", "go ponder wtime 10000 btime 10000 winc 100 binc 100");
        List<String> pondering = seen(engine.until(l -> l.startsWith("info depth 5 ")));
        List<Matcher> before = infos(pondering);
        long nodesBefore = Long.parseLong(before.get(before.size() - 1).group(6));
        engine.send("ponderhit");
        List<String> after = seen(engine.untilPrefix("bestmove"));
        assertThat(bestMove(after)).matches("[a-h][1-8][a-h][1-8]");
        long nodes = nodesBefore;
        for (String line : after) {
            Matcher depth = Pattern.compile("info depth (\\d+) .*").matcher(line);
            if (depth.matches()) {
                assertThat(Integer.parseInt(depth.group(1))).as(line).isGreaterThanOrEqualTo(5);
            }
            Matcher info = INFO.matcher(line);
            if (info.matches()) {
                assertThat(Long.parseLong(info.group(6))).as(line).isGreaterThanOrEqualTo(nodes);
                nodes = Long.parseLong(info.group(6));
            }
        }
    }

    /** {@code go ponder infinite} stays infinite after {@code ponderhit}: no bestmove before {@code stop}, as in Stockfish. */
    @Test
    void ponderhitOnAnInfinitePonderSearchStillWaitsForStop() {
        engine.send("position fen " + ONE_REPLY, "go ponder infinite depth 2");
        seen(engine.until(l -> l.startsWith("info depth 2 ")));
        engine.send("ponderhit");
        assertThat(sync()).noneMatch(l -> l.startsWith("bestmove"));
        engine.send("stop");
        assertThat(bestMove(seen(engine.untilPrefix("bestmove")))).isEqualTo("a8b8");
    }

    @Test
    void stopEndsPonderingWithABestMove() {
        engine.send("position startpos", "go ponder wtime 2000 btime 2000");
        seen(engine.until(l -> l.startsWith("info depth 2 ")));
        engine.send("stop");
        assertThat(bestMove(seen(engine.untilPrefix("bestmove")))).matches("[a-h][1-8][a-h][1-8]");
    }

    @Test
    void aPositionWithoutMovesAnswersNoneAsFairyStockfishDoes() {
        engine.send("position fen k7/1Q6/1K6/8/8/8/8/8 b - - 0 1");
        assertThat(search("go depth 3")).containsExactly("info depth 0 score mate 0", "bestmove (none)");
        engine.send("position fen k7/8/1Q6/8/8/8/8/7K b - - 0 1");
        assertThat(search("go depth 3")).containsExactly("info depth 0 score cp 0", "bestmove (none)");
    }

    @Test
    void commandsSentTogetherTakeEffectInTheirOrder() {
        engine.send("position startpos", "go depth 4", "position fen " + MATE_IN_ONE, "go depth 2", "quit");
        List<String> first = seen(engine.untilPrefix("bestmove"));
        assertThat(bestMove(first)).isNotEqualTo("h5f7");
        assertThat(bestMove(seen(engine.untilPrefix("bestmove")))).isEqualTo("h5f7");
    }

    /** The case: Black to move and a clock for White only; Black has no time and moves at once. */
    @Test
    void aClockForTheOtherSideOnlyMovesAtOnce() {
        engine.send("position startpos moves e2e4");
        List<String> lines = search("go wtime 1000");
        assertThat(infoStrings(lines)).containsExactly(
                "info string go gives no clock for Black, the side to move: 0 ms left, moving at once");
        assertThat(bestMove(lines)).matches("[a-h][1-8][a-h][1-8]");
    }

    /** A {@code go ponder infinite} search still running at {@code ponderhit} sends no bestmove before {@code stop}. */
    @Test
    void ponderhitOnARunningInfinitePonderSearchWaitsForStop() {
        engine.send("position startpos moves e2e4", "go ponder infinite wtime 100 btime 100");
        seen(engine.until(l -> l.startsWith("info depth 2 ")));
        engine.send("ponderhit");
        seen(engine.until(l -> l.startsWith("info depth 4 ")));
        assertThat(sync()).noneMatch(l -> l.startsWith("bestmove"));
        engine.send("stop");
        assertThat(bestMove(seen(engine.untilPrefix("bestmove")))).matches("[a-h][1-8][a-h][1-8]");
    }

    /** {@code go ponder} then {@code ponderhit} keeps the clock: a short clock moves soon, with no stop. */
    @Test
    void ponderhitKeepsTheClocksLimits() {
        engine.send("position startpos moves e2e4", "go ponder wtime 300 btime 300");
        seen(engine.until(l -> l.startsWith("info depth 2 ")));
        engine.send("ponderhit");
        assertThat(bestMove(seen(engine.untilPrefix("bestmove")))).matches("[a-h][1-8][a-h][1-8]");
    }

    @Test
    void aScriptMayPipeASearchAndCloseTheInput() throws InterruptedException {
        engine.send("uci", "position startpos", "go depth 3");
        List<String> rest = seen(engine.closeInput());
        assertThat(rest).last().asString().startsWith("bestmove ");
        assertThat(engine.ended()).isTrue();
    }

    // ------------------------------------------------------------------------------------------
    // MultiPV and searchmoves

    @ParameterizedTest
    @ValueSource(strings = {"chess", "duck", "refusal"})
    void multiPvReportsTheLinesInOrderAndPlaysTheFirst(String variant) {
        engine.send("setoption name UCI_Variant value " + variant, "setoption name MultiPV value 3", "position startpos");
        List<String> lines = search("go depth 4");
        List<Matcher> last = infos(lines).stream().filter(m -> m.group(1).equals("4")).toList();
        assertThat(last).extracting(m -> m.group(3)).containsExactly("1", "2", "3");
        List<Integer> scores = last.stream().map(m -> Integer.parseInt(m.group(5))).toList();
        assertThat(scores).isSortedAccordingTo(java.util.Comparator.reverseOrder());
        List<String> firstMoves = last.stream().map(m -> m.group(7).split(" ")[0].substring(0, 4)).toList();
        assertThat(firstMoves).doesNotHaveDuplicates();
        assertThat(bestMove(lines)).isEqualTo(last.get(0).group(7).split(" ")[0]);
    }

    @Test
    void multiPvNeverReportsMoreLinesThanMoves() {
        engine.send("setoption name MultiPV value 5", "position fen " + ONE_REPLY);
        List<Matcher> infos = infos(search("go depth 3"));
        assertThat(infos).isNotEmpty().allMatch(m -> m.group(3).equals("1"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"chess a2a3 h2h3", "duck a2a3,a3a6 h2h3,h3h6", "refusal a2a3/a7a6 h2h3/h7h6"})
    void searchMovesRestrictTheRootMoves(String variantAndMoves) {
        String[] words = variantAndMoves.split(" ");
        engine.send("setoption name UCI_Variant value " + words[0], "position startpos");
        List<String> lines = search("go depth 3 searchmoves " + words[1] + " " + words[2]);
        assertThat(infoStrings(lines)).noneMatch(l -> l.contains("searchmoves"));
        assertThat(bestMove(lines).substring(0, 4)).isIn("a2a3", "h2h3");
        assertThat(infos(lines)).allMatch(m -> m.group(7).substring(0, 4).matches("a2a3|h2h3"));
    }

    @Test
    void searchMovesMayNameTheDucksMoveAlone() {
        engine.send("setoption name UCI_Variant value duck", "position startpos");
        assertThat(bestMove(search("go depth 2 searchmoves g1f3"))).startsWith("g1f3,f3");
    }

    @Test
    void badSearchMovesAreNamedAndLeftOut() {
        engine.send("position startpos");
        List<String> lines = search("go depth 2 searchmoves zz e2e5 e2e4");
        assertThat(infoStrings(lines)).hasSize(2).allMatch(l -> l.startsWith("info string go searchmoves "));
        assertThat(infoStrings(lines).get(0)).contains("zz ignored: ");
        assertThat(bestMove(lines)).isEqualTo("e2e4");
        List<String> none = search("go depth 2 searchmoves e2e5");
        assertThat(infoStrings(none)).last().isEqualTo("info string go searchmoves names no legal move; searching all moves");
        assertThat(bestMove(none)).matches("[a-h][1-8][a-h][1-8]");
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
