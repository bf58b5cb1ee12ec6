package dev.mallard.duck.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkEvaluator;
import dev.mallard.core.nnue.NetworkFeatures;
import dev.mallard.duck.DuckVariant;
import dev.mallard.fide.eval.FideNetworkEvaluator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Duck Chess played by a network: alone, as a correction of the hand evaluation, and through the variant's SPI. */
class DuckNetworkEvaluatorTest {
    private static final DuckVariant VARIANT = new DuckVariant();
    private static final List<String> FENS = List.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/3*4/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r*K1 w - - 0 1",
            "4k3/8/2n5/8/4P3/8/8/4K1N1 b - - 0 1");

    /**
     * A network whose output is {@code centipawns} for the side to move whatever the position:
     * its weights are all zero and its scale is {@code QA·QB}, so its output is its output bias.
     */
    private static Network constant(int centipawns, boolean correction) {
        return new Network(new short[NetworkFeatures.PER_KING_BUCKET], new short[1], new short[2], centipawns,
                Network.QA * Network.QB, correction);
    }

    @Test
    void aNetworkAloneIsTheWholeEvaluationWithinItsLimit() {
        DuckNetworkEvaluator evaluator = new DuckNetworkEvaluator(constant(123, false));
        DuckNetworkEvaluator huge = new DuckNetworkEvaluator(constant(30_000, false));
        for (String fen : FENS) {
            Position position = VARIANT.parseFen(fen);
            assertThat(evaluator.evaluate(position)).as(fen).isEqualTo(123);
            // A second look (the score cache) gives the same.
            assertThat(evaluator.evaluate(position)).as(fen).isEqualTo(123);
            assertThat(huge.evaluate(position)).as(fen).isEqualTo(NetworkEvaluator.LIMIT);
        }
    }

    /** A bare king's positions are the hand evaluation's: it knows that a pawn is worth promoting. */
    @Test
    void aBareKingsPositionIsLeftToTheHandEvaluation() {
        DuckNetworkEvaluator evaluator = new DuckNetworkEvaluator(constant(123, false));
        DuckEvaluator hand = new DuckEvaluator();
        for (String fen : List.of("8/4P3/8/8/8/8/k7/7K w - - 0 1", "8/4P3/8/8/8/8/k7/7K b - - 0 1",
                "4k3/8/8/8/8/8/8/R3K3 w - - 0 1")) {
            Position position = VARIANT.parseFen(fen);
            assertThat(evaluator.evaluate(position)).as(fen).isEqualTo(hand.evaluate(position)).isNotEqualTo(123);
        }
    }

    @Test
    void aCorrectionIsAddedToTheHandEvaluation() {
        DuckNetworkEvaluator nothing = new DuckNetworkEvaluator(constant(0, true));
        DuckNetworkEvaluator plus = new DuckNetworkEvaluator(constant(25, true));
        DuckEvaluator hand = new DuckEvaluator();
        for (String fen : FENS) {
            Position position = VARIANT.parseFen(fen);
            int score = hand.evaluate(position);
            assertThat(nothing.evaluate(position)).as(fen).isEqualTo(score);
            assertThat(plus.evaluate(position)).as(fen).isEqualTo(score + 25);
        }
    }

    @Test
    void theVariantPlaysNetworksThroughItsSpi() {
        assertThat(VARIANT.playsNetworks()).isTrue();
        assertThat(VARIANT.newEvaluator(constant(7, false))).isInstanceOf(DuckNetworkEvaluator.class);
        assertThat(VARIANT.evaluators(constant(7, false)).get().evaluate(VARIANT.parseFen(FENS.get(0)))).isEqualTo(7);
        assertThatThrownBy(() -> VARIANT.newEvaluator(null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("network");
    }

    /** The module's own network (FIDE's fine-tuned on Duck games, session 32), not FIDE's. */
    @Test
    void theVariantPlaysItsOwnShippedNetwork() {
        assertThat(DuckNetworkEvaluator.class.getResource(DuckNetworkEvaluator.RESOURCE)).isNotNull();
        assertThat(DuckNetworkEvaluator.shipped()).isPresent();
        assertThat(DuckNetworkEvaluator.shipped().get()).as("the module's own network, not FIDE's")
                .isNotSameAs(FideNetworkEvaluator.shipped().get());
        assertThat(VARIANT.newEvaluator()).isInstanceOf(DuckNetworkEvaluator.class);
    }
}
