package dev.mallard.core.search;

import static dev.mallard.core.search.TestChess.position;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Searchers share nothing that a search writes: two of them running at the same time in two
 * threads (sharing the variant's rules object, each with its own evaluator, as an engine with
 * several games would) produce exactly what each produces alone.
 */
class SearchIndependenceTest {
    private static final String MIDDLEGAME = "r2q1rk1/ppp2ppp/2n1bn2/2bpp3/4P3/2PP1NN1/PP2BPPP/R1BQ1RK1 w - - 0 9";
    private static final String OTHER = "r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 13";
    private static final int DEPTH = 8;

    private static SearchResult alone(String fen, Evaluator evaluator) {
        Searcher searcher = new Searcher(TestChess.RULES, evaluator, new TranspositionTable(16));
        return searcher.search(position(fen), SearchLimits.depth(DEPTH), SearchListener.NONE);
    }

    /** Runs the two searches at once, released together, and returns their results. */
    private static SearchResult[] together(String fenA, String fenB, Evaluator evalA, Evaluator evalB)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            CountDownLatch ready = new CountDownLatch(2);
            CountDownLatch go = new CountDownLatch(1);
            Searcher a = new Searcher(TestChess.RULES, evalA, new TranspositionTable(16));
            Searcher b = new Searcher(TestChess.RULES, evalB, new TranspositionTable(16));
            a.setOptions(SearchOptions.defaults());
            b.setOptions(SearchOptions.defaults());
            Future<SearchResult> fa = pool.submit(() -> {
                ready.countDown();
                go.await();
                return a.search(position(fenA), SearchLimits.depth(DEPTH), SearchListener.NONE);
            });
            Future<SearchResult> fb = pool.submit(() -> {
                ready.countDown();
                go.await();
                return b.search(position(fenB), SearchLimits.depth(DEPTH), SearchListener.NONE);
            });
            ready.await();
            go.countDown();
            return new SearchResult[] {fa.get(60, TimeUnit.SECONDS), fb.get(60, TimeUnit.SECONDS)};
        } finally {
            pool.shutdownNow();
        }
    }

    private static void assertSame(SearchResult actual, SearchResult expected) {
        assertThat(actual.nodes()).isEqualTo(expected.nodes());
        assertThat(actual.bestTurn()).isEqualTo(expected.bestTurn());
        assertThat(actual.score()).isEqualTo(expected.score());
        assertThat(actual.pv()).isEqualTo(expected.pv());
    }

    @Test
    void twoSearchersOnTheSamePositionInParallel() throws Exception {
        SearchResult single = alone(MIDDLEGAME, TestChess.evaluator());
        SearchResult[] both = together(MIDDLEGAME, MIDDLEGAME, TestChess.evaluator(), TestChess.evaluator());
        assertSame(both[0], single);
        assertSame(both[1], single);
    }

    @Test
    void twoSearchersOnDifferentPositionsInParallel() throws Exception {
        SearchResult first = alone(MIDDLEGAME, TestChess.evaluator());
        SearchResult second = alone(OTHER, TestChess.evaluator());
        SearchResult[] both = together(MIDDLEGAME, OTHER, TestChess.evaluator(), TestChess.evaluator());
        assertSame(both[0], first);
        assertSame(both[1], second);
    }

    /**
     * An evaluator belongs to one thread at a time (its caches are mutable), but it may serve one
     * search after another: what a search leaves in its caches never changes a later search's
     * scores. Here the test evaluation behind a {@link ScoreCache}, as the variants cache theirs
     * (FIDE's own caches: variant-fide's {@code ShippedEvaluationDeterminismTest}).
     */
    @Test
    void oneEvaluatorServesSearchesOneAfterAnother() {
        ScoreCache cache = new ScoreCache();
        Evaluator reused = position -> {
            int cached = cache.get(position.key());
            if (cached != ScoreCache.MISS) {
                return cached;
            }
            int score = TestChess.material(position);
            cache.put(position.key(), score);
            return score;
        };
        SearchResult first = alone(MIDDLEGAME, reused);
        SearchResult second = alone(OTHER, reused);
        assertSame(alone(MIDDLEGAME, reused), first);
        assertSame(alone(OTHER, reused), second);
        assertSame(alone(MIDDLEGAME, TestChess.evaluator()), first);
        assertSame(alone(OTHER, TestChess.evaluator()), second);
    }
}
