package dev.mallard.core.search.tree;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Move;
import org.junit.jupiter.api.Test;

/** The nodes a search spends below each root move, by its piece move, which the clock's scaling reads. */
class RootMovesTest {
    private static final int E2E4 = 12 | 28 << 6;
    private static final int G1F3 = 6 | 21 << 6;

    @Test
    void sharesAddUpByPieceMoveAndAreForgottenForANewSearch() {
        RootMoves root = new RootMoves();
        root.forgetEffort();
        root.spent(E2E4, 300);
        root.spent(G1F3, 100);
        root.spent(E2E4 | 5 << 16, 200); // a turn's extra (a Duck square) is the same root move
        assertThat(root.share(E2E4, 1000)).isEqualTo(0.5);
        assertThat(root.share(G1F3, 1000)).isEqualTo(0.1);
        assertThat(root.share(Move.NONE, 1000)).isZero();
        assertThat(root.share(E2E4, 0)).as("no nodes yet").isZero();
        root.forgetEffort();
        assertThat(root.share(E2E4, 1000)).isZero();
    }
}
