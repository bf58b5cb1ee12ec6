package dev.mallard.duck.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.SliderAttacks;
import dev.mallard.core.board.Square;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSet;
import dev.mallard.core.tune.TunableEvaluation;

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
 * The weights are data ({@link DuckParameters}, the resource {@code duck.params}), copied once
 * into the instance's final fields; every term is linear in them. Besides those the instance
 * holds no state, except a tracing instance (for the tuner) that writes the features of each
 * position it evaluates.
 */
public final class DuckEvaluator implements Evaluator {
    /** Material by piece type (none, pawn, knight, bishop, rook, queen, king). */
    private final int[] material = new int[7];
    private final int tempo;
    private final int knightMobility;
    private final int bishopMobility;
    /** Rook mobility by squares reached. */
    private final int[] rookMobility = new int[DuckParameters.ROOK_SQUARES];
    private final int queenMobility;
    /** Per attacker of a square around a king (the king's own square counts in its zone). */
    private final int kingZoneAttack;
    private final int kingAttacked;
    private final int shieldPawn;
    /** Advanced pawn bonus by ranks advanced (0 to 6), and again for a passed pawn. */
    private final int[] pawnAdvance = new int[DuckParameters.ADVANCES];
    private final int[] passed = new int[DuckParameters.ADVANCES];
    /** Centralisation of knights and bishops: by distance from the centre, 0 (centre) to 3. */
    private final int[] knightCentre = new int[DuckParameters.DISTANCES];
    private final int[] bishopCentre = new int[DuckParameters.DISTANCES];
    /** Where a tracing evaluator writes features; null for the evaluators that play. */
    private final FeatureVector trace;

    /** The evaluation with the shipped weights ({@link DuckParameters#shipped()}). */
    public DuckEvaluator() {
        this(DuckParameters.shipped());
    }

    /**
     * The evaluation with the given weights.
     *
     * @param values values of the Duck schema
     * @throws IllegalArgumentException if {@code values} is not of {@link DuckParameters#SCHEMA}
     */
    public DuckEvaluator(ParameterSet values) {
        this(values, null);
    }

    /**
     * A tracer of the evaluation with the given weights, for the tuner.
     *
     * @param values values of the Duck schema
     * @return the tracer
     */
    public static TunableEvaluation.Tracer tracer(ParameterSet values) {
        FeatureVector features = new FeatureVector(values.schema().size());
        DuckEvaluator evaluator = new DuckEvaluator(values, features);
        return position -> {
            evaluator.evaluate(position);
            return features;
        };
    }

