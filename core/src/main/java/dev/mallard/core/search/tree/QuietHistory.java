package dev.mallard.core.search.tree;

import dev.mallard.core.board.Move;

/**
 * The history of quiet moves by side to move, from-square and to-square, and, with
 * {@link dev.mallard.core.search.Technique#THREAT_HISTORY} in force, by whether the opponent
 * attacks each of the two squares.
 */
final class QuietHistory extends HistoryTable {
    QuietHistory() {
        super(2 * 4 * 64 * 64);
    }

    /**
     * The index of {@code move} made by {@code side} where the opponent attacks the squares
     * {@code threats} (0 without the threat history: every move in its quiet entry).
     */
    static int index(int side, long threats, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int threatened = (int) (threats >>> from & 1) << 1 | (int) (threats >>> to & 1);
        return side << 14 | threatened << 12 | Move.base(move) & 0xFFF;
    }
}
