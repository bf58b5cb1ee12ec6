package dev.mallard.core.search.tree;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.search.BackupRule;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.search.TranspositionTable;

/**
 * The full-width nodes of one thread's search: principal variation search with the
 * transposition table, mate-distance pruning, razoring, reverse futility, null move (adaptive
 * or not), the table's bound as the pruning decisions' evaluation, internal iterative deepening
 * or reduction, futility (at the node's depth or a move's reduced one), history pruning and move-count pruning,
 * SEE pruning, ProbCut ({@link ProbCut}), late-move reductions (more at expected cut nodes and behind a capturing
 * hash move, a deeper re-search), the history taught by the table's cut-offs and by a fail low,
 * the check extension and singular extensions, each where it is in force
 * ({@link SearchSettings}, decided once per search from the options and the variant's rules).
 * How a node's children make its value is the variant's {@link BackupRule}; which moves it has,
 * its {@link SearchRules}. At the horizon the node hands over to {@link Quiescence}.
 */
final class NodeSearch {
    private final SearchRules rules;
    private final Evaluator evaluator;
    private final TranspositionTable table;
    /** The entry found by the last probe of {@link #table}. */
    private final TranspositionTable.Hit hit = new TranspositionTable.Hit();
    private final BackupRule backup;
    private final SearchControl control;
    private final MoveOrdering ordering;
    private final CorrectionHistory correction;
    private final PvLines lines;
    private final Quiescence quiescence;
    private final Reporter reporter;
    private final RootMoves rootMoves;
    private final See see = new See();
    private final ProbCut probCut;
    private final LateMoveReductions reductions = new LateMoveReductions();
    /** The per-ply state: here the static evaluations and the moves singular-extension searches leave out. */
    private final SearchStack stack;
    private Position position;
    /** The techniques in force, decided when the search started. */
    private SearchSettings settings;

    NodeSearch(SearchRules rules, Evaluator evaluator, TranspositionTable table, BackupRule backup,
               SearchControl control, MoveOrdering ordering, CorrectionHistory correction, PvLines lines,
               Quiescence quiescence, Reporter reporter, RootMoves rootMoves, SearchStack stack) {
        this.rules = rules;
        this.evaluator = evaluator;
        this.table = table;
        this.backup = backup;
        this.control = control;
        this.ordering = ordering;
        this.correction = correction;
        this.lines = lines;
        this.quiescence = quiescence;
        this.reporter = reporter;
        this.rootMoves = rootMoves;
        this.stack = stack;
        this.probCut = new ProbCut(this, rules, table, backup, control, ordering);
    }

    /** A new search of {@code position} (the search's own copy of the root) with {@code settings}. */
    void start(Position position, SearchSettings settings) {
        this.position = position;
        this.settings = settings;
        probCut.start(position, settings);
        reductions.start(settings);
        // Each node zeroes the count two plies below it; nothing above the root zeroes the root's
        // and its children's, so that a search repeats whatever the searches before it counted.
        stack.at(0).cutoffs = 0;
        stack.at(1).cutoffs = 0;
    }

