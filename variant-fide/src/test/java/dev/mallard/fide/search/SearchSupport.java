package dev.mallard.fide.search;

import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.fide.FideVariant;

/**
 * Shared set-up for the search tests that need FIDE's rules or evaluation: fresh searchers on
 * them. (The search's own tests are core's, on its test variant.)
 */
final class SearchSupport {
    static final FideVariant FIDE = new FideVariant();

    private SearchSupport() {
    }

    /** A fresh searcher (16 MB table) with the given techniques. */
    static Searcher searcher(SearchOptions options) {
        return searcher(options, FIDE.newEvaluator());
    }

    /** A fresh searcher (16 MB table) with the given techniques on the FIDE rules and {@code evaluator}. */
    static Searcher searcher(SearchOptions options, Evaluator evaluator) {
        Searcher searcher = new Searcher(FIDE.searchRules(), evaluator, new TranspositionTable(16));
        searcher.setOptions(options);
        return searcher;
    }

    /** A fresh searcher with every technique on. */
    static Searcher searcher() {
        return searcher(SearchOptions.defaults());
    }

    static Position position(String fen) {
        return FIDE.parseFen(fen);
    }

    /** A fixed-depth search of {@code fen} by a fresh searcher. */
    static SearchResult search(String fen, SearchOptions options, int depth) {
        return search(fen, options, depth, FIDE.newEvaluator());
    }

    /** A fixed-depth search of {@code fen} by a fresh searcher on {@code evaluator}. */
    static SearchResult search(String fen, SearchOptions options, int depth, Evaluator evaluator) {
        return searcher(options, evaluator).search(position(fen), SearchLimits.depth(depth), SearchListener.NONE);
    }

    /** Whether {@code move} is one of the legal moves of {@code position}. */
    static boolean isLegal(Position position, int move) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }
}
