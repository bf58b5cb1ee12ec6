package dev.mallard.core.search.tree;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.search.BackupRule;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.search.TranspositionTable;

/**
 * ProbCut for {@link NodeSearch}: a capture that beats beta by a margin in a much shallower
 * search (after a quiescence search says it might) most likely beats beta at full depth too. The
 * captures' scores go through the backup rule, whose cut-off alone ends the node: one capture
 * proves a negamax bound, a second best needs two, and a Duck bundle needs its captures to reach
 * the bound on every square the Duck could stand on (a square that blocks every cutting capture
 * leaves the node to the full search). Its own class because it is a search of its own within
 * the node's, before the move loop; the shallow searches are the node search's.
 */
final class ProbCut {
    /** What {@link #search} returns when no capture proved the bound: the node goes on. */
    static final int NO_CUT = Integer.MIN_VALUE;

    private final NodeSearch nodes;
    private final SearchRules rules;
    private final TranspositionTable table;
    private final BackupRule backup;
    private final SearchControl control;
    private final MoveOrdering ordering;
    private final See see = new See();
    private Position position;
    private SearchSettings settings;

    ProbCut(NodeSearch nodes, SearchRules rules, TranspositionTable table, BackupRule backup, SearchControl control,
            MoveOrdering ordering) {
        this.nodes = nodes;
        this.rules = rules;
        this.table = table;
        this.backup = backup;
        this.control = control;
        this.ordering = ordering;
    }

    /** A new search of {@code position} (the search's own copy of the root) with {@code settings}. */
    void start(Position position, SearchSettings settings) {
        this.position = position;
        this.settings = settings;
    }

    /**
     * The value of the node at {@code ply} (key {@code key}, {@code depth} plies to go, a non-PV
     * node out of check with the given static evaluation) when a capture proves it above
     * {@code beta} plus the margin, stored in the table as a lower bound; {@link #NO_CUT} when
     * none does; 0, meaning nothing, once the search is aborted.
     */
    int search(long key, int depth, int ply, int beta, boolean cutNode, int hashMove, int staticEval) {
        int probBeta = beta + settings.probCutMargin;
        int count = rules.generate(position, ordering.moves(ply), 0, MoveGenerator.NOISY);
        ordering.score(ply, count, hashMove, Move.NONE);
        // The node's moves are not all known here: more than one, so that none is taken for
        // a lone move (which a second best could not veto).
        backup.open(ply, probBeta - 1, probBeta, Integer.MAX_VALUE);
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(ply, i, count);
            if (ordering.losesExchange(ply, i)) {
                break; // this and every capture behind it lose material
            }
            if (Move.isPromotion(move) && Move.promotionType(move) != PieceType.QUEEN
                    || see.evaluate(position, move) < probBeta - staticEval
                    || backup.childAlpha(ply, move) >= probBeta) {
                continue; // short of the margin by the exchange, or it cannot help the bound
            }
            ordering.played(ply, move);
            rules.makeMove(position, move);
            int score = -nodes.search(0, ply + 1, -probBeta, -probBeta + 1, false, true, !cutNode);
            if (score >= probBeta) {
                score = -nodes.search(depth - settings.probCutReduction, ply + 1, -probBeta, -probBeta + 1, false, true, !cutNode);
            }
            rules.unmakeMove(position, move);
            if (control.aborted()) {
                return 0;
            }
            if ((backup.offer(ply, move, score) & BackupRule.CUTOFF) != 0) {
                int value = backup.value(ply);
                if (settings.transpositionTable) {
                    table.store(key, backup.bestMove(ply), Score.toTable(value, ply), depth - settings.probCutReduction + 1,
                            TranspositionTable.LOWER, backup.tableExtra(ply), false);
                }
                return value;
            }
        }
        return NO_CUT;
    }
}
