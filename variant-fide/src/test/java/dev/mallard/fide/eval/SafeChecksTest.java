package dev.mallard.fide.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.tune.ParameterSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The safe-check term's features on positions where they can be read off the board (a knight,
 * bishop, rook or queen that can check from a square the king's side does not attack; the same
 * checks taken away by a defender or a blocker), the same with colours flipped (the signs turn),
 * a weight that moves the score by exactly its feature, and its parameters written and read back.
 */
class SafeChecksTest {
    private static final String[] NAMES = {"check.safe.knight", "check.safe.bishop", "check.safe.rook",
        "check.safe.queen"};

    @ParameterizedTest
    @CsvSource({
        // the g4 knight can check on f6 or h6
        "6k1/8/8/8/6N1/8/8/4K3 w - - 0 1, 1, 0, 0, 0",
        // the g7 pawn guards f6 and h6: no safe knight check
        "6k1/6p1/8/8/6N1/8/8/4K3 w - - 0 1, 0, 0, 0, 0",
        // the e2 bishop can check on b5 or h5
        "4k3/8/8/8/8/8/4B3/4K3 w - - 0 1, 0, 1, 0, 0",
        // the a1 rook can check on a8 along the back rank
        "7k/6pp/8/8/8/8/8/R3K3 w - - 0 1, 0, 0, 1, 0",
        // the b7 bishop guards a8: no safe rook check
        "7k/1b4pp/8/8/8/8/8/R3K3 w - - 0 1, 0, 0, 0, 0",
        // a knight on c8 closes the back rank: no rook check at all
        "2n4k/6pp/8/8/8/8/8/R3K3 w - - 0 1, 0, 0, 0, 0",
        // the d1 queen can check on a4 or h5 (d8 is next to the king, which guards it)
        "4k3/8/8/8/8/8/8/3QK3 w - - 0 1, 0, 0, 0, 1",
        // both queens can check safely: they cancel
        "3qk3/8/8/8/8/8/8/3QK3 w - - 0 1, 0, 0, 0, 0"
    })
    void eachKindOfPieceCountsOnceWhenItCanCheckSafely(String fen, int knight, int bishop, int rook, int queen) {
        int[] expected = {knight, bishop, rook, queen};
        assertThat(TermFeatures.counts(fen, NAMES)).as(fen).containsExactly(expected);
        String flipped = TestPositions.flip(fen);
        assertThat(TermFeatures.counts(flipped, NAMES)).as(flipped).containsExactly(TermFeatures.negated(expected));
    }

    @Test
    void aWeightMovesTheScoreByItsFeatureAndBothColoursAlike() {
        // White keeps a pawn, so no drawish scaling divides the score.
        String fen = "6k1/8/8/8/6N1/8/P7/4K3 w - - 0 1";
        int without = new FideEvaluator(withKnightCheck(0)).evaluate(Fen.parse(fen));
        int with = new FideEvaluator(withKnightCheck(30)).evaluate(Fen.parse(fen));
        assertThat(with - without).isEqualTo(30);
        assertThat(new FideEvaluator(withKnightCheck(30)).evaluate(Fen.parse(TestPositions.flip(fen))))
                .isEqualTo(with);
    }

    @Test
    void checkWeightsAreWrittenAndReadBack() {
        ParameterSet values = withKnightCheck(30);
        ParameterSet read = FideParameters.SCHEMA.parse(values.format(), "round trip");
        int index = FideParameters.SCHEMA.index("check.safe.knight");
        assertThat(read.mg(index)).isEqualTo(30);
        assertThat(read.eg(index)).isEqualTo(30);
        assertThat(read.format()).isEqualTo(values.format());
    }

    /** The shipped values with the knight's safe check weighted {@code weight} (mg and eg), the other three 0. */
    private static ParameterSet withKnightCheck(int weight) {
        return TermFeatures.shippedWith("check.", "check.safe.knight", weight);
    }
}
