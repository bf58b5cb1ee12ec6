package dev.mallard.core.board;

import java.util.Arrays;

/**
 * Where the pieces of a {@link Position} stand: bitboards by piece type and by colour, a mailbox
 * by square, and the running sum of a piece-value table over them ({@link #trackPieceValues}).
 * The position's queries about its pieces are answered here; its turn state (side to move,
 * castling, en passant, clocks, blocker, forbidden move), key and move stack are the
 * {@link Position}'s own.
 *
 * <p>A superclass rather than a field of the position, so that the queries an evaluation and the
 * move generator ask at every node read the arrays with no extra load: the placement and its
 * position are one object. Only {@link Position} extends it.
 */
public abstract sealed class PiecePlacement permits Position {
    /** The length of a piece-value table: one entry per piece code ({@code < 16}) and square. */
    public static final int PIECE_VALUE_TABLE_LENGTH = 16 * 64;

    /**
     * The table of a position that tracks no values: all zeros. Make and unmake add its entries
     * like any table's, which costs less than a test for "no table" on every piece move. It is
     * private and never written, so it is constant, not shared mutable state.
     */
    private static final int[] NO_PIECE_VALUES = new int[PIECE_VALUE_TABLE_LENGTH];

    // Read and written by this package's MoveStack and AttackQueries too.
    final long[] byType = new long[7];
    final long[] byColor = new long[2];
    final int[] board = new int[64];
    /** The tracked values by {@code piece << 6 | square} (see {@link #trackPieceValues}); never written here. */
    private int[] pieceValueTable = NO_PIECE_VALUES;
    /** The sum of {@link #pieceValueTable}'s entries of the pieces on the board. */
    private int pieceValues;

    PiecePlacement() {
    }

    /** Makes the placement and tracked piece values those of {@code other}. */
    final void copyPlacementFrom(PiecePlacement other) {
        System.arraycopy(other.byType, 0, byType, 0, 7);
        System.arraycopy(other.byColor, 0, byColor, 0, 2);
        System.arraycopy(other.board, 0, board, 0, 64);
        pieceValueTable = other.pieceValueTable;
        pieceValues = other.pieceValues;
    }

    /** Takes every piece off the board; a tracked piece-value table stays tracked, its sum now 0. */
    final void clearPlacement() {
        Arrays.fill(byType, 0);
        Arrays.fill(byColor, 0);
        Arrays.fill(board, Piece.NONE);
        pieceValues = 0;
    }

    /**
     * {@return the piece on a square, {@link Piece#NONE} if empty}
     *
     * @param square the square
     */
    public int pieceAt(int square) {
        return board[square];
    }

    /**
     * {@return bitboard of all pieces of a type, both colours}
     *
     * @param type the piece type
     */
    public long pieces(int type) {
        return byType[type];
    }

    /**
     * {@return bitboard of the pieces of a colour and type}
     *
     * @param color the colour (white 0, black 1)
     * @param type the piece type
     */
    public long pieces(int color, int type) {
        return byType[type] & byColor[color];
    }

    /**
     * {@return bitboard of all pieces of a colour}
     *
     * @param color the colour (white 0, black 1)
     */
    public long colorPieces(int color) {
        return byColor[color];
    }

    /** {@return bitboard of all pieces (the blocker is not a piece)} */
    public long occupied() {
        return byColor[0] | byColor[1];
    }

    /**
     * {@return the sum of the tracked table's values of the pieces on the board (see {@link
     * #trackPieceValues}), kept up to date by every change of the board; 0 when no table is
     * tracked}
     */
    public int pieceValues() {
        return pieceValues;
    }

    /**
     * {@return whether this position tracks the sum of {@code table} (the same array, not an equal
     * one), so that {@link #pieceValues()} is that table's sum} An evaluation asks this before it
     * trusts the sum, since a position may track another evaluation's table or none.
     *
     * @param table the piece-square table
     */
    public boolean tracksPieceValues(int[] table) {
        return pieceValueTable == table;
    }

    /**
     * {@return the sum of {@code table}'s values of the pieces on the board, computed from scratch:
     * what {@link #pieceValues()} holds while the position tracks {@code table}} For a position
     * that does not track it, and for tests of the incremental sum.
     *
     * @param table values indexed by {@code piece << 6 | square}, {@value #PIECE_VALUE_TABLE_LENGTH} entries
     * @throws IllegalArgumentException if {@code table} is null or not of that length
     */
    public int sumPieceValues(int[] table) {
        checkPieceValueTable(table);
        int sum = 0;
        long pieces = occupied();
        while (pieces != 0) {
            int square = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            sum += table[board[square] << 6 | square];
        }
        return sum;
    }

    /**
     * {@return the square of the king of {@code color}, {@link Square#NONE} if it has none}
     *
     * @param color the colour (white 0, black 1)
     */
    public int kingSquare(int color) {
        long king = byType[PieceType.KING] & byColor[color];
        return king == 0 ? Square.NONE : Long.numberOfTrailingZeros(king);
    }

    /**
     * Keeps the sum of {@code table}'s values of the pieces on the board from now on, through
     * set-up, make and unmake and into copies (see {@link #pieceValues()}), in place of any table
     * tracked before; the sum is computed at once from the board. The position keeps the array
     * itself, not a copy, so that {@link #tracksPieceValues} can recognise it; it never writes
     * it, and the caller must not change it while any position tracks it. Entries add with
     * plain {@code int} arithmetic: a value that packs several components must stay exact
     * under addition, as FIDE's middlegame/endgame pairs do.
     *
     * @param table values indexed by {@code piece << 6 | square} ({@code piece} is
     *     {@code color << 3 | type}), {@value #PIECE_VALUE_TABLE_LENGTH} entries
     * @throws IllegalArgumentException if {@code table} is null or not of that length
     */
    public void trackPieceValues(int[] table) {
        pieceValues = sumPieceValues(table);
        pieceValueTable = table;
    }

    private static void checkPieceValueTable(int[] table) {
        if (table == null) {
            throw new IllegalArgumentException("piece value table must not be null");
        }
        if (table.length != PIECE_VALUE_TABLE_LENGTH) {
            throw new IllegalArgumentException("piece value table must have " + PIECE_VALUE_TABLE_LENGTH
                    + " entries (piece << 6 | square), got " + table.length);
        }
    }

    // Every change of the board, in set-up, make and unmake alike, goes through these three,
    // so they alone keep the piece-value sum; unmake undoes it by the inverse operations.

    final void addPiece(int piece, int square) {
        long bit = 1L << square;
        byType[piece & 7] |= bit;
        byColor[piece >>> 3] |= bit;
        board[square] = piece;
        pieceValues += pieceValueTable[piece << 6 | square];
    }

    final void removePiece(int piece, int square) {
        long bit = ~(1L << square);
        byType[piece & 7] &= bit;
        byColor[piece >>> 3] &= bit;
        board[square] = Piece.NONE;
        pieceValues -= pieceValueTable[piece << 6 | square];
    }

    final void movePiece(int piece, int from, int to) {
        long bits = 1L << from | 1L << to;
        byType[piece & 7] ^= bits;
        byColor[piece >>> 3] ^= bits;
        board[from] = Piece.NONE;
        board[to] = piece;
        int[] values = pieceValueTable;
        pieceValues += values[piece << 6 | to] - values[piece << 6 | from];
    }
}
