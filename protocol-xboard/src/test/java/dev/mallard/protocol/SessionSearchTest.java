package dev.mallard.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The search lifecycle both protocols share: which ends a session acts on, which it holds, which
 * are stale, and the ponder hit. The searches are depth-limited or stopped, never timed.
 */
class SessionSearchTest {
    private final BlockingQueue<SessionSearch.End> ends = new LinkedBlockingQueue<>();
    private final SessionSearch search = new SessionSearch(ends::add);
    private final Engine engine = Engine.create("normal");

    private SessionSearch.End nextEnd() throws InterruptedException {
        SessionSearch.End end = ends.poll(120, TimeUnit.SECONDS);
        assertThat(end).as("a search's end within two minutes").isNotNull();
        return end;
    }

    /** The next end, which the session acts on now. */
    private SessionSearch.End actedOn() throws InterruptedException {
        SessionSearch.End end = nextEnd();
        assertThat(search.ended(end)).contains(end);
        return end;
    }

    /** The next end, which the session holds (or drops as stale). */
    private SessionSearch.End notActedOn() throws InterruptedException {
        SessionSearch.End end = nextEnd();
        assertThat(search.ended(end)).isEmpty();
        return end;
    }

    private int start(SearchLimits limits, SessionSearch.Kind kind) {
        return search.start(engine, limits, List.of(), kind, SearchListener.NONE);
    }

    @Test
    void theEndOfAMoveSearchIsActedOn() throws Exception {
        int id = start(SearchLimits.depth(3), SessionSearch.Kind.MOVE);
        assertThat(search.thinking()).isTrue();
        SessionSearch.End end = actedOn();
        assertThat(end.id()).isEqualTo(id);
        assertThat(search.running()).isFalse();
        assertThat(end.outcome().depth()).isEqualTo(3);
    }

    @Test
    void anAnalysisThatEndsByItselfIsHeldUntilStop() throws Exception {
        start(SearchLimits.depth(2), SessionSearch.Kind.ANALYSIS);
        SessionSearch.End end = notActedOn();
        assertThat(search.running()).isTrue();
        assertThat(search.stop()).contains(end);
        assertThat(search.running()).isFalse();
        assertThat(search.stop()).isEmpty();
    }

    @Test
    void theEndOfAnAbortedSearchIsStale() throws Exception {
        int id = start(SearchLimits.untilStopped(), SessionSearch.Kind.MOVE);
        assertThat(search.abort()).get().extracting(SessionSearch.End::id).isEqualTo(id);
        assertThat(search.running()).isFalse();
        assertThat(notActedOn().id()).isEqualTo(id);
    }

    @Test
    void aPonderHitOnARunningSearchMakesItTheMoveSearch() throws Exception {
        start(SearchLimits.untilStopped(), SessionSearch.Kind.PONDER);
        assertThat(search.pondering()).isTrue();
        assertThat(search.ponderHit(SearchLimits.depth(4), SessionSearch.Kind.MOVE)).isEmpty();
        assertThat(search.thinking()).isTrue();
        assertThat(actedOn().outcome().depth()).isGreaterThanOrEqualTo(4);
    }

    @Test
    void aPonderHitOnAFinishedPonderSearchGivesItsEndAtOnce() throws Exception {
        start(SearchLimits.depth(3), SessionSearch.Kind.PONDER);
        SessionSearch.End end = notActedOn();
        assertThat(search.ponderHit(SearchLimits.depth(5), SessionSearch.Kind.MOVE)).contains(end);
        assertThat(search.running()).isFalse();
        assertThatThrownBy(() -> search.ponderHit(SearchLimits.depth(5), SessionSearch.Kind.MOVE))
                .isInstanceOf(IllegalStateException.class);
    }

    /** UCI's {@code go ponder infinite}: after the hit the search still waits for {@code stop}, as Stockfish's does. */
    @Test
    void aPonderHitIntoAnInfiniteSearchStillWaitsForStop() throws Exception {
        start(SearchLimits.depth(3), SessionSearch.Kind.PONDER);
        SessionSearch.End end = notActedOn();
        assertThat(search.ponderHit(SearchLimits.untilStopped(), SessionSearch.Kind.ANALYSIS)).isEmpty();
        assertThat(search.running()).isTrue();
        assertThat(search.stop()).contains(end);
        assertThat(search.running()).isFalse();
    }

    @Test
    void stopAfterEndsASearchThatWouldNotEndByItself() throws Exception {
        int id = start(SearchLimits.untilStopped(), SessionSearch.Kind.MOVE);
        search.stopAfter(1);
        assertThat(actedOn().id()).isEqualTo(id);
        assertThatThrownBy(() -> {
            start(SearchLimits.untilStopped(), SessionSearch.Kind.MOVE);
            start(SearchLimits.untilStopped(), SessionSearch.Kind.MOVE);
        }).isInstanceOf(IllegalStateException.class).hasMessageContaining("still running");
        search.close();
    }
}
