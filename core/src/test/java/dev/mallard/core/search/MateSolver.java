package dev.mallard.core.search;

import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;

/**
 * A chess-problem solver for the tests, independent of the searcher: it proves by exhaustive
 * and/or search over legal moves whether the side to move can force mate within n moves. No
 * evaluation, table or pruning takes part (checking moves are merely tried first), so its
 * verdict is the definition of "mate in n". Fast enough up to mate in four in real positions.
 */
final class MateSolver {
    private final int[][] buffers = new int[32][MoveGenerator.MAX_MOVES];

    /** Whether the side to move mates in at most {@code moves} moves against any defence. */
    boolean mateIn(Position position, int moves) {
        return attack(position.copy(), moves, 0);
    }

    /** Whether {@code move} (legal here) forces mate in at most {@code moves} moves, counting itself. */
    boolean forcesMate(Position position, int move, int moves) {
        Position p = position.copy();
        p.makeMove(move);
        return !escapes(p, moves, 1);
    }

    /** The least n up to {@code limit} such that the side to move mates in n, or 0 if none. */
    int shortestMate(Position position, int limit) {
        for (int n = 1; n <= limit; n++) {
            if (mateIn(position, n)) {
                return n;
            }
        }
        return 0;
    }

    private boolean attack(Position p, int moves, int level) {
        int[] list = buffers[level];
        int count = MoveGenerator.legal(p, list, 0, MoveGenerator.ALL);
        for (int pass = 0; pass < 2; pass++) { // checks first: they are the usual mating moves
            for (int i = 0; i < count; i++) {
                int move = list[i];
                p.makeMove(move);
                boolean check = p.inCheck();
                boolean mates = check == (pass == 0) && !escapes(p, moves, level + 1);
                p.unmakeMove(move);
                if (mates) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the defender (to move) avoids mate by the attacker's remaining {@code moves - 1} moves. */
    private boolean escapes(Position p, int moves, int level) {
        int[] list = buffers[level];
        int count = MoveGenerator.legal(p, list, 0, MoveGenerator.ALL);
        if (count == 0) {
            return !p.inCheck(); // stalemate escapes, checkmate does not
        }
        if (moves == 1) {
            return true;
        }
        for (int i = 0; i < count; i++) {
            int reply = list[i];
            p.makeMove(reply);
            boolean mated = attack(p, moves - 1, level + 1);
            p.unmakeMove(reply);
            if (!mated) {
                return true;
            }
        }
        return false;
    }
}
