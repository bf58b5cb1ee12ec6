package dev.mallard.fide.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.ScoreCache;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSet;
import dev.mallard.core.tune.TunableEvaluation;

/**
 * The hand-written FIDE chess evaluation: a tapered sum of classical terms, in centipawns for
 * the side to move.
 *
 * <p>Terms (each computed for both sides, White's minus Black's):
 * <ul>
 *   <li>material and piece-square tables ({@link PieceSquareTables});</li>
 *   <li>mobility: safe squares attacked per knight, bishop, rook and queen ({@link Mobility});</li>
 *   <li>pawn structure: passed, isolated, doubled and backward pawns ({@link PawnStructure});</li>
 *   <li>king safety: pawn shield and pieces attacking the king zone ({@link KingSafety});</li>
 *   <li>bishop pair, rooks on open and half-open files (with mobility and the king-zone attacks,
 *       the pieces' terms: {@link PieceActivity}), a small bonus for the side to move;</li>
 *   <li>threats: one, or two and more, enemy pieces attacked by a lesser piece or undefended,
 *       for the side to move and for the other ({@link Threats});</li>
 *   <li>passed pawns and the pieces: the stop square blocked or attacked, the path free, an own
 *       pawn in support, a rook behind ({@link PassedPawnPieces});</li>
 *   <li>safe checks: a knight, bishop, rook or queen able to check from a square the king's
 *       side does not attack ({@link SafeChecks});</li>
 *   <li>scaling toward a draw when the stronger side has no pawns and at most a minor piece
 *       more (KBK, KNK, KRKB, KNNK cannot be won by force).</li>
 * </ul>
 * Every term has a middlegame and an endgame value; they are blended by the game phase,
 * measured from the non-pawn material left (knight and bishop 1, rook 2, queen 4, 24 at the
 * start). The result is exactly colour-symmetric: a position and its colour-flipped twin
 * (ranks mirrored, colours and side to move swapped) evaluate the same.
 *
 * <p>The weights are data: {@link FideParameters} reads them from the resource
 * {@code fide.params} (or another file of the same schema, such as Refusal Chess's), and each
 * instance copies them once into its own final fields and arrays. A tracing instance (for the
 * tuner, {@link #tracer}) also writes the features of each position it evaluates.
 *
 * <p>The evaluation runs at every leaf of the search, so it does not allocate, box, or use
 * streams: it loops over bitboards and reads those arrays, which are never written after
 * construction. Material and piece-square values come from the sum
 * the position keeps through make and unmake once the search has {@linkplain #attach attached}
 * it; a position that was never attached is summed from scratch, to the same score. That sum
 * also makes the lazy evaluation of quiescence's stand pat free
 * ({@link #evaluate(Position, int, int)}). Each instance caches the pawn terms by pawn
 * structure ({@link PawnTable}) and whole scores by position key; the caches never change a
 * score, but they are mutable state, as are the attack sets that the threat and passed-pawn
 * terms take from the mobility loop, so an instance belongs to one thread at a time (each
 * search gets its own from {@code FideVariant.newEvaluator()}). The position must have one
 * king of each colour, as every FIDE position does.
 *
 * <p>How the weights were chosen is described in {@code docs/evaluation.md}.
 */
public final class FideEvaluator implements Evaluator {
    // Term switches. The public constructor enables all of them; tests switch single terms off
    // to show that each one moves the score in the direction chess knowledge expects.
    /** Piece-square tables (material alone when off). */
    static final int PIECE_SQUARE = 1;
    /** Mobility. */
    static final int MOBILITY = 1 << 1;
    /** Passed pawns. */
    static final int PASSED_PAWNS = 1 << 2;
    /** Isolated, doubled and backward pawns. */
    static final int PAWN_WEAKNESSES = 1 << 3;
    /** Pawn shield. */
    static final int KING_SHIELD = 1 << 4;
    /** Pieces attacking the king zone. */
    static final int KING_ATTACK = 1 << 5;
    /** Bishop pair. */
    static final int BISHOP_PAIR = 1 << 6;
    /** Rooks on open and half-open files. */
    static final int ROOK_FILES = 1 << 7;
    /** Side-to-move bonus. */
    static final int TEMPO = 1 << 8;
    /** Drawish-material scaling. */
    static final int DRAWISH_SCALING = 1 << 9;
    /** Threats of the side to move and of the other side. */
    static final int THREATS = 1 << 10;
    /** What the pieces make of passed pawns: blocked, attacked or free path, support, rooks behind. */
    static final int PASSER_PIECES = 1 << 11;
    /** Safe checks: squares a piece can check from that the king's side does not attack. */
    static final int SAFE_CHECKS = 1 << 12;
    /** How to mate a bare king ({@link LoneKing}). */
    static final int LONE_KING = 1 << 13;
    /** Every term. */
    static final int ALL_TERMS = (1 << 14) - 1;

