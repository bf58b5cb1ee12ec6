package dev.mallard.fide.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.FenException;
import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.search.SearchInfo;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.fide.FideVariant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engine facade: creation, positions, outcomes as objects and text, and its validation. */
class EngineTest {
    private static final String MATE_IN_ONE = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";

    @Test
    void searchesTheStartPositionAndReportsTheBestTurnAsObjectAndText() {
        Engine engine = Engine.create("normal");
        List<SearchInfo> infos = new ArrayList<>();
        SearchOutcome outcome = engine.search(SearchLimits.depth(5), infos::add);
        Turn best = outcome.bestTurn().orElseThrow();
        assertThat(outcome.depth()).isEqualTo(5);
        assertThat(infos).extracting(SearchInfo::depth).contains(1, 2, 3, 4, 5);
        assertThat(outcome.pv()).isNotEmpty().first().isEqualTo(best);
        assertThat(outcome.pvText()).first().isEqualTo(best.text());
        assertThat(outcome.pv()).extracting(Turn::text).isEqualTo(outcome.pvText().subList(0, outcome.pv().size()));
        // The PV is a line of legal turns from the searched position.
        Game game = Game.start("normal");
        for (Turn turn : outcome.pv()) {
            assertThat(game.play(turn.text())).isEqualTo(turn);
        }
        assertThat(outcome.pvSan()).first().isEqualTo(best.san());
    }

    @Test
    void theFacadeSearchesExactlyAsTheSearcherItWraps() {
        String fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        FideVariant fide = new FideVariant();
        Searcher searcher = new Searcher(fide.searchRules(), fide.newEvaluator(),
                new TranspositionTable(Engine.DEFAULT_HASH_MB));
        SearchResult direct = searcher.search(fide.parseFen(fen), SearchLimits.depth(7), SearchListener.NONE);
        Engine engine = Engine.create("normal");
        engine.setPosition(fen, List.of());
        SearchOutcome outcome = engine.search(SearchLimits.depth(7));
        assertThat(outcome.nodes()).isEqualTo(direct.nodes());
        assertThat(outcome.score()).isEqualTo(direct.score());
        assertThat(outcome.bestTurn().orElseThrow().code()).isEqualTo(direct.bestTurn());
        assertThat(outcome.pvText()).isEqualTo(direct.pvText());
    }

    @Test
    void findsAMateAndSaysSo() {
        Engine engine = Engine.create("normal");
        engine.setPosition(MATE_IN_ONE, List.of());
        SearchOutcome outcome = engine.search(SearchLimits.depth(3));
        assertThat(outcome.bestTurn()).get().extracting(Turn::san).isEqualTo("Rd8#");
        assertThat(outcome.isMate()).isTrue();
        assertThat(outcome.scoreText()).isEqualTo("mate 1");
    }

    /** Two threads: the same mate, and the thread count cannot change while a search runs. */
    @Test
    void searchesWithHelperThreads() throws Exception {
        Engine engine = Engine.create("normal");
        engine.setThreads(2);
        engine.setPosition(MATE_IN_ONE, List.of());
        SearchOutcome outcome = engine.search(SearchLimits.depth(5));
        assertThat(outcome.bestTurn()).get().extracting(Turn::san).isEqualTo("Rd8#");
        assertThat(outcome.scoreText()).isEqualTo("mate 1");

        engine.setPosition(Fen.START, List.of());
        var running = engine.start(SearchLimits.untilStopped(), info -> { });
        assertThatThrownBy(() -> engine.setThreads(1)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cannot change the number of threads while this engine is searching");
        engine.stop();
        assertThat(running.get(10, java.util.concurrent.TimeUnit.SECONDS).bestTurn()).isPresent();
        engine.setThreads(1);
    }

    @Test
    void aFinishedGameHasNoBestTurn() {
        Engine engine = Engine.create("normal");
        engine.setPosition(Fen.START, List.of("f2f3", "e7e5", "g2g4", "d8h4"));
        SearchOutcome outcome = engine.search(SearchLimits.depth(3));
        assertThat(outcome.bestTurn()).isEmpty();
        assertThat(outcome.pv()).isEmpty();
        assertThat(outcome.pvText()).isEmpty();
    }

    @Test
    void setPositionReplaysTurnsAndSearchesFromTheEnd() {
        Engine engine = Engine.create("normal");
        engine.setPosition(Fen.START, List.of("e2e4", "e7e5", "g1f3"));
        assertThat(engine.fen()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
        Turn best = engine.search(SearchLimits.depth(3)).bestTurn().orElseThrow();
        assertThat(Game.fromFen(engine.variant(), engine.fen()).isLegal(best.text())).isTrue();
    }

    @Test
    void setPositionTakesAGameWithItsHistory() {
        Game game = Game.start("normal");
        for (String san : List.of("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1")) {
            game.playSan(san);
        }
        Engine engine = Engine.create("normal");
        engine.setPosition(game);
        assertThat(engine.fen()).isEqualTo(game.fen());
        // Black to move can repeat the start position a third time: with the history the search
        // knows that Ng8 draws at once.
        SearchOutcome outcome = engine.search(SearchLimits.depth(4));
        assertThat(outcome.bestTurn()).isPresent();
    }

    @Test
    void rejectsBadArgumentsWithPreciseMessages() {
        assertThatThrownBy(() -> Engine.create("no-such-variant"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown variant \"no-such-variant\"").hasMessageContaining("normal");
        assertThatThrownBy(() -> Engine.create((String) null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("known variants");
        assertThatThrownBy(() -> Engine.create("normal", 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("hash size must be 1 to");
        Engine engine = Engine.create("normal");
        assertThatThrownBy(() -> engine.setPosition("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
                List.of())).isInstanceOf(FenException.class).hasMessageContaining("side");
        assertThatThrownBy(() -> engine.setPosition(Fen.START, List.of("e2e4", "e7e5", "e4e5")))
                .isInstanceOf(IllegalMoveException.class).hasMessageStartingWith("turn 3 of 3: ");
        assertThatThrownBy(() -> engine.setPosition(Fen.START, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("empty list");
        assertThatThrownBy(() -> engine.search(null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> engine.setThreads(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("threads must be 1 to 64, got 0");
        // A failed setPosition leaves the position as it was.
        assertThat(engine.fen()).isEqualTo(Fen.START);
    }
}
