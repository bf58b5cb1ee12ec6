package dev.mallard.training.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.mallard.core.board.Position;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSchema;
import dev.mallard.core.tune.ParameterSet;
import dev.mallard.training.data.LabelledPositions;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The tuner recovers known weights from synthetic data, and the scale K from results; it keeps
 * the schema's orderings where the data would break them.
 */
class TunerTest {
    private static final int TAPERED = 12;
    private static final int SCALARS = 4;
    private static final ParameterSchema SCHEMA = schema();

    private static ParameterSchema schema() {
        return builder().build();
    }

    private static ParameterSchema.Builder builder() {
        ParameterSchema.Builder b = ParameterSchema.builder();
        for (int i = 0; i < TAPERED; i++) {
            b.tapered("t" + i, -1000, 1000);
        }
        for (int i = 0; i < SCALARS; i++) {
            b.scalar("s" + i, -1000, 1000);
        }
        return b.scalar("unused", -1000, 1000);
    }

    private static ParameterSet values(int[] mg, int[] eg) {
        return values(SCHEMA, mg, eg);
    }

    private static ParameterSet values(ParameterSchema schema, int[] mg, int[] eg) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < schema.size(); i++) {
            lines.add(schema.name(i) + " " + mg[i] + (schema.tapered(i) ? " " + eg[i] : ""));
        }
        return schema.parse(lines, "synthetic");
    }

    /**
     * Random sparse positions; scores by {@code truth}; results drawn from sigmoid(k * score). The
     * features are drawn, not traced: the tracer hands over the vector drawn for each position
     * added (the positions themselves, all empty boards, are never read).
     */
    private static LabelledPositions<LinearFeatures> positions(ParameterSet truth, double k, int count, long seed) {
        Random random = new Random(seed);
        FeatureVector features = new FeatureVector(truth.schema().size());
        LabelledPositions<LinearFeatures> set = empty(truth.schema(), features);
        Position unread = new Position();
        for (int n = 0; n < count; n++) {
            features.reset(random.nextInt(25), 24);
            for (int j = 0; j < 6; j++) {
                features.add(random.nextInt(TAPERED + SCALARS), random.nextInt(7) - 3);
            }
            features.addOffset(random.nextInt(41) - 20, 0);
            if (random.nextInt(10) == 0) {
                features.setDivisor(2);
            }
            int score = features.evaluate(truth);
            double result = random.nextDouble() < Tuner.sigmoid(k * score) ? 1.0 : 0.0;
            set.add(unread, score, result);
        }
        return set;
    }

    /** An empty set of {@code schema}'s features whose tracer gives {@code features} for any position. */
    private static LabelledPositions<LinearFeatures> empty(ParameterSchema schema, FeatureVector features) {
        return new LabelledPositions<>(new LinearFeatures(schema, position -> features));
    }

    @Test
    void recoversKnownWeightsFromSearchScores() {
        Random random = new Random(1);
        int[] mg = new int[SCHEMA.size()];
        int[] eg = new int[SCHEMA.size()];
        for (int i = 0; i < TAPERED + SCALARS; i++) {
            mg[i] = random.nextInt(301) - 150;
            eg[i] = SCHEMA.tapered(i) ? random.nextInt(301) - 150 : 0;
        }
        mg[SCHEMA.size() - 1] = 77;
        ParameterSet truth = values(mg, eg);
        ParameterSet start = values(new int[SCHEMA.size()], new int[SCHEMA.size()]);
        LabelledPositions<LinearFeatures> training = positions(truth, 0.006, 20_000, 2);
        LabelledPositions<LinearFeatures> validation = positions(truth, 0.006, 2_000, 3);
        // Target: the search score alone (lambda 0), which the truth reproduces up to rounding.
        Tuner.Result result = new Tuner(new Tuner.Settings(600, 2.0, 0.0, 2, 1, 0))
                .tune(start, training, validation, (epoch, train, valid) -> { });
        for (int i = 0; i < TAPERED + SCALARS; i++) {
            assertThat(result.values().mg(i)).as("%s mg", SCHEMA.name(i)).isCloseTo(mg[i], within(3));
            assertThat(result.values().eg(i)).as("%s eg", SCHEMA.name(i)).isCloseTo(eg[i], within(3));
        }
        assertThat(result.values().mg("unused")).as("a parameter in no feature stays").isZero();
        assertThat(result.tunedParameters()).isEqualTo(TAPERED + SCALARS);
        assertThat(result.validationError()).isLessThan(result.validationErrorBefore() / 100);
    }

    @Test
    void orderingsHoldWhereTheTruthBreaksThem() {
        // The truth falls along t0, t1, t2 and s0, s1; the schema orders them rising.
        ParameterSchema ordered = builder().ordered("t0", "t1", "t2").ordered("s0", "s1").build();
        int[] mg = new int[ordered.size()];
        int[] eg = new int[ordered.size()];
        int[] truthMg = {90, 30, -60};
        int[] truthEg = {50, 50, 40};
        System.arraycopy(truthMg, 0, mg, 0, 3);
        System.arraycopy(truthEg, 0, eg, 0, 3);
        mg[TAPERED] = 100;
        mg[TAPERED + 1] = -100;
        mg[5] = 70;
        LabelledPositions<LinearFeatures> training = positions(values(ordered, mg, eg), 0.006, 20_000, 4);
        ParameterSet start = values(ordered, new int[ordered.size()], new int[ordered.size()]);
        Tuner.Result result = new Tuner(new Tuner.Settings(600, 2.0, 0.0, 2, 1, 0))
                .tune(start, training, empty(ordered, new FeatureVector(ordered.size())), (epoch, train, valid) -> { });
        ParameterSet v = result.values();
        assertThat(v.mg("t1")).isGreaterThanOrEqualTo(v.mg("t0") + 1);
        assertThat(v.mg("t2")).isGreaterThanOrEqualTo(v.mg("t1") + 1);
        assertThat(v.eg("t1")).isGreaterThanOrEqualTo(v.eg("t0") + 1);
        assertThat(v.eg("t2")).isGreaterThanOrEqualTo(v.eg("t1") + 1);
        assertThat(v.mg("s1")).isGreaterThanOrEqualTo(v.mg("s0") + 1);
        // the pooled values lie within the truth's range; a parameter outside the chains still moves to
        // near its truth (its neighbours in the features make up for the chains' misfit a little)
        assertThat(v.mg("t1")).isBetween(-60, 90);
        assertThat(v.mg("t5")).isBetween(50, 90);
    }

    @Test
    void keepOrderPoolsViolatorsAndLeavesFixedValues() {
        double[] values = {5, 3, 1, 10};
        Tuner.keepOrder(values, new int[] {0, 1, 2, 3}, new boolean[] {true, true, true, true});
        // 5, 3, 1 less their places 0, 1, 2 are 5, 2, -1: pooled to 2, so 2, 3, 4; then 10
        assertThat(values).containsExactly(2, 3, 4, 10);
        double[] fixed = {5, 3, 1};
        Tuner.keepOrder(fixed, new int[] {0, 1, 2}, new boolean[] {false, true, true});
        assertThat(fixed[0]).isEqualTo(5);
        assertThat(fixed[1]).isCloseTo(6, within(1e-6));
        assertThat(fixed[2]).isCloseTo(7, within(1e-6));
    }

    @Test
    void orderingsNameDeclaredParametersOfOneShape() {
        assertThatThrownBy(() -> ParameterSchema.builder().tapered("a", 0, 1).ordered("a", "b"))
                .hasMessageContaining("no parameter \"b\" declared yet");
        assertThatThrownBy(() -> ParameterSchema.builder().tapered("a", 0, 1).scalar("b", 0, 1).ordered("a", "b"))
                .hasMessageContaining("differ in shape");
        assertThatThrownBy(() -> ParameterSchema.builder().tapered("a", 0, 1).ordered("a"))
                .hasMessageContaining("two or more");
        assertThatThrownBy(() -> ParameterSchema.builder().tapered("a", 0, 1).ordered("a", "a"))
                .hasMessageContaining("named twice");
    }

    @Test
    void fitsTheScaleThatMadeTheResults() {
        int[] mg = new int[SCHEMA.size()];
        int[] eg = new int[SCHEMA.size()];
        for (int i = 0; i < TAPERED + SCALARS; i++) {
            mg[i] = 60 + 10 * i;
            eg[i] = SCHEMA.tapered(i) ? 90 - 5 * i : 0;
        }
        ParameterSet truth = values(mg, eg);
        LabelledPositions<LinearFeatures> set = positions(truth, 0.008, 40_000, 4);
        double[] mgValues = new double[SCHEMA.size()];
        double[] egValues = new double[SCHEMA.size()];
        for (int i = 0; i < SCHEMA.size(); i++) {
            mgValues[i] = truth.mg(i);
            egValues[i] = truth.eg(i);
        }
        assertThat(Tuner.fitScale(set, mgValues, egValues)).isCloseTo(0.008, within(0.0008));
    }

    @Test
    void aGivenScaleIsHeldAndDefinesTheErrors() {
        ParameterSet start = values(new int[SCHEMA.size()], new int[SCHEMA.size()]);
        int[] mg = new int[SCHEMA.size()];
        int[] eg = new int[SCHEMA.size()];
        for (int i = 0; i < TAPERED + SCALARS; i++) {
            mg[i] = 40 + 7 * i;
            eg[i] = SCHEMA.tapered(i) ? 100 - 6 * i : 0;
        }
        LabelledPositions<LinearFeatures> training = positions(values(mg, eg), 0.008, 2_000, 6);
        LabelledPositions<LinearFeatures> validation = positions(values(mg, eg), 0.008, 500, 7);
        double k = 0.003;
        Tuner.Result result = new Tuner(new Tuner.Settings(0, 1.0, 0.0, 2, 1, k))
                .tune(start, training, validation, (epoch, train, valid) -> { });
        assertThat(result.scale()).isEqualTo(k);
        // All weights 0 (a position's prediction is its constant part); the target (lambda 0) sigmoid(K * score).
        double[] zero = new double[SCHEMA.size()];
        double sum = 0;
        for (int i = 0; i < validation.size(); i++) {
            double d = Tuner.sigmoid(k * validation.encoding().evaluate(i, zero, zero)) - Tuner.sigmoid(k * validation.score(i));
            sum += d * d;
        }
        assertThat(result.validationErrorBefore()).isCloseTo(sum / validation.size(), within(1e-12));
        assertThat(new Tuner(new Tuner.Settings(0, 1.0, 0.0, 2, 1, 0))
                .tune(start, training, validation, (epoch, train, valid) -> { }).scale()).as("fitted").isNotEqualTo(k);
        assertThatThrownBy(() -> new Tuner.Settings(0, 1.0, 0.0, 2, 1, -0.001)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Tuner.Settings(0, 1.0, 0.0, 2, 1, Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theCompactSetScoresAsTheFeatureVectorDoesUpToRounding() {
        int[] mg = new int[SCHEMA.size()];
        int[] eg = new int[SCHEMA.size()];
        Random random = new Random(9);
        for (int i = 0; i < SCHEMA.size(); i++) {
            mg[i] = random.nextInt(201) - 100;
            eg[i] = SCHEMA.tapered(i) ? random.nextInt(201) - 100 : 0;
        }
        ParameterSet values = values(mg, eg);
        LabelledPositions<LinearFeatures> set = positions(values, 0.006, 500, 5);
        double[] mgValues = new double[SCHEMA.size()];
        double[] egValues = new double[SCHEMA.size()];
        for (int i = 0; i < SCHEMA.size(); i++) {
            mgValues[i] = mg[i];
            egValues[i] = eg[i];
        }
        for (int i = 0; i < set.size(); i++) {
            // The evaluation truncates its blend and its division; the tuner's model does not.
            assertThat(set.encoding().evaluate(i, mgValues, egValues)).isCloseTo(set.score(i), within(2.0));
        }
    }
}
