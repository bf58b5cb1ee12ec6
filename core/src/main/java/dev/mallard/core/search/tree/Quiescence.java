package dev.mallard.core.search.tree;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.search.BackupRule;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.search.Technique;
import dev.mallard.core.search.TranspositionTable;

/**
 * The capture search at the horizon: stand pat, then captures and queen promotions only, in
 * MVV/LVA order, those that lose material by SEE left out. The stand-pat score goes to the
 * quiescence rule as a score without a move, the captures as moves. A node in check at the
 * horizon is extended into a full-width node before it gets here (check extension); a capture
 * that gives check inside quiescence leads to a node in check, which with
 * {@link Technique#QUIESCENCE_EVASIONS} in force (FIDE) searches every evasion and has no stand pat
 * (the side to move may have nothing better than being mated); without, it stands pat there too.
 * Only captures are searched after an evasion, so the chain of checks ends with the material.
 *
 * <p>With {@link Technique#QUIESCENCE_TABLE} in force (FIDE), quiescence nodes use the
 * transposition table as full-width nodes do, at depth 0: a stored bound that settles the window
 * ends the node, its move is searched first, and the node's result is stored. Captures reach the
 * same positions by many orders, so many quiescence nodes have been searched before. The other
 * rules (Duck, Refusal) do without: their trees stay as they were, and so do their oracle tests.
 */
final class Quiescence {
    private final SearchRules rules;
    private final Evaluator evaluator;
    /** The rule of quiescence nodes: the search's own when it models captures too, else negamax. */
    private final BackupRule rule;
    private final SearchControl control;
    private final MoveOrdering ordering;
    /** The stand pat's correction, where the correction history is in force. */
    private final CorrectionHistory correction;
    private final PvLines lines;
    private final TranspositionTable table;
    /** The entry found by the last probe of {@link #table}. */
    private final TranspositionTable.Hit hit = new TranspositionTable.Hit();
    private Position position;
    private boolean searchCaptures;
    private boolean seePruning;
    private boolean deltaPruning;
    /** Delta pruning's margin above a capture's victim: what a capture may gain beyond the material. */
    private int deltaMargin;
    /**
     * Whether stand pats may be the lazy estimate: the technique in force and the rule's consent
     * ({@link BackupRule#takesEstimates}), settled once per search.
     */
    private boolean lazyStandPat;
    /** Whether nodes probe and store the table. */
    private boolean useTable;
    /** Whether a node in check searches its evasions without a stand pat. */
    private boolean evasions;

    Quiescence(SearchRules rules, Evaluator evaluator, BackupRule rule, SearchControl control, MoveOrdering ordering,
               CorrectionHistory correction, PvLines lines, TranspositionTable table) {
        this.rules = rules;
        this.evaluator = evaluator;
        this.rule = rule;
        this.control = control;
        this.ordering = ordering;
        this.correction = correction;
        this.lines = lines;
        this.table = table;
    }

    /** A new search of {@code position} with {@code settings}, backing up with {@code backup}. */
    void start(Position position, SearchSettings settings, BackupRule backup) {
        this.position = position;
        searchCaptures = settings.quiescence;
        seePruning = settings.seePruning;
        deltaPruning = settings.deltaPruning;
        deltaMargin = settings.deltaMargin;
        lazyStandPat = settings.lazyEvaluation && backup.takesEstimates();
        useTable = settings.quiescenceTable;
        evasions = settings.quiescenceEvasions;
    }

    /** The exchange value of what {@code move}, a capture, takes. */
    private int victimValue(int move) {
        int victim = Move.kind(move) == Move.EN_PASSANT ? PieceType.PAWN : Piece.type(position.pieceAt(Move.to(move)));
        return See.value(victim);
    }

    /** The value of the node at {@code ply} within (alpha, beta), by the quiescence rule. */
    int search(int ply, int alpha, int beta) {
        lines.enterQuiescence(ply);
        BackupRule rule = this.rule;
        rule.enter(ply);
        if (rules.gameLost(position)) {
            return -Score.MATE + ply;
        }
        if (control.countNode()) {
            return 0;
        }
        control.reached(ply);
        int hashMove = Move.NONE;
        long key = 0;
        if (useTable) {
            key = position.key();
            if (table.probe(key, hit)) {
                int score = Score.fromTable(hit.score(), ply);
                if (TranspositionTable.settles(hit.bound(), score, alpha, beta)) {
                    return score;
                }
                hashMove = hit.move();
            }
        }
        rule.open(ply, alpha, beta, 0);
        // In check (where the rules search evasions) there is no stand pat: every evasion is
        // searched, none pruned (a bad-looking one may be the only one), and without any the
        // side to move is mated.
        boolean evading = evasions && searchCaptures && ply < SearchLimits.MAX_PLY && rules.inCheck(position);
        int standPat = -Score.INFINITE;
        if (!evading) {
            // Far outside the window the evaluation may answer with a cheap estimate (the lazy
            // evaluation: a heuristic, so the exact search and rules that rank by it do without it).
            standPat = correction.corrected(ply, lazyStandPat ? evaluator.evaluate(position, alpha, beta) : evaluator.evaluate(position));
            int flags = rule.offer(ply, Move.NONE, standPat);
            if ((flags & BackupRule.CUTOFF) != 0 || ply >= SearchLimits.MAX_PLY) {
                return store(key, ply, alpha, beta);
            }
            if (!searchCaptures) {
                return rule.value(ply); // stand pat alone, as a quiescence with no capture to search
            }
        }
        int count = rules.generate(position, ordering.moves(ply), 0, evading ? MoveGenerator.ALL : MoveGenerator.NOISY);
        if (evading && count == 0) {
            return rules.noMovesScore(position, ply);
        }
        ordering.score(ply, count, hashMove, Move.NONE);
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(ply, i, count);
            if (!evading && seePruning && ordering.losesExchange(ply, i)) {
                break; // SEE says it loses, and so do all moves ordered behind it
            }
            int childAlpha = rule.childAlpha(ply, move);
            if (childAlpha >= beta) {
                continue;
            }
            // Delta pruning: a capture that would leave the stand pat below alpha even with its
            // victim's value and a margin for what the evaluation may add is not searched.
            if (!evading && deltaPruning && !Move.isPromotion(move)
                    && standPat + deltaMargin + victimValue(move) <= childAlpha) {
                continue;
            }
            ordering.played(ply, move); // for the continuation rows and correction of the quiescence nodes below
            rules.makeMove(position, move);
            int score = -search(ply + 1, -beta, -childAlpha);
            rules.unmakeMove(position, move);
            if (control.aborted()) {
                return 0;
            }
            int flags = rule.offer(ply, move, score);
            if ((flags & BackupRule.IMPROVED) != 0) {
                lines.improved(ply, move);
            }
            if ((flags & BackupRule.CUTOFF) != 0) {
                break;
            }
        }
        return store(key, ply, alpha, beta);
    }

    /** The node's value within (alpha, beta), stored at depth 0 with its bound when quiescence uses the table. */
    private int store(long key, int ply, int alpha, int beta) {
        int value = rule.value(ply);
        if (useTable) {
            table.store(key, rule.bestMove(ply), Score.toTable(value, ply), 0, TranspositionTable.boundOf(value, alpha, beta), 0, false);
        }
        return value;
    }
}
