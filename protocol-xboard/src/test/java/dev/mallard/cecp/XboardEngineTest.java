package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.Version;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The CECP engine driven through pipes as a GUI drives it. */
class XboardEngineTest {
    private final EngineHarness engine = new EngineHarness();

    @AfterEach
    void stopEngine() {
        engine.close();
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
        engine.handshake();
        engine.send("ping 1", "ping 2", "ping 3");
        assertThat(engine.until(l -> l.equals("pong 3"), EngineHarness.TIMEOUT))
                .containsExactly("pong 1", "pong 2", "pong 3");
    }

    @Test
    void pingWhileThinkingIsAnsweredAfterTheMove() {
        engine.handshake();
        engine.send("new", "st 0.3", "go", "ping 7");
        List<String> lines = engine.until(l -> l.equals("pong 7"), EngineHarness.MOVE_WAIT);
        assertThat(lines.get(lines.size() - 2)).startsWith("move ");
    }

    // ------------------------------------------------------------------------------------------
    // Playing

    @Test
    void goPlaysALegalMoveForWhite() {
        engine.handshake();
        engine.send("new", "sd 3", "go");
        String move = EngineHarness.moveOf(engine.untilMove(EngineHarness.MOVE_WAIT));
        assertThat(EngineHarness.legal(EngineHarness.START, move)).as(move).isTrue();
    }

    @Test
    void userMoveIsAnsweredByTheEngine() {
        engine.handshake();
        engine.send("new", "sd 3", "usermove e2e4");
        String reply = EngineHarness.moveOf(engine.untilMove(EngineHarness.MOVE_WAIT));
        assertThat(EngineHarness.legal(EngineHarness.START, reply, "e2e4")).as(reply).isTrue();
        // And the game goes on from there.
        engine.send("usermove d2d4");
        String second = EngineHarness.moveOf(engine.untilMove(EngineHarness.MOVE_WAIT));
        assertThat(EngineHarness.legal(EngineHarness.START, second, "e2e4", reply, "d2d4")).as(second).isTrue();
    }

    /** With {@code cores 2} the engine searches on two threads and still answers every move legally. */
    @Test
    void twoCoresPlayLegalMovesAndAnswerPings() {
        engine.handshake();
        engine.send("new", "cores 2", "st 0.2", "usermove e2e4");
        String reply = EngineHarness.moveOf(engine.untilMove(EngineHarness.MOVE_WAIT));
        assertThat(EngineHarness.legal(EngineHarness.START, reply, "e2e4")).as(reply).isTrue();
        engine.send("usermove d2d4", "ping 3");
        List<String> lines = engine.until(l -> l.equals("pong 3"), EngineHarness.MOVE_WAIT);
        String second = EngineHarness.moveOf(lines.subList(0, lines.size() - 1));
        assertThat(EngineHarness.legal(EngineHarness.START, second, "e2e4", reply, "d2d4")).as(second).isTrue();
    }

    @Test
    void bareMovesAreAcceptedToo() {
        engine.handshake();
        engine.send("new", "force", "e2e4", "e7e5", "usermove g1f3");
        assertThat(engine.sync()).isEmpty();
        engine.send("b8c6");
        assertThat(engine.sync()).isEmpty();
    }

    @Test
    void forceModeTakesMovesForBothSidesWithoutThinking() {
        engine.handshake();
        engine.send("new", "force", "usermove e2e4", "usermove e7e5", "usermove g1f3");
        assertThat(engine.sync()).isEmpty();
        assertThat(engine.drain(Duration.ofMillis(300))).isEmpty();
        engine.send("sd 2", "go");
        String move = EngineHarness.moveOf(engine.untilMove(EngineHarness.MOVE_WAIT));
        assertThat(EngineHarness.legal(EngineHarness.START, move, "e2e4", "e7e5", "g1f3")).as(move).isTrue();
    }

    @Test
    void playOtherMakesTheEnginePlayTheSideNotOnMove() {
        engine.handshake();
        engine.send("new", "force", "usermove e2e4", "playother");
        assertThat(engine.sync()).isEmpty(); // Black on move: the engine (White) waits
        engine.send("sd 2", "usermove e7e5");
        String move = EngineHarness.moveOf(engine.untilMove(EngineHarness.MOVE_WAIT));
        assertThat(EngineHarness.legal(EngineHarness.START, move, "e2e4", "e7e5")).as(move).isTrue();
    }

