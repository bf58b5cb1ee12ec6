package dev.mallard.refusal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.search.SearchLimits;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engine facade plays Refusal Chess: its best turns carry their veto and are legal turns. */
class RefusalEngineTest {
    @Test
    void theBestTurnIsAMoveWithAVetoThatTheGameAccepts() {
        Engine engine = Engine.create("refusal");
        Game game = Game.start("refusal");
        for (int ply = 0; ply < 4; ply++) {
            engine.setPosition(game);
            SearchOutcome outcome = engine.search(SearchLimits.depth(3));
            Turn best = outcome.bestTurn().orElseThrow();
            assertThat(best.text()).contains("/");
            assertThat(best.san()).contains("/");
            assertThat(outcome.pvText()).first().isEqualTo(best.text());
            game.play(best);
        }
        assertThat(game.fen()).contains("veto:");
    }

    @Test
    void setPositionTakesTurnsWithVetoes() {
        Engine engine = Engine.create("refusal");
        engine.setPosition(Fen.START, List.of("e2e4/e7e5", "d7d5/e4d5"));
        assertThat(engine.fen()).endsWith("veto:e4d5");
        Turn best = engine.search(SearchLimits.depth(2)).bestTurn().orElseThrow();
        assertThat(best.text()).doesNotStartWith("e4d5");
    }
}
