package dev.mallard.fide.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import dev.mallard.fide.FideVariant;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FideNetworkEvaluatorTest {
    private static final List<String> WALKS = TestPositions.walkFens(20, 40, 17);

    /** A network of {@code hidden} neurons with random weights from {@code seed}. */
    private static Network random(int hidden, long seed, boolean correction) {
        Random random = new Random(seed);
        short[] weights = new short[768 * hidden];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = (short) (random.nextInt(101) - 50);
        }
        short[] bias = new short[hidden];
        short[] output = new short[2 * hidden];
        for (int j = 0; j < output.length; j++) {
            output[j] = (short) (random.nextInt(201) - 100);
        }
        return new Network(weights, bias, output, 0, Network.SCALE, correction);
    }

    /** A network whose output is {@code centipawns} for the side to move whatever the position. */
    private static Network constant(int centipawns, boolean correction) {
        int bias = centipawns * Network.QA * Network.QB / Network.SCALE;
        return new Network(new short[768], new short[1], new short[2], bias, Network.SCALE, correction);
    }

    @Test
    void aCorrectionIsAddedToTheHandEvaluation() {
        FideNetworkEvaluator nothing = new FideNetworkEvaluator(constant(0, true));
        FideNetworkEvaluator plus = new FideNetworkEvaluator(constant(25, true));
        FideEvaluator hand = new FideEvaluator();
        for (String fen : WALKS) {
            Position position = Fen.parse(fen);
            int score = hand.evaluate(position);
            assertThat(nothing.evaluate(position)).as(fen).isEqualTo(score);
            assertThat(plus.evaluate(position)).as(fen).isEqualTo(score + 25);
        }
    }

    @Test
    void aNetworkOnItsOwnKeepsTheDrawnMaterialKnowledge() {
        FideNetworkEvaluator evaluator = new FideNetworkEvaluator(constant(400, false));
        assertThat(evaluator.evaluate(Fen.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"))).isEqualTo(400);
        // Rook against bishop: no win, so the network's 400 is divided by drawish.divisor (8).
        assertThat(evaluator.evaluate(Fen.parse("8/8/4k3/3b4/8/3RK3/8/8 w - - 0 1"))).isEqualTo(50);
        // The same for the side with the bishop: the score favours it, and it cannot win either.
        assertThat(evaluator.evaluate(Fen.parse("8/8/4k3/3b4/8/3RK3/8/8 b - - 0 1"))).isEqualTo(50);
    }

    @Test
    void farOutsideTheWindowTheHandEvaluationsEstimateStandsInForTheNetwork() {
        // White is a queen up: the estimate (material, tables, tempo) is near +900, the network says 40.
        Position position = Fen.parse("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        FideNetworkEvaluator network = new FideNetworkEvaluator(constant(40, false));
        FideEvaluator hand = new FideEvaluator();
        hand.attach(position);
        int estimate = hand.lazyEstimate(position, -50, 50);
        assertThat(estimate).isBetween(700, 1100);
        assertThat(hand.lazyEstimate(position, estimate - 100, estimate + 100)).isEqualTo(FideEvaluator.NO_ESTIMATE);
        network.attach(position);
        assertThat(network.evaluate(position, -50, 50)).isEqualTo(estimate);
        assertThat(network.evaluate(position, estimate - 100, estimate + 100)).isEqualTo(40);
        // A position that keeps no sum gets no estimate.
        Position unattached = Fen.parse("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertThat(network.evaluate(unattached, -50, 50)).isEqualTo(40);
    }

    @Test
    void aBareKingsPositionsAreTheHandEvaluations() {
        FideNetworkEvaluator evaluator = new FideNetworkEvaluator(constant(40, false));
        FideEvaluator hand = new FideEvaluator();
        for (String fen : List.of("8/8/4k3/8/8/3QK3/8/8 w - - 0 1", "8/8/4k3/8/8/3QK3/8/8 b - - 0 1",
                "8/8/4k3/3r4/8/4K3/8/8 w - - 0 1", "8/6k1/8/8/8/8/PPP5/K7 b - - 0 1")) {
            Position position = Fen.parse(fen);
            assertThat(evaluator.evaluate(position)).as(fen).isEqualTo(hand.evaluate(position)).isNotEqualTo(40);
        }
        // With a piece on each side the network judges.
        assertThat(evaluator.evaluate(Fen.parse("8/8/4k3/3r4/8/3QK3/8/8 w - - 0 1"))).isEqualTo(40);
    }

    @Test
    void scoresAreColourSymmetricAndRememberedAlike() {
        for (boolean correction : new boolean[] {false, true}) {
            FideNetworkEvaluator evaluator = new FideNetworkEvaluator(random(32, 5, correction));
            FideNetworkEvaluator fresh = new FideNetworkEvaluator(random(32, 5, correction));
            for (String fen : WALKS) {
                int score = evaluator.evaluate(Fen.parse(fen));
                assertThat(evaluator.evaluate(Fen.parse(TestPositions.flip(fen)))).as(fen).isEqualTo(score);
                assertThat(evaluator.evaluate(Fen.parse(fen))).as("from the cache").isEqualTo(score);
                assertThat(fresh.evaluate(Fen.parse(fen))).as("computed afresh").isEqualTo(score);
            }
        }
    }

    @Test
    void theVariantPlaysTheShippedNetworkStandingAlone() {
        // Session 28's network W (docs/tuning.md): 768 x 256, not a correction, and it is what FIDE plays.
        Network shipped = FideNetworkEvaluator.shipped().orElseThrow();
        assertThat(shipped.hidden()).isEqualTo(256);
        assertThat(shipped.correction()).isFalse();
        assertThat(new FideVariant().newEvaluator()).isInstanceOf(FideNetworkEvaluator.class);
        assertThat(new FideVariant().playsNetworks()).isTrue();
        // It knows the start position is about level and a queen up is won.
        FideNetworkEvaluator evaluator = new FideNetworkEvaluator(shipped);
        assertThat(evaluator.evaluate(Fen.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")))
                .isBetween(-60, 60);
        assertThat(evaluator.evaluate(Fen.parse("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")))
                .isGreaterThan(500);
    }

    /** The variant's threads evaluate with the network given, and with their own without one. */
    @Test
    void theVariantsEvaluatorsAreTheNetworksWhenOneIsGiven() {
        FideVariant fide = new FideVariant();
        Position position = Fen.parse("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        Network network = constant(77, false);
        assertThat(fide.evaluators(network).get()).isInstanceOf(FideNetworkEvaluator.class)
                .extracting(evaluator -> evaluator.evaluate(position))
                .isEqualTo(new FideNetworkEvaluator(network).evaluate(position))
                .isNotEqualTo(fide.newEvaluator().evaluate(position));
        assertThat(fide.evaluators(null).get().evaluate(position)).isEqualTo(fide.newEvaluator().evaluate(position));
    }
}
