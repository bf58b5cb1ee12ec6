package dev.mallard.duck.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.duck.DuckRules;
import dev.mallard.duck.DuckVariant;
import dev.mallard.duck.eval.DuckEvaluator;
import org.junit.jupiter.api.Test;

/** The default search (every technique on) plays full, legal Duck turns along its whole PV. */
class DuckSearchTest {
    private final DuckVariant variant = new DuckVariant();

    @Test
    void bestTurnAndPvAreLegalFullTurns() {
        for (String fen : variant.benchFens()) {
            Position position = variant.parseFen(fen);
            Searcher searcher = new Searcher(variant.searchRules(), new DuckEvaluator(), new TranspositionTable(4));
            SearchResult result = searcher.search(position, SearchLimits.depth(4), SearchListener.NONE);
            assertThat(result.bestTurn() & DuckRules.DUCK_FLAG).as(fen).isNotZero();
            assertThat(result.pv()[0]).as(fen).isEqualTo(result.bestTurn());
            Position walk = position.copy();
            for (int turn : result.pv()) {
                String text = variant.rules().formatTurn(walk, turn);
                assertThat(variant.rules().parseTurn(walk, text)).as("%s in %s", text, fen).isEqualTo(turn);
                variant.rules().makeTurn(walk, turn);
            }
        }
    }

    @Test
    void aSearchStoppedAtOnceStillAnswersAFullTurn() {
        Position position = variant.parseFen(variant.startFen());
        Searcher searcher = new Searcher(variant.searchRules(), new DuckEvaluator(), new TranspositionTable(1));
        SearchResult result = searcher.search(position, SearchLimits.nodes(1), SearchListener.NONE);
        int turn = result.bestTurn();
        assertThat(variant.rules().parseTurn(position, variant.rules().formatTurn(position, turn))).isEqualTo(turn);
    }
}