    /**
     * The value of the node at {@code ply} searched {@code depth} plies deep within
     * (alpha, beta), by the backup rule's contract: exact strictly inside the window, a bound
     * outside it. {@code nullAllowed} is false right after a null move (never two in a row).
     * {@code cutNode}: the node is expected to fail high (a null-window child whose parent
     * expects to fail low, or a reduced late move's child), never a PV node; its parent's
     * first child, by contrast, is expected to fail low where the parent is a cut node.
     * Returns 0, meaning nothing, once the search is aborted.
     */
    int search(int depth, int ply, int alpha, int beta, boolean pvNode, boolean nullAllowed, boolean cutNode) {
        lines.enterNode(ply);
        backup.enter(ply);
        if (ply > 0) {
            if (rules.gameLost(position)) {
                return -Score.MATE + ply;
            }
            if (rules.isDrawn(position, ply)) {
                return Score.DRAW;
            }
            // Mate-distance pruning: no line from here can beat a mate already found nearer the root.
            alpha = Math.max(alpha, -Score.MATE + ply);
            beta = Math.min(beta, Score.MATE - ply - 1);
            if (alpha >= beta) {
                return alpha;
            }
        }
        final SearchSettings settings = this.settings;
        boolean inCheck = rules.inCheck(position);
        if (inCheck && settings.checkExtension) {
            depth++;
        }
        if (depth <= 0 || ply >= SearchLimits.MAX_PLY) {
            return quiescence.search(ply, alpha, beta);
        }
        if (control.countNode()) {
            return 0;
        }
        final int originalAlpha = alpha;
        final long key = position.key();
        // A singular-extension search of this node, without its hash move: it neither takes
        // nor leaves anything in the table, and cuts off no earlier than its move loop.
        final SearchStack.Frame frame = stack.at(ply);
        final int excludedMove = frame.excludedMove;
        stack.at(ply + 2).cutoffs = 0; // this node's grandchildren start their count (see LateMoveReductions)

        int hashMove = Move.NONE;
        int hintMove = Move.NONE;
        int tableScore = 0;
        int tableDepth = -1;
        int tableBound = 0;
        boolean tablePv = false;
        if (settings.transpositionTable) {
            if (table.probe(key, hit)) {
                hashMove = hit.move();
                hintMove = backup.orderingHint(hit.extra());
                tableScore = Score.fromTable(hit.score(), ply);
                tableDepth = hit.depth();
                tableBound = hit.bound();
                tablePv = hit.pv();
                if (!pvNode && excludedMove == Move.NONE && tableDepth >= depth
                        && TranspositionTable.settles(tableBound, tableScore, alpha, beta)
                        && backup.restore(ply, hit.extra(), alpha, beta)) {
                    if (settings.tableCutoffHistory) {
                        ordering.tableCutoff(ply, hashMove, depth, tableScore >= beta);
                    }
                    return tableScore;
                }
            }
        }
        // A node on the principal variation, or once on it as its table entry says, is marked so in
        // the table, is spared reverse futility and has its late moves reduced as a PV node's: it is
        // where the line may return. Its children read the mark (the fail-low rule at the end).
        final boolean wasPv = settings.tablePv && (pvNode || tablePv);
        frame.wasPv = wasPv;

        // The static evaluation serves the pruning decisions of non-PV nodes out of check (ProbCut's
        // exchange filter among them), and where it is used, whether the side to move is improving;
        // with the correction history, corrected by what the search found in nodes like this one.
        final int evaluation = inCheck || pvNode && !settings.improving
                || !(settings.nullMove || settings.futility || settings.probCut || settings.razoring)
                ? -Score.INFINITE : correction.corrected(ply, evaluator.evaluate(position));
        int staticEval = evaluation;
        frame.staticEval = staticEval;
        if (settings.evalHistory && ply > 0 && evaluation != -Score.INFINITE && excludedMove == Move.NONE
                && stack.at(ply - 1).staticEval != -Score.INFINITE) {
            ordering.evaluationChange(ply, stack.at(ply - 1).staticEval, evaluation);
        }
        // The parent reduced its move into this node as a poor one, yet the move left this side no
        // better off than the parent stood: a ply of the reduction is taken back.
        if (settings.hindsightExtension && ply > 0 && evaluation != -Score.INFINITE && excludedMove == Move.NONE
                && stack.at(ply - 1).reduction >= settings.hindsightReduction && stack.at(ply - 1).staticEval != -Score.INFINITE
                && evaluation + stack.at(ply - 1).staticEval <= settings.hindsightMargin) {
            depth++;
        }
        // Improving: the static evaluation rose since this side's last move (unknown counts as
        // improving). A node that is not improving prunes and reduces more: its side is
        // less likely to find a move that lifts the score above what it had.
        boolean improving = !settings.improving || inCheck || ply < 2 || stack.at(ply - 2).staticEval == -Score.INFINITE
                || staticEval > stack.at(ply - 2).staticEval;
        // The table's bound on this node's value is a search's word and beats the evaluation's
        // guess on its side: a lower bound above the evaluation, an upper one below it. Only the
        // pruning decisions take it; improving compares evaluations with evaluations.
        if (settings.tableEvaluation && staticEval != -Score.INFINITE && excludedMove == Move.NONE && tableDepth >= 0
                && Math.abs(tableScore) < Score.MATE_BOUND
                && (tableBound & (tableScore > staticEval ? TranspositionTable.LOWER : TranspositionTable.UPPER)) != 0) {
            staticEval = tableScore;
        }

        // Razoring: near the horizon, a node whose evaluation lies far below alpha can seldom
        // reach it by a quiet move; when the captures cannot either (a quiescence search at
        // alpha's null window stays below it), that search's value is the node's.
        if (settings.razoring && !pvNode && !inCheck && excludedMove == Move.NONE && depth <= settings.razoringDepth
                && Math.abs(alpha) < Score.MATE_BOUND
                && staticEval + settings.razoringMargin + settings.razoringStep * depth * depth < alpha) {
            int score = quiescence.search(ply, alpha - 1, alpha);
            if (control.aborted()) {
                return 0;
            }
            if (score < alpha) {
                return score;
            }
            // The quiescence search used this ply's state: the full search starts it again.
            lines.enterNode(ply);
            backup.enter(ply);
        }

        int reverseMargin = settings.reverseFutilityMargin * (settings.improving && improving ? depth - 1 : depth);
        if (settings.futility && !pvNode && !wasPv && !inCheck && excludedMove == Move.NONE && depth <= settings.reverseFutilityDepth
                && Math.abs(beta) < Score.MATE_BOUND && staticEval - reverseMargin >= beta) {
            return staticEval - reverseMargin;
        }

        if (settings.nullMove && nullAllowed && !pvNode && !inCheck && excludedMove == Move.NONE && depth >= settings.nullMoveDepth
                && staticEval >= beta
                && Math.abs(beta) < Score.MATE_BOUND && !rules.zugzwangLikely(position)) {
            int reduction = depth >= settings.nullMoveDeepDepth ? settings.nullMoveReduction + 1 : settings.nullMoveReduction;
            if (settings.adaptiveNullMove) {
                // The deeper the node, the more a pass can be spared; the further the evaluation
                // stands above beta, the less the pass needs to prove.
                reduction += depth / settings.nullMoveDepthDivisor
                        + Math.min((staticEval - beta) / settings.nullMoveEvalDivisor, settings.nullMoveEvalMax);
            }
            ordering.played(ply, Move.NONE);
            position.makeNullMove();
            int score = backup.passScore(ply, -search(depth - 1 - reduction, ply + 1, -beta, -beta + 1, false, false, !cutNode));
            position.unmakeNullMove();
            if (control.aborted()) {
                return 0;
            }
            if (score >= beta) {
                return score >= Score.MATE_BOUND ? beta : score;
            }
        }

        // ProbCut, not when the table already knows a shallow-enough search of this node stays
        // below its bound.
        if (settings.probCut && !pvNode && !inCheck && excludedMove == Move.NONE && depth >= settings.probCutDepth
                && Math.abs(beta) < Score.MATE_BOUND - settings.probCutMargin
                && !(tableDepth >= depth - settings.probCutReduction && tableScore < beta + settings.probCutMargin)) {
            int value = probCut.search(key, depth, ply, beta, cutNode, hashMove, staticEval);
            if (value != ProbCut.NO_CUT) {
                return value;
            }
        }

        // Without a hash move: with internal iterative reduction the node is searched a ply
        // shallower (a node the table has not seen is seldom important, and the next iteration
        // finds its move); else it is searched shallower first to find one (internal iterative
        // deepening).
        if (settings.internalReduction && hashMove == Move.NONE && !inCheck && depth >= settings.iirDepth) {
            depth--;
        } else if (settings.iid && hashMove == Move.NONE && !inCheck && depth >= (pvNode ? settings.iidDepthPv : settings.iidDepth)) {
            search(depth - settings.iidReduction, ply, alpha, beta, pvNode, nullAllowed, cutNode);
            if (control.aborted()) {
                return 0;
            }
            // Only a move the shallow search put on its PV is trusted: it may have returned
            // before its move loop, leaving another node's state behind.
            hashMove = lines.firstMove(ply);
            lines.clear(ply);
        }

        int hashMoveExtension = 0;
        if (settings.singularExtension && ply > 0 && excludedMove == Move.NONE && hashMove != Move.NONE
                && depth >= settings.singularDepth && tableDepth >= depth - settings.singularTableDepth && (tableBound & TranspositionTable.LOWER) != 0
                && Math.abs(tableScore) < Score.MATE_BOUND) {
            // Is the hash move singular: does every other move fall well short of its score?
            int singularBeta = tableScore - settings.singularMargin * depth;
            frame.excludedMove = hashMove;
            int score = search((depth - 1) / 2, ply, singularBeta - 1, singularBeta, false, nullAllowed, cutNode);
            frame.excludedMove = Move.NONE;
            if (control.aborted()) {
                return 0;
            }
            lines.clear(ply);
            if (score < singularBeta) {
                hashMoveExtension = settings.doubleExtension && !pvNode && score < singularBeta - settings.singularDoubleMargin ? 2 : 1;
            } else if (singularBeta >= beta) {
                return singularBeta; // multi-cut: a second move beats beta too
            } else if (tableScore >= beta) {
                hashMoveExtension = -settings.singularNegative; // another move nearly as good: the hash move needs less
            }
        }

        // A node whose best move so far (the hash move) captures expects its quiet moves to do worse.
        int tableCaptureReduction = settings.tableCaptureReductions && hashMove != Move.NONE && !ordering.isQuiet(hashMove) ? 1 : 0;
        int count = rules.generate(position, ordering.moves(ply), 0, MoveGenerator.ALL);
        if (count == 0) {
            return rules.noMovesScore(position, ply);
        }
        ordering.score(ply, count, hashMove, hintMove);
        frame.wasPv = wasPv; // a singular or IID search of this node, at this ply, may have set its own
        backup.open(ply, alpha, beta, count);
        lines.startMoveLoop(ply);
        boolean pruning = settings.futility && !pvNode && !inCheck && Math.abs(alpha) < Score.MATE_BOUND;
        // A quiet move is futile when a child bound reaches futileFrom (futility, depth 1-2) or
        // lateMoveLimit moves were searched (move-count pruning): see futile().
        int futileFrom = pruning && depth <= 2 ? staticEval + settings.futilityMargin[depth] : Integer.MAX_VALUE;
        int lateMoveLimit = pruning && depth <= settings.lateMovePruningDepth
                ? (improving ? settings.lateMovePruningBase + depth * depth : (settings.lateMovePruningBase + depth * depth) / 2) : Integer.MAX_VALUE;
        // Futility at the reduced depth moves the bound with each move searched: see LateMoveReductions.
        boolean reducedFutility = pruning && settings.reducedDepthFutility;
        // History pruning: a quiet move whose history lies below this, at a reduced depth within
        // its limit, failed where it was tried too often to be searched here.
        int historyLimit = pruning && settings.historyPruning
                ? -(settings.historyPruningMargin * depth + settings.historyPruningOffset) : Integer.MIN_VALUE;
        boolean seePruning = settings.fullWidthSeePruning && ply > 0 && depth <= settings.seePruningDepth;
        boolean tailPruned = false;
        int principalResearches = 0;
        int searched = 0;
        int quiets = 0;
        int captures = 0;
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(ply, i, count);
            if (ply == 0 && !rootMoves.searches(move) || move == excludedMove) {
                continue; // not among searchmoves, or on an earlier MultiPV line; or left out
            }
            boolean quiet = ordering.isQuiet(move);
            int childAlpha = backup.childAlpha(ply, move);
            if (childAlpha >= beta) {
                continue; // the rule says this move cannot change the node's value
            }
            // Pruning and reductions spare quiet moves that give check; ask only when it matters,
            // and before making the move, so that a pruned move costs no make and unmake.
            if (reducedFutility && quiet) {
                futileFrom = reductions.reducedFutileFrom(depth, searched, improving, staticEval);
            }
            boolean futile = quiet && futile(searched, childAlpha, futileFrom, lateMoveLimit);
            boolean historyFutile = quiet && !futile && searched > 0 && ordering.key(ply, i) < historyLimit
                    && reductions.reducedDepth(depth, searched, improving) <= settings.historyPruningDepth;
            boolean reducible = settings.lateMoveReductions && depth >= settings.lmrDepth && searched >= settings.lmrMoves && quiet && !inCheck
                    && !ordering.isKiller(ply, move);
            boolean givesCheck = (futile || historyFutile || reducible) && rules.givesCheck(position, move);
            if ((futile || historyFutile) && !givesCheck) {
                backup.pruned(ply, move, childAlpha);
                if (futile && !tailPruned) {
                    count = pruneQuietTail(ply, i + 1, count, beta, searched, futileFrom, lateMoveLimit);
                    tailPruned = true;
                }
                continue;
            }
            // SEE pruning: near the horizon a move that loses more material than the depth can
            // win back is not searched; a capture must lose by SEE already to be looked at.
            // See.evaluate may understate a loss, never overstate it, so against the negative
            // margin it prunes only moves whose full exchange loses more than the margin.
            if (seePruning && searched > 0 && (quiet || ordering.losesExchange(ply, i))
                    && see.evaluate(position, move) < settings.seePruningMargin(depth, quiet)
                    && !(futile || historyFutile || reducible ? givesCheck : rules.givesCheck(position, move))) {
                backup.pruned(ply, move, childAlpha);
                continue;
            }
            if (quiet) {
                ordering.triedQuiet(ply, quiets++, move);
            } else {
                ordering.triedCapture(ply, captures++, move);
            }
            ordering.played(ply, move);
            long nodesBefore = control.nodes();
            rules.makeMove(position, move);
            int newDepth = depth - 1 + (move == hashMove ? hashMoveExtension : 0);
            int score;
            if (searched == 0) {
                score = -search(newDepth, ply + 1, -beta, -childAlpha, pvNode, true, !pvNode && !cutNode);
            } else {
                int reduction = 0;
                if (reducible && !givesCheck) {
                    reduction = reductions.of(depth, newDepth, searched, improving, tableCaptureReduction, pvNode || wasPv,
                            cutNode, ordering.key(ply, i), stack.at(ply + 1).cutoffs);
                }
                // A reduced move's child is expected to fail high (the move to fail low), as the
                // reduction bets; a move searched at its full depth is expected to do what the
                // node's first child does.
                frame.reduction = reduction;
                score = -search(newDepth - reduction, ply + 1, -childAlpha - 1, -childAlpha, false, true, reduction > 0 || !cutNode);
                frame.reduction = 0;
                if (score > childAlpha && reduction > 0) {
                    // A move that beat the bound by far at a reduced depth may be better than
                    // its full depth can show: one ply more.
                    int deeper = settings.deeperResearch
                            && score > childAlpha + settings.lmrDeeperMargin + settings.lmrDeeperStep * reduction ? 1 : 0;
                    score = -search(newDepth + deeper, ply + 1, -childAlpha - 1, -childAlpha, false, true, !cutNode);
                }
                // A window wider than null (a PV node's, or a re-searched late move's below it)
                // needs a score exact inside it: re-search what the null window left unsettled.
                if ((pvNode || beta > childAlpha + 1) && !backup.settles(ply, score, childAlpha, beta)) {
                    boolean principal = pvNode && principalResearches < backup.principalResearches();
                    if (principal) {
                        principalResearches++;
                    }
                    score = -search(newDepth, ply + 1, -beta, -childAlpha, principal, true, false);
                }
            }
            rules.unmakeMove(position, move);
            if (ply == 0 && settings.timeScaling) {
                rootMoves.spent(move, control.nodes() - nodesBefore);
            }
            if (control.aborted()) {
                return 0;
            }
            searched++;
            int flags = backup.offer(ply, move, score);
            if (flags != 0) { // most moves change nothing: spare them the call
                lines.offered(ply, move, flags);
            }
            if ((flags & BackupRule.IMPROVED) != 0 && ply == 0 && searched > 1 && backup.value(0) < beta) {
                reporter.newBestMove(backup.value(0));
            }
            if ((flags & BackupRule.CUTOFF) != 0) {
                ordering.cutoff(ply, move, depth, quiets, captures);
                frame.cutoffs++;
                break;
            }
            // A move that raised the value above alpha is seldom followed by another: the rest are searched a ply shallower.
            if ((flags & BackupRule.IMPROVED) != 0 && settings.alphaRaiseReduction && ply > 0 && depth >= settings.alphaRaiseDepthMin
                    && depth <= settings.alphaRaiseDepthMax && backup.value(ply) > originalAlpha && backup.value(ply) < Score.MATE_BOUND) {
                depth--;
            }
        }
        int value = backup.value(ply);
        int bound = TranspositionTable.boundOf(value, originalAlpha, beta);
        // A node that failed low below a marked parent refutes nothing: the parent's move into it is
        // probably good, so the line may come back through it, and it is marked too (Stockfish's rule).
        boolean markPv = wasPv || settings.tablePv && bound == TranspositionTable.UPPER && depth > 3 && ply > 0 && stack.at(ply - 1).wasPv;
        // A node that failed low refuted nothing: its parent's move into it, if quiet, gains continuation history.
        if (settings.failLowHistory && bound == TranspositionTable.UPPER && ply > 0 && excludedMove == Move.NONE
                && (pvNode || depth >= settings.failLowDepth)) {
            ordering.failedLow(ply, depth, pvNode || cutNode || value < originalAlpha - settings.failLowMargin * depth);
        }
        // A root that searched only some of its moves has no value of its own to store.
        if (settings.transpositionTable && excludedMove == Move.NONE && (ply > 0 || rootMoves.complete())) {
            table.store(key, backup.bestMove(ply), Score.toTable(value, ply), depth, bound, backup.tableExtra(ply), markPv);
        }
        if (settings.correctionHistory && evaluation != -Score.INFINITE && excludedMove == Move.NONE) {
            int best = backup.bestMove(ply);
            correction.learn(ply, evaluation, value, bound, depth, best == Move.NONE || ordering.isQuiet(best));
        }
        return value;
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
        int[] list = ordering.moves(ply);
        int kept = from;
        for (int j = from; j < count; j++) {
            int move = list[j];
            int childAlpha = backup.childAlpha(ply, move);
            if (childAlpha < beta && ordering.isQuiet(move) && futile(searched, childAlpha, futileFrom, lateMoveLimit)
                    && !rules.givesCheck(position, move)) {
                backup.pruned(ply, move, childAlpha);
                continue;
            }
            ordering.move(ply, j, kept);
            kept++;
        }
        return kept;
    }
}
