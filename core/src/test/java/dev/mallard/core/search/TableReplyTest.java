package dev.mallard.core.search;

import static dev.mallard.core.search.TestChess.isLegal;
import static dev.mallard.core.search.TestChess.position;
import static dev.mallard.core.search.TestChess.searcher;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import org.junit.jupiter.api.Test;

/**
 * A search cut short before its line had a reply still names one, from the table (what a GUI
 * shows as the expected reply and what the engine ponders on), and only a legal one.
 */
class TableReplyTest {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void aSearchCutShortTakesTheReplyFromTheTable() {
        Position position = position(KIWIPETE);
        Searcher searcher = searcher();
        searcher.search(position, SearchLimits.depth(8), SearchListener.NONE);
        // Two nodes: the first iteration stops at its first root move, which has no line below it yet.
        SearchResult cut = searcher.search(position, SearchLimits.nodes(2), SearchListener.NONE);
        assertThat(cut.pv()).as("the best turn and the table's reply").hasSize(2);
        assertThat(cut.pv()[0]).isEqualTo(cut.bestTurn());
        Position after = position.copy();
        after.makeMove(cut.pv()[0]);
        assertThat(isLegal(after, cut.pv()[1])).isTrue();
    }

    @Test
    void withoutTheTableThereIsNoReplyToTake() {
        Position position = position(KIWIPETE);
        Searcher searcher = searcher(SearchOptions.defaults().withTranspositionTable(false));
        searcher.search(position, SearchLimits.depth(6), SearchListener.NONE);
        assertThat(searcher.search(position, SearchLimits.nodes(2), SearchListener.NONE).pv()).hasSize(1);
    }
}
