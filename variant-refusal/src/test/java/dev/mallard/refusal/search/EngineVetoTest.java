package dev.mallard.refusal.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.fide.eval.FideEvaluator;
import dev.mallard.refusal.RefusalOracle;
import dev.mallard.refusal.RefusalRules;
import dev.mallard.refusal.RefusalSearchRules;
import dev.mallard.refusal.RefusalVariant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The engine's own veto: the search answers a full turn (move and veto), the veto is a legal
 * reply that hurts most (the explicit-turn oracle scores the child with that veto exactly as
 * the search scored the move), there is no veto when the opponent has at most one reply, and
 * the principal variation is a line of legal turns.
 */
class EngineVetoTest {
    private final RefusalVariant variant = new RefusalVariant();
    private final RefusalRules rules = new RefusalRules();
    private final FideEvaluator evaluator = new FideEvaluator();

    private SearchResult search(Position position, int depth, SearchOptions options) {
        Searcher searcher = new Searcher(new RefusalSearchRules(), evaluator, new TranspositionTable(1));
        searcher.setOptions(options);
        return searcher.search(position, SearchLimits.depth(depth), SearchListener.NONE);
    }

    private int replies(Position position, int move) {
        position.makeMove(move);
        int count = MoveGenerator.legal(position, new int[MoveGenerator.MAX_MOVES], 0, MoveGenerator.ALL);
        position.unmakeMove(move);
        return count;
    }

    /** The turn is legal in the variant's own notation, and vetoes exactly when the opponent has two or more replies. */
    private void assertLegalTurn(Position position, int turn) {
        String text = rules.formatTurn(position, turn);
        assertThat(rules.parseTurn(position, text)).as("%s in %s", text, variant.toFen(position)).isEqualTo(turn);
        int veto = RefusalRules.veto(turn);
        assertThat(veto != Move.NONE).as("veto of %s in %s", text, variant.toFen(position))
                .isEqualTo(replies(position, RefusalRules.move(turn)) >= 2);
    }

    @Test
    void theVetoIsTheReplyThatHurtsMost() {
        RefusalOracle oracle = new RefusalOracle(evaluator);
        List<Position> positions = SecondBestPositions.sample(3, 5);
        assertThat(positions).hasSizeGreaterThanOrEqualTo(50);
        int vetoes = 0;
        for (Position position : positions) {
            for (int depth = 2; depth <= 3; depth++) {
                SearchResult result = search(position, depth, SearchOptions.exact());
                int turn = result.bestTurn();
                if (turn == Move.NONE) {
                    break; // the game is over
                }
                assertLegalTurn(position, turn);
                if (RefusalRules.veto(turn) == Move.NONE) {
                    continue;
                }
                vetoes++;
                // Another veto would leave the opponent a better reply: the child, with our veto,
                // must be worth exactly the negated root score.
                Position child = position.copy();
                rules.makeTurn(child, turn);
                assertThat(oracle.score(child, depth - 1)).as("%s after %s at depth %d", variant.toFen(position),
                        rules.formatTurn(position, turn), depth).isEqualTo(-result.score());
            }
        }
        assertThat(vetoes).isGreaterThan(50);
    }

    @Test
    void aSearchOfDepthOneStillVetoes() {
        for (Position position : SecondBestPositions.sample(1, 7)) {
            SearchResult result = search(position, 1, SearchOptions.defaults());
            if (result.bestTurn() != Move.NONE) {
                assertLegalTurn(position, result.bestTurn());
            }
        }
    }

    @Test
    void noVetoWhenTheMoveMatesOrLeavesALoneReply() {
        // Rd8 mates: the game ends, there is nothing to veto.
        SearchResult mate = search(variant.parseFen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"), 3, SearchOptions.defaults());
        assertThat(rules.formatTurn(variant.parseFen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"), mate.bestTurn()))
                .isEqualTo("d1d8");
        // Ka6 leaves Black the lone reply Kb8, which may not be vetoed; Rh8 would stalemate.
        Position lone = variant.parseFen("k7/8/1K6/8/8/8/8/7R w - - 0 1 veto:h1h8");
        SearchResult result = search(lone, 4, SearchOptions.defaults());
        assertLegalTurn(lone, result.bestTurn());
    }

    @Test
    void aChildDrawnInTheSearchStillGetsAVeto() {
        // Every king or rook move is the hundredth half-move: each child is a draw by the
        // fifty-move rule inside the search, yet the game goes on and the turn needs a veto.
        Position position = variant.parseFen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
        SearchResult result = search(position, 3, SearchOptions.defaults());
        assertThat(result.score()).isZero();
        assertLegalTurn(position, result.bestTurn());
    }

    @Test
    void thePrincipalVariationIsALineOfLegalTurns() {
        for (Position position : SecondBestPositions.sample(1, 13)) {
            int depth = 3;
            SearchResult result = search(position, depth, SearchOptions.exact());
            int[] pv = result.pv();
            assertThat(result.pvText()).hasSize(pv.length);
            Position walk = position.copy();
            // The moves of the last full-width ply and of quiescence have no searched reply to veto.
            for (int i = 0; i < Math.min(pv.length, depth - 1); i++) {
                assertLegalTurn(walk, pv[i]);
                assertThat(result.pvText().get(i)).isEqualTo(rules.formatTurn(walk, pv[i]));
                rules.makeTurn(walk, pv[i]);
            }
        }
    }
}
