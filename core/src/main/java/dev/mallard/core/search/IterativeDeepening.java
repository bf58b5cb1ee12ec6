package dev.mallard.core.search;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One thread's search: its own copy of the root, evaluation, backup rule, move lists, killers,
 * history and lines, and the iterations of growing depth it runs over them, each with an
 * aspiration window around the last score. The main thread's and a helper's are the same; only
 * the main one reports and makes a result. All per-node storage is allocated here, once, so a
 * search allocates only its reports.
 *
 * <p>A search runs in three steps, so that the {@link Searcher} can start helper threads on the
 * prepared root and stop them before the result is made: {@link #start}, {@link #deepen},
 * {@link #result}.
 */
final class IterativeDeepening {
    private static final int ASPIRATION_WINDOW = 25;

    private final SearchRules rules;
    private final Evaluator evaluator;
    private final BackupRule backup;
    private final SearchControl control = new SearchControl();
    private final MoveOrdering ordering = new MoveOrdering();
    private final PvLines lines;
    private final Quiescence quiescence;
    private final Reporter reporter;
    private final NodeSearch nodeSearch;
    private SearchOptions options = SearchOptions.defaults();

    private Position position;
    private SearchLimits limits;
    private int rootMoveCount;
    private int firstRootMove;
    private int[] bestLine;
    private int bestScore;
    private int completedDepth;

    /** A thread's search of a variant with its own evaluation, sharing {@code table} with the other threads. */
    IterativeDeepening(SearchRules rules, Evaluator evaluator, TranspositionTable table) {
        this.rules = rules;
        this.evaluator = evaluator;
        this.backup = rules.newBackupRule(SearchLimits.MAX_PLY + 1);
        BackupRule quiescenceRule = backup.coversQuiescence() ? backup : new NegamaxBackup(SearchLimits.MAX_PLY + 1);
        lines = new PvLines(backup);
        quiescence = new Quiescence(rules, evaluator, quiescenceRule, control, ordering, lines);
        reporter = new Reporter(rules, table, control, lines);
        nodeSearch = new NodeSearch(rules, evaluator, table, backup, control, ordering, lines, quiescence, reporter);
    }

    /** The techniques the next searches use. */
    void setOptions(SearchOptions options) {
        this.options = options;
    }

    /** Forgets the killers and the history. */
    void forgetOrdering() {
        ordering.forget();
    }

    /** This thread's limits, node count and stop flag. */
    SearchControl control() {
        return control;
    }

    /**
     * Prepares a search of a copy of {@code root} within {@code limits}, reporting to
     * {@code listener} and stopping when {@code stopToken} is set; returns the number of root
     * moves (none: the game is over, and there is nothing to deepen).
     */
    int start(Position root, SearchLimits limits, SearchListener listener, AtomicBoolean stopToken) {
        this.limits = limits;
        position = root.copy();
        evaluator.attach(position);
        backup.startSearch(position);
        control.start(limits, stopToken);
        reporter.start(position, listener, options);
        quiescence.start(position, options, backup);
        nodeSearch.start(position, options);
        ordering.start(position, options);
        bestLine = new int[0];
        bestScore = 0;
        completedDepth = 0;
        rootMoveCount = rules.generate(position, ordering.moves(0), 0, MoveGenerator.ALL);
        firstRootMove = rootMoveCount > 0 ? ordering.moves(0)[0] : Move.NONE;
        return rootMoveCount;
    }

    /** The search's own copy of the root, prepared by {@link #start}, for helper threads to copy. */
    Position root() {
        return position;
    }

    /**
     * Runs iterations from {@code firstDepth} until a limit, a stop or the depth limit ends
     * them, or a mate is found with depth to spare.
     */
    void deepen(int firstDepth) {
        int maxDepth = limits.depth() > 0 ? limits.depth() : SearchLimits.MAX_DEPTH;
        maxDepth = Math.min(maxDepth, SearchLimits.MAX_PLY - 1);
        for (int depth = firstDepth; depth <= maxDepth; depth++) {
            reporter.startIteration(depth);
            int score = searchRoot(depth, bestScore);
            if (control.aborted()) {
                // The unfinished iteration searched the last best move first, so a root move
                // that improved on it here is the better choice at this depth (and was
                // announced as such); without one, the last complete iteration stands.
                if (lines.rootHasLine()) {
                    bestLine = lines.rootLine();
                    bestScore = backup.value(0);
                }
                break;
            }
            if (lines.rootHasLine()) {
                bestLine = lines.rootLine();
                bestScore = score;
                completedDepth = depth;
            }
            reporter.iterationDone(score, bestLine);
            if (!control.mayStartIteration()) {
                break;
            }
            // A mate found with depth to spare will not change: stop unless analysing.
            if (!limits.infinite() && Math.abs(score) >= Score.MATE_BOUND
                    && depth >= 2 * (Score.MATE - Math.abs(score)) + 4) {
                break;
            }
        }
    }

    /**
     * The search's result: the best line of the last iteration that found one, its first turn
     * completed ({@link #completeRootTurn}), or for a root without moves the game's end.
     */
    SearchResult result() {
        if (rootMoveCount == 0) {
            return new SearchResult(Move.NONE, rules.noMovesScore(position, 0), 0, 0, control.elapsedMs(),
                    new int[0], List.of());
        }
        int[] line = bestLine.length > 0 ? bestLine : new int[] {firstRootMove};
        line[0] = completeRootTurn(line[0]);
        return new SearchResult(line[0], bestScore, completedDepth, control.nodes(), control.elapsedMs(), line,
                reporter.pvText(line));
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
            control.suspend();
            rules.makeMove(position, move);
            nodeSearch.search(1, 1, -Score.INFINITE, Score.INFINITE, true, false);
            rules.unmakeMove(position, move);
            control.resume();
            if (lines.moveLoopRan(1)) {
                turn = backup.turn(1, move);
            }
        }
        return rules.completeTurn(position, turn);
    }

    /** The root searched {@code depth} deep, in a window around the {@code previous} iteration's score. */
    private int searchRoot(int depth, int previous) {
        if (!options.aspiration() || depth < 5 || Math.abs(previous) >= Score.MATE_BOUND) {
            return nodeSearch.search(depth, 0, -Score.INFINITE, Score.INFINITE, true, false);
        }
        int delta = ASPIRATION_WINDOW;
        int alpha = Math.max(previous - delta, -Score.INFINITE);
        int beta = Math.min(previous + delta, Score.INFINITE);
        while (true) {
            int score = nodeSearch.search(depth, 0, alpha, beta, true, false);
            if (control.aborted()) {
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
}
