package dev.mallard.match;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Game;
import dev.mallard.core.play.GameResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The clock's share gone by a given move and the least time left, from the referee's reports. */
class ClockUseTest {
    /** A game of four turns (two each) at 10 s + 1 s with the clocks after each turn as given. */
    private static GameRecord game(boolean engine1White, long... clocks) {
        Game game = Game.start("normal");
        String[] turns = {"e2e4", "e7e5", "g1f3", "b8c6"};
        List<TurnReport> reports = new ArrayList<>();
        for (int i = 0; i < clocks.length; i++) {
            game.play(turns[i]);
            reports.add(new TurnReport(i % 2, 100, true, 0, 5, clocks[i]));
        }
        return new GameRecord(1, game, "W", "B", engine1White, GameResult.DRAW, "stopped", false, false, reports);
    }

    @Test
    void shareByTheSecondMoveAndLeastLeft() {
        // White had 10 + 2 x 1 s by its second move and 6 s after it: half gone. Black had 9 s: a quarter.
        ClockUse white = new ClockUse(2);
        ClockUse black = new ClockUse(2);
        GameRecord record = game(true, 8_000, 10_500, 6_000, 9_000);
        white.add(record, 0, 10_000, 1_000);
        black.add(record, 1, 10_000, 1_000);
        assertThat(white.describe("one")).isEqualTo("one: by move 2 median 50% (50-50%, 1 games), least left 5000 ms in 1 games");
        assertThat(black.describe("two")).isEqualTo("two: by move 2 median 25% (25-25%, 1 games), least left 8000 ms in 1 games");
    }

    @Test
    void theMedianOfGamesAndGamesTooShortToCount() {
        ClockUse use = new ClockUse(2);
        use.add(game(true, 8_000, 10_500, 6_000, 9_000), 0, 10_000, 1_000); // 50 %
        use.add(game(true, 8_000, 10_500, 9_600, 9_000), 0, 10_000, 1_000); // 20 %
        use.add(game(true, 8_000, 10_500, 3_600, 9_000), 0, 10_000, 1_000); // 70 %
        use.add(game(true, 2_000), 0, 10_000, 1_000); // one move: only the least left
        assertThat(use.describe("e")).isEqualTo("e: by move 2 median 50% (20-70%, 3 games), least left 1000 ms in 4 games");
    }

    @Test
    void gamesWithoutAClockAndTheMatchLines() {
        ClockUse none = new ClockUse(2);
        none.add(game(true, -1, -1, -1, -1), 0, 10_000, 1_000);
        assertThat(none.describe("x")).isEqualTo("x: no games on a clock");
        ClockUse short1 = new ClockUse(3);
        short1.add(game(true, 8_000, 10_500, 6_000, 9_000), 0, 10_000, 1_000);
        assertThat(short1.describe("y")).isEqualTo("y: by move 3 no game lasted, least left 5000 ms in 1 games");
        // In the match's lines the first engine is followed through its colours.
        assertThat(ClockUse.of(List.of(game(false, 8_000, 10_500, 6_000, 9_000)), 10_000, 1_000, "one", "two"))
                .containsExactly("one: by move 40 no game lasted, least left 8000 ms in 1 games",
                        "two: by move 40 no game lasted, least left 5000 ms in 1 games");
    }
}
