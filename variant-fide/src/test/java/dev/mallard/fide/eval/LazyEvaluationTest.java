package dev.mallard.fide.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.Technique;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.fide.FideVariant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The lazy evaluation ({@link FideEvaluator#evaluate(Position, int, int)}): more than
 * {@link FideEvaluator#LAZY_MARGIN} outside the window it is the estimate from material, tables
 * and tempo, otherwise the full score; it needs the position's sum and leaves the score cache
 * alone; and the search asks for it only with {@link Technique#LAZY_EVAL} on (and a backup
 * rule that takes estimates: Refusal's test shows one that does not).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LazyEvaluationTest {
    private static final int MARGIN = FideEvaluator.LAZY_MARGIN;
    private final List<String> fens = new ArrayList<>();

    @BeforeAll
    void walk() {
        fens.addAll(TestPositions.walkFens(3, 60, 11_2026L));
    }

    /** The estimate: the full evaluation with only material, tables and tempo (no drawish scaling). */
    private static int estimate(Position position) {
        return new FideEvaluator(FideEvaluator.PIECE_SQUARE | FideEvaluator.TEMPO, 0, false).evaluate(position);
    }

    @Test
    void farOutsideTheWindowItIsTheEstimateElseTheFullScore() {
        FideEvaluator evaluator = new FideEvaluator(FideEvaluator.ALL_TERMS, PawnTable.DEFAULT_BITS, false);
        int differing = 0;
        for (String fen : fens) {
            Position position = Fen.parse(fen);
            evaluator.attach(position);
            int estimate = estimate(position);
            int full = evaluator.evaluate(position);
            // Just beyond the margin below alpha and above beta: the estimate.
            assertThat(evaluator.evaluate(position, estimate + MARGIN + 1, estimate + MARGIN + 2)).as(fen).isEqualTo(estimate);
            assertThat(evaluator.evaluate(position, estimate - MARGIN - 2, estimate - MARGIN - 1)).as(fen).isEqualTo(estimate);
            // At the margin, and around the estimate: the full score.
            assertThat(evaluator.evaluate(position, estimate + MARGIN, estimate + MARGIN + 1)).as(fen).isEqualTo(full);
            assertThat(evaluator.evaluate(position, estimate - MARGIN - 1, estimate - MARGIN)).as(fen).isEqualTo(full);
            assertThat(evaluator.evaluate(position, estimate - 1, estimate + 1)).as(fen).isEqualTo(full);
            if (estimate != full) {
                differing++;
            }
        }
        assertThat(differing).as("positions where the estimate is not the score").isGreaterThan(fens.size() / 2);
    }

    /** Without the position's sum the estimate would cost the loop it is meant to save: the full score. */
    @Test
    void aPositionThatKeepsNoSumGetsTheFullScore() {
        FideEvaluator evaluator = new FideEvaluator();
        for (String fen : fens) {
            Position position = Fen.parse(fen);
            int full = evaluator.evaluate(position);
            int estimate = estimate(position);
            assertThat(evaluator.evaluate(position, estimate + MARGIN + 1, estimate + MARGIN + 2)).as(fen).isEqualTo(full);
        }
    }

    /** An estimate returned is not the score, so it must not reach the score cache. */
    @Test
    void theEstimateIsNotCached() {
        FideEvaluator cached = new FideEvaluator();
        FideEvaluator fresh = new FideEvaluator(FideEvaluator.ALL_TERMS, 0, false);
        for (String fen : fens) {
            Position position = Fen.parse(fen);
            cached.attach(position);
            int estimate = estimate(position);
            assertThat(cached.evaluate(position, estimate + MARGIN + 1, estimate + MARGIN + 2)).isEqualTo(estimate);
            assertThat(cached.evaluate(position)).as(fen).isEqualTo(fresh.evaluate(position));
        }
    }

    @Test
    void theSearchAsksForTheLazyEvaluationOnlyWithItsSwitchOn() {
        assertThat(lazyCalls(SearchOptions.defaults())).as("lazy calls, defaults").isGreaterThan(1000);
        assertThat(lazyCalls(SearchOptions.defaults().with(Technique.LAZY_EVAL, false))).as("lazy calls, --off lazy").isZero();
        assertThat(lazyCalls(SearchOptions.exact())).as("lazy calls, exact search").isZero();
    }

    /** The calls of the lazy evaluation in a depth-6 search of a middlegame with {@code options}. */
    private static long lazyCalls(SearchOptions options) {
        FideEvaluator inner = new FideEvaluator();
        AtomicLong calls = new AtomicLong();
        Evaluator counting = new Evaluator() {
            @Override
            public int evaluate(Position position) {
                return inner.evaluate(position);
            }

            @Override
            public int evaluate(Position position, int alpha, int beta) {
                calls.incrementAndGet();
                return inner.evaluate(position, alpha, beta);
            }

            @Override
            public void attach(Position position) {
                inner.attach(position);
            }
        };
        FideVariant fide = new FideVariant();
        Searcher searcher = new Searcher(fide.searchRules(), counting, new TranspositionTable(16));
        searcher.setOptions(options);
        searcher.search(Fen.parse("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"),
                SearchLimits.depth(6), SearchListener.NONE);
        return calls.get();
    }
}
