package dev.mallard.fide.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Color;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.IllegalMoveException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Playing and validating turns, and the draw queries of a game. */
class GameTest {
    private static void playSan(Game game, String... sans) {
        for (String san : sans) {
            game.playSan(san);
        }
    }

    @Test
    void playsCoordinateAndSanTurnsAndTakesThemBack() {
        Game game = Game.start("normal");
        assertThat(game.legalTurns()).hasSize(20);
        Turn e4 = game.play("e2e4");
        assertThat(e4.san()).isEqualTo("e4");
        Turn nf6 = game.playSan("Nf6");
        assertThat(nf6.text()).isEqualTo("g8f6");
        assertThat(game.turns()).containsExactly(e4, nf6);
        assertThat(game.lastTurn()).contains(nf6);
        assertThat(game.undo()).contains(nf6);
        assertThat(game.undo()).contains(e4);
        assertThat(game.undo()).isEmpty();
        assertThat(game.fen()).isEqualTo(game.startFen());
    }

    @Test
    void legalTurnTextsAreTheLegalTurnsSpelledInCoordinates() {
        Game game = Game.fromFen(Game.start("normal").variant(), "r3k3/1P6/8/3pP3/8/8/8/R3K2R w KQq d6 0 1");
        assertThat(game.legalTurnTexts()).containsExactlyElementsOf(game.legalTurns().stream().map(Turn::text).toList())
                .contains("e5d6", "e1g1", "b7a8n");
        Game mated = Game.start("normal");
        playSan(mated, "f3", "e5", "g4", "Qh4#");
        assertThat(mated.legalTurnTexts()).isEmpty();
    }

