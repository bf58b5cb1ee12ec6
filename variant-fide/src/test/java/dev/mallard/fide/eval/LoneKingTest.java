package dev.mallard.fide.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import org.junit.jupiter.api.Test;

/** The knowledge of mating a bare king: toward the edge, the kings together, only with mating material. */
class LoneKingTest {
    private static int bonus(String fen) {
        return LoneKing.bonus(Fen.parse(fen));
    }

    @Test
    void theWeakKingIsDrivenToTheEdgeAndCorner() {
        int centre = bonus("8/8/8/3k4/8/8/8/R3K3 w - - 0 1");
        int edge = bonus("3k4/8/8/8/8/8/8/R3K3 w - - 0 1");
        int corner = bonus("7k/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertThat(centre).isPositive().isLessThan(edge);
        // three steps farther from the centre, the kings seven squares apart in both
        assertThat(corner).isEqualTo(edge + 3 * 10);
    }

    @Test
    void theStrongKingComesClose() {
        int far = bonus("k7/8/8/8/8/8/8/R6K w - - 0 1");
        int near = bonus("k7/8/1K6/8/8/8/8/R7 w - - 0 1");
        assertThat(near - far).isEqualTo(5 * 8);
    }

    @Test
    void itIsTheStrongSidesForEitherColour() {
        assertThat(bonus("r3k3/8/8/8/8/8/8/7K w - - 0 1")).isEqualTo(-bonus("R3K3/8/8/8/8/8/8/7k b - - 0 1")).isNegative();
    }

    @Test
    void onlyMatingMaterialWithoutPawnsAgainstABareKing() {
        assertThat(bonus("7k/8/8/8/8/8/8/Q3K3 w - - 0 1")).as("queen").isPositive();
        assertThat(bonus("7k/8/8/8/8/8/8/2B1KB2 w - - 0 1")).as("bishops on both colours").isPositive();
        assertThat(bonus("7k/8/8/8/8/8/8/1NB1K3 w - - 0 1")).as("bishop and knight").isPositive();
        assertThat(bonus("7k/8/8/8/8/8/8/B1B1K3 w - - 0 1")).as("bishops on one colour").isZero();
        assertThat(bonus("7k/8/8/8/8/8/8/1N2KN2 w - - 0 1")).as("two knights").isZero();
        assertThat(bonus("7k/8/8/8/8/8/P7/R3K3 w - - 0 1")).as("a pawn besides").isZero();
        assertThat(bonus("7k/6p1/8/8/8/8/8/R3K3 w - - 0 1")).as("no bare king").isZero();
    }

    /** The evaluation takes the bonus as it is, for the side to move, and not with the term off. */
    @Test
    void theEvaluationAddsItForTheSideToMove() {
        String fen = "7k/8/8/8/8/8/8/R3K3 b - - 0 1";
        int with = new FideEvaluator(FideEvaluator.ALL_TERMS).evaluate(Fen.parse(fen));
        int without = new FideEvaluator(FideEvaluator.ALL_TERMS & ~FideEvaluator.LONE_KING).evaluate(Fen.parse(fen));
        assertThat(with - without).isEqualTo(-bonus(fen)).isNegative();
    }
}
