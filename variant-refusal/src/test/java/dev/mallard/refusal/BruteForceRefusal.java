package dev.mallard.refusal;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import java.util.ArrayList;
import java.util.List;

/**
 * An independent Refusal perft for the tests: it enumerates explicit (move, veto) pairs with
 * nothing but FIDE legal move generation and plain make/unmake, and carries the pending veto as
 * a parameter of the recursion. It uses neither {@link RefusalRules} nor the position's
 * forbidden move, and counts every leaf turn one by one.
 */
final class BruteForceRefusal {
    private BruteForceRefusal() {
    }

    /** The FIDE legal moves, as a list. */
    static List<Integer> legalMoves(Position position) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
        List<Integer> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(moves[i]);
        }
        return list;
    }

    /** The explicit turns as (move, veto) pairs, {@code veto} being the move the side to move may not play. */
    static List<int[]> turns(Position position, int veto) {
        List<int[]> turns = new ArrayList<>();
        for (int move : legalMoves(position)) {
            if (move == veto) {
                continue;
            }
            position.makeMove(move);
            List<Integer> replies = legalMoves(position);
            position.unmakeMove(move);
            if (replies.size() <= 1) {
                turns.add(new int[] {move, Move.NONE});
            } else {
                for (int reply : replies) {
                    turns.add(new int[] {move, reply});
                }
            }
        }
        return turns;
    }

    /** The number of leaf turns {@code depth} plies down, with {@code veto} pending at the root. */
    static long perft(Position position, int depth, int veto) {
        if (depth == 0) {
            return 1;
        }
        long nodes = 0;
        for (int[] turn : turns(position, veto)) {
            if (depth == 1) {
                nodes++;
                continue;
            }
            position.makeMove(turn[0]);
            nodes += perft(position, depth - 1, turn[1]);
            position.unmakeMove(turn[0]);
        }
        return nodes;
    }
}
