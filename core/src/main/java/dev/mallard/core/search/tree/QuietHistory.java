package dev.mallard.core.search.tree;

import dev.mallard.core.board.Move;

/** The history of quiet moves by side to move, from-square and to-square. */
final class QuietHistory extends HistoryTable {
    QuietHistory() {
        super(2 * 64 * 64);
    }

    /** The index of {@code move} made by {@code side}. */
    static int index(int side, int move) {
        return side << 12 | Move.base(move) & 0xFFF;
    }
}
