package dev.mallard.core.board;

import java.util.Arrays;

/**
 * A chess position with make/unmake and incremental Zobrist hashing: bitboards by piece type and
 * by colour, a mailbox, side to move, castling rights, en-passant square, move clocks, and an
 * optional <em>blocker</em> square that no piece may enter or cross (the Duck of Duck Chess), and
 * an optional <em>forbidden move</em> that the side to move may not play (the pending veto of
 * Refusal Chess). Both are part of the Zobrist key; the move generator ignores the forbidden
 * move (the variant's rules filter it).
 *
 * <p>The en-passant square is kept only when a pawn of the side to move attacks it, so that two
 * ways of reaching the same position hash alike (as in Stockfish and Polyglot); FEN output
 * follows the same convention.
 *
 * <p>A position can also keep a running sum of per-piece values ({@link #trackPieceValues}): an
 * evaluation's material and piece-square tables, kept up to date by make and unmake so that the
 * evaluation need not loop over the pieces for them. The values are opaque {@code int}s that
 * add (FIDE packs a middlegame and an endgame value in one); the position only adds and
 * subtracts them.
 *
 * <p>Every move made is remembered on an internal stack (grown, never shrunk, so that a search
 * does not allocate), which {@link #unmakeMove(int)} pops and repetition detection reads.
 * A position is not thread-safe; give each search thread its own {@link #copy()}.
 */
public final class Position {
    /** The length of a piece-value table: one entry per piece code ({@code < 16}) and square. */
    public static final int PIECE_VALUE_TABLE_LENGTH = 16 * 64;
    /**
     * The table of a position that tracks no values: all zeros. Make and unmake add its entries
     * like any table's, which costs less than a test for "no table" on every piece move. It is
     * private and never written, so it is constant, not shared mutable state.
     */
    private static final int[] NO_PIECE_VALUES = new int[PIECE_VALUE_TABLE_LENGTH];

    private final long[] byType = new long[7];
    private final long[] byColor = new long[2];
    private final int[] board = new int[64];
    private int sideToMove;
    private int castlingRights;
    private int epSquare = Square.NONE;
    private int halfmoveClock;
    private int fullmoveNumber = 1;
    private int blocker = Square.NONE;
    private int forbiddenMove = Move.NONE;
    private long key;
    /** The tracked values by {@code piece << 6 | square} (see {@link #trackPieceValues}); never written here. */
    private int[] pieceValueTable = NO_PIECE_VALUES;
    /** The sum of {@link #pieceValueTable}'s entries of the pieces on the board. */
    private int pieceValues;

    /** Number of moves (and null moves) on the stack. */
    private int ply;
    private int[] undoCaptured = new int[256];
    private int[] undoCastling = new int[256];
    private int[] undoEp = new int[256];
    private int[] undoHalfmove = new int[256];
    private int[] undoBlocker = new int[256];
    private int[] undoForbidden = new int[256];
    /** {@code keys[i]} is the key after i moves; {@code keys[0]} the set-up position's. */
    private long[] keys = new long[257];
    /** Plies since the last null move, per stack level, bounding the repetition scan. */
    private int[] pliesFromNull = new int[257];

    /** An empty board, White to move; fill it with {@link #put} or through a FEN parser. */
    public Position() {
    }

    /**
     * {@return a deep copy with the same move stack, tracking the same piece-value table (the table
     * is shared, not copied: the position never writes it)}
     */
    public Position copy() {
        Position p = new Position();
        p.copyFrom(this);
        return p;
    }

    /**
     * Makes this position an exact copy of {@code other}, move stack and tracked piece values included.
     *
     * @param other the position to copy
     */
    public void copyFrom(Position other) {
        System.arraycopy(other.byType, 0, byType, 0, 7);
        System.arraycopy(other.byColor, 0, byColor, 0, 2);
        System.arraycopy(other.board, 0, board, 0, 64);
        sideToMove = other.sideToMove;
        castlingRights = other.castlingRights;
        epSquare = other.epSquare;
        halfmoveClock = other.halfmoveClock;
        fullmoveNumber = other.fullmoveNumber;
        blocker = other.blocker;
        forbiddenMove = other.forbiddenMove;
        key = other.key;
        pieceValueTable = other.pieceValueTable;
        pieceValues = other.pieceValues;
        ply = other.ply;
        undoCaptured = other.undoCaptured.clone();
        undoCastling = other.undoCastling.clone();
        undoEp = other.undoEp.clone();
        undoHalfmove = other.undoHalfmove.clone();
        undoBlocker = other.undoBlocker.clone();
        undoForbidden = other.undoForbidden.clone();
        keys = other.keys.clone();
        pliesFromNull = other.pliesFromNull.clone();
    }

