package dev.mallard.core.variant;

import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.MinimaxOracle;
import dev.mallard.core.search.Oracle;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.tune.TunableEvaluation;
import java.util.List;
import java.util.Optional;

/**
 * A variant the shared search can play: besides its rules, the search hooks, a static
 * evaluation and the bench positions. A variant whose search is not built yet implements only
 * {@link Variant}, so that perft, FEN and notation work for it while the search commands refuse
 * it by type rather than failing at run time.
 */
public interface SearchableVariant extends Variant {
    /** The variant's hooks for the shared search (node moves, draws, backup rule). */
    SearchRules searchRules();

    /** A new instance of the variant's static evaluation. */
    Evaluator newEvaluator();

    /** The positions of the {@code bench} command: varied, fixed, so node counts track search changes. */
    List<String> benchFens();

    /**
     * The brute-force reference for this variant's backup rule on {@code evaluator}; plain
     * minimax over the search's own moves unless the variant's turns differ from them.
     */
    default Oracle newOracle(Evaluator evaluator) {
        return new MinimaxOracle(searchRules(), evaluator);
    }

    /**
     * The evaluation's parameters and features for the tuner ({@code mallard tune}), if the
     * evaluation has them. The default: none.
      *
      * @return the tunable evaluation, or empty
      */
    default Optional<TunableEvaluation> tunableEvaluation() {
        return Optional.empty();
    }
}
