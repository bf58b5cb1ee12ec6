package dev.mallard.core.search.tree;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.search.BackupRule;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.NegamaxBackup;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.search.Technique;
import dev.mallard.core.search.TranspositionTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One thread's search: its own copy of the root, evaluation, backup rule, move lists, killers,
 * history and lines, and the iterations of growing depth it runs over them, each with an
 * aspiration window around the last score. The main thread's and a helper's are the same; only
 * the main one reports and makes a result. All per-node storage is allocated here, once, so a
 * search allocates only its reports.
 *
 * <p>With MultiPV k (and k or more root moves to search) each iteration searches the root k
 * times, each time without the moves of the lines before: line i is the best of the moves the
 * earlier lines left, so the lines are the k best root moves in order, each with its own
 * principal variation. With k = 1 the iteration is one search of the root, exactly as without
 * MultiPV. {@code searchmoves} restrict the root to some of its moves ({@link RootMoves}).
 *
 * <p>A search runs in three steps, so that {@link SearchThreads} can start helper threads on the
 * prepared root and stop them before the result is made: {@link #start}, {@link #deepen},
 * {@link #result}.
 */
final class IterativeDeepening {
    private final SearchRules rules;
    private final Evaluator evaluator;
    private final TranspositionTable table;
    private final TranspositionTable.Hit replyHit = new TranspositionTable.Hit();
    private final BackupRule backup;
    private final SearchControl control = new SearchControl();
    private final MoveOrdering ordering;
    /** How far the static evaluation missed the search, by pawns, pieces and the last two moves: outlives the search, as the histories do. */
    private final CorrectionHistory correction;
    private final PvLines lines;
    private final Quiescence quiescence;
    private final Reporter reporter;
    private final NodeSearch nodeSearch;
    private final RootMoves rootMoves = new RootMoves();
    /** The techniques the rules take and their parameters, asked once. */
    private final Set<Technique> taken;
    private final SearchParameters parameters;
    /** The techniques in force in the next searches: the options' and the rules'. */
    private SearchSettings settings;
    private int multiPv = 1;

    private Position position;
    private int rootMoveCount;
    private int firstRootMove;
    private int[] bestLine;
    private int bestScore;
    private int completedDepth;
    /** The root moves this search considers (searchmoves), and how many lines it reports. */
    private int searchedRootMoves;
    private int lineCount;
    /** The lines of the last complete MultiPV iteration, best first; {@link #shownCount} of them. */
    private int[][] shownLines = new int[0][];
    private int[] shownScores = new int[0];
    private int shownCount;

    /** A thread's search of a variant with its own evaluation, sharing {@code table} with the other threads. */
    IterativeDeepening(SearchRules rules, Evaluator evaluator, TranspositionTable table) {
        this.rules = rules;
        this.evaluator = evaluator;
        this.table = table;
        this.backup = rules.newBackupRule(SearchLimits.MAX_PLY + 1);
        SearchStack stack = new SearchStack();
        this.correction = new CorrectionHistory(stack);
        this.taken = rules.techniques();
        this.parameters = rules.searchParameters();
        this.ordering = new MoveOrdering(stack, taken.contains(Technique.CONTINUATION_HISTORY));
        BackupRule quiescenceRule = backup.coversQuiescence() ? backup : new NegamaxBackup(SearchLimits.MAX_PLY + 1);
        lines = new PvLines(backup, stack);
        quiescence = new Quiescence(rules, evaluator, quiescenceRule, control, ordering, correction, lines, table);
        reporter = new Reporter(rules, table, control, lines);
        nodeSearch = new NodeSearch(rules, evaluator, table, backup, control, ordering, correction, lines, quiescence, reporter,
                rootMoves, stack);
        setOptions(SearchOptions.defaults());
    }

    /** The techniques (where the rules take them) and parameter changes the next searches use. */
    void setOptions(SearchOptions options) {
        settings = new SearchSettings(options, taken, parameters);
    }

    /** How many principal variations the next searches find and report (1: the best alone). */
    void setMultiPv(int lines) {
        this.multiPv = lines;
    }

    /** Forgets the killers, the move histories and the correction history: for a new game or a reproducible search. */
    void forgetHistory() {
        ordering.forget();
        correction.clear();
    }

    /** This thread's limits, node count and stop flag. */
    SearchControl control() {
        return control;
    }

    /**
     * Prepares a search of a copy of {@code root} within {@code limits}, reporting to
     * {@code listener} and stopping when {@code stopToken} is set, among the root moves of
     * {@code searchMoves} (all when empty); returns the number of root moves (none: the game is
     * over, and there is nothing to deepen).
     *
     * @throws IllegalArgumentException if {@code searchMoves} names moves but none the root has
     */
    int start(Position root, SearchLimits limits, SearchListener listener, AtomicBoolean stopToken, int[] searchMoves) {
        position = root.copy();
        evaluator.attach(position);
        backup.startSearch(position);
        control.start(limits, stopToken);
        reporter.start(position, listener, settings);
        quiescence.start(position, settings, backup);
        nodeSearch.start(position, settings);
        ordering.start(position, settings);
        correction.start(position, settings);
        bestLine = new int[0];
        bestScore = 0;
        completedDepth = 0;
        rootMoveCount = rules.generate(position, ordering.moves(0), 0, MoveGenerator.ALL);
        rootMoves.restrictTo(searchMoves);
        rootMoves.forgetEffort();
        searchedRootMoves = rootMoves.count(ordering.moves(0), rootMoveCount);
        if (rootMoveCount > 0 && searchedRootMoves == 0) {
            throw new IllegalArgumentException("none of the " + searchMoves.length + " search moves is a move of this position");
        }
        firstRootMove = Move.NONE;
        for (int i = rootMoveCount - 1; i >= 0; i--) {
            if (rootMoves.searches(ordering.moves(0)[i])) {
                firstRootMove = ordering.moves(0)[i]; // the first searchable one, as without searchmoves
            }
        }
        lineCount = Math.min(multiPv, searchedRootMoves);
        reporter.setLineCount(lineCount);
        shownCount = 0;
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
        // The depth limit is read at each iteration: a ponder hit may bring one.
        for (int depth = firstDepth; depth <= Math.min(SearchLimits.MAX_PLY - 1, control.depthLimit()); depth++) {
            reporter.startIteration(depth);
            if (lineCount > 1) {
                if (!searchLines(depth)) {
                    break;
                }
                if (!control.mayStartIteration()) {
                    break;
                }
                continue; // MultiPV analysis: no early stop at a mate
            }
            int score = searchRoot(depth, bestScore);
            if (control.aborted()) {
                // The unfinished iteration searched the last best move first, so a root move
                // that improved on it here is the better choice at this depth (and was
                // announced as such); without one, the last complete iteration stands.
                if (lines.rootHasLine()) {
                    bestLine = keepContinuation(lines.rootLine(), bestLine);
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
            if (settings.timeScaling && bestLine.length > 0) {
                control.iterationDone(depth, Move.base(bestLine[0]), score,
                        rootMoves.share(bestLine[0], control.nodes()));
            }
            if (!control.mayStartIteration()) {
                break;
            }
            // A mate found with depth to spare will not change: stop unless analysing.
            if (!control.untilStopped() && Math.abs(score) >= Score.MATE_BOUND
                    && depth >= 2 * (Score.MATE - Math.abs(score)) + 4) {
                break;
            }
        }
    }

    /**
     * The line a search cut short gives, {@code fresh}, or the last one, {@code last}, when the
     * fresh line is the same move alone: a re-search stopped before its first move's reply had a
     * line of its own knows nothing new, and the last line's reply is what a GUI shows and the
     * engine ponders on.
     */
    private static int[] keepContinuation(int[] fresh, int[] last) {
        return fresh.length == 1 && last.length > 1 && fresh[0] == last[0] ? last : fresh;
    }

    /**
     * The search's result: the best line of the last iteration that found one, its first turn
     * completed ({@link #completeRootTurn}), or for a root without moves the game's end.
     */
    SearchResult result() {
        if (rootMoveCount == 0) {
            return new SearchResult(Move.NONE, rules.noMovesScore(position, 0), 0, 0, control.elapsedMs(),
                    new int[0], List.of(), List.of());
        }
        int[] line = bestLine.length > 0 ? bestLine : new int[] {firstRootMove};
        line[0] = completeRootTurn(line[0]);
        if (line.length == 1) {
            line = withTableReply(line[0]);
        }
        List<String> text = reporter.pvText(line);
        List<SearchResult.Line> found = new ArrayList<>();
        found.add(new SearchResult.Line(bestScore, line, text));
        for (int k = 0; k < shownCount && found.size() < lineCount; k++) {
            if (Move.base(shownLines[k][0]) == Move.base(line[0])) {
                continue; // the best line, first already
            }
            int[] other = shownLines[k].clone();
            other[0] = completeRootTurn(other[0]);
            found.add(new SearchResult.Line(shownScores[k], other, reporter.pvText(other)));
        }
        return new SearchResult(line[0], bestScore, completedDepth, control.nodes(), control.elapsedMs(), line, text,
                found);
    }

    /**
     * The line {@code turn} and the reply the table holds for the position after it, when it
     * holds a legal one, else {@code turn} alone: a search cut short just after a new best root
     * move has no line below it, and without a second move a GUI shows no expected reply and the
     * engine has nothing to ponder on (Stockfish takes the reply from its table too). Not for
     * rules whose backup completes turns: there a line's second move is part of the root's turn.
     */
    private int[] withTableReply(int turn) {
        if (!settings.transpositionTable || backup.completesTurns() || turn != Move.base(turn)) {
            return new int[] {turn};
        }
        int[] line = {turn};
        rules.makeMove(position, turn);
        if (table.probe(position.key(), replyHit) && replyHit.move() != Move.NONE) {
            int[] replies = ordering.moves(1);
            int count = rules.generate(position, replies, 0, MoveGenerator.ALL);
            for (int i = 0; i < count; i++) {
                if (replies[i] == replyHit.move()) {
                    line = new int[] {turn, replyHit.move()};
                    break;
                }
            }
        }
        rules.unmakeMove(position, turn);
        return line;
    }

    /**
     * One MultiPV iteration of {@code depth}: the root searched once per line, each time without
     * the moves of the lines before, each in a window around the same line's last score. The
     * lines of a complete iteration are sorted by score, reported, and the first becomes the
     * best line; an iteration cut short keeps its first line if that one was complete (it is a
     * whole search of the root), and the last complete lines stay the ones shown. Returns
     * whether the iteration completed.
     */
    private boolean searchLines(int depth) {
        int[][] found = new int[lineCount][];
        int[] scores = new int[lineCount];
        int done = 0;
        rootMoves.includeAll();
        for (int k = 0; k < lineCount; k++) {
            int previous = k < shownCount ? shownScores[k] : k == 0 ? bestScore : scores[k - 1];
            scores[k] = searchRoot(depth, previous);
            if (control.aborted() && k == 0 && lines.rootHasLine()) {
                // As for a single line: a root move that improved on the last best is the better choice.
                bestLine = lines.rootLine();
                bestScore = backup.value(0);
            }
            if (control.aborted() || !lines.rootHasLine()) {
                break;
            }
            found[k] = lines.rootLine();
            rootMoves.exclude(found[k][0]);
            done++;
        }
        rootMoves.includeAll();
        if (done < lineCount) {
            if (done > 0) {
                bestLine = found[0];
                bestScore = scores[0];
                completedDepth = depth;
            }
            return false;
        }
        // Later lines search fewer moves and may come out higher (the table knows more by then).
        for (int a = 1; a < lineCount; a++) {
            for (int b = a; b > 0 && scores[b] > scores[b - 1]; b--) {
                int score = scores[b];
                scores[b] = scores[b - 1];
                scores[b - 1] = score;
                int[] line = found[b];
                found[b] = found[b - 1];
                found[b - 1] = line;
            }
        }
        shownLines = found;
        shownScores = scores;
        shownCount = lineCount;
        bestLine = found[0];
        bestScore = scores[0];
        completedDepth = depth;
        reporter.linesDone(scores, found);
        return true;
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
            nodeSearch.search(1, 1, -Score.INFINITE, Score.INFINITE, true, false, false);
            rules.unmakeMove(position, move);
            control.resume();
            if (lines.moveLoopRan(1)) {
                turn = backup.turn(1, move);
            }
        }
        return rules.completeTurn(position, turn);
    }

    /**
     * The root searched {@code depth} deep, in a window around the {@code previous} iteration's
     * score; with {@link Technique#ASPIRATION_FAIL_HIGH_REDUCTION}, a ply shallower after each
     * fail high since the last fail low.
     */
    private int searchRoot(int depth, int previous) {
        if (!settings.aspiration || depth < settings.aspirationDepth || Math.abs(previous) >= Score.MATE_BOUND) {
            return nodeSearch.search(depth, 0, -Score.INFINITE, Score.INFINITE, true, false, false);
        }
        int delta = settings.aspirationWindow;
        int alpha = Math.max(previous - delta, -Score.INFINITE);
        int beta = Math.min(previous + delta, Score.INFINITE);
        int failHighs = 0;
        while (true) {
            int score = nodeSearch.search(Math.max(1, depth - failHighs), 0, alpha, beta, true, false, false);
            if (control.aborted()) {
                return score;
            }
            if (score <= alpha) {
                reporter.windowFailed(score, false, bestLine);
                alpha = Math.max(score - delta, -Score.INFINITE);
                failHighs = 0;
            } else if (score >= beta) {
                reporter.windowFailed(score, true, bestLine);
                if (lineCount == 1 && lines.rootHasLine()) {
                    // The move that failed high is played if a stop cuts the re-search short
                    // before it has a line of its own, as the report just announced it.
                    bestLine = keepContinuation(lines.rootLine(), bestLine);
                    bestScore = score;
                }
                beta = Math.min(score + delta, Score.INFINITE);
                if (settings.aspirationFailHighReduction) {
                    failHighs++;
                }
            } else {
                return score;
            }
            delta *= 2;
        }
    }
}