    /**
     * How far (centipawns) outside the window the cheap estimate of the lazy evaluation must lie
     * to stand for the score. What the estimate leaves out (mobility, pawn structure and passed
     * pawns, king safety, bishop pair, rook files, drawish scaling) moved the score by at most
     * 367 cp at the bench's stand pats; but the estimate also stands in for the score as the
     * node's fail-soft value, and below this margin the bench tree at depth 14 changes (at 562
     * it does). At this margin it is the full evaluation's tree. See docs/evaluation.md.
     */
    static final int LAZY_MARGIN = 563;
    /** {@link #lazyEstimate}'s answer when the full evaluation is needed: no score is this low. */
    static final int NO_ESTIMATE = Integer.MIN_VALUE;

    /** Material and piece-square tables. */
    private final PieceSquareTables tables;
    /** The signed material (+ table) values the position sums, by {@code piece << 6 | square}. */
    private final int[] pieceValueTable;
    private final boolean pieceSquare;
    /** Mobility, king-zone attacks, rook files and bishop pair, and the attack sets of the pieces. */
    private final PieceActivity pieceActivity;
    private final PawnStructure pawnStructure;
    private final KingSafety kingSafety;
    private final int pawnParts;
    private final boolean kingShield;
    /** The packed tapered bonus of the side to move (see FideParameters). */
    private final int tempoBonus;
    // A pawnless side at most a minor piece (the larger endgame value of knight and bishop, plus
    // a margin) ahead in endgame material cannot force mate; its score is divided by the divisor.
    // The limit follows the minor pieces' values, so that tuned material keeps KBK and KNK drawn.
    private final int drawishMaxAdvantage;
    private final int drawishDivisor;
    private final boolean tempo;
    private final boolean drawishScaling;
    private final boolean loneKing;
    private final Threats threats;
    /** Whether the threat term is computed: switched on, and weighted or traced. */
    private final boolean threatTerm;
    /** The pawns' attack sets by colour, for the threat term (the pieces' are {@link #pieceActivity}'s). */
    private final long[] pawnAttacks = new long[2];
    private final PassedPawnPieces passerPieces;
    /** Whether the passed-pawn piece term is computed: switched on, and weighted or traced. */
    private final boolean passerTerm;
    private final SafeChecks safeChecks;
    /** Whether the safe-check term is computed: switched on, and weighted or traced. */
    private final boolean checkTerm;
    /** Every square a colour's pawns, pieces and king attack, for the passed-pawn and safe-check terms. */
    private final long[] allAttacks = new long[2];
    /** Pawn structure and pawn shields, cached by pawn structure. */
    private final PawnTable pawnTable;
    /** Scores by position key; null for none. */
    private final ScoreCache scoreCache;
    /**
     * Where a tracing evaluator writes the features of the position it evaluates; null for the
     * evaluators that play (the branches on it are never taken there).
     */
    private final FeatureVector trace;

    /** The full evaluation with every term and the shipped weights ({@link FideParameters#shipped()}). */
    public FideEvaluator() {
        this(FideParameters.shipped());
    }

    /**
     * The full evaluation with every term and the given weights, e.g. another variant's own file
     * of the FIDE schema.
     *
     * @param values values of the FIDE schema
     * @throws IllegalArgumentException if {@code values} is not of {@link FideParameters#SCHEMA}
     */
    public FideEvaluator(ParameterSet values) {
        this(values, ALL_TERMS, PawnTable.DEFAULT_BITS, true, null);
    }

    /** An evaluation with only the terms in {@code terms} (material is always on); for tests. */
    FideEvaluator(int terms) {
        this(terms, PawnTable.DEFAULT_BITS, true);
    }

    /**
     * An evaluation with the given terms, a pawn table of {@code 2^pawnTableBits} entries, and
     * a score cache or none; for tests of the caches.
     */
    FideEvaluator(int terms, int pawnTableBits, boolean cacheScores) {
        this(FideParameters.shipped(), terms, pawnTableBits, cacheScores, null);
    }

