package dev.mallard.gui.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The search threads: an engine's turn goes before the analyses waiting, and a running slice yields to it. */
class SearchPoolTest {
    @Test
    void anEnginesTurnGoesFirstAndARunningAnalysisYieldsItsThread() throws Exception {
        try (SearchPool pool = new SearchPool(1)) {
            List<String> order = new CopyOnWriteArrayList<>();
            CountDownLatch started = new CountDownLatch(1);
            CountDownLatch yielded = new CountDownLatch(1);
            Future<String> slice = pool.submit(() -> {
                started.countDown();
                boolean asked = yielded.await(60, TimeUnit.SECONDS); // a search until asked to stop
                order.add("slice");
                return asked ? "yielded" : "ran out";
            }, SearchPool.Priority.ANALYSIS, yielded::countDown);
            assertThat(started.await(60, TimeUnit.SECONDS)).isTrue();
            Future<?> otherAnalysis = pool.submit(() -> order.add("other analysis"), SearchPool.Priority.ANALYSIS, () -> { });
            Future<?> review = pool.submit(() -> order.add("review"), SearchPool.Priority.ANALYSIS, null);
            Future<?> turn = pool.submit(() -> order.add("turn"), SearchPool.Priority.PLAY, null);
            assertThat(slice.get(60, TimeUnit.SECONDS)).isEqualTo("yielded");
            turn.get(60, TimeUnit.SECONDS);
            otherAnalysis.get(60, TimeUnit.SECONDS);
            review.get(60, TimeUnit.SECONDS);
            assertThat(order).containsExactly("slice", "turn", "other analysis", "review");
        }
    }

    @Test
    void anIdleThreadTakesAnEnginesTurnWithoutStoppingAnyone() throws Exception {
        try (SearchPool pool = new SearchPool(2)) {
            CountDownLatch started = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            List<String> yields = new CopyOnWriteArrayList<>();
            Future<?> slice = pool.submit(() -> {
                started.countDown();
                return release.await(60, TimeUnit.SECONDS);
            }, SearchPool.Priority.ANALYSIS, () -> yields.add("asked"));
            assertThat(started.await(60, TimeUnit.SECONDS)).isTrue();
            assertThat(pool.submit(() -> "played", SearchPool.Priority.PLAY, null).get(60, TimeUnit.SECONDS)).isEqualTo("played");
            assertThat(yields).isEmpty();
            release.countDown();
            slice.get(60, TimeUnit.SECONDS);
        }
    }
}
