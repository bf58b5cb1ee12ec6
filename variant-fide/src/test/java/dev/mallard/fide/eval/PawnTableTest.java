package dev.mallard.fide.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The pawn table is a cache: an evaluator that has seen other positions before (hits, stale
 * shields after a king move, entries overwritten by colliding structures) scores every position
 * exactly like a fresh evaluator that computes everything anew.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PawnTableTest {
    private final List<Position> positions = new ArrayList<>();

    @BeforeAll
    void walk() {
        // Consecutive walk positions share pawn structures and differ in king squares: the
        // cases where a wrong hit would show.
        for (String fen : TestPositions.walkFens(8, 80, 7_2026L)) {
            positions.add(Fen.parse(fen));
        }
    }

    @Test
    void cachedScoresEqualFreshScoresForEveryTermSet() {
        assertThat(positions).hasSizeGreaterThan(2000);
        int[] termSets = {FideEvaluator.ALL_TERMS, FideEvaluator.PIECE_SQUARE, FideEvaluator.PASSED_PAWNS,
                FideEvaluator.PAWN_WEAKNESSES, FideEvaluator.KING_SHIELD, 0};
        for (int terms : termSets) {
            for (int bits : new int[] {0, 3, PawnTable.DEFAULT_BITS}) {
                FideEvaluator shared = new FideEvaluator(terms, bits);
                for (Position position : positions) {
                    int fresh = new FideEvaluator(terms, 0).evaluate(position);
                    assertThat(shared.evaluate(position)).as("terms %d, bits %d", terms, bits).isEqualTo(fresh);
                    // The second call is a hit for the pawn entry and for both shields.
                    assertThat(shared.evaluate(position)).isEqualTo(fresh);
                }
            }
        }
    }

    @Test
    void rejectsAnUnreasonableSize() {
        assertThatThrownBy(() -> new PawnTable(25, true, 0, true))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0 to 24, got 25");
    }
}
