package dev.mallard.duck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Position;
import dev.mallard.core.tune.ParameterSchema;
import dev.mallard.core.tune.ParameterSet;
import dev.mallard.core.tune.TunableEvaluation;
import dev.mallard.duck.eval.DuckEvaluator;
import dev.mallard.duck.eval.DuckParameters;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The Duck evaluation's weights are data and the evaluation is linear in them: features times
 * weights give exactly its score, for the shipped weights and random ones.
 */
class DuckParametersTest {
    private static final List<Position> POSITIONS = Positions.sample(31L, 40, 60);

    @Test
    void featuresTimesWeightsAreTheEvaluation() {
        Random random = new Random(5);
        assertReproduces(DuckParameters.shipped());
        assertReproduces(randomValues(random));
        assertReproduces(randomValues(random));
    }

    @Test
    void theShippedFileIsWrittenBackExactly() {
        assertThat(DuckParameters.shipped().format())
                .isEqualTo(ParameterSchema.resourceLines(DuckParameters.class, DuckParameters.RESOURCE));
    }

    @Test
    void theVariantOffersItsEvaluationForTuning() {
        TunableEvaluation tunable = new DuckVariant().tunableEvaluation().orElseThrow();
        assertThat(tunable.shipped()).isSameAs(DuckParameters.shipped());
        Position position = POSITIONS.get(POSITIONS.size() / 2);
        assertThat(tunable.newEvaluator(tunable.shipped()).evaluate(position))
                .isEqualTo(new DuckEvaluator().evaluate(position));
    }

    private static void assertReproduces(ParameterSet values) {
        TunableEvaluation.Tracer tracer = DuckEvaluator.tracer(values);
        DuckEvaluator evaluator = new DuckEvaluator(values);
        int nonZero = 0;
        for (Position position : POSITIONS) {
            int score = evaluator.evaluate(position);
            int white = position.sideToMove() == Color.WHITE ? score : -score;
            assertThat(tracer.trace(position).evaluate(values)).isEqualTo(white);
            nonZero += score != 0 ? 1 : 0;
        }
        assertThat(nonZero).isGreaterThan(POSITIONS.size() / 2);
    }

    private static ParameterSet randomValues(Random random) {
        ParameterSet shipped = DuckParameters.shipped();
        ParameterSchema schema = shipped.schema();
        double[] mg = new double[schema.size()];
        for (int i = 0; i < mg.length; i++) {
            mg[i] = shipped.mg(i) + random.nextInt(61) - 30;
        }
        return shipped.withValues(mg, new double[schema.size()]);
    }
}
