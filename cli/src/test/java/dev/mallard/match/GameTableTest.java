package dev.mallard.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.play.Adjudication;
import dev.mallard.core.play.GameResult;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A table keeps its two engines from game to game, sets their options before each game, starts
 * again an engine that lost by a fault, and stops at an option an engine refuses.
 */
class GameTableTest {
    private static final Variant FIDE = Variants.find("normal").orElseThrow();
    private static final String FOOLS_MATE = "f2f3 e7e5 g2g4 d8h4";

    private static GameTable table(String engine1, String engine2) {
        return new GameTable(FIDE, engine1, engine2, "one", "two", MatchLimit.moveTime(20_000, 100),
                Adjudication.NONE, List.of(FIDE.startFen()));
    }

    @Test
    void theEnginesPlayGameAfterGameWithoutARestart() {
        String engine = FakeEngines.command("same", FOOLS_MATE.split(" "));
        try (GameTable table = table(engine, engine)) {
            GameRecord first = table.play(1, FIDE.startFen(), true, List.of("a=1"), List.of("a=2"));
            GameRecord second = table.play(2, FIDE.startFen(), false, List.of("a=3"), List.of("a=4"));
            GameRecord third = table.play(3, FIDE.startFen(), true, List.of(), List.of());
            // Black mates in each game: the first engine loses as White and wins as Black
            assertThat(List.of(first, second, third)).extracting(GameRecord::engine1Score).containsExactly(0.0, 1.0, 0.0);
            assertThat(second.white()).isEqualTo("two");
            assertThat(first.result()).isEqualTo(GameResult.BLACK_WINS);
            assertThat(table.starts()).isEqualTo(2);
        }
    }

    @Test
    void anEngineThatLostByAFaultIsStartedAgain() {
        try (GameTable table = table(FakeEngines.command("one", "e2e4", "e7e5"), FakeEngines.command("two", "e2e4",
                "CRASH"))) {
            GameRecord crashed = table.play(1, FIDE.startFen(), true, List.of(), List.of());
            assertThat(crashed.blackFaulty()).isTrue();
            assertThat(crashed.engine1Score()).isEqualTo(1.0);
            table.play(2, FIDE.startFen(), true, List.of(), List.of());
            assertThat(table.starts()).isEqualTo(3);
        }
    }

    @Test
    void anOptionTheEngineRefusesStopsTheGameBeforeItStarts() {
        String engine = FakeEngines.command("same", FOOLS_MATE.split(" "));
        try (GameTable table = table(engine, engine)) {
            assertThatThrownBy(() -> table.play(1, FIDE.startFen(), true, List.of("a=1"), List.of("a=1", "b=refuse")))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("engine2 refuses an option: Error (out of range): option b=refuse");
            // the refusing engine is stopped; the next game starts it again
            assertThat(table.play(2, FIDE.startFen(), true, List.of(), List.of()).engine1Score()).isEqualTo(0.0);
            assertThat(table.starts()).isEqualTo(3);
            assertThatThrownBy(() -> table.play(3, "8/8/8/8/8/8/8/K6k w - - 0 1", true, List.of(), List.of()))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not one of the table's openings");
        }
    }
}
