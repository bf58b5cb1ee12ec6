package dev.mallard.refusal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Position;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.tune.ParameterSchema;
import dev.mallard.core.tune.TunableEvaluation;
import dev.mallard.fide.eval.FideParameters;
import org.junit.jupiter.api.Test;

/** Refusal Chess evaluates with the FIDE evaluation and weights of its own, {@code refusal.params}. */
class RefusalParametersTest {
    private static final RefusalVariant REFUSAL = new RefusalVariant();

    @Test
    void theOwnFileIsOfTheFideSchemaAndWrittenBackExactly() {
        TunableEvaluation tunable = REFUSAL.tunableEvaluation().orElseThrow();
        assertThat(tunable.shipped().schema()).isSameAs(FideParameters.SCHEMA);
        assertThat(tunable.shipped().format())
                .isEqualTo(ParameterSchema.resourceLines(RefusalVariant.class, "refusal.params"));
    }

    @Test
    void theSearchEvaluatesWithThoseWeightsAndTheTracerReproducesIt() {
        TunableEvaluation tunable = REFUSAL.tunableEvaluation().orElseThrow();
        Evaluator searchEvaluator = REFUSAL.newEvaluator();
        Evaluator fromValues = tunable.newEvaluator(tunable.shipped());
        TunableEvaluation.Tracer tracer = tunable.newTracer(tunable.shipped());
        for (String fen : REFUSAL.benchFens()) {
            Position position = REFUSAL.parseFen(fen);
            int score = searchEvaluator.evaluate(position);
            assertThat(fromValues.evaluate(position)).as(fen).isEqualTo(score);
            int white = position.sideToMove() == Color.WHITE ? score : -score;
            assertThat(tracer.trace(position).evaluate(tunable.shipped())).as(fen).isEqualTo(white);
        }
    }
}
