package dev.mallard.core.search.tree;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * The machinery behind a {@link Searcher}: the {@code IterativeDeepening} of the calling thread
 * and those of the helper threads, over one transposition table, and a search run over them.
 * It is the one public type of this package, which the module does not export: the
 * {@link Searcher} checks its callers' arguments and hands them here, so that everything else in
 * the package (node search, quiescence, ordering, histories, lines, limits, reports) stays
 * package-private.
 */
public final class SearchThreads {
    private final SearchRules rules;
    private final TranspositionTable table;
    /** The search of the calling thread: its iterations, reports and result are the search's. */
    private final IterativeDeepening main;
    /** The searches of the other threads (see {@link #setThreads}); none for one thread. */
    private IterativeDeepening[] helpers = new IterativeDeepening[0];

    /**
     * The calling thread's search of a variant with its evaluation over {@code table}.
     *
     * @param rules the variant's rules
     * @param evaluator the calling thread's evaluation
     * @param table the transposition table, shared by every thread
     */
    public SearchThreads(SearchRules rules, Evaluator evaluator, TranspositionTable table) {
        this.rules = rules;
        this.table = table;
        this.main = new IterativeDeepening(rules, evaluator, table);
    }

    /**
     * Sets the techniques and parameter changes of the next searches, on every thread.
     *
     * @param options the options
     */
    public void setOptions(SearchOptions options) {
        main.setOptions(options);
        for (IterativeDeepening h : helpers) {
            h.setOptions(options);
        }
    }

    /**
     * Sets how many principal variations the next searches find (MultiPV); the main thread's alone.
     *
     * @param lines the number of lines
     */
    public void setMultiPv(int lines) {
        main.setMultiPv(lines);
    }

    /** Forgets the table, the killers and the histories of every thread. */
    public void clear() {
        table.clear(); // once: the helpers share it
        main.forgetHistory();
        for (IterativeDeepening h : helpers) {
            h.forgetHistory();
        }
    }

    /**
     * Replaces the helpers by {@code threads - 1} new ones, each on an evaluation of its own.
     *
     * @param threads the number of threads, the calling one included
     * @param evaluations a new evaluation per helper
     * @param options the options the helpers search with
     */
    public void setThreads(int threads, Supplier<? extends Evaluator> evaluations, SearchOptions options) {
        IterativeDeepening[] created = new IterativeDeepening[threads - 1];
        for (int i = 0; i < created.length; i++) {
            created[i] = new IterativeDeepening(rules, evaluations.get(), table);
            created[i].setOptions(options);
        }
        helpers = created;
    }

    /** {@return the number of threads a search uses} */
    public int threads() {
        return helpers.length + 1;
    }

    /** Asks the running search to stop (from any thread). */
    public void stop() {
        main.control().requestStop();
    }

    /**
     * Puts the running search under {@code limits}, counted from now (from any thread).
     *
     * @param limits the limits from now on
     */
    public void ponderHit(SearchLimits limits) {
        main.control().ponderHit(limits);
    }

    /** Drops the limits of a ponder hit that came too late for its search. */
    public void forgetPonderHit() {
        main.control().forgetPonderHit();
    }

    /**
     * Searches {@code root} on every thread: the table ages, the main thread prepares its copy of
     * the root, the helpers start on copies of that copy, the main thread deepens, and the helpers
     * are stopped and joined before the result is made.
     *
     * @param root the position to search
     * @param limits when to stop
     * @param listener receives the main thread's reports
     * @param stopToken stops the search when set
     * @param searchMoves the root moves to consider, none for all
     * @return the best turn, its score and line(s)
     */
    public SearchResult search(Position root, SearchLimits limits, SearchListener listener, AtomicBoolean stopToken,
                               int[] searchMoves) {
        table.newSearch(); // once per search: the helpers store under the main search's age
        if (main.start(root, limits, listener, stopToken, searchMoves) == 0) {
            return main.result();
        }
        HelperThreads running = helpers.length > 0 ? new HelperThreads(helpers, main.root(), searchMoves, main.control()) : null;
        try {
            if (running != null) {
                main.control().countOtherNodes(running::nodesSoFar);
            }
            main.deepen(1);
        } finally {
            if (running != null) {
                running.stopAndJoin();
                main.control().countOtherNodes(null);
                main.control().addNodes(running.nodes());
            }
        }
        return main.result();
    }
}
