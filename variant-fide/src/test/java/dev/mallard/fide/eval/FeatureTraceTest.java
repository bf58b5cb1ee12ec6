package dev.mallard.fide.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSchema;
import dev.mallard.core.tune.ParameterSet;
import dev.mallard.core.tune.TunableEvaluation;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The evaluation's weights are data and its tunable part is linear in them: the features of a
 * position times the weights give exactly the evaluation's score, for the shipped weights and
 * for random ones, and an evaluation built from any weights stays colour-symmetric.
 */
class FeatureTraceTest {
    private static final List<String> POSITIONS = TestPositions.walkFens(12, 90, 2026L);

    @Test
    void featuresTimesShippedWeightsAreTheEvaluation() {
        assertReproduces(FideParameters.shipped());
    }

    @Test
    void featuresTimesRandomWeightsAreTheEvaluationWithThoseWeights() {
        Random random = new Random(7);
        for (int round = 0; round < 3; round++) {
            assertReproduces(randomValues(random));
        }
    }

    @Test
    void randomWeightsKeepTheEvaluationColourSymmetric() {
        FideEvaluator evaluator = new FideEvaluator(randomValues(new Random(11)));
        for (String fen : POSITIONS) {
            String flipped = TestPositions.flip(fen);
            assertThat(evaluator.evaluate(Fen.parse(flipped))).as("%s vs %s", fen, flipped)
                    .isEqualTo(evaluator.evaluate(Fen.parse(fen)));
        }
    }

    @Test
    void theShippedFileIsWrittenBackExactly() {
        assertThat(FideParameters.shipped().format())
                .isEqualTo(ParameterSchema.resourceLines(FideParameters.class, FideParameters.RESOURCE));
    }

    @Test
    void everyTermOfTheEvaluationIsTraced() {
        // Switching a term off changes the traced score the same way as the evaluation's: each
        // term's features are written where its weights are used.
        for (int term = 1; term < FideEvaluator.ALL_TERMS; term <<= 1) {
            int terms = FideEvaluator.ALL_TERMS & ~term;
            TunableEvaluation.Tracer tracer = FideEvaluator.tracer(FideParameters.shipped(), terms);
            FideEvaluator evaluator = new FideEvaluator(terms);
            for (String fen : POSITIONS.subList(0, 200)) {
                Position position = Fen.parse(fen);
                assertThat(tracer.trace(position).evaluate(FideParameters.shipped())).as("%s without term %d", fen, term)
                        .isEqualTo(whiteView(position, evaluator.evaluate(position)));
            }
        }
    }

    private static void assertReproduces(ParameterSet values) {
        TunableEvaluation.Tracer tracer = FideEvaluator.tracer(values);
        FideEvaluator evaluator = new FideEvaluator(values);
        int nonZero = 0;
        for (String fen : POSITIONS) {
            Position position = Fen.parse(fen);
            FeatureVector features = tracer.trace(position);
            int score = evaluator.evaluate(position);
            assertThat(features.evaluate(values)).as(fen).isEqualTo(whiteView(position, score));
            nonZero += score != 0 ? 1 : 0;
        }
        assertThat(POSITIONS).hasSizeGreaterThan(1000);
        assertThat(nonZero).isGreaterThan(POSITIONS.size() / 2);
    }

    private static int whiteView(Position position, int score) {
        return position.sideToMove() == Color.WHITE ? score : -score;
    }

    /** The shipped values moved at random by up to ±40 (scalars within a sane range of their own). */
    private static ParameterSet randomValues(Random random) {
        ParameterSet shipped = FideParameters.shipped();
        ParameterSchema schema = shipped.schema();
        double[] mg = new double[schema.size()];
        double[] eg = new double[schema.size()];
        for (int i = 0; i < schema.size(); i++) {
            int spread = schema.tapered(i) ? 40 : Math.max(1, shipped.mg(i) / 4);
            mg[i] = shipped.mg(i) + random.nextInt(2 * spread + 1) - spread;
            eg[i] = shipped.eg(i) + random.nextInt(81) - 40;
        }
        ParameterSet values = shipped.withValues(mg, eg);
        assertThat(Arrays.equals(values.format().toArray(), shipped.format().toArray())).isFalse();
        return values;
    }
}
