package dev.mallard.core.search.tree;

import static dev.mallard.core.search.TestChess.position;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.TestChess;
import org.junit.jupiter.api.Test;

/**
 * {@link See#evaluate} on exchanges worked out by hand. Exchange values are 100, 320, 330, 500,
 * 900; every expectation below is counted by hand.
 */
class StaticExchangeTest {
    private int see(String fen, String uci) {
        Position position = position(fen);
        return new See().evaluate(position, TestChess.move(position, uci));
    }

    @Test
    void pawnTakesDefendedKnight() {
        // exd5 wins the knight (320); exd5 recaptures the pawn (100): +220.
        assertThat(see("4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5")).isEqualTo(220);
    }

    @Test
    void pawnTakesUndefendedKnight() {
        assertThat(see("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5")).isEqualTo(320);
    }

    @Test
    void queenTakesPawnDefendedByPawn() {
        // Qxd5 exd5: a pawn for the queen, 100 - 900.
        assertThat(see("4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1", "d1d5")).isEqualTo(-800);
    }

    @Test
    void rookBatteryXRayWinsThePawn() {
        // Rxd5 Rxd5 Rxd5: the d1 rook recaptures through d2 once the front rook has gone.
        // Black should not recapture at all (it would lose the rook for a rook and a pawn),
        // so the pawn is simply won: +100. Without the x-ray it would be 100 - 500 = -400.
        assertThat(see("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5")).isEqualTo(100);
    }

    @Test
    void singleRookAgainstDefendedPawnLosesTheRook() {
        assertThat(see("3rk3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5")).isEqualTo(-400);
    }

    @Test
    void xRayDefenderBehindTheDefenderCounts() {
        // Nxd5: the pawn is defended by the rook on d7 and, behind it, the rook on d8; White
        // has knight and one rook. Nxd5 Rxd5 Rxd5 Rxd5: +100 -320 +500 -500 -> Black keeps
        // the last word, so White should stop after winning the pawn and losing the knight:
        // 100 - 320 = -220 (recapturing with the rook would only lose more).
        assertThat(see("3rk3/3r4/8/3p4/8/4N3/8/3RK3 w - - 0 1", "e3d5")).isEqualTo(-220);
    }

    @Test
    void enPassantDefendedByPawn() {
        // exd6 e.p. wins the d5 pawn; cxd6 wins the capturer back: 0.
        assertThat(see("4k3/2p5/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6")).isEqualTo(0);
    }

    @Test
    void enPassantOpensTheFileForTheRookBehind() {
        // exd6 e.p. removes the d5 pawn, so the d1 rook now guards d6: Rxd6 would cost
        // Black the rook (Rxd6 Rxd6), so Black does not recapture and White is a pawn up.
        assertThat(see("3rk3/8/8/3pP3/8/8/8/3RK3 w - d6 0 1", "e5d6")).isEqualTo(100);
    }

    @Test
    void promotionCaptureThatTheKnightTakesBack() {
        // bxa8=Q takes a rook (500) and turns a pawn into a queen (+800); Nxa8 takes the
        // queen (-900): 500 + 800 - 900 = +400.
        assertThat(see("r3k3/1Pn5/8/8/8/8/8/4K3 w - - 0 1", "b7a8q")).isEqualTo(400);
    }

    @Test
    void undefendedPromotionCapture() {
        assertThat(see("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7a8q")).isEqualTo(1300);
    }

    @Test
    void kingCannotRecaptureOnADefendedSquare() {
        // Rxd5: the black king on d6 would take the rook, but the bishop on g2 guards d5.
        assertThat(see("8/8/3k4/3p4/8/8/6B1/3RK3 w - - 0 1", "d1d5")).isEqualTo(100);
        // Without the bishop the king takes: 100 - 500.
        assertThat(see("8/8/3k4/3p4/8/8/8/3RK3 w - - 0 1", "d1d5")).isEqualTo(-400);
    }
}
