package dev.mallard.fide.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Test;

/**
 * The evaluation must not care which colour is which: a position and its colour-flipped twin
 * (ranks mirrored, colours and side to move swapped) get the same score for the side to move.
 * An asymmetric table or an off-by-one in a per-colour mask shows up here at once.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EvaluationSymmetryTest {
    private List<String> fens;

    @BeforeAll
    void walk() {
        // 9 perft FENs x 25 walks x 80 plies: roughly 15 000 positions of every kind
        // (openings, promotions, castling, en passant, endgames after mass exchanges).
        fens = TestPositions.walkFens(25, 80, 20240611L);
    }

    @Test
    void flipHelperIsAnInvolutionAndParses() {
        for (String fen : fens) {
            String flipped = TestPositions.flip(fen);
            assertThat(TestPositions.flip(flipped)).isEqualTo(fen);
            Position position = Fen.parse(flipped);
            assertThat(Fen.toFen(position)).isEqualTo(flipped);
        }
    }

    @Test
    void fullEvaluationIsColourSymmetric() {
        FideEvaluator evaluator = new FideEvaluator();
        assertThat(fens).hasSizeGreaterThan(5000);
        for (String fen : fens) {
            String flipped = TestPositions.flip(fen);
            assertThat(evaluator.evaluate(Fen.parse(flipped)))
                    .as("%s vs flipped %s", fen, flipped)
                    .isEqualTo(evaluator.evaluate(Fen.parse(fen)));
        }
    }

    @Test
    void everySingleTermIsColourSymmetric() {
        // With all terms on, two asymmetries could in principle cancel; each term alone cannot hide.
        for (int term = 1; term <= FideEvaluator.ALL_TERMS; term <<= 1) {
            FideEvaluator evaluator = new FideEvaluator(term);
            for (int i = 0; i < fens.size(); i += 7) {
                String fen = fens.get(i);
                String flipped = TestPositions.flip(fen);
                assertThat(evaluator.evaluate(Fen.parse(flipped)))
                        .as("term %d: %s vs flipped %s", term, fen, flipped)
                        .isEqualTo(evaluator.evaluate(Fen.parse(fen)));
            }
        }
    }
}
