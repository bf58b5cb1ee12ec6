package dev.mallard.core.search;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * The shared alpha-beta search: iterative deepening, principal variation search with aspiration
 * windows, transposition table, quiescence with MVV/LVA order, SEE pruning and a lazy stand
 * pat, null move, internal iterative deepening, futility pruning, late-move reductions, check
 * extension, killer and history ordering with pick-next selection, mate-distance scores and
 * in-search draws.
 * How children's scores combine is the variant's {@link BackupRule}; which moves a node has is
 * its {@link SearchRules}. Every technique can be switched off through {@link SearchOptions}.
 *
 * <p>One searcher runs one search at a time on the calling thread, with helper threads if
 * {@link #setThreads} asked for them; {@link #stop()} may be called from any thread. All per-node
 * storage is allocated with the searcher, so a search allocates only its reports (and, with
 * helpers, their threads). Fixed-depth searches of a fresh (or {@link #clear() cleared})
 * searcher with one thread are deterministic.
 */
public final class Searcher {
    /** The deepest ply a search reaches, quiescence included. */
    public static final int MAX_PLY = 127;
    /** The most threads a search may use (each helper holds about 1 MB of tables). */
    public static final int MAX_THREADS = 64;

    private static final int HASH_MOVE_SCORE = 1 << 30;
    private static final int GOOD_CAPTURE_SCORE = 1 << 28;
    private static final int KILLER_SCORE = 1 << 27;
    private static final int BAD_CAPTURE_SCORE = -(1 << 28);
    /** Capture keys are the capture score plus twice MVV/LVA, below this; the low bit marks "SEE pending". */
    private static final int CAPTURE_KEY_RANGE = 1 << 16;
    private static final int HISTORY_LIMIT = 1 << 20;
    private static final int[] FUTILITY_MARGIN = {0, 200, 450};
    /** Reverse futility: a node this far above beta per ply of depth is not going to fall below it. */
    private static final int REVERSE_FUTILITY_MARGIN = 90;
    private static final int REVERSE_FUTILITY_DEPTH = 4;
    /** Late-move pruning: at depth d, quiet moves after the first 3 + d² are not searched. */
    private static final int LATE_MOVE_PRUNING_DEPTH = 3;
    private static final int ASPIRATION_WINDOW = 25;
    private static final int CHECK_INTERVAL = 1024;
    /** Moves picked by selection before the rest of a node's list is sorted once. */
    private static final int SELECTION_PICKS = 6;
    /** Late-move reductions by depth and move number: about ln(depth)·ln(moves)/2. */
    private static final int[][] REDUCTION = new int[64][64];

    static {
        for (int d = 1; d < 64; d++) {
            for (int m = 1; m < 64; m++) {
                REDUCTION[d][m] = Math.max(1, (int) (0.5 + Math.log(d) * Math.log(m) / 2.0));
            }
        }
    }

    private final SearchRules rules;
    private final Evaluator evaluator;
    private final TranspositionTable table;
    /** The entry found by the last probe of {@link #table}. */
    private final TranspositionTable.Hit hit = new TranspositionTable.Hit();
    private final BackupRule backup;
    /** The rule of quiescence nodes: {@link #backup} itself when it models captures too. */
    private final BackupRule quiescenceBackup;
    private final See see = new See();
    private SearchOptions options = SearchOptions.defaults();

    private final int[][] moves = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];
    private final int[][] moveScores = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];
    private final int[][] pv = new int[MAX_PLY + 2][MAX_PLY + 2];
    private final int[] pvLength = new int[MAX_PLY + 2];
    private final int[] rootLineBuffer = new int[MAX_PLY + 2];
    /** Per ply, the line of the move a backup rule keeps as runner-up (see {@link BackupRule#RUNNER_UP}). */
    private final int[][] runnerUp = new int[MAX_PLY + 2][MAX_PLY + 2];
    private final int[] runnerUpLength = new int[MAX_PLY + 2];
    /**
     * Per ply, whether the node there ran its move loop since it was entered: only then may the
     * backup rule complete the parent's move into a turn from it (see {@link BackupRule#turn}).
     */
    private final boolean[] moveLoopRan = new boolean[MAX_PLY + 2];
    private final int[][] killers = new int[MAX_PLY + 1][2];
    private final int[] history = new int[2 * 64 * 64];
    /** Per ply, the quiet moves searched so far, for the history malus when a later one cuts off. */
    private final int[][] quietsTried = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];

    /** The searchers of the other threads of a search (see {@link #setThreads}); none for one thread. */
    private Searcher[] helpers = new Searcher[0];
    /** Whether this searcher is another's helper: it leaves the table's age alone. */
    private boolean helper;
    /** The helper threads of the search in progress, null when it has none. */
    private HelperThreads running;
    private volatile boolean stopRequested;
    /** The caller's stop token of the running search (see the four-argument {@link #search}). */
    private AtomicBoolean stopToken = new AtomicBoolean();
    private Position position;
    private boolean aborted;
    /**
     * Whether this search's quiescence stand pats may be the lazy estimate: the options' switch
     * and the rule's consent ({@link BackupRule#takesEstimates}), settled once per search.
     */
    private boolean lazyStandPat;
    private long nodes;
    private long nextCheck;
    /**
     * {@link #nodes} as of the last limit check, for other threads. The counter itself is a
     * plain field because it changes at every node; publishing it every {@value #CHECK_INTERVAL}
     * nodes through a volatile field lets the main thread read a helper's count safely (a plain
     * field read from another thread may be stale for any length of time) at no cost per node.
     */
    private volatile long publishedNodes;
    private long nodeLimit;
    private int selectiveDepth;
    private long startNanos;
    private TimeManager time;
    private SearchListener listener = SearchListener.NONE;
    /** The depth of the iteration in progress, for reports of a new best move within it. */
    private int iterationDepth;
    /** Below this iteration depth a new best move is not worth a report of its own. */
    private static final int REPORT_BEST_MOVE_DEPTH = 8;

    /** A searcher for a variant with its evaluation and a transposition table it may use alone. */
    public Searcher(SearchRules rules, Evaluator evaluator, TranspositionTable table) {
        if (rules == null || evaluator == null || table == null) {
            throw new IllegalArgumentException("rules, evaluator and table must not be null");
        }
        this.rules = rules;
        this.evaluator = evaluator;
        this.table = table;
        this.backup = rules.newBackupRule(MAX_PLY + 1);
        this.quiescenceBackup = backup.quiescenceRule(MAX_PLY + 1);
    }

    /** Sets which techniques the next searches use. */
    public void setOptions(SearchOptions options) {
        if (options == null) {
            throw new IllegalArgumentException("options must not be null");
        }
        this.options = options;
        for (Searcher h : helpers) {
            h.options = options;
        }
    }

    /** The techniques in use. */
    public SearchOptions options() {
        return options;
    }

    /** Forgets everything learnt (table, history, killers): for a new game or a reproducible search. */
    public void clear() {
        table.clear(); // once: the helpers share it
        forgetOrdering();
        for (Searcher h : helpers) {
            h.forgetOrdering();
        }
    }

    private void forgetOrdering() {
        Arrays.fill(history, 0);
        for (int[] k : killers) {
            Arrays.fill(k, 0);
        }
    }

    /**
     * Searches with {@code threads} threads from now on (Lazy SMP, see {@link HelperThreads}):
     * the calling thread and {@code threads - 1} helpers, each with an evaluation of its own
     * from {@code evaluations}, sharing this searcher's table. More threads search more nodes
     * in the same time, so they reach a given depth sooner; a search with helpers is not
     * deterministic (timing decides which thread stores what first), and its node counts and
     * node limit cover all threads. Not to be called while a search runs.
     *
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
        Searcher[] created = new Searcher[threads - 1];
        for (int i = 0; i < created.length; i++) {
            created[i] = new Searcher(rules, evaluations.get(), table);
            created[i].helper = true;
            created[i].options = options;
        }
        helpers = created;
    }

    /** The number of threads a search uses (1 unless {@link #setThreads} said otherwise). */
    public int threads() {
        return helpers.length + 1;
    }

    /**
     * Asks the running search to stop; it returns its best move within a few milliseconds. A
     * stop that arrives before {@link #search} has begun is lost, since a search starts with a
     * cleared flag; a caller that cannot order the two passes its own stop token instead.
     */
    public void stop() {
        stopRequested = true;
    }

    /**
     * Searches {@code root} (left unchanged) within {@code limits}, reporting each completed
     * iteration to {@code listener}.
     */
    public SearchResult search(Position root, SearchLimits limits, SearchListener listener) {
        return search(root, limits, listener, new AtomicBoolean());
    }

    /**
     * Searches like {@link #search(Position, SearchLimits, SearchListener)}, also stopping when
     * {@code stopToken} is (or already was) set. The search never clears the token, so a caller
     * that creates it before handing the search to another thread loses no stop request, however
     * early it comes.
     */
    public SearchResult search(Position root, SearchLimits limits, SearchListener listener, AtomicBoolean stopToken) {
        if (root == null || limits == null || listener == null || stopToken == null) {
            throw new IllegalArgumentException("position, limits, listener and stop token must not be null");
        }
        return iterate(root, limits, listener, stopToken, 1);
    }

    /**
     * The search of a helper thread ({@link HelperThreads}): iterative deepening from
     * {@code firstDepth} until {@code stop} is set, reporting nothing; what it finds reaches the
     * main search through the shared table.
     */
    void searchAsHelper(Position root, int firstDepth, AtomicBoolean stop) {
        iterate(root, SearchLimits.untilStopped(), SearchListener.NONE, stop, firstDepth);
    }

    /**
     * Nodes searched by this searcher alone, exact for the thread that searched them, or for a
     * thread that has joined it.
     */
    long nodeCount() {
        return nodes;
    }

    /**
     * Nodes searched so far by this searcher, as last published for other threads: the main
     * searcher reads a running helper's count here. It lags the true count by less than
     * {@value #CHECK_INTERVAL} nodes.
     */
    long publishedNodeCount() {
        return publishedNodes;
    }

    /** Iterative deepening from {@code firstDepth}; a helper's result is null (nobody reads it). */
    private SearchResult iterate(Position root, SearchLimits limits, SearchListener listener, AtomicBoolean stopToken,
                                 int firstDepth) {
        this.stopToken = stopToken;
        position = root.copy();
        evaluator.attach(position);
        backup.startSearch(position);
        this.listener = listener;
        stopRequested = false;
        aborted = false;
        lazyStandPat = options.lazyEvaluation() && backup.takesEstimates();
        nodes = 0;
        publishedNodes = 0;
        selectiveDepth = 0;
        startNanos = System.nanoTime();
        time = new TimeManager(limits);
        nodeLimit = limits.nodes() > 0 ? limits.nodes() : Long.MAX_VALUE;
        nextCheck = Math.min(CHECK_INTERVAL, nodeLimit);
        if (!helper) {
            table.newSearch(); // once per search: the helpers store under the main searcher's age
        }
        for (int i = 0; i < history.length; i++) {
            history[i] /= 8;
        }
        for (int[] k : killers) {
            Arrays.fill(k, 0);
        }
        int maxDepth = limits.depth() > 0 ? limits.depth() : SearchLimits.MAX_DEPTH;
        maxDepth = Math.min(maxDepth, MAX_PLY - 1);

        int[] bestPv = new int[0];
        int bestScore = 0;
        int completedDepth = 0;
        int rootMoves = rules.generate(position, moves[0], 0, MoveGenerator.ALL);
        if (rootMoves == 0) {
            return new SearchResult(Move.NONE, rules.noMovesScore(position, 0), 0, 0, elapsedMs(),
                    new int[0], List.of());
        }
        int firstMove = moves[0][0];
        running = helpers.length > 0 ? new HelperThreads(helpers, position) : null;
        try {
            for (int depth = firstDepth; depth <= maxDepth; depth++) {
                iterationDepth = depth;
                int score = searchRoot(depth, bestScore);
                if (aborted) {
                    // The unfinished iteration searched the last best move first, so a root move
                    // that improved on it here is the better choice at this depth (and was
                    // announced as such); without one, the last complete iteration stands.
                    if (pvLength[0] > 0) {
                        bestPv = rootLine();
                        bestScore = backup.value(0);
                    }
                    break;
                }
                if (pvLength[0] > 0) {
                    bestPv = rootLine();
                    bestScore = score;
                    completedDepth = depth;
                }
                if (listener != SearchListener.NONE) { // helpers have none: spare them the PV text
                    listener.onInfo(info(depth, score, bestPv));
                }
                if (!time.mayStartIteration(elapsedMs()) || stopRequested || stopToken.get()) {
                    break;
                }
                // A mate found with depth to spare will not change: stop unless analysing.
                if (!limits.infinite() && Math.abs(score) >= Score.MATE_BOUND
                        && depth >= 2 * (Score.MATE - Math.abs(score)) + 4) {
                    break;
                }
            }
        } finally {
            if (running != null) {
                running.stopAndJoin();
                nodes += running.nodes();
                running = null;
            }
        }
        if (helper) {
            return null;
        }
        int[] line = bestPv.length > 0 ? bestPv : new int[] {firstMove};
        line[0] = completeRootTurn(line[0]);
        return new SearchResult(line[0], bestScore, completedDepth, nodes, elapsedMs(), line, pvText(line));
    }

    /**
     * The root turn with what the chosen child adds to it ({@link BackupRule#turn}; Refusal: the
     * veto, the child's best reply). The child's move loop runs at every iteration from depth 2,
     * so its result is at hand; at depth 1 the child was a quiescence leaf, and it is searched
     * once more, one ply deep with a full window, whatever limit stopped the search (a bounded
     * effort). A child whose loop still does not run (a draw or the game's end) leaves the
     * completion to {@link SearchRules#completeTurn}.
     */
    private int completeRootTurn(int turn) {
        int move = Move.base(turn);
        if (turn == move && backup.completesTurns()) {
            boolean wasAborted = aborted;
            long savedCheck = nextCheck;
            aborted = false;
            nextCheck = Long.MAX_VALUE;
            rules.makeMove(position, move);
            search(1, 1, -Score.INFINITE, Score.INFINITE, true, false);
            rules.unmakeMove(position, move);
            aborted = wasAborted;
            nextCheck = savedCheck;
            if (moveLoopRan[1]) {
                turn = backup.turn(1, move);
            }
        }
        return rules.completeTurn(position, turn);
    }

    private int searchRoot(int depth, int previous) {
        if (!options.aspiration() || depth < 5 || Math.abs(previous) >= Score.MATE_BOUND) {
            return search(depth, 0, -Score.INFINITE, Score.INFINITE, true, false);
        }
        int delta = ASPIRATION_WINDOW;
        int alpha = Math.max(previous - delta, -Score.INFINITE);
        int beta = Math.min(previous + delta, Score.INFINITE);
        while (true) {
            int score = search(depth, 0, alpha, beta, true, false);
            if (aborted) {
                return score;
            }
            if (score <= alpha) {
                alpha = Math.max(score - delta, -Score.INFINITE);
            } else if (score >= beta) {
                beta = Math.min(score + delta, Score.INFINITE);
            } else {
                return score;
            }
            delta *= 2;
        }
    }

    private int search(int depth, int ply, int alpha, int beta, boolean pvNode, boolean nullAllowed) {
        pvLength[ply] = ply;
        runnerUpLength[ply] = ply;
        moveLoopRan[ply] = false;
        backup.enter(ply);
        if (ply > 0) {
            if (rules.gameLost(position)) {
                return -Score.MATE + ply;
            }
            if (rules.isDrawn(position)) {
                return Score.DRAW;
            }
            // Mate-distance pruning: no line from here can beat a mate already found nearer the root.
            alpha = Math.max(alpha, -Score.MATE + ply);
            beta = Math.min(beta, Score.MATE - ply - 1);
            if (alpha >= beta) {
                return alpha;
            }
        }
        boolean inCheck = rules.inCheck(position);
        if (inCheck && options.checkExtension()) {
            depth++;
        }
        if (depth <= 0 || ply >= MAX_PLY) {
            return quiescence(ply, alpha, beta);
        }
        if (++nodes >= nextCheck) {
            checkLimits();
        }
        if (aborted) {
            return 0;
        }
        final int originalAlpha = alpha;
        final long key = position.key();

        int hashMove = Move.NONE;
        int hintMove = Move.NONE;
        if (options.transpositionTable()) {
            if (table.probe(key, hit)) {
                hashMove = hit.move();
                hintMove = backup.orderingHint(hit.extra());
                if (!pvNode && hit.depth() >= depth) {
                    int score = Score.fromTable(hit.score(), ply);
                    int bound = hit.bound();
                    if ((bound == TranspositionTable.EXACT
                            || (bound == TranspositionTable.LOWER && score >= beta)
                            || (bound == TranspositionTable.UPPER && score <= alpha))
                            && backup.restore(ply, hit.extra(), alpha, beta)) {
                        return score;
                    }
                }
            }
        }

        // The static evaluation only serves the pruning decisions of non-PV nodes out of check.
        int staticEval = pvNode || inCheck || !(options.nullMove() || options.futility())
                ? -Score.INFINITE : evaluator.evaluate(position);

        if (options.futility() && !pvNode && !inCheck && depth <= REVERSE_FUTILITY_DEPTH
                && Math.abs(beta) < Score.MATE_BOUND && staticEval - REVERSE_FUTILITY_MARGIN * depth >= beta) {
            return staticEval - REVERSE_FUTILITY_MARGIN * depth;
        }

        if (options.nullMove() && nullAllowed && !pvNode && !inCheck && depth >= 2 && staticEval >= beta
                && Math.abs(beta) < Score.MATE_BOUND && !rules.zugzwangLikely(position)) {
            int reduction = depth >= 7 ? 3 : 2;
            position.makeNullMove();
            int score = backup.passScore(ply, -search(depth - 1 - reduction, ply + 1, -beta, -beta + 1, false, false));
            position.unmakeNullMove();
            if (aborted) {
                return 0;
            }
            if (score >= beta) {
                return score >= Score.MATE_BOUND ? beta : score;
            }
        }

        if (options.iid() && hashMove == Move.NONE && !inCheck && depth >= (pvNode ? 4 : 6)) {
            search(depth - 2, ply, alpha, beta, pvNode, nullAllowed);
            if (aborted) {
                return 0;
            }
            // Only a move the shallow search put on its PV is trusted: it may have returned
            // before its move loop, leaving another node's state behind.
            hashMove = pvLength[ply] > ply ? Move.base(pv[ply][ply]) : Move.NONE;
            pvLength[ply] = ply;
            runnerUpLength[ply] = ply;
        }

        int[] list = moves[ply];
        int count = rules.generate(position, list, 0, MoveGenerator.ALL);
        if (count == 0) {
            return rules.noMovesScore(position, ply);
        }
        scoreMoves(ply, count, hashMove, hintMove);
        backup.open(ply, alpha, beta, count);
        moveLoopRan[ply] = true;
        boolean pruning = options.futility() && !pvNode && !inCheck && Math.abs(alpha) < Score.MATE_BOUND;
        // A quiet move is futile when a child bound reaches futileFrom (futility, depth 1-2) or
        // lateMoveLimit moves were searched (move-count pruning): see futile().
        int futileFrom = pruning && depth <= 2 ? staticEval + FUTILITY_MARGIN[depth] : Integer.MAX_VALUE;
        int lateMoveLimit = pruning && depth <= LATE_MOVE_PRUNING_DEPTH ? 3 + depth * depth : Integer.MAX_VALUE;
        boolean tailPruned = false;
        int searched = 0;
        int quiets = 0;
        for (int i = 0; i < count; i++) {
            int move = pickNext(ply, i, count);
            boolean quiet = isQuiet(move);
            int childAlpha = backup.childAlpha(ply, move);
            if (childAlpha >= beta) {
                continue; // the rule says this move cannot change the node's value
            }
            // Pruning and reductions spare quiet moves that give check; ask only when it matters,
            // and before making the move, so that a pruned move costs no make and unmake.
            boolean futile = quiet && futile(searched, childAlpha, futileFrom, lateMoveLimit);
            boolean reducible = options.lateMoveReductions() && depth >= 3 && searched >= 3 && quiet && !inCheck
                    && move != killers[ply][0] && move != killers[ply][1];
            boolean givesCheck = (futile || reducible) && rules.givesCheck(position, move);
            if (futile && !givesCheck) {
                backup.pruned(ply, move, childAlpha);
                if (!tailPruned) {
                    count = pruneQuietTail(ply, i + 1, count, beta, searched, futileFrom, lateMoveLimit);
                    tailPruned = true;
                }
                continue;
            }
            if (quiet) {
                quietsTried[ply][quiets++] = move;
            }
            rules.makeMove(position, move);
            int newDepth = depth - 1;
            int score;
            if (searched == 0) {
                score = -search(newDepth, ply + 1, -beta, -childAlpha, pvNode, true);
            } else {
                int reduction = 0;
                if (reducible && !givesCheck) {
                    reduction = REDUCTION[Math.min(depth, 63)][Math.min(searched, 63)];
                    if (pvNode) {
                        reduction = Math.max(0, reduction - 1);
                    }
                    reduction = Math.min(reduction, newDepth - 1);
                }
                score = -search(newDepth - reduction, ply + 1, -childAlpha - 1, -childAlpha, false, true);
                if (score > childAlpha && reduction > 0) {
                    score = -search(newDepth, ply + 1, -childAlpha - 1, -childAlpha, false, true);
                }
                if (pvNode && !backup.settles(ply, score, childAlpha, beta)) {
                    score = -search(newDepth, ply + 1, -beta, -childAlpha, true, true);
                }
            }
            rules.unmakeMove(position, move);
            if (aborted) {
                return 0;
            }
            searched++;
            int flags = backup.offer(ply, move, score);
            // The lines hold full turns: the move completed by its child's result.
            int turn = (flags & (BackupRule.RUNNER_UP | BackupRule.IMPROVED)) != 0 && moveLoopRan[ply + 1]
                    ? backup.turn(ply + 1, move) : move;
            if ((flags & (BackupRule.RUNNER_UP | BackupRule.PROMOTE_RUNNER_UP)) != 0) {
                keepRunnerUp(ply, turn, flags);
            }
            if ((flags & BackupRule.IMPROVED) != 0) {
                updatePv(ply, turn);
                if (ply == 0 && searched > 1 && iterationDepth >= REPORT_BEST_MOVE_DEPTH && backup.value(0) < beta
                        && listener != SearchListener.NONE) {
                    listener.onInfo(info(iterationDepth, backup.value(0), rootLine()));
                }
            }
            if ((flags & BackupRule.CUTOFF) != 0) {
                if (quiet) {
                    rememberQuietCutoff(ply, move, depth, quiets - 1);
                }
                break;
            }
        }
        int value = backup.value(ply);
        if (options.transpositionTable()) {
            int bound = value >= beta ? TranspositionTable.LOWER
                    : value > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
            table.store(key, backup.bestMove(ply), Score.toTable(value, ply), depth, bound, backup.tableExtra(ply));
        }
        return value;
    }

    /**
     * Quiescence: stand pat, then captures and queen promotions only. Check is not special here:
     * a node in check is extended into a full-width node before it gets here (check extension),
     * and searching evasions in quiescence could chain checks without end. The stand-pat score
     * goes to the quiescence rule as a score without a move, the captures as moves.
     */
    private int quiescence(int ply, int alpha, int beta) {
        pvLength[ply] = ply;
        BackupRule rule = quiescenceBackup;
        rule.enter(ply);
        if (rules.gameLost(position)) {
            return -Score.MATE + ply;
        }
        if (++nodes >= nextCheck) {
            checkLimits();
        }
        if (aborted) {
            return 0;
        }
        if (ply > selectiveDepth) {
            selectiveDepth = ply;
        }
        rule.open(ply, alpha, beta, 0);
        // Far outside the window the evaluation may answer with a cheap estimate (the lazy
        // evaluation: a heuristic, so the exact search and rules that rank by it do without it).
        int standPat = lazyStandPat ? evaluator.evaluate(position, alpha, beta) : evaluator.evaluate(position);
        int flags = rule.offer(ply, Move.NONE, standPat);
        if ((flags & BackupRule.CUTOFF) != 0 || ply >= MAX_PLY) {
            return rule.value(ply);
        }
        if (!options.quiescence()) {
            return rule.value(ply); // stand pat alone, as a quiescence with no capture to search
        }
        int[] list = moves[ply];
        int count = rules.generate(position, list, 0, MoveGenerator.NOISY);
        scoreMoves(ply, count, Move.NONE, Move.NONE);
        for (int i = 0; i < count; i++) {
            int move = pickNext(ply, i, count);
            if (options.seePruning() && moveScores[ply][i] < 0) {
                break; // SEE says it loses, and so do all moves ordered behind it
            }
            int childAlpha = rule.childAlpha(ply, move);
            if (childAlpha >= beta) {
                continue;
            }
            rules.makeMove(position, move);
            int score = -quiescence(ply + 1, -beta, -childAlpha);
            rules.unmakeMove(position, move);
            if (aborted) {
                return 0;
            }
            flags = rule.offer(ply, move, score);
            if ((flags & BackupRule.IMPROVED) != 0) {
                updatePv(ply, move);
            }
            if ((flags & BackupRule.CUTOFF) != 0) {
                break;
            }
        }
        return rule.value(ply);
    }

    /**
     * Whether a quiet move with child bound {@code childAlpha}, after {@code searched} moves,
     * falls to futility (never the first move searched) or to move-count pruning.
     */
    private static boolean futile(int searched, int childAlpha, int futileFrom, int lateMoveLimit) {
        return searched > 0 && futileFrom <= childAlpha || searched >= lateMoveLimit;
    }

    /**
     * Prunes at once every move of {@code [from, count)} that the move loop would prune when it
     * came up (a quiet move that is futile now and gives no check), keeping the others in their
     * order; returns the new count. Once one quiet move is futile most of the rest are, and
     * picking and sorting them only to prune them would cost more than the loop over the
     * survivors. It prunes nothing the loop would search: the loop only searches more moves and
     * raises child bounds, which makes a futile move no less futile.
     */
    private int pruneQuietTail(int ply, int from, int count, int beta, int searched, int futileFrom, int lateMoveLimit) {
        int[] list = moves[ply];
        int[] keys = moveScores[ply];
        int kept = from;
        for (int j = from; j < count; j++) {
            int move = list[j];
            int childAlpha = backup.childAlpha(ply, move);
            if (childAlpha < beta && isQuiet(move) && futile(searched, childAlpha, futileFrom, lateMoveLimit)
                    && !rules.givesCheck(position, move)) {
                backup.pruned(ply, move, childAlpha);
                continue;
            }
            list[kept] = move;
            keys[kept] = keys[j];
            kept++;
        }
        return kept;
    }

    /** A move that neither captures nor promotes. */
    private boolean isQuiet(int move) {
        return position.pieceAt(Move.to(move)) == Piece.NONE && Move.kind(move) != Move.EN_PASSANT
                && !Move.isPromotion(move);
    }

    /**
     * Order keys: hash move, then captures by MVV/LVA (those where a bigger piece takes a smaller
     * one go last, behind the quiet moves, when SEE says they lose), killers, history. The
     * exchange of a capture that may lose is evaluated only when the capture comes up in
     * {@link #pickNext} (most nodes cut off before that): until then its key is that of a good
     * capture with the low bit set.
     */
    private void scoreMoves(int ply, int count, int hashMove, int hintMove) {
        int[] list = moves[ply];
        int[] keys = moveScores[ply];
        int side = position.sideToMove();
        for (int i = 0; i < count; i++) {
            int move = list[i];
            int key;
            if (move == hashMove) {
                // To the front at once, as the first pick would put it, sparing that pick its scan.
                list[i] = list[0];
                keys[i] = keys[0];
                list[0] = move;
                keys[0] = HASH_MOVE_SCORE;
                continue;
            } else if (move == hintMove) {
                key = HASH_MOVE_SCORE - 1;
            } else if (!isQuiet(move)) {
                int victim = Move.kind(move) == Move.EN_PASSANT ? PieceType.PAWN : Piece.type(position.pieceAt(Move.to(move)));
                int attacker = Piece.type(position.pieceAt(Move.from(move)));
                int mvvLva = See.value(victim) * 8 - attacker + (Move.isPromotion(move) ? See.value(Move.promotionType(move)) : 0);
                boolean mayLose = See.value(attacker) > See.value(victim) && !Move.isPromotion(move);
                key = GOOD_CAPTURE_SCORE + 2 * mvvLva + (mayLose ? 1 : 0);
            } else if (options.killers() && move == killers[ply][0]) {
                key = KILLER_SCORE + 1;
            } else if (options.killers() && move == killers[ply][1]) {
                key = KILLER_SCORE;
            } else {
                key = options.history() ? history[historyIndex(side, move)] : 0;
            }
            keys[i] = key;
        }
    }

    /**
     * The next move to search: selection of the best-keyed remaining move for the first few
     * picks, where most cut-offs happen; a node still searching after that is likely to search
     * everything, so its remaining moves are sorted once instead of scanned at every pick.
     */
    private int pickNext(int ply, int i, int count) {
        int[] list = moves[ply];
        int[] keys = moveScores[ply];
        if (i > SELECTION_PICKS) {
            return list[i]; // sorted when the selection phase ended
        }
        if (i == 0 && keys[0] == HASH_MOVE_SCORE) {
            return list[0]; // the hash move, put first by scoreMoves
        }
        if (i == SELECTION_PICKS) {
            for (int j = i; j < count; j++) {
                settleExchange(list, keys, j);
            }
            sortTail(list, keys, i, count);
            return list[i];
        }
        int best;
        do {
            best = i;
            for (int j = i + 1; j < count; j++) {
                if (keys[j] > keys[best]) {
                    best = j;
                }
            }
        } while (!settleExchange(list, keys, best)); // a losing capture sank: pick again
        int move = list[best];
        list[best] = list[i];
        list[i] = move;
        int key = keys[best];
        keys[best] = keys[i];
        keys[i] = key;
        return move;
    }

    /**
     * Decides a capture whose exchange is pending (see {@link #scoreMoves}): it keeps its good
     * key, or sinks behind the quiet moves when SEE says it loses. Returns whether the key
     * stayed where it was.
     */
    private boolean settleExchange(int[] list, int[] keys, int index) {
        int capture = keys[index] - GOOD_CAPTURE_SCORE;
        if (capture < 0 || capture >= CAPTURE_KEY_RANGE || (capture & 1) == 0) {
            return true;
        }
        if (see.evaluate(position, list[index]) >= 0) {
            keys[index]--;
            return true;
        }
        keys[index] = BAD_CAPTURE_SCORE + capture - 1;
        return false;
    }

    /** Insertion sort of {@code [from, count)} by descending key (move lists are short). */
    private static void sortTail(int[] list, int[] keys, int from, int count) {
        for (int a = from + 1; a < count; a++) {
            int move = list[a];
            int key = keys[a];
            int b = a - 1;
            while (b >= from && keys[b] < key) {
                list[b + 1] = list[b];
                keys[b + 1] = keys[b];
                b--;
            }
            list[b + 1] = move;
            keys[b + 1] = key;
        }
    }

    private static int historyIndex(int side, int move) {
        return side << 12 | Move.base(move) & 0xFFF;
    }

    /**
     * A quiet move cut off: it becomes the first killer, its history gains depth², and the
     * {@code tried} quiet moves searched before it at this node (which did not cut off) lose depth².
     */
    private void rememberQuietCutoff(int ply, int move, int depth, int tried) {
        if (options.killers() && killers[ply][0] != move) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = move;
        }
        if (options.history()) {
            int side = position.sideToMove();
            int bonus = depth * depth;
            int index = historyIndex(side, move);
            history[index] += bonus;
            boolean overflow = history[index] > HISTORY_LIMIT;
            for (int q = 0; q < tried; q++) {
                int other = historyIndex(side, quietsTried[ply][q]);
                history[other] -= bonus;
                overflow |= history[other] < -HISTORY_LIMIT;
            }
            if (overflow) {
                for (int i = 0; i < history.length; i++) {
                    history[i] /= 2;
                }
            }
        }
    }

    /** Moves the runner-up line into the PV and/or stores the child's line, after {@code turn}, as the new runner-up. */
    private void keepRunnerUp(int ply, int turn, int flags) {
        if ((flags & BackupRule.PROMOTE_RUNNER_UP) != 0) {
            System.arraycopy(runnerUp[ply], ply, pv[ply], ply, runnerUpLength[ply] - ply);
            pvLength[ply] = runnerUpLength[ply]; // an empty runner-up empties the PV
        }
        if ((flags & BackupRule.RUNNER_UP) != 0) {
            runnerUpLength[ply] = extendLine(runnerUp[ply], ply, turn);
        }
    }

    private void updatePv(int ply, int turn) {
        pvLength[ply] = extendLine(pv[ply], ply, turn);
    }

    /** Writes {@code turn} and the child's PV into {@code line} from {@code ply}; returns the line's end. */
    private int extendLine(int[] line, int ply, int turn) {
        line[ply] = turn;
        int childLength = Math.max(pvLength[ply + 1], ply + 1);
        System.arraycopy(pv[ply + 1], ply + 1, line, ply + 1, childLength - (ply + 1));
        return childLength;
    }

    private void checkLimits() {
        publishedNodes = nodes;
        nextCheck = Math.min(nodes + CHECK_INTERVAL, nodeLimit);
        if (stopRequested || stopToken.get() || totalNodes() >= nodeLimit || time.mustStop(elapsedMs())) {
            aborted = true;
        }
    }

    /** This searcher's nodes and, while they run, its helpers'. */
    private long totalNodes() {
        HelperThreads threads = running;
        return threads == null ? nodes : nodes + threads.nodesSoFar();
    }

    private long elapsedMs() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    private SearchInfo info(int depth, int score, int[] line) {
        return new SearchInfo(depth, Math.max(selectiveDepth, depth), score, totalNodes(), elapsedMs(),
                options.transpositionTable() ? table.hashFull() : 0, pvText(line));
    }

    /** The root's principal variation as turns: the rule's own line if it builds one, else the search's. */
    private int[] rootLine() {
        int length = backup.rootLine(rootLineBuffer);
        return length >= 0 ? Arrays.copyOf(rootLineBuffer, length) : Arrays.copyOf(pv[0], pvLength[0]);
    }

    /** The PV (turns) in the variant's notation, formatted and played turn by turn on a scratch copy. */
    private List<String> pvText(int[] line) {
        Position walk = position.copy();
        List<String> text = new ArrayList<>(line.length);
        for (int turn : line) {
            text.add(rules.rules().formatTurn(walk, turn));
            rules.rules().makeTurn(walk, turn);
        }
        return text;
    }
}