    /** An evaluation that writes the features of every position it evaluates to {@code trace}. */
    private DuckEvaluator(ParameterSet values, FeatureVector trace) {
        if (values.schema() != DuckParameters.SCHEMA) {
            throw new IllegalArgumentException("the Duck evaluation needs values of the Duck schema");
        }
        this.trace = trace;
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            material[type] = values.mg(DuckParameters.MATERIAL + type - 1);
        }
        tempo = values.mg(DuckParameters.TEMPO);
        knightMobility = values.mg(DuckParameters.MOBILITY_KNIGHT);
        bishopMobility = values.mg(DuckParameters.MOBILITY_BISHOP);
        for (int n = 0; n < rookMobility.length; n++) {
            rookMobility[n] = values.mg(DuckParameters.MOBILITY_ROOK + n);
        }
        queenMobility = values.mg(DuckParameters.MOBILITY_QUEEN);
        kingZoneAttack = values.mg(DuckParameters.KING_ZONE_ATTACK);
        kingAttacked = values.mg(DuckParameters.KING_ATTACKED);
        shieldPawn = values.mg(DuckParameters.KING_SHIELD_PAWN);
        for (int i = 0; i < DuckParameters.ADVANCES; i++) {
            pawnAdvance[i] = values.mg(DuckParameters.PAWN_ADVANCE + i);
            passed[i] = values.mg(DuckParameters.PASSED + i);
        }
        for (int d = 0; d < DuckParameters.DISTANCES; d++) {
            knightCentre[d] = values.mg(DuckParameters.CENTRE_KNIGHT + d);
            bishopCentre[d] = values.mg(DuckParameters.CENTRE_BISHOP + d);
        }
    }

    @Override
    public int evaluate(Position position) {
        int us = position.sideToMove();
        if (trace != null) {
            trace.reset(1, 1);
            trace.add(DuckParameters.TEMPO, us == Color.WHITE ? 1 : -1);
        }
        return side(position, us) - side(position, us ^ 1) + tempo;
    }

    private int side(Position p, int color) {
        int them = color ^ 1;
        FeatureVector trace = this.trace;
        int sign = color == Color.WHITE ? 1 : -1;
        long occupied = p.occupied();
        long own = p.colorPieces(color);
        int score = 0;
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            int count = Long.bitCount(p.pieces(color, type));
            score += material[type] * count;
            if (trace != null) {
                trace.add(DuckParameters.MATERIAL + type - 1, sign * count);
            }
        }
        long enemyPawns = p.pieces(them, PieceType.PAWN);
        for (long b = p.pieces(color, PieceType.PAWN); b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int advanced = color == Color.WHITE ? Square.rank(sq) - 1 : 6 - Square.rank(sq);
            score += pawnAdvance[advanced];
            boolean isPassed = (frontSpan(color, sq) & enemyPawns) == 0;
            if (isPassed) {
                score += passed[advanced];
            }
            if (trace != null) {
                trace.add(DuckParameters.PAWN_ADVANCE + advanced, sign);
                if (isPassed) {
                    trace.add(DuckParameters.PASSED + advanced, sign);
                }
            }
        }
        for (long b = p.pieces(color, PieceType.KNIGHT); b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int distance = centreDistance(sq);
            int reach = Long.bitCount(Bitboards.knightAttacks(sq) & ~own);
            score += knightCentre[distance] + knightMobility * reach;
            if (trace != null) {
                trace.add(DuckParameters.CENTRE_KNIGHT + distance, sign);
                trace.add(DuckParameters.MOBILITY_KNIGHT, sign * reach);
            }
        }
        for (long b = p.pieces(color, PieceType.BISHOP); b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            int distance = centreDistance(sq);
            int reach = Long.bitCount(SliderAttacks.bishop(sq, occupied) & ~own);
            score += bishopCentre[distance] + bishopMobility * reach;
            if (trace != null) {
                trace.add(DuckParameters.CENTRE_BISHOP + distance, sign);
                trace.add(DuckParameters.MOBILITY_BISHOP, sign * reach);
            }
        }
        for (long b = p.pieces(color, PieceType.ROOK); b != 0; b &= b - 1) {
            int reach = Long.bitCount(SliderAttacks.rook(Long.numberOfTrailingZeros(b), occupied) & ~own);
            score += rookMobility[reach];
            if (trace != null) {
                trace.add(DuckParameters.MOBILITY_ROOK + reach, sign);
            }
        }
        for (long b = p.pieces(color, PieceType.QUEEN); b != 0; b &= b - 1) {
            int reach = Long.bitCount(SliderAttacks.queen(Long.numberOfTrailingZeros(b), occupied) & ~own);
            score += queenMobility * reach;
            if (trace != null) {
                trace.add(DuckParameters.MOBILITY_QUEEN, sign * reach);
            }
        }
        return score - kingDanger(p, color, sign);
    }

    /**
     * Danger to {@code color}'s king from attacks on its zone, less the pawns sheltering it
     * (traced with the opposite of {@code sign}, since the side's score subtracts it).
     */
    private int kingDanger(Position p, int color, int sign) {
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
                int weight = Long.bitCount(attackers) + Long.bitCount(unstoppable);
                danger += kingZoneAttack * weight;
                if (trace != null) {
                    trace.add(DuckParameters.KING_ZONE_ATTACK, -sign * weight);
                }
                if (sq == king) {
                    danger += kingAttacked;
                    if (trace != null) {
                        trace.add(DuckParameters.KING_ATTACKED, -sign);
                    }
                }
            }
        }
        long shield = Bitboards.kingAttacks(king) & p.pieces(color, PieceType.PAWN)
                & (color == Color.WHITE ? -1L << (king + 1) : (1L << king) - 1);
        if (trace != null) {
            trace.add(DuckParameters.KING_SHIELD_PAWN, sign * Long.bitCount(shield));
        }
        return danger - shieldPawn * Long.bitCount(shield);
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