    /**
     * A tracer of the full evaluation with the given weights, for the tuner: an evaluator
     * without caches (every call computes) that writes the features of each position.
     *
     * @param values values of the FIDE schema
     * @return the tracer
     */
    public static TunableEvaluation.Tracer tracer(ParameterSet values) {
        return tracer(values, ALL_TERMS);
    }

    /** A tracer of the evaluation with only the terms in {@code terms}; for tests. */
    static TunableEvaluation.Tracer tracer(ParameterSet values, int terms) {
        FeatureVector features = new FeatureVector(values.schema().size());
        FideEvaluator evaluator = new FideEvaluator(values, terms, 0, false, features);
        return position -> {
            evaluator.evaluate(position);
            return features;
        };
    }

    private FideEvaluator(ParameterSet values, int terms, int pawnTableBits, boolean cacheScores, FeatureVector trace) {
        if (values.schema() != FideParameters.SCHEMA) {
            throw new IllegalArgumentException("the FIDE evaluation needs values of the FIDE schema");
        }
        this.trace = trace;
        scoreCache = cacheScores ? new ScoreCache() : null;
        tables = new PieceSquareTables(values);
        pieceSquare = (terms & PIECE_SQUARE) != 0;
        pieceValueTable = tables.pieceValues(pieceSquare);
        pawnStructure = new PawnStructure(values);
        kingSafety = new KingSafety(values);
        pieceActivity = new PieceActivity(values, terms, kingSafety, trace);
        tempoBonus = Tapered.of(values, FideParameters.TEMPO);
        drawishMaxAdvantage = Math.max(tables.endgameMaterial(PieceType.KNIGHT), tables.endgameMaterial(PieceType.BISHOP))
                + values.mg("drawish.margin");
        drawishDivisor = values.mg("drawish.divisor");
        tempo = (terms & TEMPO) != 0;
        drawishScaling = (terms & DRAWISH_SCALING) != 0;
        loneKing = (terms & LONE_KING) != 0;
        threats = new Threats(values);
        threatTerm = (terms & THREATS) != 0 && (trace != null || threats.weighted());
        passerPieces = new PassedPawnPieces(values);
        passerTerm = (terms & PASSER_PIECES) != 0 && (trace != null || passerPieces.weighted());
        safeChecks = new SafeChecks(values);
        checkTerm = (terms & SAFE_CHECKS) != 0 && (trace != null || safeChecks.weighted());
        pawnParts = ((terms & PASSED_PAWNS) != 0 ? PawnStructure.PASSED : 0)
                | ((terms & PAWN_WEAKNESSES) != 0 ? PawnStructure.WEAKNESSES : 0);
        kingShield = (terms & KING_SHIELD) != 0;
        pawnTable = trace == null ? new PawnTable(pawnTableBits, pawnStructure, kingSafety, pawnParts, kingShield) : null;
    }

    /**
     * {@inheritDoc} Has the position keep the sum of material and piece-square values (the
     * evaluation's first term), so that no evaluation loops over the pieces for it.
     */
    @Override
    public void attach(Position position) {
        position.trackPieceValues(pieceValueTable);
    }

    /** {@inheritDoc} Positive when the side to move stands better. */
    @Override
    public int evaluate(Position position) {
        if (scoreCache == null) {
            return compute(position);
        }
        long key = position.key();
        int cached = scoreCache.get(key);
        if (cached != ScoreCache.MISS) {
            return cached;
        }
        int score = compute(position);
        scoreCache.put(key, score);
        return score;
    }

    /**
     * {@inheritDoc} The cheap estimate is material, piece-square tables and tempo, blended by
     * the phase: free once the position keeps their sum ({@link #attach}). It is returned when
     * it lies more than {@value #LAZY_MARGIN} cp outside the window, and is not cached (it is
     * not the score); otherwise, and for a position that keeps no sum, the full evaluation.
     */
    @Override
    public int evaluate(Position position, int alpha, int beta) {
        int estimate = lazyEstimate(position, alpha, beta);
        return estimate != NO_ESTIMATE ? estimate : evaluate(position);
    }

    /**
     * {@return the cheap estimate of {@link #evaluate(Position, int, int)} when it lies more than
     * {@value #LAZY_MARGIN} cp outside the window, else {@link #NO_ESTIMATE}} Also the estimate
     * of {@link FideNetworkEvaluator}, whose networks score on the same scale.
     */
    int lazyEstimate(Position position, int alpha, int beta) {
        if (position.tracksPieceValues(pieceValueTable)) {
            int toMove = position.sideToMove();
            int blended = Tapered.blend(position.pieceValues() + tempoBonus(toMove), phase(position));
            int estimate = toMove == Color.WHITE ? blended : -blended;
            if (estimate > beta + LAZY_MARGIN || estimate < alpha - LAZY_MARGIN) {
                return estimate;
            }
        }
        return NO_ESTIMATE;
    }

