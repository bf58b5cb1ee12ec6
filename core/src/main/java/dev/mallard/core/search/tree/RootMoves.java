package dev.mallard.core.search.tree;

import dev.mallard.core.board.Move;
import dev.mallard.core.search.SearchLimits;
import java.util.Arrays;

/**
 * Which of the root's moves a search considers: those of {@code searchmoves} (all when none
 * are given), less those a MultiPV search has already put on an earlier line. A root move is
 * matched by its piece move alone ({@link Move#base}): a turn's extras (the Duck's square, a
 * veto) are the search's to choose. With neither restriction the search is exactly the one
 * without this class: the only test it adds is one comparison per root move. Where time scaling
 * is in force it also counts the nodes below each root move, which the scaling reads.
 */
final class RootMoves {
    private int[] allowed = new int[0];
    /** The piece moves of the lines found so far, at most one per MultiPV line. */
    private final int[] excluded = new int[SearchLimits.MAX_MULTI_PV];
    private int excludedCount;
    /** Nodes searched below each root piece move in this search, by from and to square. */
    private final long[] effort = new long[64 * 64];

    /** Only the piece moves of {@code turns} from now on (none: every move), and no exclusion. */
    void restrictTo(int[] turns) {
        allowed = new int[turns.length];
        for (int i = 0; i < turns.length; i++) {
            allowed[i] = Move.base(turns[i]);
        }
        excludedCount = 0;
    }

    /** Forgets the nodes spent below each root move: for a new search. */
    void forgetEffort() {
        Arrays.fill(effort, 0);
    }

    /** Counts {@code nodes} searched below the root's {@code move}. */
    void spent(int move, long nodes) {
        effort[effortIndex(move)] += nodes;
    }

    /** The share of {@code total} nodes this search spent below the root's {@code move} (0 for none). */
    double share(int move, long total) {
        return total <= 0 ? 0 : Math.min(1.0, (double) effort[effortIndex(move)] / total);
    }

    /** A root move's place in {@link #effort}: its from and to squares, whatever else its turn holds. */
    private static int effortIndex(int move) {
        return Move.from(move) * 64 + Move.to(move);
    }

    /** Leaves out the piece move of {@code turn} (it is on an earlier line). */
    void exclude(int turn) {
        excluded[excludedCount++] = Move.base(turn);
    }

    /** Takes back every exclusion (a new iteration's first line). */
    void includeAll() {
        excludedCount = 0;
    }

    /** Whether the root searches {@code move}. */
    boolean searches(int move) {
        int base = Move.base(move);
        for (int i = 0; i < excludedCount; i++) {
            if (excluded[i] == base) {
                return false;
            }
        }
        if (allowed.length == 0) {
            return true;
        }
        for (int a : allowed) {
            if (a == base) {
                return true;
            }
        }
        return false;
    }

    /** Whether every root move is searched: only then is the root's value the position's, worth a table entry. */
    boolean complete() {
        return allowed.length == 0 && excludedCount == 0;
    }

    /** How many of the {@code count} moves of {@code moves} the root searches. */
    int count(int[] moves, int count) {
        int n = 0;
        for (int i = 0; i < count; i++) {
            if (searches(moves[i])) {
                n++;
            }
        }
        return n;
    }
}
