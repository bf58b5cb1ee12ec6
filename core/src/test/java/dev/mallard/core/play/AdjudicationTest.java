package dev.mallard.core.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The adjudication rules counted ply by ply, in cutechess's units (moves of each player). */
class AdjudicationTest {
    @Test
    void cutechessMovesBecomePlies() {
        Adjudication rules = Adjudication.NONE.withResign(3, 1000).withDraw(41, 6, 10).withMaxMoves(200);
        assertThat(rules).isEqualTo(new Adjudication(6, 1000, 80, 12, 10, 400));
    }

    @Test
    void noRuleEndsAnything() {
        Adjudicator none = Adjudication.NONE.newGame();
        for (int ply = 0; ply < 1000; ply++) {
            assertThat(none.scored(ply, ply % 3 == 0 ? 0 : 30000)).isEmpty();
            assertThat(none.outOfMoves(ply)).isFalse();
        }
    }

    @Test
    void aWinNeedsTheRunOnOneSide() {
        Adjudicator game = Adjudication.NONE.withResign(2, 500).newGame();
        assertThat(game.scored(0, 500)).isEmpty();
        assertThat(game.scored(1, 800)).isEmpty();
        assertThat(game.scored(2, -900)).isEmpty(); // the side changed: a new run
        assertThat(game.scored(3, -500)).isEmpty();
        assertThat(game.scored(4, -600)).isEmpty();
        assertThat(game.scored(5, -499)).isEmpty(); // below the threshold: broken
        assertThat(game.scored(6, -700)).isEmpty();
        game.unscored();
        for (int ply = 7; ply < 10; ply++) {
            assertThat(game.scored(ply, -700)).isEmpty();
        }
        assertThat(game.scored(10, -700)).isEqualTo(Optional.of(GameResult.BLACK_WINS));
    }

    @Test
    void aDrawCountsFromItsFirstPly() {
        Adjudicator game = Adjudication.NONE.withDraw(3, 1, 20).newGame();
        for (int ply = 0; ply < 4; ply++) {
            assertThat(game.scored(ply, 0)).isEmpty(); // plies 0 to 3 are moves 1 and 2
        }
        assertThat(game.scored(4, 20)).isEmpty();
        assertThat(game.scored(5, -20)).isEqualTo(Optional.of(GameResult.DRAW));
        Adjudicator broken = Adjudication.NONE.withDraw(1, 1, 20).newGame();
        assertThat(broken.scored(0, 21)).isEmpty();
        assertThat(broken.scored(1, 0)).isEmpty();
        assertThat(broken.scored(2, 0)).isEqualTo(Optional.of(GameResult.DRAW));
    }

    @Test
    void theMoveLimitCountsPliesPlayed() {
        Adjudicator game = Adjudication.NONE.withMaxMoves(3).newGame();
        assertThat(game.outOfMoves(5)).isFalse();
        assertThat(game.outOfMoves(6)).isTrue();
    }

    @Test
    void badValuesAreRefused() {
        assertThatThrownBy(() -> Adjudication.NONE.withResign(0, 500)).hasMessage("resign move count must be at least 1, got 0");
        assertThatThrownBy(() -> Adjudication.NONE.withResign(3, 0)).hasMessage("resign score must be at least 1, got 0");
        assertThatThrownBy(() -> Adjudication.NONE.withDraw(0, 8, 10)).hasMessage("draw move number must be at least 1, got 0");
        assertThatThrownBy(() -> Adjudication.NONE.withDraw(40, 0, 10)).hasMessage("draw move count must be at least 1, got 0");
        assertThatThrownBy(() -> Adjudication.NONE.withDraw(40, 8, -1)).hasMessage("draw score must be at least 0, got -1");
        assertThatThrownBy(() -> Adjudication.NONE.withMaxMoves(0)).hasMessage("maximum move count must be at least 1, got 0");
        assertThatThrownBy(() -> new Adjudication(-1, 1, 0, 0, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must not be negative");
    }
}