    @Test
    void whiteAndBlackSetTheSideOnMoveAndTheEngineColour() {
        engine.handshake();
        engine.send("new", "force", "black");
        assertThat(engine.sync()).isEmpty();
        // Black on move, the engine plays White: e7e5 is Black's move, then the engine answers.
        engine.send("sd 2", "usermove e7e5");
        String move = EngineHarness.moveOf(engine.untilMove(EngineHarness.MOVE_WAIT));
        assertThat(move).matches("[a-h][1-8][a-h][1-8]");
        engine.send("force", "white");
        assertThat(engine.sync()).isEmpty();
    }

    @Test
    void moveNowEndsALongThinkAtOnce() {
        engine.handshake();
        engine.send("new", "st 30", "post", "go");
        engine.expect(EngineHarness.THINKING); // it is thinking
        long start = System.nanoTime();
        engine.send("?");
        String move = EngineHarness.moveOf(engine.untilMove(Duration.ofSeconds(3)));
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(1500);
        assertThat(EngineHarness.legal(EngineHarness.START, move)).isTrue();
    }

    @Test
    void questionMarkWhileWaitingIsIgnored() {
        engine.handshake();
        engine.send("new", "?");
        assertThat(engine.sync()).isEmpty();
    }

    @Test
    void forceDuringThinkingDropsTheMove() {
        engine.handshake();
        engine.send("new", "st 30", "post", "go");
        engine.expect(EngineHarness.THINKING);
        engine.send("force");
        List<String> lines = engine.sync();
        assertThat(lines).noneMatch(l -> l.startsWith("move "));
        assertThat(engine.drain(Duration.ofMillis(200))).noneMatch(l -> l.startsWith("move "));
    }

    @Test
    void resultStopsTheGame() {
        engine.handshake();
        engine.send("new", "force", "e2e4", "result 1-0 {White resigns}", "go");
        assertThat(engine.sync()).containsExactly("Error (the game is over): go");
        engine.send("new", "sd 1", "go");
        assertThat(EngineHarness.legal(EngineHarness.START, EngineHarness.moveOf(engine.untilMove(EngineHarness.MOVE_WAIT)))).isTrue();
    }

    @Test
    void drawOffersAreDeclinedUnlessTheGameIsADeadDraw() {
        engine.handshake();
        engine.send("new", "sd 2", "usermove e2e4");
        engine.untilMove(EngineHarness.MOVE_WAIT);
        engine.send("draw");
        assertThat(engine.sync()).isEmpty();
    }

    // ------------------------------------------------------------------------------------------
    // undo, remove, setboard

    @Test
    void undoTakesBackOneMove() {
        engine.handshake();
        engine.send("new", "force", "usermove e2e4", "undo", "usermove e2e4", "usermove e7e5", "undo", "usermove e7e5");
        assertThat(engine.sync()).isEmpty();
        engine.send("undo", "undo", "undo");
        assertThat(engine.sync()).containsExactly("Error (no move to undo): undo");
    }

    @Test
    void removeTakesBackTwoMoves() {
        engine.handshake();
        engine.send("new", "force", "usermove e2e4", "usermove e7e5", "remove");
        assertThat(engine.sync()).isEmpty();
        engine.send("usermove e7e5"); // White is on move again
        assertThat(engine.sync()).containsExactly("Illegal move (no legal move from e7 to e5): e7e5");
        engine.send("usermove d2d4", "remove");
        assertThat(engine.sync()).containsExactly("Error (fewer than two moves to take back): remove");
    }

    @Test
    void setboardSetsThePosition() {
        engine.handshake();
        engine.send("new", "force", "setboard " + EngineHarness.MATE_IN_ONE, "usermove d1d8");
        assertThat(engine.sync()).containsExactly("1-0 {White mates}");
    }

    @Test
    void badFenIsRefusedAndThePositionKept() {
        engine.handshake();
        engine.send("new", "force", "setboard " + EngineHarness.MATE_IN_ONE, "setboard 8/8/8/8 w - - 0 1");
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
        engine.handshake();
        engine.send("new", "force", "setboard " + EngineHarness.MATE_IN_ONE, "st 1", "go");
        List<String> lines = engine.untilMove(EngineHarness.MOVE_WAIT);
        assertThat(EngineHarness.moveOf(lines)).isEqualTo("d1d8");
        assertThat(engine.sync()).containsExactly("1-0 {White mates}");
    }

