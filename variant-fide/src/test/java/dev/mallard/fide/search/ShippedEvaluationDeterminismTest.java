package dev.mallard.fide.search;

import static dev.mallard.fide.search.SearchSupport.FIDE;
import static dev.mallard.fide.search.SearchSupport.position;
import static dev.mallard.fide.search.SearchSupport.search;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Fixed-depth searches on FIDE's shipped evaluation are deterministic, however its caches and
 * incremental terms were left by earlier searches: two fresh searchers agree exactly, a cleared
 * searcher repeats a fresh one, and one evaluator serves searches one after another. (The
 * search's own determinism, on core's test variant, is core's {@code SearchTechniquesTest}.)
 */
class ShippedEvaluationDeterminismTest {
    private static final String TWO_KNIGHTS = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    private static final String CLOSED_CENTRE = "r2q1rk1/ppp2ppp/2n1bn2/2bpp3/4P3/2PP1NN1/PP2BPPP/R1BQ1RK1 w - - 0 9";
    private static final int DEPTH = 8;

    @ParameterizedTest
    @ValueSource(strings = {TWO_KNIGHTS, CLOSED_CENTRE})
    void freshSearchersAndAClearedOneAgreeExactly(String fen) {
        SearchResult fresh = search(fen, SearchOptions.defaults(), DEPTH);
        assertIdentical(search(fen, SearchOptions.defaults(), DEPTH), fresh);

        Searcher cleared = SearchSupport.searcher();
        String other = fen.equals(TWO_KNIGHTS) ? CLOSED_CENTRE : TWO_KNIGHTS;
        cleared.search(position(other), SearchLimits.depth(6), SearchListener.NONE);
        cleared.clear();
        assertIdentical(cleared.search(position(fen), SearchLimits.depth(DEPTH), SearchListener.NONE), fresh);
    }

    /**
     * An evaluator belongs to one thread at a time (its caches and the threat term's attack sets
     * are mutable, as {@code FideEvaluator} documents), but it may serve one search after
     * another: what a search leaves in its caches never changes a later search's scores.
     */
    @ParameterizedTest
    @ValueSource(strings = {TWO_KNIGHTS, CLOSED_CENTRE})
    void oneEvaluatorServesSearchesOneAfterAnother(String fen) {
        SearchResult fresh = search(fen, SearchOptions.defaults(), DEPTH);
        Evaluator reused = FIDE.newEvaluator();
        String other = fen.equals(TWO_KNIGHTS) ? CLOSED_CENTRE : TWO_KNIGHTS;
        search(other, SearchOptions.defaults(), DEPTH, reused);
        assertIdentical(search(fen, SearchOptions.defaults(), DEPTH, reused), fresh);
    }

    /** A search repeats another when its node count, score and line (best move first) are the same; its time may differ. */
    private static void assertIdentical(SearchResult actual, SearchResult expected) {
        assertThat(actual.nodes() + " nodes, score " + actual.score() + ", pv " + actual.pvText())
                .isEqualTo(expected.nodes() + " nodes, score " + expected.score() + ", pv " + expected.pvText());
    }
}
