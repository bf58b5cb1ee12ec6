package dev.mallard.fide.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Engines in one JVM are independent (two searching at once find exactly what each finds alone)
 * and stopping is thread-safe: a stop from another thread always ends the search it was meant
 * for, however early, and never a later one. The timeouts only keep a broken build from hanging.
 */
class EngineConcurrencyTest {
    private static final String MIDDLEGAME = "r2q1rk1/ppp2ppp/2n1bn2/2bpp3/4P3/2PP1NN1/PP2BPPP/R1BQ1RK1 w - - 0 9";
    private static final String ENDGAME = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    private static final int DEPTH = 7;

    private static SearchOutcome alone(String fen) {
        Engine engine = Engine.create("normal");
        engine.setPosition(fen, List.of());
        return engine.search(SearchLimits.depth(DEPTH));
    }

    @Test
    void twoEnginesSearchingInParallelFindWhatEachFindsAlone() throws Exception {
        SearchOutcome middlegame = alone(MIDDLEGAME);
        SearchOutcome endgame = alone(ENDGAME);
        Engine a = Engine.create("normal");
        Engine b = Engine.create("normal");
        a.setPosition(MIDDLEGAME, List.of());
        b.setPosition(ENDGAME, List.of());
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            CountDownLatch go = new CountDownLatch(1);
            Future<SearchOutcome> fa = pool.submit(() -> {
                go.await();
                return a.search(SearchLimits.depth(DEPTH));
            });
            Future<SearchOutcome> fb = pool.submit(() -> {
                go.await();
                return b.search(SearchLimits.depth(DEPTH));
            });
            go.countDown();
            assertSameSearch(fa.get(120, TimeUnit.SECONDS), middlegame);
            assertSameSearch(fb.get(120, TimeUnit.SECONDS), endgame);
        } finally {
            pool.shutdownNow();
        }
    }

    private static void assertSameSearch(SearchOutcome actual, SearchOutcome expected) {
        assertThat(actual.nodes()).isEqualTo(expected.nodes());
        assertThat(actual.score()).isEqualTo(expected.score());
        assertThat(actual.bestTurn()).isEqualTo(expected.bestTurn());
        assertThat(actual.pvText()).isEqualTo(expected.pvText());
    }

    @Test
    void aStopRightAfterStartIsNeverLost() throws Exception {
        Engine engine = Engine.create("normal");
        for (int i = 0; i < 50; i++) {
            CompletableFuture<SearchOutcome> search = engine.start(SearchLimits.untilStopped(), SearchListener.NONE);
            assertThat(engine.stop()).isTrue();
            SearchOutcome outcome = search.get(30, TimeUnit.SECONDS);
            assertThat(outcome.bestTurn()).isPresent();
        }
        assertThat(engine.isSearching()).isFalse();
    }

    @Test
    void aStopFromAnotherThreadEndsABlockingSearch() throws Exception {
        Engine engine = Engine.create("normal");
        CountDownLatch started = new CountDownLatch(1);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<SearchOutcome> search = pool.submit(() -> engine.search(SearchLimits.untilStopped(),
                    info -> started.countDown()));
            assertThat(started.await(30, TimeUnit.SECONDS)).isTrue();
            assertThat(engine.isSearching()).isTrue();
            assertThat(engine.stop()).isTrue();
            assertThat(search.get(30, TimeUnit.SECONDS).bestTurn()).isPresent();
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aStopWhileIdleDoesNotStopTheNextSearch() {
        Engine engine = Engine.create("normal");
        assertThat(engine.stop()).isFalse();
        assertThat(engine.search(SearchLimits.depth(5)).depth()).isEqualTo(5);
    }

    @Test
    void oneEngineRunsOneSearchAtATime() throws Exception {
        Engine engine = Engine.create("normal");
        CompletableFuture<SearchOutcome> search = engine.start(SearchLimits.untilStopped(), SearchListener.NONE);
        try {
            assertThatThrownBy(() -> engine.search(SearchLimits.depth(1))).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("while this engine is searching");
            assertThatThrownBy(() -> engine.setPosition(Fen.START, List.of()))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("set a position");
        } finally {
            engine.stop();
            search.get(30, TimeUnit.SECONDS);
        }
    }
}
