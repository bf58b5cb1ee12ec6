package dev.mallard.core.search.tree;

/**
 * The rows of the {@link ContinuationHistory} a node's quiet moves are keyed and taught by: those
 * of the moves made one and two plies above it, and with
 * {@link dev.mallard.core.search.Technique#CONTINUATION_HISTORY_FOUR_PLIES} four plies above it
 * too (Stockfish reads its plies 1, 2, 4 and 6 alike). {@link #read} finds them once for a node
 * from the moves its stack's frames recorded; {@link #key} and {@link #teach} then sum and
 * update a move's entries in each, skipping a row that is absent (above the root, or a null move).
 */
final class ContinuationRows {
    /** What a frame's {@code playedPieceTo} holds for a null move or no move. */
    static final int NO_PIECE_TO = -1;
    /** How many plies above the node each row's move was made. */
    private static final int[] PLIES = {1, 2, 4};

    private final SearchStack stack;
    private final ContinuationHistory table;
    /** The rows' offsets in the table for the node read last; -1 for an absent row. */
    private final int[] rows = new int[PLIES.length];
    /** How many of {@link #PLIES} the search reads: 2, or 3 with the fourth ply's row. */
    private int count;

    ContinuationRows(SearchStack stack, ContinuationHistory table) {
        this.stack = stack;
        this.table = table;
    }

    /** A new search that reads the rows four plies back when {@code fourPlies}. */
    void start(boolean fourPlies) {
        count = fourPlies ? 3 : 2;
    }

    /** Reads the rows of the node at {@code ply}, for the {@link #key}s and {@link #teach}ings that follow. */
    void read(int ply) {
        for (int i = 0; i < count; i++) {
            int back = PLIES[i];
            int played = ply < back ? NO_PIECE_TO : stack.at(ply - back).playedPieceTo;
            rows[i] = played == NO_PIECE_TO ? -1 : ContinuationHistory.row(played);
        }
    }

    /** The sum of the entries of a move of piece-to {@code column} in the rows read. */
    int key(int column) {
        int key = 0;
        for (int i = 0; i < count; i++) {
            if (rows[i] >= 0) {
                key += table.get(rows[i] + column);
            }
        }
        return key;
    }

    /** Adds {@code bonus} to the entries of a move of piece-to {@code column} in the rows read. */
    void teach(int column, int bonus) {
        for (int i = 0; i < count; i++) {
            if (rows[i] >= 0) {
                table.add(rows[i] + column, bonus);
            }
        }
    }
}
