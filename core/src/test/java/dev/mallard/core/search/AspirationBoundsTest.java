package dev.mallard.core.search;

import static dev.mallard.core.search.TestChess.position;
import static dev.mallard.core.search.TestChess.searcher;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Color;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A root search that falls outside its aspiration window is reported with its score as a bound
 * (UCI's {@code lowerbound} / {@code upperbound}), before the re-search completes the iteration
 * with an exact score; without aspiration windows nothing is reported as a bound.
 *
 * <p>Whether a real evaluation's score leaves the window depends on its weights and on the
 * whole tree, so the search here runs on an evaluation made to miss every window: White gains
 * {@value #PER_PLY} centipawns for every half-move played since the root, and nothing else
 * counts. White avoids every early end (a repetition scores 0), so a search {@code d} plies deep
 * scores about {@code d} times {@value #PER_PLY}: each iteration lands far above the window
 * around the last one, whatever the search's pruning.
 */
class AspirationBoundsTest {
    private static final int PER_PLY = 100;
    private static final Evaluator LENGTH_FOR_WHITE = position -> position.sideToMove() == Color.WHITE
            ? PER_PLY * position.gamePly() : -PER_PLY * position.gamePly();
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /** Iterations report from depth 8 on (the reporter's threshold for intermediate lines). */
    private static final int FIRST_REPORTED = 8;
    private static final int DEPTH = 10;

    private static List<SearchInfo> reports(SearchOptions options) {
        List<SearchInfo> reports = new ArrayList<>();
        searcher(options, LENGTH_FOR_WHITE).search(position(START), SearchLimits.depth(DEPTH), reports::add);
        return reports;
    }

    /** What the reports say of the search (not of its time): depth, score, bound and nodes of each. */
    private static List<String> searched(SearchOptions options) {
        return reports(options).stream().map(r -> r.depth() + " " + r.score() + " " + r.bound() + " " + r.nodes()).toList();
    }

    @Test
    void everyMissedWindowIsReportedAsABoundAndItsIterationEndsExact() {
        // The reduction after an alpha raise (on trial) searches a PV node's later moves a ply
        // shallower and never again at full depth: on this evaluation, which counts plies, a
        // shallower line is a better one for Black, so the premise above does not hold under it;
        // nor under the root's shallower re-search after a fail high (on trial, tested below).
        List<SearchInfo> reports = reports(SearchOptions.defaults().with(Technique.IID, false).with(Technique.ALPHA_RAISE_REDUCTION, false)
                .with(Technique.ASPIRATION_FAIL_HIGH_REDUCTION, false));
        for (int depth = FIRST_REPORTED; depth <= DEPTH; depth++) {
            int d = depth;
            List<SearchInfo> iteration = reports.stream().filter(r -> r.depth() == d).toList();
            assertThat(iteration).as("reports of depth %d in %s", d, reports)
                    .anySatisfy(r -> assertThat(r.bound()).isEqualTo(SearchInfo.Bound.LOWER));
            for (SearchInfo bound : iteration) {
                if (bound.bound() != SearchInfo.Bound.EXACT) {
                    assertThat(bound.pv()).isNotEmpty();
                    List<SearchInfo> after = reports.subList(reports.indexOf(bound) + 1, reports.size());
                    assertThat(after).as("the iteration of depth %d completes after its bound", d)
                            .anySatisfy(later -> {
                                assertThat(later.depth()).isEqualTo(d);
                                assertThat(later.bound()).isEqualTo(SearchInfo.Bound.EXACT);
                            });
                }
            }
            SearchInfo last = iteration.get(iteration.size() - 1);
            assertThat(last.bound()).isEqualTo(SearchInfo.Bound.EXACT);
            assertThat(last.score()).as("the exact score of depth %d", d).isGreaterThanOrEqualTo(PER_PLY * d);
        }
    }

    /**
     * With the root's shallower re-search after a fail high, every iteration still fails high
     * and ends exact, but its exact score is a shallower search's: on this evaluation, which
     * counts plies, less than the iteration's depth times {@value #PER_PLY}, and at least one
     * ply's. Without aspiration windows the technique, which refines them, changes nothing.
     */
    @Test
    void theReSearchAfterAFailHighIsShallower() {
        SearchOptions options = SearchOptions.defaults().with(Technique.IID, false).with(Technique.ALPHA_RAISE_REDUCTION, false)
                .with(Technique.ASPIRATION_FAIL_HIGH_REDUCTION, true);
        List<SearchInfo> reports = reports(options);
        for (int depth = FIRST_REPORTED; depth <= DEPTH; depth++) {
            int d = depth;
            List<SearchInfo> iteration = reports.stream().filter(r -> r.depth() == d).toList();
            assertThat(iteration).as("reports of depth %d in %s", d, reports)
                    .anySatisfy(r -> assertThat(r.bound()).isEqualTo(SearchInfo.Bound.LOWER));
            SearchInfo last = iteration.get(iteration.size() - 1);
            assertThat(last.bound()).isEqualTo(SearchInfo.Bound.EXACT);
            assertThat(last.score()).as("the exact score of depth %d", d).isLessThan(PER_PLY * d).isGreaterThanOrEqualTo(PER_PLY);
        }
        SearchOptions noWindows = options.with(Technique.ASPIRATION, false);
        assertThat(searched(noWindows)).as("without aspiration windows")
                .isEqualTo(searched(noWindows.with(Technique.ASPIRATION_FAIL_HIGH_REDUCTION, false)));
    }

    /** The control: the same search without aspiration windows reports nothing as a bound. */
    @Test
    void withoutAspirationEveryReportIsExact() {
        List<SearchInfo> reports = reports(SearchOptions.defaults().with(Technique.IID, false).with(Technique.ASPIRATION, false));
        assertThat(reports).isNotEmpty().allSatisfy(r -> assertThat(r.bound()).isEqualTo(SearchInfo.Bound.EXACT));
    }

    @Test
    void theBoundIsNamedAfterTheScoreAsUciWantsIt() {
        assertThat(SearchInfo.Bound.EXACT.suffix()).isEmpty();
        assertThat(SearchInfo.Bound.LOWER.suffix()).isEqualTo(" lowerbound");
        assertThat(SearchInfo.Bound.UPPER.suffix()).isEqualTo(" upperbound");
    }
}
