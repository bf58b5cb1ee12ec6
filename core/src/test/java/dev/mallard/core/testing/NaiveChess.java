package dev.mallard.core.testing;

import dev.mallard.core.board.Castling;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A deliberately simple reference for move generation and attacks: it walks the board square
 * by square through {@link Position#pieceAt}, without bitboards, magics or precomputed tables,
 * so that it shares no code with {@code MoveGenerator} or {@code Position.isAttacked}.
 */
public final class NaiveChess {
    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    private static final int[][] ROOK = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private NaiveChess() {
    }

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8;
    }

    private static boolean isBlocked(long blocked, int square) {
        return (blocked >>> square & 1) != 0;
    }

    /** Whether a piece of {@code attacker} attacks {@code square}; {@code blocked} squares stop sliders. */
    public static boolean attacked(Position p, int square, int attacker, long blocked) {
        int f = Square.file(square);
        int r = Square.rank(square);
        int pawnRank = attacker == Color.WHITE ? r - 1 : r + 1;
        for (int df : new int[] {-1, 1}) {
            if (onBoard(f + df, pawnRank)
                    && p.pieceAt(Square.of(f + df, pawnRank)) == Piece.of(attacker, PieceType.PAWN)) {
                return true;
            }
        }
        for (int[] d : KNIGHT) {
            if (onBoard(f + d[0], r + d[1])
                    && p.pieceAt(Square.of(f + d[0], r + d[1])) == Piece.of(attacker, PieceType.KNIGHT)) {
                return true;
            }
        }
        for (int[] d : KING) {
            if (onBoard(f + d[0], r + d[1])
                    && p.pieceAt(Square.of(f + d[0], r + d[1])) == Piece.of(attacker, PieceType.KING)) {
                return true;
            }
        }
        return slides(p, f, r, ROOK, Piece.of(attacker, PieceType.ROOK), Piece.of(attacker, PieceType.QUEEN), blocked)
                || slides(p, f, r, BISHOP, Piece.of(attacker, PieceType.BISHOP), Piece.of(attacker, PieceType.QUEEN), blocked);
    }

    private static boolean slides(Position p, int f, int r, int[][] dirs, int slider, int queen, long blocked) {
        for (int[] d : dirs) {
            for (int ff = f + d[0], rr = r + d[1]; onBoard(ff, rr); ff += d[0], rr += d[1]) {
                int s = Square.of(ff, rr);
                if (isBlocked(blocked, s)) {
                    break;
                }
                int piece = p.pieceAt(s);
                if (piece != Piece.NONE) {
                    if (piece == slider || piece == queen) {
                        return true;
                    }
                    break;
                }
            }
        }
        return false;
    }

    /**
     * Pseudo-legal moves (check ignored) by the Duck Chess rules for blocked squares: nothing
     * lands on or passes through a blocked square, knights jump over it, castling needs the
     * squares between king and rook empty and unblocked, attacks on the king's path do not matter.
     */
    public static Set<Integer> pseudoLegal(Position p, long blocked) {
        List<Integer> moves = new ArrayList<>();
        int us = p.sideToMove();
        for (int from = 0; from < 64; from++) {
            int piece = p.pieceAt(from);
            if (piece == Piece.NONE || Piece.color(piece) != us) {
                continue;
            }
            int f = Square.file(from);
            int r = Square.rank(from);
            switch (Piece.type(piece)) {
                case PieceType.PAWN -> pawn(p, from, us, blocked, moves);
                case PieceType.KNIGHT -> leaper(p, from, f, r, KNIGHT, us, blocked, moves);
                case PieceType.BISHOP -> slider(p, from, f, r, BISHOP, us, blocked, moves);
                case PieceType.ROOK -> slider(p, from, f, r, ROOK, us, blocked, moves);
                case PieceType.QUEEN -> {
                    slider(p, from, f, r, BISHOP, us, blocked, moves);
                    slider(p, from, f, r, ROOK, us, blocked, moves);
                }
                case PieceType.KING -> leaper(p, from, f, r, KING, us, blocked, moves);
                default -> throw new AssertionError("bad piece " + piece);
            }
        }
        for (int index = 2 * us; index < 2 * us + 2; index++) {
            if ((p.castlingRights() & 1 << index) == 0) {
                continue;
            }
            int king = Castling.kingFrom(index);
            int rook = Castling.rookFrom(index);
            boolean clear = true;
            for (int s = Math.min(king, rook) + 1; s < Math.max(king, rook); s++) {
                clear &= p.pieceAt(s) == Piece.NONE && !isBlocked(blocked, s);
            }
            if (clear) {
                moves.add(Move.of(king, Castling.kingTo(index), Move.CASTLING));
            }
        }
        Set<Integer> set = new HashSet<>(moves);
        if (set.size() != moves.size()) {
            throw new AssertionError("naive generator produced duplicates");
        }
        return set;
    }

    private static void pawn(Position p, int from, int us, long blocked, List<Integer> moves) {
        int dir = us == Color.WHITE ? 1 : -1;
        int f = Square.file(from);
        int r = Square.rank(from);
        int lastRank = us == Color.WHITE ? 7 : 0;
        int startRank = us == Color.WHITE ? 1 : 6;
        int one = Square.of(f, r + dir);
        if (p.pieceAt(one) == Piece.NONE && !isBlocked(blocked, one)) {
            addPawn(from, one, lastRank, moves);
            int two = Square.of(f, r + 2 * dir);
            if (r == startRank && p.pieceAt(two) == Piece.NONE && !isBlocked(blocked, two)) {
                moves.add(Move.of(from, two, Move.DOUBLE_PUSH));
            }
        }
        for (int df : new int[] {-1, 1}) {
            if (!onBoard(f + df, r + dir)) {
                continue;
            }
            int to = Square.of(f + df, r + dir);
            int target = p.pieceAt(to);
            if (target != Piece.NONE && Piece.color(target) != us) {
                addPawn(from, to, lastRank, moves);
            } else if (to == p.epSquare() && !isBlocked(blocked, to)) {
                moves.add(Move.of(from, to, Move.EN_PASSANT));
            }
        }
    }

    private static void addPawn(int from, int to, int lastRank, List<Integer> moves) {
        if (Square.rank(to) == lastRank) {
            for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
                moves.add(Move.promotion(from, to, type));
            }
        } else {
            moves.add(Move.of(from, to));
        }
    }

    private static void leaper(Position p, int from, int f, int r, int[][] steps, int us, long blocked,
                               List<Integer> moves) {
        for (int[] d : steps) {
            if (!onBoard(f + d[0], r + d[1])) {
                continue;
            }
            int to = Square.of(f + d[0], r + d[1]);
            int target = p.pieceAt(to);
            if (!isBlocked(blocked, to) && (target == Piece.NONE || Piece.color(target) != us)) {
                moves.add(Move.of(from, to));
            }
        }
    }

    private static void slider(Position p, int from, int f, int r, int[][] dirs, int us, long blocked,
                               List<Integer> moves) {
        for (int[] d : dirs) {
            for (int ff = f + d[0], rr = r + d[1]; onBoard(ff, rr); ff += d[0], rr += d[1]) {
                int to = Square.of(ff, rr);
                if (isBlocked(blocked, to)) {
                    break;
                }
                int target = p.pieceAt(to);
                if (target == Piece.NONE || Piece.color(target) != us) {
                    moves.add(Move.of(from, to));
                }
                if (target != Piece.NONE) {
                    break;
                }
            }
        }
    }

    /**
     * The FIDE-legal subset of {@code pseudoLegal}: the mover's king is not attacked after the
     * move; castling also needs the king not in check and the square it crosses not attacked.
     */
    public static Set<Integer> legalFilter(Position p, Iterable<Integer> pseudoLegal) {
        Set<Integer> legal = new HashSet<>();
        int us = p.sideToMove();
        int them = us ^ 1;
        for (int move : pseudoLegal) {
            if (Move.kind(move) == Move.CASTLING) {
                int crossed = (Move.from(move) + Move.to(move)) / 2;
                if (attacked(p, Move.from(move), them, 0) || attacked(p, crossed, them, 0)) {
                    continue;
                }
            }
            p.makeMove(move);
            boolean safe = !attacked(p, p.kingSquare(us), them, 0);
            p.unmakeMove(move);
            if (safe) {
                legal.add(move);
            }
        }
        return legal;
    }
}
