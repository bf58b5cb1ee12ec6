package dev.mallard.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.core.tune.TunableEvaluation;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.TestNetworkFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link Engine#setNetwork}: the variants that play networks (FIDE) evaluate with the network
 * set, in every search thread, until {@link Engine#clearNetwork}; the others keep their own.
 * {@link Engine#setUseNetworks}: off, they play their hand evaluations whatever network is set.
 */
class EngineNetworkTest {
    private static final SearchableVariant NORMAL = searchable("normal");
    private static final SearchableVariant DUCK = searchable("duck");
    /** Each side to move scores +77: after any first move of a depth-1 search, the root side has −77. */
    private static final int CONSTANT = 77;

    private static SearchableVariant searchable(String name) {
        return (SearchableVariant) Variants.find(name).orElseThrow();
    }

    private static int depthOneScore(Engine engine) {
        return engine.search(SearchLimits.depth(1)).score();
    }

    @Test
    void fidePlaysTheNetworkSetUntilItIsClearedAndThenPlaysAsAFreshEngine() {
        Engine fresh = Engine.create(NORMAL, 4);
        int shipped = fresh.search(SearchLimits.depth(5)).score();
        assertThat(depthOneScore(Engine.create(NORMAL, 4))).isNotEqualTo(-CONSTANT);

        Engine engine = Engine.create(NORMAL, 4);
        engine.search(SearchLimits.depth(5));
        engine.setNetwork(TestNetworkFiles.constant(CONSTANT));
        assertThat(depthOneScore(engine)).isEqualTo(-CONSTANT);
        engine.setThreads(2); // the helpers evaluate with the network too: every thread scores the same
        assertThat(engine.search(SearchLimits.depth(6)).score()).isIn(CONSTANT, -CONSTANT);

        engine.setThreads(1);
        engine.clearNetwork(); // the table is emptied with it: nothing of the network's scores is left
        assertThat(engine.search(SearchLimits.depth(5)).score()).isEqualTo(shipped);
    }

    /** Every shipped variant plays networks: the one set is played by the variant in force, and kept across a change of variant. */
    @Test
    void everyVariantPlaysTheNetworkSetAndKeepsItAcrossAChangeOfVariant() {
        Engine engine = Engine.create(DUCK, 4);
        assertThat(depthOneScore(engine)).isNotEqualTo(-CONSTANT);
        engine.setNetwork(TestNetworkFiles.constant(CONSTANT));
        assertThat(depthOneScore(engine)).isEqualTo(-CONSTANT);
        engine.setVariant(NORMAL);
        assertThat(depthOneScore(engine)).isEqualTo(-CONSTANT);
        engine.setVariant(DUCK);
        engine.clearNetwork();
        engine.setVariant(NORMAL);
        assertThat(depthOneScore(engine)).isNotEqualTo(-CONSTANT);
    }

    /**
     * Networks off: each variant searches exactly as a searcher on its hand evaluation built from
     * its tunable parameters (the tuner's way to it, not the engine's), the network set waits, and
     * each change empties the table.
     */
    @ParameterizedTest
    @ValueSource(strings = {"normal", "duck", "refusal"})
    void offPlaysTheHandEvaluationOverTheNetworkSetWhichPlaysAgainWhenOn(String name) {
        SearchableVariant variant = searchable(name);
        TunableEvaluation hand = variant.tunableEvaluation().orElseThrow();
        Searcher direct = new Searcher(variant.searchRules(), hand.newEvaluator(hand.shipped()), new TranspositionTable(4));
        SearchResult expected = direct.search(variant.parseFen(variant.startFen()), SearchLimits.depth(4), SearchListener.NONE);

        Engine engine = Engine.create(variant, 4);
        assertThat(engine.usesNetworks()).isTrue();
        long shipped = engine.search(SearchLimits.depth(4)).nodes();
        assertThat(shipped).as("the shipped evaluation is a network, not the hand evaluation").isNotEqualTo(expected.nodes());
        engine.setNetwork(TestNetworkFiles.constant(CONSTANT));
        engine.setUseNetworks(false); // the table the network's search filled is emptied: the count is a fresh one
        assertThat(engine.usesNetworks()).isFalse();
        SearchOutcome off = engine.search(SearchLimits.depth(4));
        assertThat(off.nodes()).isEqualTo(expected.nodes());
        assertThat(off.score()).isEqualTo(expected.score());

        engine.setUseNetworks(true);
        assertThat(depthOneScore(engine)).isEqualTo(-CONSTANT);
        engine.setUseNetworks(false);
        assertThat(engine.search(SearchLimits.depth(4)).nodes()).isEqualTo(expected.nodes());
        engine.setVariant(searchable(name.equals("normal") ? "duck" : "normal"));
        engine.setVariant(variant); // kept across a change of variant
        engine.clearNetwork();
        assertThat(engine.search(SearchLimits.depth(4)).nodes()).isEqualTo(expected.nodes());
        engine.setUseNetworks(true);
        assertThat(engine.search(SearchLimits.depth(4)).nodes()).isEqualTo(shipped);
    }

    @Test
    void networksCannotBeSwitchedWhileASearchRuns() {
        Engine engine = Engine.create(NORMAL, 4);
        var running = engine.start(SearchLimits.untilStopped(), SearchListener.NONE);
        try {
            assertThatThrownBy(() -> engine.setUseNetworks(false)).isInstanceOf(IllegalStateException.class)
                    .hasMessageStartingWith("cannot switch networks off while this engine is searching");
            assertThat(engine.usesNetworks()).isTrue();
        } finally {
            engine.stop();
            running.join();
        }
    }

    @Test
    void aNullNetworkIsRefused() {
        Engine engine = Engine.create(NORMAL, 4);
        assertThatThrownBy(() -> engine.setNetwork(null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("clearNetwork()");
        assertThatThrownBy(() -> NORMAL.newEvaluator(null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DUCK.newEvaluator(null)).isInstanceOf(IllegalArgumentException.class);
    }
}
