package dev.mallard.fide.eval;

import dev.mallard.core.board.Fen;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSchema;
import dev.mallard.core.tune.ParameterSet;
import dev.mallard.core.tune.TunableEvaluation;

/** What the tests of single evaluation terms share: their features in a position, and weights to try. */
final class TermFeatures {
    private static final TunableEvaluation.Tracer TRACER = FideEvaluator.tracer(FideParameters.shipped());

    private TermFeatures() {
    }

    /** The named features of the position {@code fen}, White's minus Black's. */
    static int[] counts(String fen, String... names) {
        FeatureVector features = TRACER.trace(Fen.parse(fen));
        int[] counts = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            counts[i] = features.countOf(FideParameters.SCHEMA.index(names[i]));
        }
        return counts;
    }

    /** The counts with their signs turned (what the colour-flipped position must give). */
    static int[] negated(int[] counts) {
        int[] negated = new int[counts.length];
        for (int i = 0; i < counts.length; i++) {
            negated[i] = -counts[i];
        }
        return negated;
    }

    /**
     * The shipped values with every weight whose name starts with {@code prefix} at zero, except
     * {@code name} at {@code weight} (middlegame and endgame alike, so that the phase does not
     * scale it).
     */
    static ParameterSet shippedWith(String prefix, String name, int weight) {
        ParameterSet shipped = FideParameters.shipped();
        ParameterSchema schema = shipped.schema();
        double[] mg = new double[schema.size()];
        double[] eg = new double[schema.size()];
        for (int i = 0; i < schema.size(); i++) {
            boolean term = schema.name(i).startsWith(prefix);
            mg[i] = term ? 0 : shipped.mg(i);
            eg[i] = term ? 0 : shipped.eg(i);
        }
        mg[schema.index(name)] = weight;
        eg[schema.index(name)] = weight;
        return shipped.withValues(mg, eg);
    }
}