    /** The table whose sum {@link #attach} has a position keep (for tests; never to be written). */
    int[] pieceValueTable() {
        return pieceValueTable;
    }

    /** The evaluation proper, for the side to move. */
    private int compute(Position position) {
        long whitePawns = position.pieces(Color.WHITE, PieceType.PAWN);
        long blackPawns = position.pieces(Color.BLACK, PieceType.PAWN);
        int whiteKing = position.kingSquare(Color.WHITE);
        int blackKing = position.kingSquare(Color.BLACK);
        long occupied = position.occupied();
        long allPawns = whitePawns | blackPawns;
        int toMove = position.sideToMove();
        int phase = phase(position);
        if (trace != null) {
            trace.reset(phase, Tapered.MAX_PHASE);
            PieceSquareTables.trace(position, pieceSquare, trace);
            if (tempo) {
                trace.add(FideParameters.TEMPO, toMove == Color.WHITE ? 1 : -1);
            }
        }

        // Packed (mg, eg) score from White's point of view.
        long whitePawnAttacks = Bitboards.pawnAttacksOf(Color.WHITE, whitePawns);
        long blackPawnAttacks = Bitboards.pawnAttacksOf(Color.BLACK, blackPawns);
        int score = materialAndTables(position)
                + pieceActivity.evaluate(position, Color.WHITE, occupied, allPawns, blackPawnAttacks, blackKing)
                - pieceActivity.evaluate(position, Color.BLACK, occupied, allPawns, whitePawnAttacks, whiteKing);
        score += pawnTerms(whitePawns, blackPawns, whiteKing, blackKing) + tempoBonus(toMove);
        if (threatTerm) {
            pawnAttacks[Color.WHITE] = whitePawnAttacks;
            pawnAttacks[Color.BLACK] = blackPawnAttacks;
            score += threats.evaluate(position, pieceActivity.minorAttacks, pieceActivity.rookAttacks,
                    pieceActivity.pieceAttacks, pawnAttacks, trace);
        }
        if (passerTerm || checkTerm) {
            long[] pieceAttacks = pieceActivity.pieceAttacks;
            allAttacks[Color.WHITE] = pieceAttacks[Color.WHITE] | whitePawnAttacks | Bitboards.kingAttacks(whiteKing);
            allAttacks[Color.BLACK] = pieceAttacks[Color.BLACK] | blackPawnAttacks | Bitboards.kingAttacks(blackKing);
            if (passerTerm) {
                score += passerPieces.evaluate(position, allAttacks, trace);
            }
            if (checkTerm) {
                score += safeChecks.evaluate(position, pieceActivity.knightAttacks, pieceActivity.bishopAttacks,
                        pieceActivity.rookAttacks, pieceActivity.queenAttacks, allAttacks, trace);
            }
        }

        int mating = loneKing ? LoneKing.bonus(position) : 0; // 0 but against a bare king: how to mate it
        if (mating != 0) {
            score += Tapered.of(mating, mating);
            if (trace != null) {
                trace.addOffset(mating, mating);
            }
        }
        int blended = Tapered.blend(score, phase);
        if (drawishScaling && blended != 0 && cannotWin(position, blended > 0 ? Color.WHITE : Color.BLACK)) {
            // Integer division truncates toward zero, keeping the scaling colour-symmetric.
            blended /= drawishDivisor;
            if (trace != null) {
                trace.setDivisor(drawishDivisor);
            }
        }
        return toMove == Color.WHITE ? blended : -blended;
    }

    /**
     * The packed pawn structure and pawn shields from White's point of view: from the pawn
     * table, or computed (with their features) by a tracing evaluator.
     */
    private int pawnTerms(long whitePawns, long blackPawns, int whiteKing, int blackKing) {
        if (trace == null) {
            return pawnTable.evaluate(whitePawns, blackPawns, whiteKing, blackKing);
        }
        int score = pawnParts != 0 ? pawnStructure.evaluate(whitePawns, blackPawns, whiteKing, blackKing, pawnParts, trace) : 0;
        if (kingShield) {
            score += kingSafety.shield(Color.WHITE, whiteKing, whitePawns, blackPawns, trace)
                    - kingSafety.shield(Color.BLACK, blackKing, blackPawns, whitePawns, trace);
        }
        return score;
    }

