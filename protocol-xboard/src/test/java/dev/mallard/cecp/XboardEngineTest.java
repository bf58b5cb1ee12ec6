package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.Version;
import dev.mallard.core.board.Position;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.TestNetworkFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CECP engine driven through pipes as a GUI drives it. */
class XboardEngineTest {
    private static final SearchableVariant NORMAL = (SearchableVariant) Variants.find("normal").orElseThrow();
    private static final String START = NORMAL.startFen();
    private static final String MATE_IN_ONE = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
    private static final Duration MOVE_WAIT = Duration.ofSeconds(15);

    private final EngineHarness engine = new EngineHarness();

    @AfterEach
    void stopEngine() {
        engine.close();
    }

    /** Whether {@code move} is legal after {@code before} from {@code fen}. */
    private static boolean legal(String fen, String move, String... before) {
        Position position = NORMAL.parseFen(fen);
        for (String m : before) {
            NORMAL.rules().makeTurn(position, NORMAL.rules().parseTurn(position, m));
        }
        try {
            NORMAL.rules().parseTurn(position, move);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static String moveOf(List<String> lines) {
        Matcher m = EngineHarness.MOVE.matcher(lines.get(lines.size() - 1));
        assertThat(m.matches()).isTrue();
        return m.group(1);
    }

    private static List<String> thinking(List<String> lines) {
        return lines.stream().filter(l -> EngineHarness.THINKING.matcher(l).matches()).toList();
    }

    private void handshake() {
        engine.send("xboard", "protover 2");
        engine.expect(java.util.regex.Pattern.compile("feature .*done=1.*"));
    }

    // ------------------------------------------------------------------------------------------
    // Handshake

    @Test
    void protover2DeclaresTheFeaturesBetweenDone0AndDone1() {
        engine.send("xboard", "protover 2");
        List<String> lines = engine.until(l -> l.equals("feature done=1"), EngineHarness.TIMEOUT);
        assertThat(lines).allMatch(l -> l.startsWith("feature "));
        assertThat(lines.get(0)).isEqualTo("feature done=0");
        String all = String.join(" ", lines);
        assertThat(all).contains("myname=\"Mallard " + Version.get() + "\"");
        for (String feature : List.of("setboard=1", "usermove=1", "ping=1", "sigint=0", "sigterm=0", "colors=0",
                "time=1", "memory=1", "analyze=1", "pause=0", "reuse=1", "san=0", "draw=1", "nps=1",
                "playother=1", "debug=1", "smp=1", "exclude=1", "name=0")) {
            assertThat(all).contains(" " + feature);
        }
        List<String> expected = Features.variantNames(Variants.all().stream().filter(SearchableVariant.class::isInstance).map(SearchableVariant.class::cast).toList());
        assertThat(expected).startsWith("normal");
        assertThat(all).contains("variants=\"" + String.join(",", expected) + "\"");
        assertThat(lines).contains("feature option=\"MultiPV -spin 1 1 500\"", "feature option=\"EvalFile -file <empty>\"");
        engine.send("accepted setboard", "rejected nps", "accepted done");
        assertThat(engine.sync()).isEmpty();
    }

    @Test
    void protocolVersionOneGetsNoFeatures() {
        engine.send("xboard", "protover 1");
        assertThat(engine.sync()).isEmpty();
    }

    // ------------------------------------------------------------------------------------------
    // ping

    @Test
    void pingsAreAnsweredInOrder() {
        handshake();
        engine.send("ping 1", "ping 2", "ping 3");
        assertThat(engine.until(l -> l.equals("pong 3"), EngineHarness.TIMEOUT))
                .containsExactly("pong 1", "pong 2", "pong 3");
    }

    @Test
    void pingWhileThinkingIsAnsweredAfterTheMove() {
        handshake();
        engine.send("new", "st 0.3", "go", "ping 7");
        List<String> lines = engine.until(l -> l.equals("pong 7"), MOVE_WAIT);
        assertThat(lines.get(lines.size() - 2)).startsWith("move ");
    }

    // ------------------------------------------------------------------------------------------
    // Playing

    @Test
    void goPlaysALegalMoveForWhite() {
        handshake();
        engine.send("new", "sd 3", "go");
        String move = moveOf(engine.untilMove(MOVE_WAIT));
        assertThat(legal(START, move)).as(move).isTrue();
    }

    @Test
    void userMoveIsAnsweredByTheEngine() {
        handshake();
        engine.send("new", "sd 3", "usermove e2e4");
        String reply = moveOf(engine.untilMove(MOVE_WAIT));
        assertThat(legal(START, reply, "e2e4")).as(reply).isTrue();
        // And the game goes on from there.
        engine.send("usermove d2d4");
        String second = moveOf(engine.untilMove(MOVE_WAIT));
        assertThat(legal(START, second, "e2e4", reply, "d2d4")).as(second).isTrue();
    }

    /** With {@code cores 2} the engine searches on two threads and still answers every move legally. */
    @Test
    void twoCoresPlayLegalMovesAndAnswerPings() {
        handshake();
        engine.send("new", "cores 2", "st 0.2", "usermove e2e4");
        String reply = moveOf(engine.untilMove(MOVE_WAIT));
        assertThat(legal(START, reply, "e2e4")).as(reply).isTrue();
        engine.send("usermove d2d4", "ping 3");
        List<String> lines = engine.until(l -> l.equals("pong 3"), MOVE_WAIT);
        String second = moveOf(lines.subList(0, lines.size() - 1));
        assertThat(legal(START, second, "e2e4", reply, "d2d4")).as(second).isTrue();
    }

    @Test
    void bareMovesAreAcceptedToo() {
        handshake();
        engine.send("new", "force", "e2e4", "e7e5", "usermove g1f3");
        assertThat(engine.sync()).isEmpty();
        engine.send("b8c6");
        assertThat(engine.sync()).isEmpty();
    }

    @Test
    void forceModeTakesMovesForBothSidesWithoutThinking() {
        handshake();
        engine.send("new", "force", "usermove e2e4", "usermove e7e5", "usermove g1f3");
        assertThat(engine.sync()).isEmpty();
        assertThat(engine.drain(Duration.ofMillis(300))).isEmpty();
        engine.send("sd 2", "go");
        String move = moveOf(engine.untilMove(MOVE_WAIT));
        assertThat(legal(START, move, "e2e4", "e7e5", "g1f3")).as(move).isTrue();
    }

    @Test
    void playOtherMakesTheEnginePlayTheSideNotOnMove() {
        handshake();
        engine.send("new", "force", "usermove e2e4", "playother");
        assertThat(engine.sync()).isEmpty(); // Black on move: the engine (White) waits
        engine.send("sd 2", "usermove e7e5");
        String move = moveOf(engine.untilMove(MOVE_WAIT));
        assertThat(legal(START, move, "e2e4", "e7e5")).as(move).isTrue();
    }

    @Test
    void whiteAndBlackSetTheSideOnMoveAndTheEngineColour() {
        handshake();
        engine.send("new", "force", "black");
        assertThat(engine.sync()).isEmpty();
        // Black on move, the engine plays White: e7e5 is Black's move, then the engine answers.
        engine.send("sd 2", "usermove e7e5");
        String move = moveOf(engine.untilMove(MOVE_WAIT));
        assertThat(move).matches("[a-h][1-8][a-h][1-8]");
        engine.send("force", "white");
        assertThat(engine.sync()).isEmpty();
    }

    @Test
    void moveNowEndsALongThinkAtOnce() {
        handshake();
        engine.send("new", "st 30", "post", "go");
        engine.expect(EngineHarness.THINKING); // it is thinking
        long start = System.nanoTime();
        engine.send("?");
        String move = moveOf(engine.untilMove(Duration.ofSeconds(3)));
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(1500);
        assertThat(legal(START, move)).isTrue();
    }

    @Test
    void questionMarkWhileWaitingIsIgnored() {
        handshake();
        engine.send("new", "?");
        assertThat(engine.sync()).isEmpty();
    }

    @Test
    void forceDuringThinkingDropsTheMove() {
        handshake();
        engine.send("new", "st 30", "post", "go");
        engine.expect(EngineHarness.THINKING);
        engine.send("force");
        List<String> lines = engine.sync();
        assertThat(lines).noneMatch(l -> l.startsWith("move "));
        assertThat(engine.drain(Duration.ofMillis(200))).noneMatch(l -> l.startsWith("move "));
    }

    @Test
    void resultStopsTheGame() {
        handshake();
        engine.send("new", "force", "e2e4", "result 1-0 {White resigns}", "go");
        assertThat(engine.sync()).containsExactly("Error (the game is over): go");
        engine.send("new", "sd 1", "go");
        assertThat(legal(START, moveOf(engine.untilMove(MOVE_WAIT)))).isTrue();
    }

    @Test
    void drawOffersAreDeclinedUnlessTheGameIsADeadDraw() {
        handshake();
        engine.send("new", "sd 2", "usermove e2e4");
        engine.untilMove(MOVE_WAIT);
        engine.send("draw");
        assertThat(engine.sync()).isEmpty();
    }

    // ------------------------------------------------------------------------------------------
    // undo, remove, setboard

    @Test
    void undoTakesBackOneMove() {
        handshake();
        engine.send("new", "force", "usermove e2e4", "undo", "usermove e2e4", "usermove e7e5", "undo", "usermove e7e5");
        assertThat(engine.sync()).isEmpty();
        engine.send("undo", "undo", "undo");
        assertThat(engine.sync()).containsExactly("Error (no move to undo): undo");
    }

    @Test
    void removeTakesBackTwoMoves() {
        handshake();
        engine.send("new", "force", "usermove e2e4", "usermove e7e5", "remove");
        assertThat(engine.sync()).isEmpty();
        engine.send("usermove e7e5"); // White is on move again
        assertThat(engine.sync()).containsExactly("Illegal move (no legal move from e7 to e5): e7e5");
        engine.send("usermove d2d4", "remove");
        assertThat(engine.sync()).containsExactly("Error (fewer than two moves to take back): remove");
    }

    @Test
    void setboardSetsThePosition() {
        handshake();
        engine.send("new", "force", "setboard " + MATE_IN_ONE, "usermove d1d8");
        assertThat(engine.sync()).containsExactly("1-0 {White mates}");
    }

    @Test
    void badFenIsRefusedAndThePositionKept() {
        handshake();
        engine.send("new", "force", "setboard " + MATE_IN_ONE, "setboard 8/8/8/8 w - - 0 1");
        List<String> lines = engine.sync();
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0)).startsWith("tellusererror Illegal position: ");
        engine.send("setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
                "setboard 4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "setboard");
        assertThat(engine.sync()).hasSize(3).allMatch(l -> l.startsWith("tellusererror Illegal position: "));
        engine.send("usermove d1d8"); // still the mate-in-one position
        assertThat(engine.sync()).containsExactly("1-0 {White mates}");
    }

    @Test
    void setboardThenGoFindsTheMate() {
        handshake();
        engine.send("new", "force", "setboard " + MATE_IN_ONE, "st 1", "go");
        List<String> lines = engine.untilMove(MOVE_WAIT);
        assertThat(moveOf(lines)).isEqualTo("d1d8");
        assertThat(engine.sync()).containsExactly("1-0 {White mates}");
    }

    // ------------------------------------------------------------------------------------------
    // Bad input

    @Test
    void illegalAndGarbledMovesAreRefusedWithoutChange() {
        handshake();
        engine.send("new", "force", "usermove e2e5", "usermove zz", "usermove e2e4e", "e7e5", "usermove e2e4 e7e5",
                "usermove", "e9e4", "a1a1");
        assertThat(engine.sync()).containsExactly(
                "Illegal move (no legal move from e2 to e5): e2e5",
                "Illegal move (malformed move): zz",
                "Illegal move (bad promotion letter): e2e4e",
                "Illegal move (no legal move from e7 to e5): e7e5",
                "Error (too many arguments): usermove e2e4 e7e5",
                "Error (missing argument: a move): usermove",
                "Illegal move (malformed move): e9e4",
                "Illegal move (no legal move from a1 to a1): a1a1");
        engine.send("usermove e2e4", "usermove e7e5");
        assertThat(engine.sync()).isEmpty();
    }

    @Test
    void illegalMoveWhilePlayingDoesNotStartTheEngine() {
        handshake();
        engine.send("new", "sd 1", "usermove e2e5");
        assertThat(engine.sync()).containsExactly("Illegal move (no legal move from e2 to e5): e2e5");
        assertThat(engine.drain(Duration.ofMillis(300))).isEmpty();
    }

    @Test
    void unknownCommandsAndBadArgumentsGetErrors() {
        handshake();
        engine.send("frobnicate", "frob nicate  now", "level 40 x 0", "level 40", "sd -1", "st 0",
                "memory lots", "time", "ping", "variant nosuch", "exit", "protover x");
        assertThat(engine.sync()).containsExactly(
                "Error (unknown command): frobnicate",
                "Error (unknown command): frob nicate now",
                "Error (bad level: not a number: x): level 40 x 0",
                "Error (bad level: level needs three values: moves, base time, increment): level 40",
                "Error (out of range): sd -1",
                "Error (the time per move must be positive): st 0",
                "Error (not a whole number): memory lots",
                "Error (missing argument: a number): time",
                "Error (missing argument: a number): ping",
                "Error (unsupported variant): nosuch",
                "Error (not analyzing): exit",
                "Error (not a whole number): protover x");
    }

    @Test
    void blankLinesWhiteSpaceAndOverlongLinesAreHandled() {
        handshake();
        engine.send("", "   ", "\t", "  new  ", "\tforce", "usermove   e2e4  ", "\r");
        assertThat(engine.sync()).isEmpty();
        byte[] huge = new byte[100_000];
        Arrays.fill(huge, (byte) 'x');
        engine.sendRaw(huge).send("");
        List<String> lines = engine.sync();
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0)).startsWith("Error (line too long): xxxx").hasSizeLessThan(100);
        engine.sendRaw(new byte[] {(byte) 0xff, (byte) 0xfe, 'q', '\r', '\n'});
        assertThat(engine.sync()).hasSize(1).allMatch(l -> l.startsWith("Error (unknown command): "));
        engine.send("usermove e7e5"); // the game survived it all
        assertThat(engine.sync()).isEmpty();
    }

    @Test
    void commandsThatDoNothingAreAccepted() {
        handshake();
        engine.send("new", "random", "hard", "easy", "computer", "name Some One", "rating 2000 1800",
                "ics -", "otim 1000", "time 1000", "post", "nopost", "memory 16", "cores 2", "nps 0", "hint", "bk",
                "accepted ping", "rejected nps", "variant normal");
        assertThat(engine.sync()).isEmpty();
    }

    // ------------------------------------------------------------------------------------------
    // Thinking output and analysis

    @Test
    void postShowsThinkingAndNopostHidesIt() {
        handshake();
        engine.send("new", "force", "setboard " + MATE_IN_ONE, "post", "sd 3", "go");
        List<String> lines = engine.untilMove(MOVE_WAIT);
        List<String> thinking = thinking(lines);
        assertThat(thinking).isNotEmpty();
        String last = thinking.get(thinking.size() - 1);
        Matcher m = EngineHarness.THINKING.matcher(last);
        assertThat(m.matches()).isTrue();
        assertThat(m.group(2)).as(last).isEqualTo("100001"); // mate in one move
        assertThat(m.group(5).strip()).startsWith("d1d8");
        engine.sync();

        engine.send("new", "nopost", "sd 3", "go");
        assertThat(thinking(engine.untilMove(MOVE_WAIT))).isEmpty();
    }

    @Test
    void analysisFollowsThePosition() {
        handshake();
        engine.send("new", "force", "post", "analyze");
        String first = engine.expect(EngineHarness.THINKING);
        assertThat(legal(START, pvMove(first))).as(first).isTrue();

        analysisFollows("usermove e2e4", "e2e4");
        analysisFollows("undo");

        // No sync here: the analysis of a mate in one can finish every iteration before a pong,
        // and a sync would swallow the lines this waits for. Only the new position can print them.
        engine.send("setboard " + MATE_IN_ONE);
        List<String> mate = engine.until(l -> l.matches("\\d+ 100001 .* d1d8.*"), MOVE_WAIT);
        assertThat(mate).noneMatch(l -> l.startsWith("move "));

        engine.send(".");
        engine.expect(java.util.regex.Pattern.compile("stat01: \\d+ \\d+ \\d+ \\d+ \\d+"));

        analysisFollows("new");

        engine.send("exit");
        engine.sync();
        engine.drain(Duration.ofMillis(100));
        assertThat(engine.drain(Duration.ofMillis(300))).as("nothing after exit").isEmpty();
        // Out of analysis the engine is in force mode: moves are taken without a reply.
        engine.send("usermove e2e4");
        assertThat(engine.sync()).isEmpty();
    }

    @Test
    void excludeAndIncludeChooseTheMovesTheAnalysisConsiders() {
        handshake();
        engine.send("new", "force", "post", "analyze", "exclude e2e4", "exclude d2d4");
        engine.sync();
        assertThat(nextThinking(3)).extracting(XboardEngineTest::pvMove).doesNotContain("e2e4", "d2d4");
        engine.send("exclude all", "include g1f3");
        engine.sync();
        assertThat(nextThinking(3)).extracting(XboardEngineTest::pvMove).containsOnly("g1f3");
        engine.send("include nonsense");
        assertThat(engine.sync()).anyMatch(l -> l.startsWith("Error (not a legal move): include nonsense"));
        analysisFollows("usermove e2e4", "e2e4"); // a new position forgets the exclusions
        engine.send("exit");
        engine.sync();
    }

    @Test
    void theMultiPvOptionShowsThatManyLinesPerDepth() {
        handshake();
        engine.send("new", "force", "post", "option MultiPV=3", "analyze");
        List<String> seen = nextThinking(9);
        // Reports come three per depth, best first, with three different moves.
        for (int d = 0; d < 9; d += 3) {
            List<Matcher> group = seen.subList(d, d + 3).stream().map(l -> {
                Matcher m = EngineHarness.THINKING.matcher(l);
                assertThat(m.matches()).isTrue();
                return m;
            }).toList();
            assertThat(group).extracting(m -> m.group(1)).containsOnly(group.get(0).group(1));
            assertThat(group).extracting(m -> Integer.parseInt(m.group(2))).isSortedAccordingTo(Comparator.reverseOrder());
            assertThat(group).extracting(m -> m.group(5).strip().split(" ")[0]).doesNotHaveDuplicates();
        }
        engine.send("option MultiPV=0", "option Hash=3");
        List<String> errors = engine.sync();
        assertThat(errors).anyMatch(l -> l.startsWith("Error (out of range): option MultiPV=0"))
                .anyMatch(l -> l.startsWith("Error (unknown option): option Hash=3"));
        engine.send("exit");
        engine.sync();
    }

    @Test
    void theEvalFileOptionLoadsANetworkAndAFileWithoutOneIsAnErrorThatKeepsTheEvaluation(@TempDir Path dir)
            throws IOException {
        handshake();
        int shipped = depthOneScore();
        assertThat(shipped).isNotEqualTo(-77);
        Path constant = TestNetworkFiles.write(dir, "constant.nnue", TestNetworkFiles.constant(77));
        engine.send("option EvalFile=" + constant);
        assertThat(engine.sync()).containsExactly("# network " + constant + " (768 x 1) evaluates normal");
        assertThat(depthOneScore()).isEqualTo(-77); // each side to move scores +77

        Path text = Files.writeString(dir.resolve("text.nnue"), "not a network");
        engine.send("option EvalFile=" + dir.resolve("missing.nnue"), "option EvalFile=" + text);
        List<String> errors = engine.sync();
        assertThat(errors).hasSize(2);
        assertThat(errors.get(0)).startsWith("Error (cannot load network file \"").contains("no such file");
        assertThat(errors.get(1)).contains("not a Mallard network").endsWith("): option EvalFile=" + text);
        assertThat(depthOneScore()).isEqualTo(-77);

        engine.send("option EvalFile=<empty>");
        assertThat(engine.sync()).containsExactly("# no network file: each variant plays the evaluation it ships");
        assertThat(depthOneScore()).isEqualTo(shipped);
    }

    /** The score of a depth-1 search of the start position, as the engine's thinking output gives it. */
    private int depthOneScore() {
        engine.send("new", "force", "sd 1", "post", "go");
        Matcher thinking = EngineHarness.THINKING.matcher(engine.expect(EngineHarness.THINKING));
        assertThat(thinking.matches()).isTrue();
        engine.untilMove(Duration.ofSeconds(30));
        engine.sync();
        return Integer.parseInt(thinking.group(2));
    }

    @Test
    void pingDuringAnalysisIsAnsweredAtOnce() {
        handshake();
        engine.send("new", "force", "analyze", "ping 42");
        engine.expect(java.util.regex.Pattern.compile("pong 42"));
        engine.send("exit");
        engine.sync();
    }

    /**
     * Sends {@code command} during an analysis of the start position and checks the next thinking
     * line: its first move must be legal after the moves {@code before}.
     */
    private void analysisFollows(String command, String... before) {
        engine.send(command);
        engine.sync();
        String line = engine.expect(EngineHarness.THINKING);
        assertThat(legal(START, pvMove(line), before)).as(line).isTrue();
    }

    /** The next {@code count} thinking lines. */
    private List<String> nextThinking(int count) {
        List<String> lines = new ArrayList<>();
        while (lines.size() < count) {
            lines.add(engine.expect(EngineHarness.THINKING));
        }
        return lines;
    }

    private static String pvMove(String thinkingLine) {
        Matcher m = EngineHarness.THINKING.matcher(thinkingLine);
        assertThat(m.matches()).isTrue();
        return m.group(5).strip().split(" ")[0];
    }

    // ------------------------------------------------------------------------------------------
    // Time controls

    @Test
    void levelWithLittleTimeLeftMovesQuickly() {
        handshake();
        engine.send("new", "force", "setboard r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "level 40 5 0", "time 100", "otim 30000");
        engine.sync();
        long start = System.nanoTime();
        engine.send("go");
        engine.untilMove(MOVE_WAIT);
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(1500);
    }

    @Test
    void stLimitsTheTimePerMove() {
        handshake();
        engine.send("new", "st 0.3");
        engine.sync();
        long start = System.nanoTime();
        engine.send("go");
        engine.untilMove(MOVE_WAIT);
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(1500);
    }

    @Test
    void sdLimitsTheDepthAndNewClearsIt() {
        handshake();
        engine.send("new", "post", "level 40 5 0", "sd 2", "go");
        List<String> lines = engine.untilMove(MOVE_WAIT);
        assertThat(thinking(lines)).isNotEmpty().allMatch(l -> Integer.parseInt(l.split(" ")[0]) <= 2);
        engine.send("new", "post", "st 0.5", "go");
        List<String> deeper = engine.untilMove(MOVE_WAIT);
        assertThat(thinking(deeper)).anyMatch(l -> Integer.parseInt(l.split(" ")[0]) > 2);
    }

    @Test
    void npsTurnsTimeIntoNodes() {
        handshake();
        engine.send("new", "post", "nps 10000", "st 1", "go");
        List<String> lines = engine.untilMove(MOVE_WAIT);
        List<String> thinking = thinking(lines);
        assertThat(thinking).isNotEmpty();
        long nodes = Long.parseLong(thinking.get(thinking.size() - 1).split(" ")[3]);
        assertThat(nodes).isLessThanOrEqualTo(10_000 + 2048);
    }

    // ------------------------------------------------------------------------------------------
    // Game ends

    @Test
    void foolsMateIsClaimed() {
        handshake();
        engine.send("new", "force", "f2f3", "e7e5", "g2g4", "d8h4");
        assertThat(engine.sync()).containsExactly("0-1 {Black mates}");
        engine.send("go", "usermove a2a3");
        assertThat(engine.sync()).containsExactly("Error (the game is over): go",
                "Illegal move (no legal move from a2 to a3): a2a3");
    }

    @Test
    void userMoveThatMatesStopsTheEngine() {
        handshake();
        engine.send("new", "setboard " + MATE_IN_ONE, "sd 2", "usermove d1d8");
        assertThat(engine.sync()).containsExactly("1-0 {White mates}");
        assertThat(engine.drain(Duration.ofMillis(300))).isEmpty();
    }

    @Test
    void stalemateIsClaimed() {
        handshake();
        engine.send("new", "force", "setboard k7/8/8/2Q5/8/8/8/7K w - - 0 1", "usermove c5b6");
        assertThat(engine.sync()).containsExactly("1/2-1/2 {Stalemate}");
    }

    @Test
    void fiftyMovesRepetitionAndInsufficientMaterialAreClaimed() {
        handshake();
        engine.send("new", "force", "setboard 4k3/8/8/8/8/8/4P3/R3K3 w Q - 99 80", "usermove a1a2");
        assertThat(engine.sync()).containsExactly("1/2-1/2 {Fifty move rule}");
        engine.send("new", "force", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1");
        assertThat(engine.sync()).isEmpty();
        engine.send("f6g8");
        assertThat(engine.sync()).containsExactly("1/2-1/2 {Draw by repetition}");
        // A GUI that plays on regardless still gets a move.
        engine.send("sd 1", "go");
        assertThat(legal(START, moveOf(engine.untilMove(MOVE_WAIT)))).isTrue();
        engine.send("new", "force", "setboard k7/8/8/8/8/8/1r6/K5B1 w - - 0 1", "usermove a1b2");
        assertThat(engine.sync()).containsExactly("1/2-1/2 {Insufficient material}");
    }

    @Test
    void theEngineClaimsItsOwnMate() {
        handshake();
        engine.send("new", "force", "setboard " + MATE_IN_ONE, "sd 3", "go");
        assertThat(moveOf(engine.untilMove(MOVE_WAIT))).isEqualTo("d1d8");
        assertThat(engine.sync()).containsExactly("1-0 {White mates}");
    }

    // ------------------------------------------------------------------------------------------
    // Ending the session

    @Test
    void quitEndsTheEngine() {
        handshake();
        engine.send("new", "post", "analyze");
        engine.expect(EngineHarness.THINKING);
        engine.send("quit");
        assertThat(engine.awaitExit(Duration.ofSeconds(5))).isZero();
    }

    @Test
    void endOfInputEndsTheEngine() {
        handshake();
        engine.closeInput();
        assertThat(engine.awaitExit(Duration.ofSeconds(5))).isZero();
    }

    @Test
    void endOfInputWhileThinkingStillSendsTheMove() {
        handshake();
        engine.send("new", "st 0.2", "go");
        engine.closeInput();
        engine.untilMove(MOVE_WAIT);
        assertThat(engine.awaitExit(Duration.ofSeconds(5))).isZero();
    }

    @Test
    void stdoutCarriesNothingButProtocol() {
        handshake();
        engine.send("new", "post", "sd 2", "go");
        engine.untilMove(MOVE_WAIT);
        engine.send("usermove e7e5", "junk", "setboard x");
        List<String> lines = engine.sync();
        assertThat(String.join("\n", lines)).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(StandardCharsets.UTF_8.newEncoder().canEncode(String.join("", lines))).isTrue();
    }
}
