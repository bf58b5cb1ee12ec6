package dev.mallard.duck.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import org.junit.jupiter.api.Test;

/**
 * A move's path is exactly the set of empty squares where a Duck stops the generator from
 * producing it: checked square by square on the oracle test's positions.
 */
class DuckPathsTest {
    @Test
    void thePathIsWhereTheGeneratorRefusesTheMove() {
        int[] free = new int[MoveGenerator.MAX_MOVES];
        int[] blocked = new int[MoveGenerator.MAX_MOVES];
        int checked = 0;
        for (Position position : OracleAgreementTest.positions()) {
            position.liftBlocker();
            long empty = ~position.occupied();
            int count = MoveGenerator.pseudoLegal(position, free, 0, MoveGenerator.ALL, 0);
            for (long squares = empty; squares != 0; squares &= squares - 1) {
                int duck = Long.numberOfTrailingZeros(squares);
                int n = MoveGenerator.pseudoLegal(position, blocked, 0, MoveGenerator.ALL, 1L << duck);
                for (int i = 0; i < count; i++) {
                    int move = free[i];
                    boolean generated = contains(blocked, n, move);
                    boolean onPath = (DuckPaths.path(position, move) >>> duck & 1) != 0;
                    assertThat(onPath).as("%s with the Duck on %d", Move.toUci(move), duck).isEqualTo(!generated);
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(100_000);
    }

    private static boolean contains(int[] moves, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }
}
