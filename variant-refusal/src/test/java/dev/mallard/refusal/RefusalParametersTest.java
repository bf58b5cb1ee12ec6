package dev.mallard.refusal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Position;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.tune.ParameterSchema;
import dev.mallard.core.tune.TunableEvaluation;
import dev.mallard.fide.eval.FideEvaluator;
import dev.mallard.fide.eval.FideParameters;
import java.util.List;
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

    /**
     * The hand evaluation on those weights is what the tracer reproduces, and what the search's
     * network evaluation falls back on where a side has a bare king (elsewhere the network plays).
     */
    @Test
    void theHandEvaluationHasThoseWeightsTheTracerReproducesItAndTheSearchKeepsItForBareKings() {
        TunableEvaluation tunable = REFUSAL.tunableEvaluation().orElseThrow();
        Evaluator fromValues = tunable.newEvaluator(tunable.shipped());
        Evaluator hand = new FideEvaluator(FideParameters.SCHEMA.load(RefusalVariant.class, "refusal.params"));
        TunableEvaluation.Tracer tracer = tunable.newTracer(tunable.shipped());
        for (String fen : REFUSAL.benchFens()) {
            Position position = REFUSAL.parseFen(fen);
            int score = hand.evaluate(position);
            assertThat(fromValues.evaluate(position)).as(fen).isEqualTo(score);
            int white = position.sideToMove() == Color.WHITE ? score : -score;
            assertThat(tracer.trace(position).evaluate(tunable.shipped())).as(fen).isEqualTo(white);
        }
        Evaluator search = REFUSAL.newEvaluator();
        for (String fen : List.of("8/8/4k3/8/8/8/8/3QK3 w - - 0 1", "8/4P3/8/8/8/8/k7/7K b - - 0 1")) {
            Position position = REFUSAL.parseFen(fen);
            assertThat(search.evaluate(position)).as(fen).isEqualTo(fromValues.evaluate(position));
        }
    }
}
