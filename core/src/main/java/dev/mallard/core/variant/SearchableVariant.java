package dev.mallard.core.variant;

import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchRules;
import java.util.List;

/**
 * A variant the shared search can play: besides its rules, its search hooks, its evaluation and
 * the positions of the {@code bench} command. A variant whose search is not written yet
 * implements only {@link Variant} and still works for FEN, notation and perft.
 */
public interface SearchableVariant extends Variant {
    /** The variant's hooks for the shared search (node moves, draws, backup rule). */
    SearchRules searchRules();

    /** A new instance of the variant's static evaluation. */
    Evaluator newEvaluator();

    /** The positions of the {@code bench} command: varied, fixed, so node counts track search changes. */
    List<String> benchFens();
}
