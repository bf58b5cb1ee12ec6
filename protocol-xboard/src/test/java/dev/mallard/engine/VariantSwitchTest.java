package dev.mallard.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * {@link Engine#setVariant}: an engine changes its variant keeping its table and settings, and
 * switching back and forth allocates no new table (a GUI names the variant before every game).
 */
class VariantSwitchTest {
    private static final SearchableVariant NORMAL = searchable("normal");
    private static final SearchableVariant DUCK = searchable("duck");
    private static final SearchableVariant REFUSAL = searchable("refusal");

    private static SearchableVariant searchable(String name) {
        return (SearchableVariant) Variants.find(name).orElseThrow();
    }

    /** Bytes this thread has allocated so far (HotSpot's per-thread counter). */
    private static long allocatedBytes() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
    }

    @Test
    void theNewVariantIsPlayedFromItsStartWithTheSettingsKept() {
        Engine engine = Engine.create(NORMAL, 8);
        engine.setMultiPv(3);
        engine.setPosition(NORMAL.startFen(), List.of("e2e4"));
        engine.setVariant(DUCK);
        assertThat(engine.variant()).isSameAs(DUCK);
        assertThat(engine.fen()).isEqualTo(Game.start(DUCK).fen());
        assertThat(engine.hashSize()).isEqualTo(8);
        SearchOutcome duck = engine.search(SearchLimits.depth(2));
        assertThat(duck.lines()).hasSize(3); // MultiPV kept
        assertThat(duck.bestTurn().orElseThrow().text()).contains(","); // a Duck turn: move, Duck square
        engine.setVariant(REFUSAL);
        SearchOutcome refusal = engine.search(SearchLimits.depth(2));
        assertThat(refusal.lines()).hasSize(3);
        assertThat(Game.start(REFUSAL).legalTurns()).extracting(t -> t.text()).contains(refusal.bestTurn().orElseThrow().text());
    }

    @Test
    void switchingBackAndForthAllocatesFarLessThanItsTable() {
        Engine engine = Engine.create(NORMAL, 16);
        engine.setVariant(DUCK); // the first switch to a variant makes its searcher
        engine.setVariant(NORMAL);
        long before = allocatedBytes();
        for (int i = 0; i < 20; i++) {
            engine.setVariant(DUCK);
            engine.setVariant(NORMAL);
        }
        long allocated = allocatedBytes() - before;
        assertThat(allocated).as("bytes allocated by 40 switches").isLessThan(4L << 20);
        assertThat(engine.search(SearchLimits.depth(3)).bestTurn()).isPresent();
    }

    @Test
    void badSwitchesAreRefusedAndChangeNothing() throws Exception {
        Engine engine = Engine.create(NORMAL, 1);
        assertThatThrownBy(() -> engine.setVariant(null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("variant must not be null");
        CompletableFuture<SearchOutcome> running = engine.start(SearchLimits.untilStopped(), SearchListener.NONE);
        assertThatThrownBy(() -> engine.setVariant(DUCK)).isInstanceOf(IllegalStateException.class);
        engine.stop();
        running.get();
        assertThat(engine.variant()).isSameAs(NORMAL);
    }
}
