package dev.mallard.fide.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.TunableEvaluation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The threat term's counts on positions where they can be read off the board: a pawn forking
 * two pieces, a piece attacked by a lesser one or hanging, a defended piece attacked by an equal
 * one (no threat); each for the side to move and the side waiting, and the same with colours
 * flipped (the signs turn with the side that owns the threats).
 */
class ThreatsTest {
    private static final TunableEvaluation.Tracer TRACER = FideEvaluator.tracer(FideParameters.shipped());
    private static final String[] NAMES = {"threat.mover.one", "threat.mover.two", "threat.waiting.one",
        "threat.waiting.two"};

    /** The four features, White's minus Black's. */
    private static int[] features(String fen) {
        FeatureVector features = TRACER.trace(Fen.parse(fen));
        int[] counts = new int[NAMES.length];
        for (int i = 0; i < NAMES.length; i++) {
            counts[i] = features.countOf(FideParameters.SCHEMA.index(NAMES[i]));
        }
        return counts;
    }

    @ParameterizedTest
    @CsvSource({
        // the d4 pawn forks knight and bishop; the bishop attacks the undefended pawn
        "4k3/8/8/2n1b3/3P4/8/8/4K3 w - - 0 1, 0, 1, -1, 0",
        // knights attack each other, neither defended: one threat each
        "4k3/8/8/3n4/8/4N3/8/4K3 w - - 0 1, 1, 0, -1, 0",
        // the e6 pawn defends Black's knight: only Black's threat on the hanging e3 knight is left
        "4k3/8/4p3/3n4/8/4N3/8/4K3 w - - 0 1, 0, 0, -1, 0",
        // a bishop and a knight attack a defended rook and queen: two threats for the side waiting
        "4k3/8/8/8/1b6/1n6/3R4/2Q1K3 w - - 0 1, 0, 0, 0, -1",
        // pawns that attack only defended pawns: no threats
        "4k3/3p4/4P3/5P2/8/8/8/4K3 w - - 0 1, 0, 0, 0, 0"
    })
    void threatsAreCountedToTwoForTheMoverAndTheWaitingSide(String fen, int moverOne, int moverTwo, int waitingOne,
                                                            int waitingTwo) {
        assertThat(features(fen)).as(fen).containsExactly(moverOne, moverTwo, waitingOne, waitingTwo);
        String flipped = TestPositions.flip(fen);
        assertThat(features(flipped)).as(flipped).containsExactly(-moverOne, -moverTwo, -waitingOne, -waitingTwo);
    }
}
