package dev.mallard.core.search.tree;

/**
 * The continuation history: how a moving piece did on its target square right after an earlier
 * move, {@code [earlier move's piece-to][move's piece-to]}, shared by the moves one and two
 * plies before, and four with {@link ContinuationRows}' fourth row (Stockfish's counter-move and
 * follow-up tables, which know that a move answers a particular threat, sharing one table as
 * Stockfish does).
 */
final class ContinuationHistory extends HistoryTable {
    /** A piece (4 bits) and a target square (6 bits): the index of a move in a row. */
    static final int PIECE_TO = 1 << 10;

    ContinuationHistory() {
        super(PIECE_TO * PIECE_TO);
    }

    /** The offset of the row of an earlier move of {@code pieceTo}; a move's entry is the row plus its own piece-to. */
    static int row(int pieceTo) {
        return pieceTo * PIECE_TO;
    }
}