    // ----------------------------------------------------------------------------------------
    // Queries

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

    /** {@return the side to move} */
    public int sideToMove() {
        return sideToMove;
    }

    /** {@return castling rights as a {@link Castling} bit set} */
    public int castlingRights() {
        return castlingRights;
    }

    /** {@return the en-passant target square, {@link Square#NONE} when no pawn can capture there} */
    public int epSquare() {
        return epSquare;
    }

    /** {@return half-moves since the last capture or pawn move} */
    public int halfmoveClock() {
        return halfmoveClock;
    }

    /** {@return the FEN full-move number} */
    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** {@return the blocker (Duck) square, {@link Square#NONE} when there is none} */
    public int blockerSquare() {
        return blocker;
    }

    /** {@return bitboard of the blocker, 0 when there is none} */
    public long blockers() {
        return blocker == Square.NONE ? 0 : 1L << blocker;
    }

    /**
     * {@return the move the side to move may not play (the pending veto of Refusal Chess), a FIDE
     * move in 16 bits, or {@link Move#NONE}}
     */
    public int forbiddenMove() {
        return forbiddenMove;
    }

    /** {@return the Zobrist key} */
    public long key() {
        return key;
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

    /** {@return number of moves made since the position was set up} */
    public int gamePly() {
        return ply;
    }

    /**
     * {@return all pieces of either colour attacking {@code square} through the given occupancy}
     *
     * @param square the square
     * @param occupancy the occupied squares
     */
    public long attackersTo(int square, long occupancy) {
        return (Bitboards.pawnAttacks(Color.BLACK, square) & byType[PieceType.PAWN] & byColor[Color.WHITE])
                | (Bitboards.pawnAttacks(Color.WHITE, square) & byType[PieceType.PAWN] & byColor[Color.BLACK])
                | (Bitboards.knightAttacks(square) & byType[PieceType.KNIGHT])
                | (Bitboards.kingAttacks(square) & byType[PieceType.KING])
                | (SliderAttacks.rook(square, occupancy) & (byType[PieceType.ROOK] | byType[PieceType.QUEEN]))
                | (SliderAttacks.bishop(square, occupancy) & (byType[PieceType.BISHOP] | byType[PieceType.QUEEN]));
    }

    /**
     * {@return whether a piece of {@code attacker} attacks {@code square} (the blocker blocks
     * sliders)}
     *
     * @param square the square
     * @param attacker the attacking colour
     */
    public boolean isAttacked(int square, int attacker) {
        long them = byColor[attacker];
        long occupancy = occupied() | blockers();
        return (Bitboards.pawnAttacks(attacker ^ 1, square) & byType[PieceType.PAWN] & them) != 0
                || (Bitboards.knightAttacks(square) & byType[PieceType.KNIGHT] & them) != 0
                || (Bitboards.kingAttacks(square) & byType[PieceType.KING] & them) != 0
                || (SliderAttacks.rook(square, occupancy) & (byType[PieceType.ROOK] | byType[PieceType.QUEEN]) & them) != 0
                || (SliderAttacks.bishop(square, occupancy) & (byType[PieceType.BISHOP] | byType[PieceType.QUEEN]) & them) != 0;
    }

    /** {@return whether the side to move's king is attacked} */
    public boolean inCheck() {
        int king = kingSquare(sideToMove);
        return king != Square.NONE && isAttacked(king, sideToMove ^ 1);
    }

    /**
     * {@return whether making the pseudo-legal {@code move} would put the opponent's king in check,
     * as {@link #makeMove} followed by {@link #inCheck()} would say (the blocker stays and blocks
     * sliders) in any position where the opponent is not already in check, without changing the
     * position: direct checks by the moved (or promoted) piece or the castling rook, and discovered
     * checks by sliders behind the vacated squares} The search asks this before deciding to prune a
     * move, so that pruned moves are never made.
     *
     * @param move the move
     */
    public boolean givesCheck(int move) {
        int us = sideToMove;
        int king = kingSquare(us ^ 1);
        if (king == Square.NONE) {
            return false;
        }
        int from = move & 63;
        int to = move >>> 6 & 63;
        int kind = move >>> 12 & 15;
        long kingBit = 1L << king;
        long vacated = 1L << from;
        long occupancy = (occupied() | blockers()) & ~vacated | 1L << to;
        // Most moves are far from the king's lines: those are settled by table lookups alone.
        boolean mayDiscover = Bitboards.line(king, from) != 0;
        long direct;
        if (kind == Move.CASTLING) {
            int index = Castling.indexOfKingTarget(to);
            int rookFrom = Castling.rookFrom(index);
            int rookTo = Castling.rookTo(index);
            vacated |= 1L << rookFrom;
            mayDiscover |= Bitboards.line(king, rookFrom) != 0;
            occupancy = occupancy & ~(1L << rookFrom) | 1L << rookTo;
            direct = SliderAttacks.rook(rookTo, occupancy);
        } else {
            if (kind == Move.EN_PASSANT) {
                occupancy &= ~(1L << (to ^ 8));
                mayDiscover |= Bitboards.line(king, to ^ 8) != 0;
            }
            int type = kind >= Move.PROMOTION_KNIGHT ? kind - 2 : board[from] & 7;
            boolean aligned = Bitboards.line(king, to) != 0;
            direct = switch (type) {
                case PieceType.PAWN -> Bitboards.pawnAttacks(us, to);
                case PieceType.KNIGHT -> Bitboards.knightAttacks(to);
                case PieceType.BISHOP -> aligned ? SliderAttacks.bishop(to, occupancy) : 0L;
                case PieceType.ROOK -> aligned ? SliderAttacks.rook(to, occupancy) : 0L;
                case PieceType.QUEEN -> aligned ? SliderAttacks.queen(to, occupancy) : 0L;
                default -> 0L;
            };
        }
        if ((direct & kingBit) != 0) {
            return true;
        }
        if (!mayDiscover) {
            return false;
        }
        long mine = byColor[us] & ~vacated;
        long straight = (byType[PieceType.ROOK] | byType[PieceType.QUEEN]) & mine;
        long diagonal = (byType[PieceType.BISHOP] | byType[PieceType.QUEEN]) & mine;
        return (SliderAttacks.rook(king, occupancy) & straight) != 0
                || (SliderAttacks.bishop(king, occupancy) & diagonal) != 0;
    }

    /**
     * {@return how many times the current position occurred before, counting only positions since
     * the last irreversible move (capture, pawn move, null move) with the same side to move}
     */
    public int repetitions() {
        int limit = Math.min(halfmoveClock, pliesFromNull[ply]);
        int count = 0;
        for (int back = 4; back <= limit; back += 2) {
            if (keys[ply - back] == key) {
                count++;
            }
        }
        return count;
    }

    /**
     * Like {@link #repetitions()}, but comparing boards without their forbidden moves and
     * blockers: how many times the pieces, side to move, castling rights and en-passant square
     * occurred before, whatever veto was pending and wherever the Duck stood. The Refusal and Duck
     * searches treat such a recurrence as a draw, because below their roots the positions carry
     * no veto and no Duck, while the game's positions before the root carry theirs (see
     * docs/search.md).
     *
     * @return how many times the board occurred before
     */
    public int boardRepetitions() {
        int limit = Math.min(halfmoveClock, pliesFromNull[ply]);
        long board = key ^ forbiddenKey(forbiddenMove) ^ blockerKey(blocker);
        int count = 0;
        for (int back = 4; back <= limit; back += 2) {
            int before = ply - back;
            if ((keys[before] ^ forbiddenKey(undoForbidden[before]) ^ blockerKey(undoBlocker[before])) == board) {
                count++;
            }
        }
        return count;
    }

    private static long forbiddenKey(int move) {
        return move == Move.NONE ? 0 : Zobrist.forbiddenMove(move);
    }

    private static long blockerKey(int square) {
        return square == Square.NONE ? 0 : Zobrist.blocker(square);
    }

    // ----------------------------------------------------------------------------------------
    // Set-up (used by FEN parsers)

    /**
     * Removes everything and resets the state to White to move, no rights, move stack empty. A
     * tracked piece-value table stays tracked (its sum is now 0).
     */
    public void clear() {
        Arrays.fill(byType, 0);
        Arrays.fill(byColor, 0);
        Arrays.fill(board, Piece.NONE);
        pieceValues = 0;
        sideToMove = Color.WHITE;
        castlingRights = 0;
        epSquare = Square.NONE;
        halfmoveClock = 0;
        fullmoveNumber = 1;
        blocker = Square.NONE;
        forbiddenMove = Move.NONE;
        ply = 0;
        refreshKey();
    }

    /**
     * Puts a piece on an empty square (set-up only; clears the move stack).
     *
     * @param piece the piece (colour and type)
     * @param square the square
     */
    public void put(int piece, int square) {
        if (board[square] != Piece.NONE || square == blocker) {
            throw new IllegalArgumentException("Square " + Square.name(square) + " is not empty");
        }
        addPiece(piece, square);
        ply = 0;
        refreshKey();
    }

    /**
     * Sets the non-board state (set-up only; clears the move stack). An en-passant square that
     * no pawn of the side to move attacks is dropped, as explained in the class comment.
     *
     * @param side the side to move
     * @param castling the castling rights
     * @param enPassant the en-passant square, or -1
     * @param halfmove the halfmove clock
     * @param fullmove the fullmove number
     */
    public void setState(int side, int castling, int enPassant, int halfmove, int fullmove) {
        sideToMove = side;
        castlingRights = castling;
        halfmoveClock = halfmove;
        fullmoveNumber = fullmove;
        epSquare = enPassant != Square.NONE
                && (Bitboards.pawnAttacks(side ^ 1, enPassant) & pieces(side, PieceType.PAWN)) != 0
                ? enPassant : Square.NONE;
        ply = 0;
        refreshKey();
    }

    /**
     * Places the blocker on an empty square, or removes it with {@link Square#NONE} (set-up only).
     *
     * @param square the square
     */
    public void setBlocker(int square) {
        if (square != Square.NONE && board[square] != Piece.NONE) {
            throw new IllegalArgumentException("Blocker square " + Square.name(square) + " is occupied");
        }
        blocker = square;
        ply = 0;
        refreshKey();
    }

    /**
     * Sets the move the side to move may not play, or none with {@link Move#NONE} (set-up only;
     * clears the move stack). The position does not check that the move is legal.
     *
     * @param move the move
     */
    public void setForbiddenMove(int move) {
        checkForbiddenMove(move);
        forbiddenMove = move;
        ply = 0;
        refreshKey();
    }

    private static void checkForbiddenMove(int move) {
        if ((move & ~0xFFFF) != 0) {
            throw new IllegalArgumentException("forbidden move must be a 16-bit FIDE move, got 0x"
                    + Integer.toHexString(move));
        }
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

    private void refreshKey() {
        long k = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != Piece.NONE) {
                k ^= Zobrist.piece(board[sq], sq);
            }
        }
        if (sideToMove == Color.BLACK) {
            k ^= Zobrist.side();
        }
        k ^= Zobrist.castling(castlingRights);
        if (epSquare != Square.NONE) {
            k ^= Zobrist.enPassant(epSquare);
        }
        if (blocker != Square.NONE) {
            k ^= Zobrist.blocker(blocker);
        }
        if (forbiddenMove != Move.NONE) {
            k ^= Zobrist.forbiddenMove(forbiddenMove);
        }
        key = k;
        keys[0] = k;
        pliesFromNull[0] = 0;
    }

    /**
     * Recomputes the key from scratch: for tests of the incremental update.
     *
     * @return the Zobrist key of the position as it stands
     */
    public long computeKey() {
        long saved = key;
        long savedFirst = keys[0];
        int savedNull = pliesFromNull[0];
        refreshKey();
        long fresh = key;
        key = saved;
        keys[0] = savedFirst;
        pliesFromNull[0] = savedNull;
        return fresh;
    }

    // ----------------------------------------------------------------------------------------
    // Make and unmake

    // Every change of the board, in set-up, make and unmake alike, goes through these three,
    // so they alone keep the piece-value sum; unmake undoes it by the inverse operations.

    private void addPiece(int piece, int square) {
        long bit = 1L << square;
        byType[piece & 7] |= bit;
        byColor[piece >>> 3] |= bit;
        board[square] = piece;
        pieceValues += pieceValueTable[piece << 6 | square];
    }

    private void removePiece(int piece, int square) {
        long bit = ~(1L << square);
        byType[piece & 7] &= bit;
        byColor[piece >>> 3] &= bit;
        board[square] = Piece.NONE;
        pieceValues -= pieceValueTable[piece << 6 | square];
    }

    private void movePiece(int piece, int from, int to) {
        long bits = 1L << from | 1L << to;
        byType[piece & 7] ^= bits;
        byColor[piece >>> 3] ^= bits;
        board[from] = Piece.NONE;
        board[to] = piece;
        int[] values = pieceValueTable;
        pieceValues += values[piece << 6 | to] - values[piece << 6 | from];
    }

    private void pushState(int captured) {
        if (ply + 1 >= keys.length) {
            int size = keys.length * 2;
            undoCaptured = Arrays.copyOf(undoCaptured, size);
            undoCastling = Arrays.copyOf(undoCastling, size);
            undoEp = Arrays.copyOf(undoEp, size);
            undoHalfmove = Arrays.copyOf(undoHalfmove, size);
            undoBlocker = Arrays.copyOf(undoBlocker, size);
            undoForbidden = Arrays.copyOf(undoForbidden, size);
            keys = Arrays.copyOf(keys, size + 1);
            pliesFromNull = Arrays.copyOf(pliesFromNull, size + 1);
        }
        undoCaptured[ply] = captured;
        undoCastling[ply] = castlingRights;
        undoEp[ply] = epSquare;
        undoHalfmove[ply] = halfmoveClock;
        undoBlocker[ply] = blocker;
        undoForbidden[ply] = forbiddenMove;
    }

    /**
     * Makes a pseudo-legal move of the side to move (the caller checks legality). The blocker
     * stays where it is; a Duck turn follows with {@link #moveBlocker(int)}. The forbidden move
     * was the mover's and is cleared; a Refusal turn follows with {@link #forbidMove(int)}.
     *
     * @param move the move
     */
    public void makeMove(int move) {
        int from = move & 63;
        int to = move >>> 6 & 63;
        int kind = move >>> 12 & 15;
        int us = sideToMove;
        int them = us ^ 1;
        int piece = board[from];
        int captureSquare = kind == Move.EN_PASSANT ? to ^ 8 : to;
        int captured = board[captureSquare];
        pushState(captured);

        long k = key ^ Zobrist.side();
        if (epSquare != Square.NONE) {
            k ^= Zobrist.enPassant(epSquare);
            epSquare = Square.NONE;
        }
        if (forbiddenMove != Move.NONE) {
            k ^= Zobrist.forbiddenMove(forbiddenMove);
            forbiddenMove = Move.NONE;
        }
        halfmoveClock++;
        if (captured != Piece.NONE) {
            removePiece(captured, captureSquare);
            k ^= Zobrist.piece(captured, captureSquare);
            halfmoveClock = 0;
        }
        if (kind >= Move.PROMOTION_KNIGHT) {
            int promoted = Piece.of(us, kind - 2);
            removePiece(piece, from);
            addPiece(promoted, to);
            k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(promoted, to);
        } else {
            movePiece(piece, from, to);
            k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, to);
            if (kind == Move.CASTLING) {
                int index = Castling.indexOfKingTarget(to);
                int rook = Piece.of(us, PieceType.ROOK);
                int rookFrom = Castling.rookFrom(index);
                int rookTo = Castling.rookTo(index);
                movePiece(rook, rookFrom, rookTo);
                k ^= Zobrist.piece(rook, rookFrom) ^ Zobrist.piece(rook, rookTo);
            }
        }
        if ((piece & 7) == PieceType.PAWN) {
            halfmoveClock = 0;
            if (kind == Move.DOUBLE_PUSH) {
                int skipped = (from + to) >>> 1;
                if ((Bitboards.pawnAttacks(us, skipped) & byType[PieceType.PAWN] & byColor[them]) != 0) {
                    epSquare = skipped;
                    k ^= Zobrist.enPassant(skipped);
                }
            }
        }
        int rights = castlingRights & Castling.keptBy(from) & Castling.keptBy(to);
        if (rights != castlingRights) {
            k ^= Zobrist.castling(castlingRights) ^ Zobrist.castling(rights);
            castlingRights = rights;
        }
        if (us == Color.BLACK) {
            fullmoveNumber++;
        }
        sideToMove = them;
        key = k;
        ply++;
        keys[ply] = k;
        pliesFromNull[ply] = pliesFromNull[ply - 1] + 1;
    }

    /**
     * Takes back {@code move}, which must be the last move made.
     *
     * @param move the move
     */
    public void unmakeMove(int move) {
        ply--;
        int from = move & 63;
        int to = move >>> 6 & 63;
        int kind = move >>> 12 & 15;
        int them = sideToMove;
        int us = them ^ 1;
        sideToMove = us;
        if (us == Color.BLACK) {
            fullmoveNumber--;
        }
        if (kind >= Move.PROMOTION_KNIGHT) {
            removePiece(board[to], to);
            addPiece(Piece.of(us, PieceType.PAWN), from);
        } else {
            movePiece(board[to], to, from);
            if (kind == Move.CASTLING) {
                int index = Castling.indexOfKingTarget(to);
                movePiece(Piece.of(us, PieceType.ROOK), Castling.rookTo(index), Castling.rookFrom(index));
            }
        }
        int captured = undoCaptured[ply];
        if (captured != Piece.NONE) {
            addPiece(captured, kind == Move.EN_PASSANT ? to ^ 8 : to);
        }
        castlingRights = undoCastling[ply];
        epSquare = undoEp[ply];
        halfmoveClock = undoHalfmove[ply];
        blocker = undoBlocker[ply];
        forbiddenMove = undoForbidden[ply];
        key = keys[ply];
    }

    /**
     * Moves the blocker (the Duck) to an empty square as the second part of the move just made;
     * {@link #unmakeMove(int)} of that move puts it back. A blocker on the en-passant square
     * forbids the capture, so that square is then dropped.
     *
     * @param square the square
     */
    public void moveBlocker(int square) {
        long k = key;
        if (blocker != Square.NONE) {
            k ^= Zobrist.blocker(blocker);
        }
        blocker = square;
        k ^= Zobrist.blocker(square);
        if (square == epSquare) {
            k ^= Zobrist.enPassant(epSquare);
            epSquare = Square.NONE;
        }
        key = k;
        keys[ply] = k;
    }

    /**
     * Takes the blocker off the board as the second part of the move just made (the Duck
     * search's nodes hold no Duck: the opponent's choice of square is part of their result);
     * {@link #unmakeMove(int)} of that move puts it back. Nothing happens without a blocker.
     */
    public void liftBlocker() {
        if (blocker == Square.NONE) {
            return;
        }
        key ^= Zobrist.blocker(blocker);
        blocker = Square.NONE;
        keys[ply] = key;
    }

    /**
     * Forbids the side now to move one move, as the second part of the move just made (the veto
     * of a Refusal turn); {@link #unmakeMove(int)} of that move lifts it. {@link Move#NONE}
     * forbids nothing. The position does not check that the move is legal.
     *
     * @param move the move
     */
    public void forbidMove(int move) {
        checkForbiddenMove(move);
        long k = key;
        if (forbiddenMove != Move.NONE) {
            k ^= Zobrist.forbiddenMove(forbiddenMove);
        }
        forbiddenMove = move;
        if (move != Move.NONE) {
            k ^= Zobrist.forbiddenMove(move);
        }
        key = k;
        keys[ply] = k;
    }

    /**
     * Passes the move to the opponent (for null-move pruning); undo with {@link #unmakeNullMove()}.
     * A pending forbidden move was the passer's and is cleared.
     */
    public void makeNullMove() {
        pushState(Piece.NONE);
        long k = key ^ Zobrist.side();
        if (epSquare != Square.NONE) {
            k ^= Zobrist.enPassant(epSquare);
            epSquare = Square.NONE;
        }
        if (forbiddenMove != Move.NONE) {
            k ^= Zobrist.forbiddenMove(forbiddenMove);
            forbiddenMove = Move.NONE;
        }
        halfmoveClock++;
        sideToMove ^= 1;
        key = k;
        ply++;
        keys[ply] = k;
        pliesFromNull[ply] = 0;
    }

    /** Takes back the null move just made. */
    public void unmakeNullMove() {
        ply--;
        sideToMove ^= 1;
        epSquare = undoEp[ply];
        halfmoveClock = undoHalfmove[ply];
        forbiddenMove = undoForbidden[ply];
        key = keys[ply];
    }
}