    /** The packed tempo bonus from White's point of view: for the side to move, 0 when switched off. */
    private int tempoBonus(int toMove) {
        if (!tempo) {
            return 0;
        }
        return toMove == Color.WHITE ? tempoBonus : -tempoBonus;
    }

    /**
     * The packed material and piece-square values of all pieces, White's minus Black's: the
     * position's running sum when it keeps this evaluation's, else the sum from scratch.
     */
    private int materialAndTables(Position position) {
        return position.tracksPieceValues(pieceValueTable)
                ? position.pieceValues() : position.sumPieceValues(pieceValueTable);
    }

    /** Game phase 0 (no pieces but kings and pawns) to {@link Tapered#MAX_PHASE} (all pieces). */
    static int phase(Position position) {
        int phase = Long.bitCount(position.pieces(PieceType.KNIGHT) | position.pieces(PieceType.BISHOP))
                + 2 * Long.bitCount(position.pieces(PieceType.ROOK))
                + 4 * Long.bitCount(position.pieces(PieceType.QUEEN));
        // Promotions can push the count past the start value; that is still a middlegame.
        return Math.min(phase, Tapered.MAX_PHASE);
    }

    /**
     * {@return {@code score} (for the side to move) divided by the drawish divisor when the side
     * it favours cannot realistically win}
     * For another evaluation of FIDE positions, which lacks this knowledge.
     */
    int scaleDrawish(Position position, int score) {
        int toMove = position.sideToMove();
        if (score != 0 && cannotWin(position, score > 0 ? toMove : toMove ^ 1)) {
            return score / drawishDivisor;
        }
        return score;
    }

    /**
     * Whether the side ahead ({@code strong}) cannot realistically win: it has no pawns and is
     * at most a minor piece up (KBK, KNK, KRKB, KRKN, KRBKR, ...), it has exactly two knights
     * against a bare king, or it is the wrong bishop with rook pawns (below).
     */
    private boolean cannotWin(Position position, int strong) {
        int weak = strong ^ 1;
        long pawns = position.pieces(strong, PieceType.PAWN);
        if (pawns != 0) {
            return wrongBishop(position, strong, weak, pawns);
        }
        int strongMaterial = nonPawnMaterial(position, strong);
        int weakMaterial = nonPawnMaterial(position, weak);
        boolean twoKnightsOnly = strongMaterial == 2 * tables.endgameMaterial(PieceType.KNIGHT)
                && Long.bitCount(position.pieces(strong, PieceType.KNIGHT)) == 2
                && position.colorPieces(weak) == position.pieces(weak, PieceType.KING);
        return strongMaterial - weakMaterial <= drawishMaxAdvantage || twoKnightsOnly;
    }

    /**
     * The wrong bishop: {@code strong} has bishops that cannot cover its pawns' promotion square
     * and pawns on one rook file only, against a bare king on or next to that square. The king
     * cannot be driven out of the corner, so the pawns never promote: a draw however many
     * pawns and bishops (what Stockfish's KBPsK scaling knows).
     */
    private static boolean wrongBishop(Position position, int strong, int weak, long pawns) {
        if ((pawns & ~Bitboards.FILE_A) != 0 && (pawns & ~Bitboards.FILE_H) != 0) {
            return false; // the common case, decided by one test: pawns off the rook files
        }
        long bishops = position.pieces(strong, PieceType.BISHOP);
        if (bishops == 0 || position.colorPieces(strong) != (pawns | bishops | position.pieces(strong, PieceType.KING))
                || position.colorPieces(weak) != position.pieces(weak, PieceType.KING)) {
            return false;
        }
        int file = (pawns & Bitboards.FILE_A) != 0 ? 0 : 7;
        int promotion = Square.of(file, strong == Color.WHITE ? 7 : 0);
        long promotionColour = (Bitboards.LIGHT_SQUARES & 1L << promotion) != 0
                ? Bitboards.LIGHT_SQUARES : ~Bitboards.LIGHT_SQUARES;
        if ((bishops & promotionColour) != 0) {
            return false; // a bishop of the promotion square's colour drives the king out
        }
        return PawnStructure.distance(position.kingSquare(weak), promotion) <= 1;
    }

    private int nonPawnMaterial(Position position, int color) {
        int total = 0;
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            total += Long.bitCount(position.pieces(color, type)) * tables.endgameMaterial(type);
        }
        return total;
    }
}
