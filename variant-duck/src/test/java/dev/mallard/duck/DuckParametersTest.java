package dev.mallard.duck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Position;
import dev.mallard.core.tune.ParameterSchema;
import dev.mallard.core.tune.ParameterSet;
import dev.mallard.core.tune.TunableEvaluation;
import dev.mallard.duck.eval.DuckEvaluator;
import dev.mallard.duck.eval.DuckParameters;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The Duck evaluation's weights are data and the evaluation is linear in them: features times
 * weights give exactly its score, for the shipped weights and random ones (the progress fade,
 * which scales the whole score, included); the fade shrinks a score as the fifty-move clock runs.
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

    @Test
    void theScoreFadesAsTheFiftyMoveClockRuns() {
        List<String> lines = new ArrayList<>(DuckParameters.shipped().format());
        lines.replaceAll(line -> line.startsWith("progress.fade ") ? "progress.fade 50" : line);
        ParameterSet fading = DuckParameters.SCHEMA.parse(lines, "fade 50");
        DuckEvaluator evaluator = new DuckEvaluator(fading);
        DuckVariant duck = new DuckVariant();
        // White is a rook up; the clock at 0, 40 and 100 plies
        String board = "4k3/pp3ppp/8/8/8/8/PP3PPP/R3K3 w - - ";
        int fresh = evaluator.evaluate(duck.parseFen(board + "0 30"));
        int midway = evaluator.evaluate(duck.parseFen(board + "40 50"));
        int late = evaluator.evaluate(duck.parseFen(board + "100 80"));
        assertThat(fresh).isEqualTo(new DuckEvaluator().evaluate(duck.parseFen(board + "0 30")));
        assertThat(midway).isEqualTo(fresh * (10_000 - 50 * 40) / 10_000);
        assertThat(late).isEqualTo(fresh / 2).isPositive();
        assertReproduces(fading);
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