    // ------------------------------------------------------------------------------------------
    // Game ends

    @Test
    void foolsMateIsClaimed() {
        engine.handshake();
        engine.send("new", "force", "f2f3", "e7e5", "g2g4", "d8h4");
        assertThat(engine.sync()).containsExactly("0-1 {Black mates}");
        engine.send("go", "usermove a2a3");
        assertThat(engine.sync()).containsExactly("Error (the game is over): go",
                "Illegal move (no legal move from a2 to a3): a2a3");
    }

    @Test
    void userMoveThatMatesStopsTheEngine() {
        engine.handshake();
        engine.send("new", "setboard " + EngineHarness.MATE_IN_ONE, "sd 2", "usermove d1d8");
        assertThat(engine.sync()).containsExactly("1-0 {White mates}");
        assertThat(engine.drain(Duration.ofMillis(300))).isEmpty();
    }

    @Test
    void stalemateIsClaimed() {
        engine.handshake();
        engine.send("new", "force", "setboard k7/8/8/2Q5/8/8/8/7K w - - 0 1", "usermove c5b6");
        assertThat(engine.sync()).containsExactly("1/2-1/2 {Stalemate}");
    }

    @Test
    void fiftyMovesRepetitionAndInsufficientMaterialAreClaimed() {
        engine.handshake();
        engine.send("new", "force", "setboard 4k3/8/8/8/8/8/4P3/R3K3 w Q - 99 80", "usermove a1a2");
        assertThat(engine.sync()).containsExactly("1/2-1/2 {Fifty move rule}");
        engine.send("new", "force", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1");
        assertThat(engine.sync()).isEmpty();
        engine.send("f6g8");
        assertThat(engine.sync()).containsExactly("1/2-1/2 {Draw by repetition}");
        // A GUI that plays on regardless still gets a move.
        engine.send("sd 1", "go");
        assertThat(EngineHarness.legal(EngineHarness.START, EngineHarness.moveOf(engine.untilMove(EngineHarness.MOVE_WAIT)))).isTrue();
        engine.send("new", "force", "setboard k7/8/8/8/8/8/1r6/K5B1 w - - 0 1", "usermove a1b2");
        assertThat(engine.sync()).containsExactly("1/2-1/2 {Insufficient material}");
    }

    @Test
    void theEngineClaimsItsOwnMate() {
        engine.handshake();
        engine.send("new", "force", "setboard " + EngineHarness.MATE_IN_ONE, "sd 3", "go");
        assertThat(EngineHarness.moveOf(engine.untilMove(EngineHarness.MOVE_WAIT))).isEqualTo("d1d8");
        assertThat(engine.sync()).containsExactly("1-0 {White mates}");
    }

    // ------------------------------------------------------------------------------------------
    // Ending the session

    @Test
    void quitEndsTheEngine() {
        engine.handshake();
        engine.send("new", "post", "analyze");
        engine.expect(EngineHarness.THINKING);
        engine.send("quit");
        assertThat(engine.awaitExit(Duration.ofSeconds(5))).isZero();
    }

    @Test
    void endOfInputEndsTheEngine() {
        engine.handshake();
        engine.closeInput();
        assertThat(engine.awaitExit(Duration.ofSeconds(5))).isZero();
    }

    @Test
    void endOfInputWhileThinkingStillSendsTheMove() {
        engine.handshake();
        engine.send("new", "st 0.2", "go");
        engine.closeInput();
        engine.untilMove(EngineHarness.MOVE_WAIT);
        assertThat(engine.awaitExit(Duration.ofSeconds(5))).isZero();
    }

    @Test
    void stdoutCarriesNothingButProtocol() {
        engine.handshake();
        engine.send("new", "post", "sd 2", "go");
        engine.untilMove(EngineHarness.MOVE_WAIT);
        engine.send("usermove e7e5", "junk", "setboard x");
        List<String> lines = engine.sync();
        assertThat(String.join("\n", lines)).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(StandardCharsets.UTF_8.newEncoder().canEncode(String.join("", lines))).isTrue();
    }
}
