package dev.mallard.fide.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.SliderAttacks;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSet;

/**
 * The terms of the FIDE evaluation that the knights, bishops, rooks and queens of a side earn by
 * the squares they attack: mobility, the bonus for attacking the enemy king zone, rooks on open
 * and half-open files, and the bishop pair; and, as they are at hand, the attack sets by colour
 * that the threat, passed-pawn and safe-check terms read after it ({@link FideEvaluator}'s
 * {@code compute}). The attack sets make an instance mutable: it belongs to its evaluator's thread.
 */
final class PieceActivity {
    /** Packed mobility bonus by {@code type * Mobility.STRIDE + safe squares}. */
    private final int[] mobilityBonus;
    private final KingSafety kingSafety;
    // Packed tapered weights (see FideParameters): two bishops on both square colours, a rook on
    // an open or half-open file.
    private final int bishopPairBonus;
    private final int rookOpenFile;
    private final int rookHalfOpenFile;
    private final boolean mobility;
    private final boolean kingAttack;
    private final boolean bishopPair;
    private final boolean rookFiles;
    /** Where a tracing evaluator writes the features; null for the evaluators that play. */
    private final FeatureVector trace;
    // Attack sets by colour, written by evaluate() for the terms computed after it:
    // knights and bishops, rooks, all pieces but pawns and king; and knights, bishops and queens apart.
    final long[] minorAttacks = new long[2];
    final long[] rookAttacks = new long[2];
    final long[] pieceAttacks = new long[2];
    final long[] knightAttacks = new long[2];
    final long[] bishopAttacks = new long[2];
    final long[] queenAttacks = new long[2];

    /**
     * The terms of {@code values}, those of {@code terms} ({@link FideEvaluator}'s switches) on,
     * with the king-zone weights of {@code kingSafety}; writing features to {@code trace} unless
     * it is null.
     */
    PieceActivity(ParameterSet values, int terms, KingSafety kingSafety, FeatureVector trace) {
        this.mobilityBonus = new Mobility(values).table();
        this.kingSafety = kingSafety;
        this.trace = trace;
        bishopPairBonus = Tapered.of(values, FideParameters.BISHOP_PAIR);
        rookOpenFile = Tapered.of(values, FideParameters.ROOK_OPEN_FILE);
        rookHalfOpenFile = Tapered.of(values, FideParameters.ROOK_HALF_OPEN_FILE);
        mobility = (terms & FideEvaluator.MOBILITY) != 0;
        kingAttack = (terms & FideEvaluator.KING_ATTACK) != 0;
        bishopPair = (terms & FideEvaluator.BISHOP_PAIR) != 0;
        rookFiles = (terms & FideEvaluator.ROOK_FILES) != 0;
    }

