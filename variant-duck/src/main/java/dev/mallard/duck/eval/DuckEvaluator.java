package dev.mallard.duck.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.SliderAttacks;
import dev.mallard.core.board.Square;
import dev.mallard.core.search.Evaluator;

/**
 * A Duck Chess evaluation, from the side to move's point of view. It ignores the Duck on
 * purpose: a search node does not know where the Duck stands (the score bundle accounts for
 * it), and the explicit-turn oracle must see the same leaf values.
 *
 * <p>How it differs from FIDE chess, by term:
 * <ul>
 *   <li>Material: a knight jumps over the Duck, so no Duck placement can stop it, while every
 *       slider can be cut off by it; knights are worth more than bishops here and the queen
 *       a little less than in FIDE chess.</li>
 *   <li>King safety is about being captured, not checked: there is no check to force a reply,
 *       so an attacked king square is a threat the owner must answer or lose. Attackers that no
 *       Duck can stop (knights, pawns, a king next door) count double; friendly pawns in front
 *       of the king shield it from sliders and from the enemy's Duck play.</li>
 *   <li>Pawns: with no check to stop them and the Duck able to clear or block lines, advanced
 *       pawns are worth more, a passed pawn far more.</li>
 *   <li>Mobility: reach through pieces (not through the Duck), small weights, knights counting
 *       more per square than sliders, whose lines the Duck cuts.</li>
 *   <li>Tempo: the side to move places the next Duck; a small bonus.</li>
 * </ul>
 * The instance holds no state.
 */
public final class DuckEvaluator implements Evaluator {
    /** Material by piece type (none, pawn, knight, bishop, rook, queen, king). */
    static final int[] MATERIAL = {0, 100, 340, 320, 470, 880, 0};
    private static final int TEMPO = 15;
    private static final int KNIGHT_MOBILITY = 4;
    private static final int SLIDER_MOBILITY = 3;
    /** Per attacked square around a king (the king's own square counts in its zone). */
    private static final int KING_ZONE_ATTACK = 8;
    private static final int KING_ATTACKED = 40;
    private static final int SHIELD_PAWN = 10;
    /** Advanced pawn bonus by ranks advanced (0 to 6), and again for a passed pawn. */
    private static final int[] PAWN_ADVANCE = {0, 0, 5, 12, 25, 45, 80};
    private static final int[] PASSED = {0, 5, 10, 20, 40, 70, 110};
    /** Centralisation of knights and bishops: by distance from the centre, 0 (centre) to 3. */
    private static final int[] CENTRE = {16, 8, 0, -12};

    @Override
    public int evaluate(Position position) {
        int us = position.sideToMove();
        return side(position, us) - side(position, us ^ 1) + TEMPO;
    }

    private static int side(Position p, int color) {
        int them = color ^ 1;
        long occupied = p.occupied();
        long own = p.colorPieces(color);
        int score = 0;
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            score += MATERIAL[type] * Long.bitCount(p.pieces(color, type));
        }
        long enemyPawns = p.pieces(them, PieceType.PAWN);
        for (long b = p.pieces(color, PieceType.PAWN); b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int advanced = color == Color.WHITE ? Square.rank(sq) - 1 : 6 - Square.rank(sq);
            score += PAWN_ADVANCE[advanced];
            if ((frontSpan(color, sq) & enemyPawns) == 0) {
                score += PASSED[advanced];
            }
        }
        for (long b = p.pieces(color, PieceType.KNIGHT); b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            score += CENTRE[centreDistance(sq)] + KNIGHT_MOBILITY * Long.bitCount(Bitboards.knightAttacks(sq) & ~own);
        }
        for (long b = p.pieces(color, PieceType.BISHOP); b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            score += CENTRE[centreDistance(sq)] / 2
                    + SLIDER_MOBILITY * Long.bitCount(SliderAttacks.bishop(sq, occupied) & ~own);
        }
        for (long b = p.pieces(color, PieceType.ROOK); b != 0; b &= b - 1) {
            score += SLIDER_MOBILITY * Long.bitCount(SliderAttacks.rook(Long.numberOfTrailingZeros(b), occupied) & ~own) / 2;
        }
        for (long b = p.pieces(color, PieceType.QUEEN); b != 0; b &= b - 1) {
            score += Long.bitCount(SliderAttacks.queen(Long.numberOfTrailingZeros(b), occupied) & ~own);
        }
        return score - kingDanger(p, color);
    }

    /** Danger to {@code color}'s king from attacks on its zone, less the pawns sheltering it. */
    private static int kingDanger(Position p, int color) {
        int king = p.kingSquare(color);
        if (king == Square.NONE) {
            return 0;
        }
        int them = color ^ 1;
        long occupied = p.occupied();
        long enemy = p.colorPieces(them);
        int danger = 0;
        long zone = Bitboards.kingAttacks(king) | 1L << king;
        for (long z = zone; z != 0; z &= z - 1) {
            int sq = Long.numberOfTrailingZeros(z);
            long attackers = p.attackersTo(sq, occupied) & enemy;
            if (attackers != 0) {
                long unstoppable = attackers & (p.pieces(them, PieceType.KNIGHT) | p.pieces(them, PieceType.PAWN)
                        | p.pieces(them, PieceType.KING));
                danger += KING_ZONE_ATTACK * (Long.bitCount(attackers) + Long.bitCount(unstoppable));
                if (sq == king) {
                    danger += KING_ATTACKED;
                }
            }
        }
        long shield = Bitboards.kingAttacks(king) & p.pieces(color, PieceType.PAWN)
                & (color == Color.WHITE ? -1L << (king + 1) : (1L << king) - 1);
        return danger - SHIELD_PAWN * Long.bitCount(shield);
    }

    /** The squares ahead of a pawn on its own and the neighbouring files. */
    private static long frontSpan(int color, int sq) {
        long files = Bitboards.FILE_A << Square.file(sq);
        if (Square.file(sq) > 0) {
            files |= Bitboards.FILE_A << (Square.file(sq) - 1);
        }
        if (Square.file(sq) < 7) {
            files |= Bitboards.FILE_A << (Square.file(sq) + 1);
        }
        int rank = Square.rank(sq);
        long ahead = color == Color.WHITE ? (rank == 7 ? 0 : -1L << (8 * (rank + 1))) : (1L << (8 * rank)) - 1;
        return files & ahead;
    }

    private static int centreDistance(int sq) {
        int file = Square.file(sq);
        int rank = Square.rank(sq);
        return Math.max(Math.max(3 - file, file - 4), Math.max(3 - rank, rank - 4));
    }
}
