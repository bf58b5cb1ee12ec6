package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Game;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every CECP command sent while the engine thinks on its move, ponders or analyses is handled
 * at once, as docs/cecp.md says: {@code ping} is answered within a second (after the move while
 * the engine thinks on it), {@code ?} and a move from the GUI make it move now, and every command
 * that changes the game or the engine's role ends the search without a move and takes effect.
 */
class DuringSearchTest {
    /** How soon an answer that waits for no search must come, on a loaded machine. */
    private static final Duration AT_ONCE = Duration.ofSeconds(1);
    /** White mates at once with Rh8 (the engine plays it when it thinks on this position). */
    private static final String MATE_IN_ONE = "5k2/8/5K2/8/8/8/8/7R w - - 0 1";

    private final EngineHarness engine = new EngineHarness();

    @AfterEach
    void stop() {
        engine.close();
    }

    /** The engine thinks on White's second move with an hour on its clock. */
    private void thinkForLong() {
        engine.send("xboard", "protover 2", "new", "force", "usermove e2e4", "usermove e7e5", "level 1 60 0", "post",
                "go");
        engine.until(l -> l.startsWith("3 "), EngineHarness.TIMEOUT);
    }

    private List<String> pingWithin(Duration limit) {
        engine.send("ping 77");
        return engine.until("pong 77"::equals, limit);
    }

    private static long moves(List<String> lines) {
        return lines.stream().filter(l -> EngineHarness.MOVE.matcher(l).matches()).count();
    }

    /** A command that changes the game or the engine's role ends the thinking without a move. */
    @ParameterizedTest
    @ValueSource(strings = {"new", "variant duck", "setboard " + MATE_IN_ONE, "force", "white", "black",
        "result 1-0 {adjourned}", "edit", "analyze", "undo"})
    void aChangeWhileThinkingEndsTheSearchWithoutAMoveAndTakesEffect(String change) {
        thinkForLong();
        engine.send(change);
        if (change.equals("edit")) {
            engine.send(".");
        }
        assertThat(moves(pingWithin(AT_ONCE))).as("a move after " + change).isZero();
    }

    /** {@code remove} while thinking: the engine, on move again two plies back, thinks afresh there. */
    @Test
    void removeWhileThinkingThinksAfreshTwoPliesBack() {
        thinkForLong();
        engine.send("remove", "?");
        List<String> lines = engine.untilMove(AT_ONCE);
        Game start = Game.start((SearchableVariant) Variants.find("normal").orElseThrow());
        assertThat(start.isLegal(lines.get(lines.size() - 1).substring("move ".length()))).isTrue();
    }

    @Test
    void questionMarkMovesAtOnce() {
        thinkForLong();
        engine.send("?");
        assertThat(moves(pingWithin(AT_ONCE))).isEqualTo(1);
    }

    /**
     * A move from the GUI while the engine thinks on its own: the engine moves now, and the GUI's
     * move is played as the reply (here the engine then thinks again, and {@code ?} gets its move).
     */
    @Test
    void aMoveWhileThinkingIsTheReplyToTheMoveMadeAtOnce() {
        engine.send("xboard", "protover 2", "new", "level 1 60 0", "post", "go");
        engine.until(l -> l.startsWith("3 "), EngineHarness.TIMEOUT);
        engine.send("usermove g8f6");
        List<String> first = engine.untilMove(AT_ONCE);
        String engineMove = first.get(first.size() - 1).substring("move ".length());
        engine.send("?");
        List<String> second = engine.untilMove(AT_ONCE);
        Game game = Game.start((SearchableVariant) Variants.find("normal").orElseThrow());
        game.play(engineMove);
        game.play("g8f6");
        assertThat(game.isLegal(second.get(second.size() - 1).substring("move ".length()))).isTrue();
    }

