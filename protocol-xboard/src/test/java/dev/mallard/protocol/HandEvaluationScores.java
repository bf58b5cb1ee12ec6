package dev.mallard.protocol;

import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.core.tune.TunableEvaluation;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;

/**
 * Scores of FIDE's hand evaluation for the tests of {@code Use NNUE}, searched on an evaluation
 * built from the variant's tunable parameters (the tuner's way to it), not through an engine.
 */
public final class HandEvaluationScores {
    private HandEvaluationScores() {
    }

    /** {@return the score of a depth-1 search of FIDE's start position on the hand evaluation} */
    public static int startDepthOne() {
        SearchableVariant normal = (SearchableVariant) Variants.find("normal").orElseThrow();
        TunableEvaluation hand = normal.tunableEvaluation().orElseThrow();
        Searcher searcher = new Searcher(normal.searchRules(), hand.newEvaluator(hand.shipped()), new TranspositionTable(1));
        return searcher.search(normal.parseFen(normal.startFen()), SearchLimits.depth(1), SearchListener.NONE).score();
    }
}
