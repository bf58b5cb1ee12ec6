package dev.mallard.core.movegen;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Castling;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.SliderAttacks;
import dev.mallard.core.board.Square;

/**
 * Generates the moves of the six chess pieces into a caller's {@code int[]}, in stages.
 *
 * <p>One generator serves two rule families:
 * <ul>
 *   <li>{@link #legal}: FIDE-legal moves. It computes checkers and pinned pieces first, so that
 *       every move it emits leaves the king safe and perft can count leaves without making them.</li>
 *   <li>{@link #pseudoLegal}: moves that ignore check, with an extra set of blocked squares that
 *       nothing may enter or cross and that knights jump over (the Duck). Castling then needs
 *       only empty, unblocked squares between king and rook.</li>
 * </ul>
 * The stages split the moves without overlap: {@link #NOISY} is every capture (en passant and
 * capturing promotions included) and the queen promotions; {@link #QUIET} is the rest.
 * Nothing here allocates.
 */
public final class MoveGenerator {
    /** Captures and queen promotions. */
    public static final int NOISY = 1;
    /** Non-captures other than queen promotions, castling included. */
    public static final int QUIET = 2;
    /** Both stages. */
    public static final int ALL = NOISY | QUIET;
    /** More moves than any legal chess position has (218) or any pseudo-legal one needs. */
    public static final int MAX_MOVES = 256;

    private MoveGenerator() {
    }

    /**
     * Appends the legal moves of the requested {@code stages} to {@code moves} from index {@code
     * start}; returns the index after the last one.
     *
     * @param position the position
     * @param moves the move list
     * @param start the index of the first free slot of the list
     * @param stages the stages of moves to generate ({@code MoveGenerator.ALL}, {@code NOISY}, ...)
     * @return the index after the last move written
     */
    public static int legal(Position position, int[] moves, int start, int stages) {
        return generate(position, moves, start, stages, 0L, true);
    }

    /**
     * Appends the pseudo-legal moves (check ignored) of the requested {@code stages}, with {@code
     * blocked} squares closed to every piece; returns the index after the last one.
     *
     * @param position the position
     * @param moves the move list
     * @param start the index of the first free slot of the list
     * @param stages the stages of moves to generate ({@code MoveGenerator.ALL}, {@code NOISY}, ...)
     * @param blocked squares no move may cross or land on (the Duck)
     * @return the index after the last move written
     */
    public static int pseudoLegal(Position position, int[] moves, int start, int stages, long blocked) {
        return generate(position, moves, start, stages, blocked, false);
    }