    /** A move from the GUI that is not even shaped like one leaves the engine thinking. */
    @Test
    void aGarbledMoveWhileThinkingLeavesTheSearchAlone() {
        thinkForLong();
        engine.send("usermove e2-e4");
        assertThat(engine.until(l -> l.startsWith("Illegal move"), AT_ONCE)).noneMatch(l -> l.startsWith("move "));
        engine.send("?");
        assertThat(moves(pingWithin(AT_ONCE))).isEqualTo(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"new", "variant refusal", "setboard " + MATE_IN_ONE, "force", "easy", "result 0-1 {x}",
        "edit", "analyze"})
    void aChangeWhilePonderingEndsIt(String change) {
        engine.send("xboard", "protover 2", "new", "hard", "st 1", "usermove e2e4");
        engine.untilMove(EngineHarness.TIMEOUT);
        assertThat(pingWithin(AT_ONCE)).as("pong while pondering").noneMatch(l -> l.startsWith("move "));
        engine.send(change);
        if (change.equals("edit")) {
            engine.send(".");
        }
        assertThat(moves(pingWithin(AT_ONCE))).isZero();
        engine.send("exit", "force", "new", "sd 2", "go");
        assertThat(engine.untilMove(EngineHarness.TIMEOUT)).isNotEmpty();
    }

    /** In analysis mode every command that changes the position starts the analysis again on the new one. */
    @ParameterizedTest
    @ValueSource(strings = {"usermove d7d5", "undo", "new", "setboard " + MATE_IN_ONE, "variant duck", "white", "edit"})
    void aChangeWhileAnalysingRestartsTheAnalysis(String change) {
        engine.send("xboard", "protover 2", "new", "force", "usermove d2d4", "post", "analyze");
        engine.until(l -> l.startsWith("3 "), EngineHarness.TIMEOUT);
        assertThat(pingWithin(AT_ONCE)).as("pong while analysing").noneMatch(l -> l.startsWith("move "));
        engine.send(change);
        if (change.equals("edit")) {
            engine.send(".");
        }
        List<String> afterChange = pingWithin(AT_ONCE);
        assertThat(moves(afterChange)).isZero();
        // The analysis of the new position reaches depth 3 again (the old one was past it): on a
        // fast machine before the pong, else after it.
        if (afterChange.stream().noneMatch(l -> l.startsWith("3 "))) {
            engine.until(l -> l.startsWith("3 "), EngineHarness.TIMEOUT);
        }
        engine.send("exit");
        assertThat(pingWithin(AT_ONCE)).noneMatch(l -> l.startsWith("Error"));
    }

    /** Protocol 1's edit mode sets up the position: here a mate in one, which the engine then plays. */
    @Test
    void editSetsUpAPosition() {
        engine.send("xboard", "new", "force", "edit", "#", "Kf6", "Rh1", "c", "Kf8", ".", "sd 3", "go");
        List<String> lines = engine.untilMove(EngineHarness.TIMEOUT);
        Matcher move = EngineHarness.MOVE.matcher(lines.get(lines.size() - 1));
        assertThat(move.matches()).isTrue();
        assertThat(move.group(1)).isEqualTo("h1h8");
        assertThat(engine.sync()).containsExactly("1-0 {White mates}");
    }

    /** Edit keeps castling for a king and rook on their squares, and takes {@code x} to empty a square. */
    @Test
    void editKeepsCastlingOnTheStartSquaresAndEmptiesSquares() {
        engine.send("xboard", "new", "force", "edit", "xf1", "xg1", "Pe4", "xe2", ".", "usermove e1g1", "usermove e7e5");
        assertThat(engine.sync()).isEmpty();
    }

    /** An edited board that is no position is named, and the position before the edit stays. */
    @Test
    void aBadEditKeepsThePosition() {
        engine.send("xboard", "new", "force", "usermove e2e4", "edit", "Ke4", ".");
        assertThat(engine.sync()).singleElement().asString().startsWith("tellusererror Illegal position");
        engine.send("usermove e7e5");
        assertThat(engine.sync()).isEmpty();
    }
}
