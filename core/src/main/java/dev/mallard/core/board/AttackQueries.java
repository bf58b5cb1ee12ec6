package dev.mallard.core.board;

/**
 * What attacks a square of a position and whether a move gives check: the queries behind
 * {@link Position#attackersTo}, {@link Position#isAttacked} and {@link Position#givesCheck},
 * which document them. They read the position's bitboards directly (they run at every node of a
 * search) and change nothing.
 */
final class AttackQueries {
    private AttackQueries() {
    }

    /** See {@link Position#attackersTo(int, long)}. */
    static long attackersTo(Position p, int square, long occupancy) {
        long[] byType = p.byType;
        long[] byColor = p.byColor;
        return (Bitboards.pawnAttacks(Color.BLACK, square) & byType[PieceType.PAWN] & byColor[Color.WHITE])
                | (Bitboards.pawnAttacks(Color.WHITE, square) & byType[PieceType.PAWN] & byColor[Color.BLACK])
                | (Bitboards.knightAttacks(square) & byType[PieceType.KNIGHT])
                | (Bitboards.kingAttacks(square) & byType[PieceType.KING])
                | (SliderAttacks.rook(square, occupancy) & (byType[PieceType.ROOK] | byType[PieceType.QUEEN]))
                | (SliderAttacks.bishop(square, occupancy) & (byType[PieceType.BISHOP] | byType[PieceType.QUEEN]));
    }

    /** See {@link Position#isAttacked(int, int)}. */
    static boolean isAttacked(Position p, int square, int attacker) {
        long[] byType = p.byType;
        long them = p.byColor[attacker];
        long occupancy = p.occupied() | p.blockers();
        return (Bitboards.pawnAttacks(attacker ^ 1, square) & byType[PieceType.PAWN] & them) != 0
                || (Bitboards.knightAttacks(square) & byType[PieceType.KNIGHT] & them) != 0
                || (Bitboards.kingAttacks(square) & byType[PieceType.KING] & them) != 0
                || (SliderAttacks.rook(square, occupancy) & (byType[PieceType.ROOK] | byType[PieceType.QUEEN]) & them) != 0
                || (SliderAttacks.bishop(square, occupancy) & (byType[PieceType.BISHOP] | byType[PieceType.QUEEN]) & them) != 0;
    }

    /** See {@link Position#attacks(int)}. */
    static long attacks(Position p, int attacker) {
        long occupancy = p.occupied() | p.blockers(); // once for the six types: the threat history asks at every node
        long attacked = 0;
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            attacked |= attacks(p, attacker, type, occupancy);
        }
        return attacked;
    }

    /** See {@link Position#attacks(int, int)}. */
    static long attacks(Position p, int attacker, int type) {
        return attacks(p, attacker, type, p.occupied() | p.blockers());
    }

    /** The squares the pieces of {@code type} of {@code attacker} attack through {@code occupancy}. */
    private static long attacks(Position p, int attacker, int type, long occupancy) {
        long pieces = p.byType[type] & p.byColor[attacker];
        if (type == PieceType.PAWN) {
            return Bitboards.pawnAttacksOf(attacker, pieces);
        }
        long attacked = 0;
        for (; pieces != 0; pieces &= pieces - 1) {
            int square = Long.numberOfTrailingZeros(pieces);
            attacked |= switch (type) {
                case PieceType.KNIGHT -> Bitboards.knightAttacks(square);
                case PieceType.BISHOP -> SliderAttacks.bishop(square, occupancy);
                case PieceType.ROOK -> SliderAttacks.rook(square, occupancy);
                case PieceType.QUEEN -> SliderAttacks.queen(square, occupancy);
                default -> Bitboards.kingAttacks(square);
            };
        }
        return attacked;
    }

    /** See {@link Position#givesCheck(int)}. */
    static boolean givesCheck(Position p, int move) {
        int us = p.sideToMove;
        int king = p.kingSquare(us ^ 1);
        if (king == Square.NONE) {
            return false;
        }
        long[] byType = p.byType;
        int from = move & 63;
        int to = move >>> 6 & 63;
        int kind = move >>> 12 & 15;
        long kingBit = 1L << king;
        long vacated = 1L << from;
        long occupancy = (p.occupied() | p.blockers()) & ~vacated | 1L << to;
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
            int type = kind >= Move.PROMOTION_KNIGHT ? kind - 2 : p.board[from] & 7;
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
        long mine = p.byColor[us] & ~vacated;
        long straight = (byType[PieceType.ROOK] | byType[PieceType.QUEEN]) & mine;
        long diagonal = (byType[PieceType.BISHOP] | byType[PieceType.QUEEN]) & mine;
        return (SliderAttacks.rook(king, occupancy) & straight) != 0
                || (SliderAttacks.bishop(king, occupancy) & diagonal) != 0;
    }
}
