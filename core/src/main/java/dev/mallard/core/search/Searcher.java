package dev.mallard.core.search;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.tree.SearchThreads;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * The shared alpha-beta search of every variant: its settings (techniques, threads), its
 * transposition table, and the entry to a search. How children's scores combine is the
 * variant's {@link BackupRule}; which moves a node has is its {@link SearchRules}. Every
 * technique can be switched off through {@link SearchOptions}.
 *
 * <p>This class is the search's public face: it checks its callers' arguments and holds the
 * options. The work is done in the package {@code dev.mallard.core.search.tree}, which the
 * module does not export, split by job: the threads of a searcher in {@code SearchThreads}, the
 * iterative deepening of one thread (aspiration windows, the result) in
 * {@code IterativeDeepening}, the full-width nodes (PVS, table, null move, IID, futility,
 * late-move reductions, check extension) in {@code NodeSearch}, the capture search in
 * {@code Quiescence}, the move lists and their order (killers, histories, MVV/LVA, SEE) in
 * {@code MoveOrdering}, the principal and runner-up lines in {@code PvLines}, node counting and
 * limits in {@code SearchControl}, the reports in {@code Reporter}, and the helper threads of
 * Lazy SMP in {@code HelperThreads}.
 *
 * <p>One searcher runs one search at a time on the calling thread, with helper threads if
 * {@link #setThreads} asked for them; {@link #stop()} may be called from any thread. All per-node
 * storage is allocated with the searcher, so a search allocates only its reports (and, with
 * helpers, their threads). Fixed-depth searches of a fresh (or {@link #clear() cleared})
 * searcher with one thread are deterministic.
 */
public final class Searcher {
    /** The most threads a search may use (each helper holds about 1 MB of tables). */
    public static final int MAX_THREADS = 64;

    /** The calling thread's search and the helpers'. */
    private final SearchThreads searchThreads;
    private SearchOptions options = SearchOptions.defaults();

    /**
     * A searcher for a variant with its evaluation and a transposition table it may use alone.
     *
     * @param rules the variant's rules
     * @param evaluator the evaluation of the search it checks
     * @param table the transposition table
     */
    public Searcher(SearchRules rules, Evaluator evaluator, TranspositionTable table) {
        if (rules == null || evaluator == null || table == null) {
            throw new IllegalArgumentException("rules, evaluator and table must not be null");
        }
        this.searchThreads = new SearchThreads(rules, evaluator, table);
    }

    /**
     * Sets which techniques the next searches use.
     *
     * @param options the techniques in use
     */
    public void setOptions(SearchOptions options) {
        if (options == null) {
            throw new IllegalArgumentException("options must not be null");
        }
        this.options = options;
        searchThreads.setOptions(options);
    }

    /**
     * Finds the {@code lines} best root moves from the next search on, each with its principal
     * variation (MultiPV; 1 by default: the best alone, the search exactly as without MultiPV).
     * Lines are reported with their number ({@link SearchInfo#multiPv}) after each iteration and
     * returned in {@link SearchResult#lines}; a root with fewer moves gives fewer lines.
     *
     * @param lines the number of lines, 1 to {@value SearchLimits#MAX_MULTI_PV}
     * @throws IllegalArgumentException if {@code lines} is not 1 to {@value SearchLimits#MAX_MULTI_PV}
     */
    public void setMultiPv(int lines) {
        if (lines < 1 || lines > SearchLimits.MAX_MULTI_PV) {
            throw new IllegalArgumentException("MultiPV must be 1 to " + SearchLimits.MAX_MULTI_PV + ", got " + lines);
        }
        searchThreads.setMultiPv(lines);
    }

    /** {@return the techniques in use} */
    public SearchOptions options() {
        return options;
    }

    /** Forgets everything learnt (table, history, killers): for a new game or a reproducible search. */
    public void clear() {
        searchThreads.clear();
    }

    /**
     * Searches with {@code threads} threads from now on (Lazy SMP, see {@code HelperThreads}):
     * the calling thread and {@code threads - 1} helpers, each with an evaluation of its own
     * from {@code evaluations}, sharing this searcher's table. More threads search more nodes
     * in the same time, so they reach a given depth sooner; a search with helpers is not
     * deterministic (timing decides which thread stores what first), and its node counts and
     * node limit cover all threads. Not to be called while a search runs.
     *
     * @param threads     the number of threads, 1 to {@value #MAX_THREADS}
     * @param evaluations a new evaluation for each helper (may be null for one thread)
     * @throws IllegalArgumentException if {@code threads} is not 1 to {@value #MAX_THREADS},
     *     or {@code evaluations} is null while helpers are needed
     */
    public void setThreads(int threads, Supplier<? extends Evaluator> evaluations) {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be 1 to " + MAX_THREADS + ", got " + threads);
        }
        if (threads > 1 && evaluations == null) {
            throw new IllegalArgumentException("helper threads need an evaluation supplier, got null");
        }
        searchThreads.setThreads(threads, evaluations, options);
    }

    /** {@return the number of threads a search uses (1 unless {@link #setThreads} said otherwise)} */
    public int threads() {
        return searchThreads.threads();
    }

    /**
     * Asks the running search to stop; it returns its best move within a few milliseconds. A
     * stop that arrives before {@link #search} has begun is lost, since a search starts with a
     * cleared flag; a caller that cannot order the two passes its own stop token instead.
     */
    public void stop() {
        searchThreads.stop();
    }

    /**
     * The ponder hit: puts the running search under {@code limits}, counted from now, without
     * starting it over. A ponder search (started {@link SearchLimits#untilStopped() until
     * stopped}) thus becomes a timed search that keeps its iterations, table and node count, as
     * Stockfish's {@code ponderhit} does: its time and node limits count from this call, its
     * depth limit from the root, and it ends by them (at once if its depth is already reached
     * at the end of the current iteration). May be called from any thread; the search takes the
     * limits within a few milliseconds. Limits that come before the search has begun hold for
     * it; a caller that cannot rule out that they come after its end drops them with
     * {@link #forgetPonderHit()} before the next search.
     *
     * @param limits the limits from now on
     * @throws IllegalArgumentException if {@code limits} is null
     */
    public void ponderHit(SearchLimits limits) {
        if (limits == null) {
            throw new IllegalArgumentException("limits must not be null");
        }
        searchThreads.ponderHit(limits);
    }

    /** Drops the limits of a {@link #ponderHit} that came too late for the search it was meant for. */
    public void forgetPonderHit() {
        searchThreads.forgetPonderHit();
    }

    /**
     * Searches {@code root} (left unchanged) within {@code limits}, reporting each completed
     * iteration to {@code listener}.
     *
     * @param root     the position to search
     * @param limits   when to stop
     * @param listener receives a report after each iteration (and on a new best move)
     * @return the best turn, its score and line
     */
    public SearchResult search(Position root, SearchLimits limits, SearchListener listener) {
        return search(root, limits, listener, new AtomicBoolean());
    }

    /**
     * Searches like {@link #search(Position, SearchLimits, SearchListener)}, also stopping when
     * {@code stopToken} is (or already was) set. The search never clears the token, so a caller
     * that creates it before handing the search to another thread loses no stop request, however
     * early it comes.
     *
     * @param root      the position to search
     * @param limits    when to stop
     * @param listener  receives a report after each iteration (and on a new best move)
     * @param stopToken stops the search when set, from any thread
     * @return the best turn, its score and line
     */
    public SearchResult search(Position root, SearchLimits limits, SearchListener listener, AtomicBoolean stopToken) {
        return search(root, limits, listener, stopToken, new int[0]);
    }

    /**
     * Searches like {@link #search(Position, SearchLimits, SearchListener, AtomicBoolean)} among
     * some of the root's moves only ({@code searchmoves}): the piece moves of {@code searchMoves}
     * (turns or bare moves; a turn's extras, the Duck's square or a veto, are the search's to
     * choose); all of them when it is empty.
     *
     * @param root        the position to search
     * @param limits      when to stop
     * @param listener    receives a report after each iteration (and on a new best move)
     * @param stopToken   stops the search when set, from any thread
     * @param searchMoves the root moves to consider, none for all
     * @return the best turn among them, its score and line(s)
     * @throws IllegalArgumentException if {@code searchMoves} names moves but none of the root's
     */
    public SearchResult search(Position root, SearchLimits limits, SearchListener listener, AtomicBoolean stopToken,
                               int[] searchMoves) {
        if (root == null || limits == null || listener == null || stopToken == null || searchMoves == null) {
            throw new IllegalArgumentException("position, limits, listener, stop token and search moves must not be null");
        }
        return searchThreads.search(root, limits, listener, stopToken, searchMoves);
    }
}