    private static int generate(Position p, int[] moves, int n, int stages, long blocked, boolean legal) {
        final int us = p.sideToMove();
        final int them = us ^ 1;
        final long own = p.colorPieces(us);
        final long enemy = p.colorPieces(them);
        final long occupancy = own | enemy | blocked;
        final int king = p.kingSquare(us);
        final long enemyRooks = p.pieces(them, PieceType.ROOK) | p.pieces(them, PieceType.QUEEN);
        final long enemyBishops = p.pieces(them, PieceType.BISHOP) | p.pieces(them, PieceType.QUEEN);

        long checkers = 0;
        long pinned = 0;
        // Squares a non-king move may go to: anywhere not own or blocked, or, in check, the
        // checker and the squares between it and the king.
        long evasion = ~own & ~blocked;
        if (legal && king != Square.NONE) {
            checkers = p.attackersTo(king, occupancy) & enemy;
            long snipers = (SliderAttacks.rook(king, 0) & enemyRooks) | (SliderAttacks.bishop(king, 0) & enemyBishops);
            while (snipers != 0) {
                int sniper = Long.numberOfTrailingZeros(snipers);
                snipers &= snipers - 1;
                long between = Bitboards.between(king, sniper) & occupancy;
                if (between != 0 && (between & (between - 1)) == 0) {
                    pinned |= between & own;
                }
            }
            if (checkers != 0) {
                evasion &= Bitboards.between(king, Long.numberOfTrailingZeros(checkers)) | checkers;
            }
        }
        long targets = 0;
        if ((stages & NOISY) != 0) {
            targets |= enemy;
        }
        if ((stages & QUIET) != 0) {
            targets |= ~occupancy;
        }

        if (king != Square.NONE) {
            long kingTargets = Bitboards.kingAttacks(king) & targets & ~own & ~blocked;
            long withoutKing = occupancy ^ (1L << king);
            while (kingTargets != 0) {
                int to = Long.numberOfTrailingZeros(kingTargets);
                kingTargets &= kingTargets - 1;
                if (!legal || (p.attackersTo(to, withoutKing) & enemy) == 0) {
                    moves[n++] = Move.of(king, to);
                }
            }
            if (legal && (checkers & (checkers - 1)) != 0) {
                return n; // double check: only the king may move
            }
        }

        final long pieceTargets = targets & evasion;
        long knights = p.pieces(us, PieceType.KNIGHT) & ~pinned;
        while (knights != 0) {
            int from = Long.numberOfTrailingZeros(knights);
            knights &= knights - 1;
            n = addAll(moves, n, from, Bitboards.knightAttacks(from) & pieceTargets);
        }
        n = sliderMoves(moves, n, p.pieces(us, PieceType.BISHOP) | p.pieces(us, PieceType.QUEEN), true,
                occupancy, pieceTargets, pinned, king);
        n = sliderMoves(moves, n, p.pieces(us, PieceType.ROOK) | p.pieces(us, PieceType.QUEEN), false,
                occupancy, pieceTargets, pinned, king);

        n = pawnMoves(p, moves, n, stages, us, occupancy, enemy & evasion, ~occupancy & evasion, pinned, king);

        int ep = p.epSquare();
        if (ep != Square.NONE && (stages & NOISY) != 0 && (blocked & 1L << ep) == 0) {
            long capturers = Bitboards.pawnAttacks(them, ep) & p.pieces(us, PieceType.PAWN);
            int capturedSquare = ep ^ 8;
            while (capturers != 0) {
                int from = Long.numberOfTrailingZeros(capturers);
                capturers &= capturers - 1;
                if (!legal || enPassantIsLegal(p, from, ep, capturedSquare, king, occupancy,
                        enemyRooks, enemyBishops, checkers)) {
                    moves[n++] = Move.of(from, ep, Move.EN_PASSANT);
                }
            }
        }

        if ((stages & QUIET) != 0 && checkers == 0) {
            n = castlingMoves(p, moves, n, us, occupancy, enemy, legal);
        }
        return n;
    }

    /** Moves of diagonal or straight sliders; a pinned one stays on the line through its king. */
    private static int sliderMoves(int[] moves, int n, long sliders, boolean diagonal, long occupancy,
                                   long targets, long pinned, int king) {
        while (sliders != 0) {
            int from = Long.numberOfTrailingZeros(sliders);
            sliders &= sliders - 1;
            long attacks = (diagonal ? SliderAttacks.bishop(from, occupancy) : SliderAttacks.rook(from, occupancy))
                    & targets;
            if ((pinned & 1L << from) != 0) {
                attacks &= Bitboards.line(king, from);
            }
            n = addAll(moves, n, from, attacks);
        }
        return n;
    }

    private static int addAll(int[] moves, int n, int from, long targets) {
        while (targets != 0) {
            moves[n++] = from | Long.numberOfTrailingZeros(targets) << 6;
            targets &= targets - 1;
        }
        return n;
    }

