package dev.mallard.core.board;

import java.util.Arrays;

/**
 * The moves made on one {@link Position} since it was set up: how each is made and taken back,
 * what each one destroyed (the captured piece, castling rights, en-passant square, halfmove
 * clock, blocker and forbidden move before it), the Zobrist key after each, and the repetitions
 * those keys show. Level {@code i} of the stack belongs to the position after {@code i} moves
 * ({@link Position#gamePly()} levels are in use).
 *
 * <p>Make and unmake write the position's fields directly, as its own methods would: they run
 * at every node of a search, so they go through no accessor and allocate nothing. The arrays
 * grow (doubling) when a game outlasts them and never shrink. One stack belongs to one position;
 * {@link #copyFrom} copies another's.
 */
final class MoveStack {
    private int[] captured = new int[256];
    private int[] castling = new int[256];
    private int[] enPassant = new int[256];
    private int[] halfmove = new int[256];
    private int[] blocker = new int[256];
    private int[] forbidden = new int[256];
    /** {@code keys[i]} is the key after i moves; {@code keys[0]} the set-up position's. */
    private long[] keys = new long[257];
    /** Plies since the last null move, per stack level, bounding the repetition scan. */
    private int[] pliesFromNull = new int[257];

    /** Makes this stack an exact copy of {@code other}. */
    void copyFrom(MoveStack other) {
        captured = other.captured.clone();
        castling = other.castling.clone();
        enPassant = other.enPassant.clone();
        halfmove = other.halfmove.clone();
        blocker = other.blocker.clone();
        forbidden = other.forbidden.clone();
        keys = other.keys.clone();
        pliesFromNull = other.pliesFromNull.clone();
    }

    /** Starts the stack afresh from a set-up position with key {@code key}. */
    void reset(long key) {
        keys[0] = key;
        pliesFromNull[0] = 0;
    }

    /** Records what a move about to be made from {@code p} destroys, at level {@code p.ply}. */
    private void push(Position p, int capturedPiece) {
        int ply = p.ply;
        if (ply + 1 >= keys.length) {
            int size = keys.length * 2;
            captured = Arrays.copyOf(captured, size);
            castling = Arrays.copyOf(castling, size);
            enPassant = Arrays.copyOf(enPassant, size);
            halfmove = Arrays.copyOf(halfmove, size);
            blocker = Arrays.copyOf(blocker, size);
            forbidden = Arrays.copyOf(forbidden, size);
            keys = Arrays.copyOf(keys, size + 1);
            pliesFromNull = Arrays.copyOf(pliesFromNull, size + 1);
        }
        captured[ply] = capturedPiece;
        castling[ply] = p.castlingRights;
        enPassant[ply] = p.epSquare;
        halfmove[ply] = p.halfmoveClock;
        blocker[ply] = p.blocker;
        forbidden[ply] = p.forbiddenMove;
    }

    /**
     * What a move and a null move alike do first: the key toggles the side to move and loses the
     * en-passant square and the mover's forbidden move, which the position drops; the halfmove
     * clock counts on. Returns the key so far (the position's is set when the move is done).
     */
    private static long passTurn(Position p) {
        long k = p.key ^ Zobrist.side();
        if (p.epSquare != Square.NONE) {
            k ^= Zobrist.enPassant(p.epSquare);
            p.epSquare = Square.NONE;
        }
        if (p.forbiddenMove != Move.NONE) {
            k ^= Zobrist.forbiddenMove(p.forbiddenMove);
            p.forbiddenMove = Move.NONE;
        }
        p.halfmoveClock++;
        return k;
    }

