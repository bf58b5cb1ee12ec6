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
 * The pawn table and the score cache are caches: an evaluator that has seen other positions
 * before (hits, stale shields after a king move, entries overwritten by colliding structures)
 * scores every position exactly like a fresh evaluator that computes everything anew.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EvaluationCacheTest {
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
            int[] fresh = new int[positions.size()];
            for (int i = 0; i < fresh.length; i++) {
                fresh[i] = new FideEvaluator(terms, 0, false).evaluate(positions.get(i));
            }
            for (int bits : new int[] {0, 3, PawnTable.DEFAULT_BITS}) {
                for (boolean cacheScores : new boolean[] {false, true}) {
                    FideEvaluator shared = new FideEvaluator(terms, bits, cacheScores);
                    for (int i = 0; i < fresh.length; i++) {
                        Position position = positions.get(i);
                        assertThat(shared.evaluate(position))
                                .as("terms %d, bits %d, score cache %s", terms, bits, cacheScores)
                                .isEqualTo(fresh[i]);
                        // The second call hits the pawn entry and both shields, or the score cache.
                        assertThat(shared.evaluate(position)).isEqualTo(fresh[i]);
                    }
                }
            }
        }
    }

    @Test
    void rejectsAnUnreasonableSize() {
        assertThatThrownBy(() -> new PawnTable(25, new PawnStructure(FideParameters.shipped()), new KingSafety(FideParameters.shipped()), 0, true))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0 to 24, got 25");
    }
}