    private static int pawnMoves(Position p, int[] moves, int n, int stages, int us, long occupancy,
                                 long captureTargets, long pushTargets, long pinned, int king) {
        final long pawns = p.pieces(us, PieceType.PAWN);
        final boolean white = us == Color.WHITE;
        final long promoting = pawns & (white ? Bitboards.RANK_7 : Bitboards.RANK_2);
        final long others = pawns & ~promoting;
        final int up = white ? 8 : -8;
        final int left = white ? 7 : -9;   // towards file a
        final int right = white ? 9 : -7;  // towards file h

        if ((stages & QUIET) != 0) {
            long single = shift(others, up) & ~occupancy;
            long doubleStep = shift(single & (white ? Bitboards.RANK_3 : Bitboards.RANK_6), up) & pushTargets;
            n = addPawn(moves, n, single & pushTargets, up, Move.NORMAL, pinned, king);
            n = addPawn(moves, n, doubleStep, 2 * up, Move.DOUBLE_PUSH, pinned, king);
        }
        if ((stages & NOISY) != 0) {
            n = addPawn(moves, n, shift(others & ~Bitboards.FILE_A, left) & captureTargets, left, Move.NORMAL, pinned, king);
            n = addPawn(moves, n, shift(others & ~Bitboards.FILE_H, right) & captureTargets, right, Move.NORMAL, pinned, king);
        }
        if (promoting != 0) {
            long pushes = shift(promoting, up) & pushTargets;
            if ((stages & NOISY) != 0) {
                n = addPawn(moves, n, pushes, up, Move.PROMOTION_QUEEN, pinned, king);
                long capturesLeft = shift(promoting & ~Bitboards.FILE_A, left) & captureTargets;
                long capturesRight = shift(promoting & ~Bitboards.FILE_H, right) & captureTargets;
                for (int kind = Move.PROMOTION_KNIGHT; kind <= Move.PROMOTION_QUEEN; kind++) {
                    n = addPawn(moves, n, capturesLeft, left, kind, pinned, king);
                    n = addPawn(moves, n, capturesRight, right, kind, pinned, king);
                }
            }
            if ((stages & QUIET) != 0) {
                for (int kind = Move.PROMOTION_KNIGHT; kind < Move.PROMOTION_QUEEN; kind++) {
                    n = addPawn(moves, n, pushes, up, kind, pinned, king);
                }
            }
        }
        return n;
    }

    private static long shift(long bitboard, int delta) {
        return delta > 0 ? bitboard << delta : bitboard >>> -delta;
    }

    /** Adds pawn moves to each target from {@code target - delta}, dropping pinned pawns' moves off the pin line. */
    private static int addPawn(int[] moves, int n, long targets, int delta, int kind, long pinned, int king) {
        int kindBits = kind << 12;
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            int from = to - delta;
            if ((pinned & 1L << from) == 0 || (Bitboards.line(king, from) & 1L << to) != 0) {
                moves[n++] = from | to << 6 | kindBits;
            }
        }
        return n;
    }

    private static boolean enPassantIsLegal(Position p, int from, int ep, int capturedSquare, int king,
                                            long occupancy, long enemyRooks, long enemyBishops, long checkers) {
        if (king == Square.NONE) {
            return true;
        }
        long capturedBit = 1L << capturedSquare;
        // A checker other than the captured pawn (a knight; sliders are re-tested below) stays.
        if ((checkers & ~capturedBit & ~enemyRooks & ~enemyBishops) != 0) {
            return false;
        }
        long after = (occupancy ^ (1L << from) ^ capturedBit) | 1L << ep;
        return (SliderAttacks.rook(king, after) & enemyRooks & ~capturedBit) == 0
                && (SliderAttacks.bishop(king, after) & enemyBishops & ~capturedBit) == 0;
    }

    private static int castlingMoves(Position p, int[] moves, int n, int us, long occupancy, long enemy,
                                     boolean legal) {
        int rights = p.castlingRights() >> (2 * us) & 3;
        for (int side = 0; side < 2; side++) {
            if ((rights & 1 << side) == 0) {
                continue;
            }
            int index = 2 * us + side;
            int kingFrom = Castling.kingFrom(index);
            int kingTo = Castling.kingTo(index);
            if ((Bitboards.between(kingFrom, Castling.rookFrom(index)) & occupancy) != 0) {
                continue;
            }
            if (legal && ((p.attackersTo(kingTo, occupancy) & enemy) != 0
                    || (p.attackersTo((kingFrom + kingTo) >>> 1, occupancy) & enemy) != 0)) {
                continue;
            }
            moves[n++] = Move.of(kingFrom, kingTo, Move.CASTLING);
        }
        return n;
    }
}
