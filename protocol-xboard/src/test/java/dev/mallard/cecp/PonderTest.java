package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.OfferedVariants;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Pondering ({@code hard}): the engine thinks on the opponent's time about the reply its
 * principal variation expects; a ponder hit turns that search into its move, a miss starts
 * afresh, and every command that changes the game ends pondering. The engine's thinking
 * output shows which search runs: a fresh search begins at depth 1, a continued one does not.
 */
class PonderTest {
    private static final Duration MOVE_WAIT = Duration.ofSeconds(20);
    private static final Pattern DEPTH_ONE = Pattern.compile("1 -?\\d+ \\d+ \\d+ .*");
    private static final Pattern HINT = Pattern.compile("Hint: \\S+");

    private final EngineHarness engine = new EngineHarness();

    @AfterEach
    void stopEngine() {
        engine.close();
    }

    /** The engine's move, then the reply it ponders on, as its {@code Hint:} line names it. */
    private String pondersOn() {
        List<String> lines = engine.untilMove(MOVE_WAIT);
        assertThat(lines.get(lines.size() - 1)).startsWith("move ");
        String hint = engine.expect(HINT);
        return hint.substring("Hint: ".length());
    }

    private void start(String... settings) {
        startIn("normal", settings);
    }

    private void startIn(String variant, String... settings) {
        engine.send("xboard", "protover 2");
        engine.expect(Pattern.compile("feature .*done=1.*"));
        engine.send("new", "variant " + variant);
        engine.send(settings);
        engine.send("post", "go");
    }

    /** The variants the engine offers: pondering works on their full turns (a Refusal turn with its veto). */
    static List<String> variants() {
        return OfferedVariants.searchable(Variants.all()).stream().map(SearchableVariant::name).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void aPonderHitThatFinishedItsSearchAnswersWithoutThinkingAgain(String variant) {
        startIn(variant, "hard", "sd 5");
        String expected = pondersOn();
        // The ponder search ends on its own at depth 5 while the engine waits.
        engine.until(l -> l.startsWith("5 "), MOVE_WAIT);
        assertThat(engine.sync()).as("a ping while pondering is answered at once")
                .noneMatch(l -> l.startsWith("move"));
        engine.send("usermove " + expected);
        List<String> reply = engine.untilMove(MOVE_WAIT);
        assertThat(reply).as("no new search after a hit on a finished ponder search")
                .noneMatch(l -> EngineHarness.THINKING.matcher(l).matches());
    }

    @Test
    void aPonderMissSearchesAfresh() {
        start("hard", "sd 4");
        String expected = pondersOn();
        engine.sync();
        String other = expected.equals("e7e5") ? "d7d5" : "e7e5";
        engine.send("usermove " + other);
        List<String> reply = engine.untilMove(MOVE_WAIT);
        assertThat(reply).as("a fresh search starts at depth 1").anyMatch(l -> DEPTH_ONE.matcher(l).matches());
    }

    @Test
    void aPonderHitGoesOnWithTheRunningSearch() {
        start("hard", "st 1");
        String expected = pondersOn();
        // Pondering runs longer than a move's budget: the hit is answered at once, from the
        // ponder search (whose output does not begin again at depth 1).
        List<String> whilePondering = engine.drain(Duration.ofMillis(1500));
        assertThat(whilePondering).as("thinking output while pondering")
                .anyMatch(l -> EngineHarness.THINKING.matcher(l).matches())
                .noneMatch(l -> l.startsWith("move"));
        engine.send("time 6000", "otim 6000", "usermove " + expected);
        List<String> reply = engine.untilMove(MOVE_WAIT);
        assertThat(reply).noneMatch(l -> DEPTH_ONE.matcher(l).matches());
    }

    @Test
    void withoutHardTheEngineDoesNotThinkWhileWaiting() {
        start("sd 3");
        engine.untilMove(MOVE_WAIT);
        assertThat(engine.drain(Duration.ofMillis(500))).isEmpty();
    }

    @Test
    void easyForceAndNewEndPondering() {
        for (String stop : List.of("easy", "force", "new", "result 1-0 {White wins}")) {
            start("hard", "st 0.2");
            engine.untilMove(MOVE_WAIT);
            engine.send(stop);
            engine.sync();
            assertThat(engine.drain(Duration.ofMillis(400))).as("after " + stop).isEmpty();
            if (stop.equals("force")) {
                engine.send("usermove e7e5");
                assertThat(engine.sync()).as("force mode: the reply is taken, no move follows").isEmpty();
            }
        }
    }
}
