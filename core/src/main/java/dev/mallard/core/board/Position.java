package dev.mallard.core.board;

/**
 * A chess position with make/unmake and incremental Zobrist hashing: its {@link PiecePlacement}
 * (bitboards by piece type and by colour, a mailbox), side to move, castling rights, en-passant
 * square, move clocks, and an
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
 * <p>Every move made is remembered on the position's {@code MoveStack} (grown, never shrunk, so
 * that a search does not allocate), which makes and unmakes the moves and which repetition
 * detection reads; the attack and check queries are {@code AttackQueries}', the key from scratch
 * {@link Zobrist}'s. Those classes read and write the state fields below directly, as this
 * class's own methods would. A position is not thread-safe; give each search thread its own
 * {@link #copy()}.
 */
public final class Position extends PiecePlacement {
    // The state, read and written by this package's MoveStack and AttackQueries too.
    int sideToMove;
    int castlingRights;
    int epSquare = Square.NONE;
    int halfmoveClock;
    int fullmoveNumber = 1;
    int blocker = Square.NONE;
    int forbiddenMove = Move.NONE;
    long key;
    /** Number of moves (and null moves) on the stack. */
    int ply;
    private final MoveStack stack = new MoveStack();

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
        copyPlacementFrom(other);
        sideToMove = other.sideToMove;
        castlingRights = other.castlingRights;
        epSquare = other.epSquare;
        halfmoveClock = other.halfmoveClock;
        fullmoveNumber = other.fullmoveNumber;
        blocker = other.blocker;
        forbiddenMove = other.forbiddenMove;
        key = other.key;
        ply = other.ply;
        stack.copyFrom(other.stack);
    }

    // ----------------------------------------------------------------------------------------
    // Queries

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
        return AttackQueries.attackersTo(this, square, occupancy);
    }

    /**
     * {@return whether a piece of {@code attacker} attacks {@code square} (the blocker blocks
     * sliders)}
     *
     * @param square the square
     * @param attacker the attacking colour
     */
    public boolean isAttacked(int square, int attacker) {
        return AttackQueries.isAttacked(this, square, attacker);
    }

    /**
     * {@return every square a piece of {@code attacker} attacks (the blocker blocks sliders),
     * occupied or not: bit s set exactly when {@link #isAttacked isAttacked(s, attacker)}}
     *
     * @param attacker the attacking colour
     */
    public long attacks(int attacker) {
        return AttackQueries.attacks(this, attacker);
    }

    /**
     * {@return every square a piece of type {@code type} of {@code attacker} attacks (the
     * blocker blocks sliders), occupied or not: the part of {@link #attacks(int)} that pieces of
     * that type make, for a search that weighs an attack by the attacker's worth}
     *
     * @param attacker the attacking colour
     * @param type the attacking pieces' {@link PieceType}, {@code PAWN} to {@code KING}
     * @throws IllegalArgumentException if {@code type} is not a piece type
     */
    public long attacks(int attacker, int type) {
        if (type < PieceType.PAWN || type > PieceType.KING) {
            throw new IllegalArgumentException("not a piece type: " + type);
        }
        return AttackQueries.attacks(this, attacker, type);
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
        return AttackQueries.givesCheck(this, move);
    }

    /**
     * {@return how many times the current position occurred before, counting only positions since
     * the last irreversible move (capture, pawn move, null move) with the same side to move}
     */
    public int repetitions() {
        return stack.repetitions(this);
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
        return stack.boardRepetitions(this);
    }

    // ----------------------------------------------------------------------------------------
    // Set-up (used by FEN parsers)

    /**
     * Removes everything and resets the state to White to move, no rights, move stack empty. A
     * tracked piece-value table stays tracked (its sum is now 0).
     */
    public void clear() {
        clearPlacement();
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

    private void refreshKey() {
        key = Zobrist.keyOf(this);
        stack.reset(key);
    }

    /**
     * Recomputes the key from scratch: for tests of the incremental update.
     *
     * @return the Zobrist key of the position as it stands
     */
    public long computeKey() {
        return Zobrist.keyOf(this);
    }

    // ----------------------------------------------------------------------------------------
    // Make and unmake

    /**
     * Makes a pseudo-legal move of the side to move (the caller checks legality). The blocker
     * stays where it is; a Duck turn follows with {@link #moveBlocker(int)}. The forbidden move
     * was the mover's and is cleared; a Refusal turn follows with {@link #forbidMove(int)}.
     *
     * @param move the move
     */
    public void makeMove(int move) {
        stack.make(this, move);
    }

    /**
     * Takes back {@code move}, which must be the last move made.
     *
     * @param move the move
     */
    public void unmakeMove(int move) {
        stack.unmake(this, move);
    }

    /**
     * Moves the blocker (the Duck) to an empty square as the second part of the move just made;
     * {@link #unmakeMove(int)} of that move puts it back. A blocker on the en-passant square
     * forbids the capture, so that square is then dropped.
     *
     * @param square the square
     */
    public void moveBlocker(int square) {
        stack.moveBlocker(this, square);
    }

    /**
     * Takes the blocker off the board as the second part of the move just made (the Duck
     * search's nodes hold no Duck: the opponent's choice of square is part of their result);
     * {@link #unmakeMove(int)} of that move puts it back. Nothing happens without a blocker.
     */
    public void liftBlocker() {
        stack.liftBlocker(this);
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
        stack.forbid(this, move);
    }

    /**
     * Passes the move to the opponent (for null-move pruning); undo with {@link #unmakeNullMove()}.
     * A pending forbidden move was the passer's and is cleared.
     */
    public void makeNullMove() {
        stack.makeNull(this);
    }

    /** Takes back the null move just made. */
    public void unmakeNullMove() {
        stack.unmakeNull(this);
    }
}
