package dev.mallard.fide.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSet;
import dev.mallard.core.tune.TunableEvaluation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The passed-pawn piece term's features on positions where they can be read off the board (a
 * blocked, an attacked, a free and a contested path, a supporting pawn, rooks behind; nothing on
 * the third rank or without passers), the same with colours flipped (the signs turn), a weight
 * that moves the score by exactly its feature, and its parameters written and read back.
 */
class PassedPawnPiecesTest {
    private static final TunableEvaluation.Tracer TRACER = FideEvaluator.tracer(FideParameters.shipped());
    private static final String[] NAMES = {"passer.blocked.rank5", "passer.unsafe.rank5", "passer.free.rank5",
        "passer.unsafe.rank6", "passer.supported.rank6", "passer.rook.behind", "passer.rook.enemy.behind"};

    @ParameterizedTest
    @CsvSource({
        // a knight on the stop square blocks the e5 passer
        "4k3/8/4n3/4P3/8/8/8/4K3 w - - 0 1, 1, 0, 0, 0, 0, 0, 0",
        // the c7 knight attacks the empty stop square e6
        "7k/2n5/8/4P3/8/8/8/4K3 w - - 0 1, 0, 1, 0, 0, 0, 0, 0",
        // nothing stands on or attacks e6, e7, e8
        "8/8/8/4P3/8/8/8/k3K3 w - - 0 1, 0, 0, 1, 0, 0, 0, 0",
        // the stop square is safe but the a4 bishop watches e8: no path feature
        "8/8/8/4P3/b7/7k/8/4K3 w - - 0 1, 0, 0, 0, 0, 0, 0, 0",
        // d5 defends e6 (whose stop square the king attacks); White's rook behind e6, Black's behind d5
        "4k3/8/4P3/3P4/8/8/8/3rR1K1 w - - 0 1, 0, 0, 0, 1, 1, 1, 1",
        // a rook behind the passer but a bishop in between: not behind it
        "4k3/8/4P3/8/8/4B3/8/4R1K1 w - - 0 1, 0, 0, 0, 1, 0, 0, 0"
    })
    void featuresAreCountedPerPassedPawn(String fen, int blocked, int unsafe, int free, int unsafeSixth,
                                         int supported, int rookBehind, int enemyRookBehind) {
        int[] expected = {blocked, unsafe, free, unsafeSixth, supported, rookBehind, enemyRookBehind};
        assertThat(TermFeatures.counts(fen, NAMES)).as(fen).containsExactly(expected);
        String flipped = TestPositions.flip(fen);
        assertThat(TermFeatures.counts(flipped, NAMES)).as(flipped).containsExactly(TermFeatures.negated(expected));
    }

    @ParameterizedTest
    @CsvSource({
        // a blocked passer on the third rank has no weights
        "4k3/8/8/8/4n3/4P3/8/4K3 w - - 0 1",
        // no passed pawns at all
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        // the e5 pawn is not passed: the d6 pawn can take on its way
        "4k3/8/3pn3/4P3/8/8/8/4K3 w - - 0 1"
    })
    void nothingFiresWithoutAPassedPawnOnTheFourthRankOrBeyond(String fen) {
        FeatureVector features = TRACER.trace(Fen.parse(fen));
        for (int i = 0; i < FideParameters.SCHEMA.size(); i++) {
            if (FideParameters.SCHEMA.name(i).startsWith("passer.")) {
                assertThat(features.countOf(i)).as("%s in %s", FideParameters.SCHEMA.name(i), fen).isZero();
            }
        }
    }

    @Test
    void aWeightMovesTheScoreByItsFeatureAndBothColoursAlike() {
        // White stays ahead (a rook and a pawn against a knight), so no drawish scaling divides.
        String fen = "4k3/8/4n3/4P3/8/8/8/R3K3 w - - 0 1";
        ParameterSet blocked = TermFeatures.shippedWith("passer.", "passer.blocked.rank5", -40);
        int without = new FideEvaluator(TermFeatures.shippedWith("passer.", "passer.blocked.rank5", 0))
                .evaluate(Fen.parse(fen));
        int with = new FideEvaluator(blocked).evaluate(Fen.parse(fen));
        assertThat(with - without).isEqualTo(-40);
        String flipped = TestPositions.flip(fen);
        assertThat(new FideEvaluator(blocked).evaluate(Fen.parse(flipped))).isEqualTo(with);
    }

    @Test
    void passerWeightsAreWrittenAndReadBack() {
        ParameterSet values = TermFeatures.shippedWith("passer.", "passer.free.rank7", 93);
        ParameterSet read = FideParameters.SCHEMA.parse(values.format(), "round trip");
        int index = FideParameters.SCHEMA.index("passer.free.rank7");
        assertThat(read.mg(index)).isEqualTo(93);
        assertThat(read.eg(index)).isEqualTo(93);
        assertThat(read.format()).isEqualTo(values.format());
    }

}
