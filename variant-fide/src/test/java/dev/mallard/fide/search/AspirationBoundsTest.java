package dev.mallard.fide.search;

import static dev.mallard.fide.search.SearchSupport.position;
import static dev.mallard.fide.search.SearchSupport.searcher;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.SearchInfo;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.Technique;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A root search that falls outside its aspiration window is reported with its score as a bound
 * (UCI's {@code lowerbound} / {@code upperbound}), before the re-search completes the iteration
 * with an exact score; without aspiration windows nothing is reported as a bound.
 */
class AspirationBoundsTest {
    /** A middlegame whose score moves enough between iterations 8 and 12 to miss the window (with main 3f2abb6's search). */
    private static final String MIDDLEGAME = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
    /** Another, whose score moved so at depth 8 once SEE pruning came into the full-width search. */
    private static final String CLOSED_CENTRE = "r2q1rk1/ppp2ppp/2n1bn2/2bpp3/4P3/2PP1NN1/PP2BPPP/R1BQ1RK1 w - - 0 9";

    /**
     * Whether a window fails depends on the whole tree, which every search change moves, so the
     * test searches two middlegames and needs a failure in one of them; each failure it finds
     * must be reported and completed as UCI wants.
     */
    @Test
    void aMissedWindowIsReportedAsABoundAndItsIterationEndsExact() {
        List<SearchInfo> bounds = new ArrayList<>();
        List<List<SearchInfo>> searches = new ArrayList<>();
        for (String fen : List.of(MIDDLEGAME, CLOSED_CENTRE)) {
            List<SearchInfo> reports = new ArrayList<>();
            searcher().search(position(fen), SearchLimits.depth(12), reports::add);
            searches.add(reports);
            List<SearchInfo> missed = reports.stream().filter(r -> r.bound() != SearchInfo.Bound.EXACT).toList();
            bounds.addAll(missed);
            checkReported(reports, missed);
        }
        assertThat(bounds).as("window failures in %s", searches).isNotEmpty();
    }

    private static void checkReported(List<SearchInfo> reports, List<SearchInfo> bounds) {
        for (SearchInfo bound : bounds) {
            assertThat(bound.pv()).isNotEmpty();
            int at = reports.indexOf(bound);
            assertThat(reports.subList(at + 1, reports.size()))
                    .as("the iteration of depth %d completes after its bound", bound.depth())
                    .anySatisfy(later -> {
                        assertThat(later.depth()).isEqualTo(bound.depth());
                        assertThat(later.bound()).isEqualTo(SearchInfo.Bound.EXACT);
                    });
        }
        assertThat(reports.get(reports.size() - 1).bound()).isEqualTo(SearchInfo.Bound.EXACT);
    }

    @Test
    void withoutAspirationEveryReportIsExact() {
        List<SearchInfo> reports = new ArrayList<>();
        searcher(SearchOptions.defaults().with(Technique.ASPIRATION, false))
                .search(position(MIDDLEGAME), SearchLimits.depth(10), reports::add);
        assertThat(reports).isNotEmpty().allSatisfy(r -> assertThat(r.bound()).isEqualTo(SearchInfo.Bound.EXACT));
    }

    @Test
    void theBoundIsNamedAfterTheScoreAsUciWantsIt() {
        assertThat(SearchInfo.Bound.EXACT.suffix()).isEmpty();
        assertThat(SearchInfo.Bound.LOWER.suffix()).isEqualTo(" lowerbound");
        assertThat(SearchInfo.Bound.UPPER.suffix()).isEqualTo(" upperbound");
    }
}