    /**
     * The packed score of the pieces of {@code us} other than pawns and king beyond their
     * material and tables: mobility, rooks on files, bishop pair, and the bonus for attacking the
     * enemy king zone (computed here because the attack sets are at hand). Leaves the side's
     * attack sets in {@link #minorAttacks}, {@link #rookAttacks} and {@link #pieceAttacks} for the
     * threat term, and those of its knights, bishops and queens for the safe-check term.
     */
    int evaluate(Position position, int us, long occupied, long allPawns, long enemyPawnAttacks, int enemyKing) {
        FeatureVector trace = this.trace;
        int sign = us == Color.WHITE ? 1 : -1;
        long ownPawns = position.pieces(us, PieceType.PAWN);
        // Mobility counts squares a piece could go to without landing on its own piece or on a
        // square where a pawn takes it for free.
        long safe = ~position.colorPieces(us) & ~enemyPawnAttacks;
        long zone = KingSafety.zone(us ^ 1, enemyKing);
        int score = 0;
        int attackers = 0;
        int attackWeight = 0;
        long knightSquares = 0;
        long bishopSquares = 0;
        long majors = 0;

        long pieces = position.pieces(us, PieceType.KNIGHT);
        while (pieces != 0) {
            int square = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            long attacks = Bitboards.knightAttacks(square);
            knightSquares |= attacks;
            if (mobility) {
                int count = Long.bitCount(attacks & safe);
                score += mobilityBonus[PieceType.KNIGHT * Mobility.STRIDE + count];
                if (trace != null) {
                    trace.add(FideParameters.mobility(PieceType.KNIGHT) + count, sign);
                }
            }
            long hits = attacks & zone;
            if (hits != 0) {
                attackers++;
                attackWeight += kingSafety.attackWeight(PieceType.KNIGHT, Long.bitCount(hits));
            }
        }

        long bishops = position.pieces(us, PieceType.BISHOP);
        if (bishopPair && (bishops & Bitboards.LIGHT_SQUARES) != 0 && (bishops & ~Bitboards.LIGHT_SQUARES) != 0) {
            score += bishopPairBonus;
            if (trace != null) {
                trace.add(FideParameters.BISHOP_PAIR, sign);
            }
        }
        pieces = bishops;
        while (pieces != 0) {
            int square = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            long attacks = SliderAttacks.bishop(square, occupied);
            bishopSquares |= attacks;
            if (mobility) {
                int count = Long.bitCount(attacks & safe);
                score += mobilityBonus[PieceType.BISHOP * Mobility.STRIDE + count];
                if (trace != null) {
                    trace.add(FideParameters.mobility(PieceType.BISHOP) + count, sign);
                }
            }
            long hits = attacks & zone;
            if (hits != 0) {
                attackers++;
                attackWeight += kingSafety.attackWeight(PieceType.BISHOP, Long.bitCount(hits));
            }
        }

        pieces = position.pieces(us, PieceType.ROOK);
        while (pieces != 0) {
            int square = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            long attacks = SliderAttacks.rook(square, occupied);
            majors |= attacks;
            if (mobility) {
                int count = Long.bitCount(attacks & safe);
                score += mobilityBonus[PieceType.ROOK * Mobility.STRIDE + count];
                if (trace != null) {
                    trace.add(FideParameters.mobility(PieceType.ROOK) + count, sign);
                }
            }
            if (rookFiles) {
                long file = Bitboards.FILE_A << (square & 7);
                if ((allPawns & file) == 0) {
                    score += rookOpenFile;
                    if (trace != null) {
                        trace.add(FideParameters.ROOK_OPEN_FILE, sign);
                    }
                } else if ((ownPawns & file) == 0) {
                    score += rookHalfOpenFile;
                    if (trace != null) {
                        trace.add(FideParameters.ROOK_HALF_OPEN_FILE, sign);
                    }
                }
            }
            long hits = attacks & zone;
            if (hits != 0) {
                attackers++;
                attackWeight += kingSafety.attackWeight(PieceType.ROOK, Long.bitCount(hits));
            }
        }

        long minors = knightSquares | bishopSquares;
        minorAttacks[us] = minors;
        knightAttacks[us] = knightSquares;
        bishopAttacks[us] = bishopSquares;
        rookAttacks[us] = majors;
        long queens = 0;
        pieces = position.pieces(us, PieceType.QUEEN);
        while (pieces != 0) {
            int square = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            long attacks = SliderAttacks.queen(square, occupied);
            queens |= attacks;
            if (mobility) {
                int count = Long.bitCount(attacks & safe);
                score += mobilityBonus[PieceType.QUEEN * Mobility.STRIDE + count];
                if (trace != null) {
                    trace.add(FideParameters.mobility(PieceType.QUEEN) + count, sign);
                }
            }
            long hits = attacks & zone;
            if (hits != 0) {
                attackers++;
                attackWeight += kingSafety.attackWeight(PieceType.QUEEN, Long.bitCount(hits));
            }
        }
        queenAttacks[us] = queens;
        pieceAttacks[us] = minors | majors | queens;

        if (kingAttack && attackers > 0) {
            int bonus = kingSafety.attackBonus(attackers, attackWeight);
            score += Tapered.of(bonus, 0);
            if (trace != null) {
                // Not linear in any weight: a constant for the tuner.
                trace.addOffset(sign * bonus, 0);
            }
        }
        return score;
    }
}
