package dev.mallard.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.TestNetworkFiles;
import org.junit.jupiter.api.Test;

/**
 * {@link Engine#setNetwork}: the variants that play networks (FIDE) evaluate with the network
 * set, in every search thread, until {@link Engine#clearNetwork}; the others keep their own.
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

    @Test
    void aNullNetworkIsRefused() {
        Engine engine = Engine.create(NORMAL, 4);
        assertThatThrownBy(() -> engine.setNetwork(null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("clearNetwork()");
        assertThatThrownBy(() -> NORMAL.newEvaluator(null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DUCK.newEvaluator(null)).isInstanceOf(IllegalArgumentException.class);
    }
}