    @Test
    void neverAcceptsAnIllegalTurn() {
        Game game = Game.start("normal");
        assertThatThrownBy(() -> game.play("e2e5")).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> game.playSan("Nd2")).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("no White knight can move to d2");
        assertThatThrownBy(() -> game.play((String) null)).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> game.play(new Turn(0x7777, "h3h8", "Rh8"))).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("not a legal turn of normal");
        assertThat(game.isLegal("e2e4")).isTrue();
        assertThat(game.isLegal("e2e5")).isFalse();
        assertThat(game.turns()).isEmpty();
    }

    @Test
    void mateEndsTheGame() {
        Game game = Game.start("normal");
        playSan(game, "f3", "e5", "g4", "Qh4#");
        assertThat(game.status()).isEqualTo(GameStatus.CHECKMATE);
        assertThat(game.isOver()).isTrue();
        assertThat(game.winner()).hasValue(Color.BLACK);
        assertThat(game.result()).isEqualTo("0-1");
        assertThat(game.legalTurns()).isEmpty();
        assertThatThrownBy(() -> game.play("a2a3")).isInstanceOf(IllegalMoveException.class);
    }

    @Test
    void threefoldRepetitionCountsPositionsWithTheSameRights() {
        Game game = Game.start("normal");
        assertThat(game.repetitionCount()).isEqualTo(1);
        playSan(game, "Nf3", "Nf6", "Ng1", "Ng8");
        assertThat(game.repetitionCount()).isEqualTo(2);
        assertThat(game.isThreefoldRepetition()).isFalse();
        playSan(game, "Nf3", "Nf6", "Ng1", "Ng8");
        assertThat(game.repetitionCount()).isEqualTo(3);
        assertThat(game.isThreefoldRepetition()).isTrue();
        assertThat(game.status()).isEqualTo(GameStatus.THREEFOLD_REPETITION);
        assertThat(game.result()).isEqualTo("1/2-1/2");
        assertThat(game.winner()).isEmpty();
        // A claimable draw does not end play.
        game.playSan("e4");
        assertThat(game.isThreefoldRepetition()).isFalse();
    }

    @Test
    void lostCastlingRightsMakeADifferentPosition() {
        Game game = Game.fromFen(dev.mallard.core.variant.Variants.find("normal").orElseThrow(),
                "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        playSan(game, "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8");
        // The start position had castling rights; the same placement without them is new.
        assertThat(game.repetitionCount()).isEqualTo(2);
    }

    @Test
    void anEnPassantChanceMakesADifferentPositionOnlyIfTheCaptureIsLegal() {
        // After d7d5 White could take en passant: that position differs from the later ones.
        Game legalEp = Game.fromFen(dev.mallard.core.variant.Variants.find("normal").orElseThrow(),
                "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
        playSan(legalEp, "d5", "Kd1", "Kd8", "Ke1", "Ke8", "Kd1", "Kd8", "Ke1", "Ke8");
        assertThat(legalEp.repetitionCount()).isEqualTo(2);
        // Here the e5 pawn is pinned against its king on e1 by the rook on e8: the double step
        // leaves a recorded en-passant square, but no legal capture, so it is the same position.
        Game pinned = Game.fromFen(dev.mallard.core.variant.Variants.find("normal").orElseThrow(),
                "k3r3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
        playSan(pinned, "d5", "Kd1", "Kb8", "Ke1", "Ka8", "Kd1", "Kb8", "Ke1", "Ka8");
        assertThat(pinned.repetitionCount()).isEqualTo(3);
        assertThat(pinned.isThreefoldRepetition()).isTrue();
    }

    @Test
    void fiftyMovesAndInsufficientMaterialAreQueries() {
        var normal = dev.mallard.core.variant.Variants.find("normal").orElseThrow();
        Game game = Game.fromFen(normal, "4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
        assertThat(game.isFiftyMoveRule()).isFalse();
        game.playSan("Ra2");
        assertThat(game.isFiftyMoveRule()).isTrue();
        assertThat(game.status()).isEqualTo(GameStatus.FIFTY_MOVE_RULE);
        assertThat(Game.fromFen(normal, "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").isInsufficientMaterial()).isTrue();
        assertThat(Game.fromFen(normal, "4k3/8/8/8/8/8/8/2R1K3 w - - 0 1").isInsufficientMaterial()).isFalse();
    }

    @Test
    void rejectsBadSetUp() {
        assertThatThrownBy(() -> Game.start((dev.mallard.core.variant.Variant) null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("normal");
        assertThatThrownBy(() -> Game.start("chess960")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown variant \"chess960\"");
        assertThat(List.of(Game.start("normal").sideToMove())).containsExactly(Color.WHITE);
    }

    /** A copy goes its own way: turns tried on it (a line to ponder on) leave the game as it was, repetitions included. */
    @Test
    void aCopyKeepsTheHistoryAndGoesItsOwnWay() {
        Game game = Game.start("normal");
        playSan(game, "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1");
        Game copy = game.copy();
        assertThat(copy.turns()).isEqualTo(game.turns());
        copy.playSan("Ng8");
        assertThat(copy.isThreefoldRepetition()).isTrue();
        assertThat(game.isThreefoldRepetition()).isFalse();
        assertThat(game.turns()).hasSize(7);
        assertThat(game.legalTurnCount()).isEqualTo(game.legalTurns().size()).isPositive();
        assertThat(copy.undo().orElseThrow().san()).isEqualTo("Ng8");
        assertThat(copy.fen()).isEqualTo(game.fen());
    }

    /** {@code legalTurn} checks a coordinate turn without playing it, and takes no bare piece move for a turn. */
    @Test
    void namesALegalTurnWithoutPlayingIt() {
        Game game = Game.start("normal");
        assertThat(game.legalTurn("g1f3").san()).isEqualTo("Nf3");
        assertThat(game.turns()).isEmpty();
        assertThatThrownBy(() -> game.legalTurn("e2e5")).isInstanceOf(IllegalMoveException.class);
        Game over = Game.fromFen(game.variant(), "7k/5KQ1/8/8/8/8/8/8 b - - 0 1");
        assertThat(over.legalTurnCount()).isZero();
        assertThat(over.status()).isEqualTo(GameStatus.CHECKMATE);
    }
}
