package dev.mallard.fide.eval;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The threat term's counts on positions where they can be read off the board: a pawn forking
 * two pieces, a piece attacked by a lesser one or hanging, a defended piece attacked by an equal
 * one (no threat); each for the side to move and the side waiting, and the same with colours
 * flipped (the signs turn with the side that owns the threats).
 */
class ThreatsTest {
    private static final String[] NAMES = {"threat.mover.one", "threat.mover.two", "threat.waiting.one",
        "threat.waiting.two"};

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
        int[] expected = {moverOne, moverTwo, waitingOne, waitingTwo};
        assertThat(TermFeatures.counts(fen, NAMES)).as(fen).containsExactly(expected);
        String flipped = TestPositions.flip(fen);
        assertThat(TermFeatures.counts(flipped, NAMES)).as(flipped).containsExactly(TermFeatures.negated(expected));
    }
}
