package dev.mallard.fide.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.search.SearchInfo;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.fide.FideVariant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The ponder hit: a search started until stopped goes on under the limits the hit brings, without
 * starting over. The searches run to fixed depths, so nothing here depends on the machine's speed.
 */
class PonderHitTest {
    private static final String ITALIAN = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";

    /**
     * The hit comes from the search's own report of depth 3 and limits it to depth 6: the search
     * ends there, having searched exactly the tree of a plain depth-6 search (a restarted search
     * would count the first three iterations twice), and its reports go on from where they were.
     */
    @Test
    void aHitTurnsThePonderSearchIntoTheEngineSearchWithoutStartingOver() throws Exception {
        Engine plain = Engine.create("normal");
        plain.setPosition(ITALIAN, List.of());
        SearchOutcome expected = plain.search(SearchLimits.depth(6));

        Engine engine = Engine.create("normal");
        engine.setPosition(ITALIAN, List.of());
        List<SearchInfo> infos = new CopyOnWriteArrayList<>();
        CompletableFuture<SearchOutcome> pondering = engine.start(SearchLimits.untilStopped(), info -> {
            infos.add(info);
            if (info.depth() == 3 && info.multiPv() <= 1) {
                assertThat(engine.ponderHit(SearchLimits.depth(6))).isTrue();
            }
        });
        SearchOutcome outcome = pondering.get(120, TimeUnit.SECONDS);

        assertThat(outcome.depth()).isEqualTo(6);
        assertThat(outcome.nodes()).isEqualTo(expected.nodes());
        assertThat(outcome.bestTurn()).isEqualTo(expected.bestTurn());
        assertThat(infos.get(0).depth()).isEqualTo(1);
        for (int i = 1; i < infos.size(); i++) {
            assertThat(infos.get(i).depth()).isGreaterThanOrEqualTo(infos.get(i - 1).depth());
            assertThat(infos.get(i).nodes()).isGreaterThanOrEqualTo(infos.get(i - 1).nodes());
        }
    }

    /** Node and time limits count from the hit: a search converted to one node stops at once, keeping its depth. */
    @Test
    void theLimitsOfTheHitCountFromTheHit() throws Exception {
        Engine engine = Engine.create("normal");
        engine.setPosition(ITALIAN, List.of());
        List<SearchInfo> infos = new CopyOnWriteArrayList<>();
        CompletableFuture<SearchOutcome> pondering = engine.start(SearchLimits.untilStopped(), info -> {
            infos.add(info);
            if (info.depth() == 5) {
                engine.ponderHit(SearchLimits.nodes(1));
            }
        });
        SearchOutcome outcome = pondering.get(120, TimeUnit.SECONDS);
        assertThat(outcome.depth()).isGreaterThanOrEqualTo(5);
        assertThat(outcome.nodes()).isGreaterThanOrEqualTo(infos.get(infos.size() - 1).nodes());
        assertThat(outcome.bestTurn()).isPresent();
    }

    /** Limits that come before the search has begun hold for it (the searcher takes them at its first check). */
    @Test
    void aHitBeforeTheSearchHasBegunHoldsForIt() {
        FideVariant fide = new FideVariant();
        Searcher searcher = new Searcher(fide.searchRules(), fide.newEvaluator(),
                new TranspositionTable(Engine.DEFAULT_HASH_MB));
        searcher.ponderHit(SearchLimits.depth(4));
        SearchResult result = searcher.search(fide.parseFen(ITALIAN), SearchLimits.untilStopped(), SearchListener.NONE);
        assertThat(result.depth()).isEqualTo(4);
    }

    /**
     * A hit right after the engine's start is not lost, however early it comes: the search, which
     * only a stop or a hit could end, ends by its depth limit (at the end of the iteration it is in).
     */
    @Test
    void aHitRightAfterTheStartEndsTheSearch() throws Exception {
        Engine engine = Engine.create("normal");
        CompletableFuture<SearchOutcome> pondering = engine.start(SearchLimits.untilStopped(), info -> { });
        assertThat(engine.ponderHit(SearchLimits.depth(4))).isTrue();
        assertThat(pondering.get(120, TimeUnit.SECONDS).depth()).isGreaterThanOrEqualTo(4);
    }

    /** Without a search there is nothing to hit, and the next search keeps its own limits. */
    @Test
    void aHitWhileIdleChangesNothing() {
        Engine engine = Engine.create("normal");
        assertThat(engine.ponderHit(SearchLimits.depth(1))).isFalse();
        assertThat(engine.search(SearchLimits.depth(5)).depth()).isEqualTo(5);
    }
}
