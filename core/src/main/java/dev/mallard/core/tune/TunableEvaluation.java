package dev.mallard.core.tune;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.Evaluator;
import java.util.Objects;
import java.util.function.Function;

/**
 * What a variant offers the tuner: its evaluation's parameters as data, evaluations built from
 * any values of them, and the features of a position, in which the tunable part of the
 * evaluation is linear ({@link FeatureVector}).
 */
public interface TunableEvaluation {
    /**
     * The values the variant ships (read from its parameter file).
     *
     * @return the shipped values
     */
    ParameterSet shipped();

    /**
     * A new evaluation (with its own caches) that uses {@code values}.
     *
     * @param values values of the evaluation's schema
     * @return the evaluation
     */
    Evaluator newEvaluator(ParameterSet values);

    /**
     * A new tracer of the evaluation with {@code values}; one instance serves one thread at a
     * time.
     *
     * @param values values of the evaluation's schema
     * @return the tracer
     */
    Tracer newTracer(ParameterSet values);

    /**
     * A tunable evaluation shipping {@code shipped}, whose evaluations and tracers the
     * functions build for any values of the same schema.
     *
     * @param shipped the values the variant ships
     * @param evaluators builds an evaluation from values
     * @param tracers builds a tracer from values
     * @return the tunable evaluation
     */
    static TunableEvaluation of(ParameterSet shipped, Function<ParameterSet, ? extends Evaluator> evaluators,
                                Function<ParameterSet, ? extends Tracer> tracers) {
        Objects.requireNonNull(shipped, "shipped");
        Objects.requireNonNull(evaluators, "evaluators");
        Objects.requireNonNull(tracers, "tracers");
        return new TunableEvaluation() {
            @Override
            public ParameterSet shipped() {
                return shipped;
            }

            @Override
            public Evaluator newEvaluator(ParameterSet values) {
                return evaluators.apply(values);
            }

            @Override
            public Tracer newTracer(ParameterSet values) {
                return tracers.apply(values);
            }
        };
    }

    /** Writes the features of positions. */
    interface Tracer {
        /**
         * The features of {@code position}, such that {@link FeatureVector#evaluate} with the
         * tracer's values gives exactly the evaluation's score from White's point of view. The
         * vector is the tracer's own, overwritten by the next call.
          *
          * @param position the position
          * @return its features
          */
        FeatureVector trace(Position position);
    }
}