    /** See {@link Position#makeMove(int)}. */
    void make(Position p, int move) {
        int from = move & 63;
        int to = move >>> 6 & 63;
        int kind = move >>> 12 & 15;
        int us = p.sideToMove;
        int them = us ^ 1;
        int piece = p.board[from];
        int captureSquare = kind == Move.EN_PASSANT ? to ^ 8 : to;
        int capturedPiece = p.board[captureSquare];
        push(p, capturedPiece);
        long k = passTurn(p);
        if (capturedPiece != Piece.NONE) {
            p.removePiece(capturedPiece, captureSquare);
            k ^= Zobrist.piece(capturedPiece, captureSquare);
            p.halfmoveClock = 0;
        }
        if (kind >= Move.PROMOTION_KNIGHT) {
            int promoted = Piece.of(us, kind - 2);
            p.removePiece(piece, from);
            p.addPiece(promoted, to);
            k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(promoted, to);
        } else {
            p.movePiece(piece, from, to);
            k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, to);
            if (kind == Move.CASTLING) {
                int index = Castling.indexOfKingTarget(to);
                int rook = Piece.of(us, PieceType.ROOK);
                int rookFrom = Castling.rookFrom(index);
                int rookTo = Castling.rookTo(index);
                p.movePiece(rook, rookFrom, rookTo);
                k ^= Zobrist.piece(rook, rookFrom) ^ Zobrist.piece(rook, rookTo);
            }
        }
        if ((piece & 7) == PieceType.PAWN) {
            p.halfmoveClock = 0;
            if (kind == Move.DOUBLE_PUSH) {
                int skipped = (from + to) >>> 1;
                if ((Bitboards.pawnAttacks(us, skipped) & p.pieces(them, PieceType.PAWN)) != 0) {
                    p.epSquare = skipped;
                    k ^= Zobrist.enPassant(skipped);
                }
            }
        }
        int rights = p.castlingRights & Castling.keptBy(from) & Castling.keptBy(to);
        if (rights != p.castlingRights) {
            k ^= Zobrist.castling(p.castlingRights) ^ Zobrist.castling(rights);
            p.castlingRights = rights;
        }
        if (us == Color.BLACK) {
            p.fullmoveNumber++;
        }
        p.sideToMove = them;
        p.key = k;
        int ply = ++p.ply;
        keys[ply] = k;
        pliesFromNull[ply] = pliesFromNull[ply - 1] + 1;
    }

    /** See {@link Position#unmakeMove(int)}. */
    void unmake(Position p, int move) {
        int ply = --p.ply;
        int from = move & 63;
        int to = move >>> 6 & 63;
        int kind = move >>> 12 & 15;
        int us = p.sideToMove ^ 1;
        p.sideToMove = us;
        if (us == Color.BLACK) {
            p.fullmoveNumber--;
        }
        if (kind >= Move.PROMOTION_KNIGHT) {
            p.removePiece(p.board[to], to);
            p.addPiece(Piece.of(us, PieceType.PAWN), from);
        } else {
            p.movePiece(p.board[to], to, from);
            if (kind == Move.CASTLING) {
                int index = Castling.indexOfKingTarget(to);
                p.movePiece(Piece.of(us, PieceType.ROOK), Castling.rookTo(index), Castling.rookFrom(index));
            }
        }
        int capturedPiece = captured[ply];
        if (capturedPiece != Piece.NONE) {
            p.addPiece(capturedPiece, kind == Move.EN_PASSANT ? to ^ 8 : to);
        }
        p.castlingRights = castling[ply];
        p.epSquare = enPassant[ply];
        p.halfmoveClock = halfmove[ply];
        p.blocker = blocker[ply];
        p.forbiddenMove = forbidden[ply];
        p.key = keys[ply];
    }

    /** See {@link Position#makeNullMove()}. */
    void makeNull(Position p) {
        push(p, Piece.NONE);
        long k = passTurn(p);
        p.sideToMove ^= 1;
        p.key = k;
        int ply = ++p.ply;
        keys[ply] = k;
        pliesFromNull[ply] = 0;
    }

    /** See {@link Position#unmakeNullMove()}. */
    void unmakeNull(Position p) {
        int ply = --p.ply;
        p.sideToMove ^= 1;
        p.epSquare = enPassant[ply];
        p.halfmoveClock = halfmove[ply];
        p.forbiddenMove = forbidden[ply];
        p.key = keys[ply];
    }

    // The second legs of a turn change the key of the level the move just made reached, so that
    // repetitions see the whole turn; unmake of the move returns to the key before it.

    /** See {@link Position#moveBlocker(int)}. */
    void moveBlocker(Position p, int square) {
        long k = p.key;
        if (p.blocker != Square.NONE) {
            k ^= Zobrist.blocker(p.blocker);
        }
        p.blocker = square;
        k ^= Zobrist.blocker(square);
        if (square == p.epSquare) {
            k ^= Zobrist.enPassant(p.epSquare);
            p.epSquare = Square.NONE;
        }
        p.key = k;
        keys[p.ply] = k;
    }

    /** See {@link Position#liftBlocker()}. */
    void liftBlocker(Position p) {
        if (p.blocker == Square.NONE) {
            return;
        }
        p.key ^= Zobrist.blocker(p.blocker);
        p.blocker = Square.NONE;
        keys[p.ply] = p.key;
    }

    /** See {@link Position#forbidMove(int)}; {@code move} is a checked 16-bit move or none. */
    void forbid(Position p, int move) {
        long k = p.key;
        if (p.forbiddenMove != Move.NONE) {
            k ^= Zobrist.forbiddenMove(p.forbiddenMove);
        }
        p.forbiddenMove = move;
        if (move != Move.NONE) {
            k ^= Zobrist.forbiddenMove(move);
        }
        p.key = k;
        keys[p.ply] = k;
    }

    /** See {@link Position#repetitions()}. */
    int repetitions(Position p) {
        int ply = p.ply;
        int limit = Math.min(p.halfmoveClock, pliesFromNull[ply]);
        int count = 0;
        for (int back = 4; back <= limit; back += 2) {
            if (keys[ply - back] == p.key) {
                count++;
            }
        }
        return count;
    }

    /** See {@link Position#boardRepetitions()}. */
    int boardRepetitions(Position p) {
        int ply = p.ply;
        int limit = Math.min(p.halfmoveClock, pliesFromNull[ply]);
        long board = p.key ^ forbiddenKey(p.forbiddenMove) ^ blockerKey(p.blocker);
        int count = 0;
        for (int back = 4; back <= limit; back += 2) {
            int before = ply - back;
            if ((keys[before] ^ forbiddenKey(forbidden[before]) ^ blockerKey(blocker[before])) == board) {
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
}
