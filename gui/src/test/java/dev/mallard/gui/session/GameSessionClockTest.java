package dev.mallard.gui.session;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.variant.Variants;
import dev.mallard.gui.http.HttpProblem;
import dev.mallard.gui.search.SearchPool;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A game against Mallard on a clock, on a time source the test moves: each turn on its mover's
 * clock with the increment, the engine on its own clock, a fallen flag ending the game by the
 * rules, and what takeback and an analysis board do with the clocks.
 */
class GameSessionClockTest {
    private final FakeTime time = new FakeTime();
    private final SearchPool pool = new SearchPool(1);
    private final GameSession session = new GameSession("test", Variants.scan(), pool, 1, time);

    @AfterEach
    void stop() {
        session.release();
        pool.close();
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> clock() {
        return (Map<String, Object>) session.state().get("clock");
    }

    private static HttpProblem refusal(Runnable request) {
        try {
            request.run();
        } catch (HttpProblem e) {
            return e;
        }
        throw new AssertionError("the request was not refused");
    }

    @Test
    void eachTurnCountsOnItsMoversClockWithTheIncrement() throws InterruptedException {
        session.newGame("normal", null, "black", null, "1+2");
        assertThat(clock()).containsEntry("white", 60_000L).containsEntry("black", 60_000L).containsEntry("running", "white");
        time.advanceMs(5_000);
        session.play("e2e4");
        assertThat(clock()).containsEntry("white", 57_000L).containsEntry("black", 60_000L).containsEntry("running", "black");
        session.engineMove(); // the fake time stands still while Mallard thinks: only the increment counts
        assertThat((List<?>) session.state().get("turns")).hasSize(2);
        assertThat(clock()).containsEntry("black", 62_000L).containsEntry("running", "white");
    }

    @Test
    void aDuckTurnsTwoStepsAndARefusalTurnsVetoCountOnTheMoversClock() {
        session.newGame("duck", null, "black", null, "1+0");
        time.advanceMs(3_000);
        session.play("e2e4,e4d5");
        assertThat(clock()).containsEntry("white", 57_000L).containsEntry("running", "black");
        session.newGame("refusal", null, "black", null, "1+0");
        time.advanceMs(4_000);
        session.play("e2e4/e7e5");
        assertThat(clock()).containsEntry("white", 56_000L).containsEntry("black", 60_000L).containsEntry("running", "black");
    }

    @Test
    void aFallenFlagLosesAndTheGameStaysAsItWas() {
        session.newGame("normal", null, "black", null, "0.25+0");
        time.advanceMs(15_000);
        Map<String, Object> state = session.state();
        assertThat(state).containsEntry("over", true).containsEntry("result", "0-1")
                .containsEntry("reason", "white ran out of time: black wins").containsEntry("legal", List.of());
        assertThat(refusal(() -> session.play("e2e4")).status()).isEqualTo(409);
        assertThat(refusal(session::takeback).getMessage()).contains("lost on time");
        assertThat((List<?>) session.state().get("turns")).isEmpty();
        assertThat(session.pgn()).contains("[Result \"0-1\"]").contains("[Termination \"time forfeit\"]")
                .contains("[TimeControl \"15+0\"]").contains("{white ran out of time: black wins} 0-1");
    }

    @Test
    void theEngineLosesOnTimeToo() {
        session.newGame("normal", null, "white", null, "0.25+0");
        time.advanceMs(16_000);
        assertThat(refusal(() -> {
            try {
                session.engineMove();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }).getMessage()).contains("white ran out of time: black wins");
    }

    @Test
    void aFlagAgainstALoneKingIsADrawInFideAndRefusalChess() {
        for (String variant : List.of("normal", "refusal")) {
            session.newGame(variant, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "black", null, "0.25+0");
            time.advanceMs(15_000);
            assertThat(session.state()).as(variant).containsEntry("result", "1/2-1/2")
                    .containsEntry("reason", "white ran out of time and black has a lone king: draw");
        }
        session.newGame("normal", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", "white", null, "0.25+0");
        time.advanceMs(15_000);
        assertThat(session.state()).as("the flagged side's own lone king loses").containsEntry("result", "1-0");
    }

    @Test
    void aFlagAgainstALoneKingLosesInDuckChessWhereAKingTakesAKing() {
        session.newGame("duck", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "black", null, "0.25+0");
        time.advanceMs(15_000);
        assertThat(session.state()).containsEntry("result", "0-1");
    }

    @Test
    void aTakebackGivesNoTimeBack() throws InterruptedException {
        session.newGame("normal", null, "black", null, "1+0");
        time.advanceMs(5_000);
        session.play("e2e4");
        session.engineMove();
        time.advanceMs(3_000);
        session.takeback();
        assertThat((List<?>) session.state().get("turns")).isEmpty();
        assertThat(clock()).containsEntry("white", 52_000L).containsEntry("black", 60_000L).containsEntry("running", "white");
        time.advanceMs(1_000);
        assertThat(clock()).containsEntry("white", 51_000L);
    }

    @Test
    void anAnalysisBoardHasNoClock() {
        HttpProblem refused = refusal(() -> session.newGame("normal", null, "none", null, "3+2"));
        assertThat(refused.getMessage()).contains("an analysis board has no clock");
        session.newGame("normal", null, "black", null, "3+2");
        assertThat(clock()).isNotNull();
        session.settings("none", null);
        assertThat(clock()).isNull();
        session.newGame("normal", null, "black", null, null);
        assertThat(clock()).as("a time per move").isNull();
    }

    @Test
    void aGameOverByTheRulesStopsTheClocks() {
        session.newGame("normal", "7k/8/6K1/8/8/8/8/R7 w - - 0 1", "black", null, "1+0");
        time.advanceMs(2_000);
        session.play("a1a8");
        assertThat(session.state()).containsEntry("over", true).containsEntry("result", "1-0");
        time.advanceMs(120_000);
        assertThat(clock()).containsEntry("running", "none").containsEntry("black", 60_000L).containsEntry("white", 58_000L);
        assertThat(session.state()).containsEntry("reason", "checkmate: white wins");
    }
}
