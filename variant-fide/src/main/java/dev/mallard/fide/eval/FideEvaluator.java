package dev.mallard.fide.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.SliderAttacks;
import dev.mallard.core.search.Evaluator;

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
 *   <li>bishop pair, rooks on open and half-open files, a small bonus for the side to move;</li>
 *   <li>scaling toward a draw when the stronger side has no pawns and at most a minor piece
 *       more (KBK, KNK, KRKB, KNNK cannot be won by force).</li>
 * </ul>
 * Every term has a middlegame and an endgame value; they are blended by the game phase,
 * measured from the non-pawn material left (knight and bishop 1, rook 2, queen 4, 24 at the
 * start). The result is exactly colour-symmetric: a position and its colour-flipped twin
 * (ranks mirrored, colours and side to move swapped) evaluate the same.
 *
 * <p>The evaluation runs at every leaf of the search, so it does not allocate, box, or use
 * streams: it loops over bitboards and reads precomputed {@code static final} tables that are
 * never written after class initialisation. Material and piece-square values come from the sum
 * the position keeps through make and unmake once the search has {@linkplain #attach attached}
 * it; a position that was never attached is summed from scratch, to the same score. That sum
 * also makes the lazy evaluation of quiescence's stand pat free
 * ({@link #evaluate(Position, int, int)}). Each instance caches the pawn terms by pawn
 * structure ({@link PawnTable}) and whole scores by position key; the caches never change a
 * score, but they are mutable state, so an instance belongs to one thread at a time (each
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
    /** Every term. */
    static final int ALL_TERMS = (1 << 10) - 1;

    // The side to move can improve its position first; worth roughly a sixth of a pawn in the
    // middlegame and less in the endgame, where a tempo is as often a burden (zugzwang).
    private static final int TEMPO_BONUS = Tapered.of(16, 6);
    // Two bishops cover both square colours, which no other minor-piece pair can; the pair is
    // known to be worth about half a pawn, more in open endgames.
    private static final int BISHOP_PAIR_BONUS = Tapered.of(30, 55);
    // A rook needs an open file to get into play; a half-open file (only enemy pawns) gives it a
    // target. Worth more in the middlegame: in endgames rooks usually find files anyway.
    private static final int ROOK_OPEN_FILE = Tapered.of(35, 12);
    private static final int ROOK_HALF_OPEN_FILE = Tapered.of(16, 8);
    // A pawnless side that is at most one minor piece ahead (endgame values: bishop 330 plus a
    // margin) cannot force mate; its score is divided by this.
    private static final int DRAWISH_MAX_ADVANTAGE = 340;
    private static final int DRAWISH_DIVISOR = 8;
    /**
     * How far (centipawns) outside the window the cheap estimate of the lazy evaluation must lie
     * to stand for the score. What the estimate leaves out (mobility, pawn structure and passed
     * pawns, king safety, bishop pair, rook files, drawish scaling) moved the score by at most
     * 367 cp at the bench's stand pats; but the estimate also stands in for the score as the
     * node's fail-soft value, and below this margin the bench tree at depth 14 changes (at 562
     * it does). At this margin it is the full evaluation's tree. See docs/evaluation.md.
     */
    static final int LAZY_MARGIN = 563;
    /**
     * Scores remembered by position key. A search evaluates many positions more than once
     * (each iteration revisits the tree; re-searches and transpositions meet known positions):
     * on the bench about three evaluations in ten find their position here. The low
     * {@value #SCORE_CACHE_BITS} bits of the key choose the slot and the slot keeps the other 48
     * bits beside the 16-bit score, so a hit needs the whole 64-bit key to match: the same
     * assumption the search makes for repetitions.
     */
    private static final int SCORE_CACHE_BITS = 16;
    private static final long SCORE_MASK = (1L << SCORE_CACHE_BITS) - 1;

    /** The signed material (+ table) values the position sums, by {@code piece << 6 | square}. */
    private final int[] pieceValueTable;
    private final boolean mobility;
    private final boolean kingAttack;
    private final boolean bishopPair;
    private final boolean rookFiles;
    private final boolean tempo;
    private final boolean drawishScaling;
    /** Pawn structure and pawn shields, cached by pawn structure. */
    private final PawnTable pawnTable;
    /** Per slot: the key's upper bits and the score (see {@link #SCORE_CACHE_BITS}); null for none. */
    private final long[] scoreCache;

    /** The full evaluation with every term, and the lazy estimate far outside a window. */
    public FideEvaluator() {
        this(ALL_TERMS);
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
        scoreCache = cacheScores ? new long[1 << SCORE_CACHE_BITS] : null;
        pieceValueTable = PieceSquareTables.pieceValues((terms & PIECE_SQUARE) != 0);
        mobility = (terms & MOBILITY) != 0;
        kingAttack = (terms & KING_ATTACK) != 0;
        bishopPair = (terms & BISHOP_PAIR) != 0;
        rookFiles = (terms & ROOK_FILES) != 0;
        tempo = (terms & TEMPO) != 0;
        drawishScaling = (terms & DRAWISH_SCALING) != 0;
        int pawnParts = ((terms & PASSED_PAWNS) != 0 ? PawnStructure.PASSED : 0)
                | ((terms & PAWN_WEAKNESSES) != 0 ? PawnStructure.WEAKNESSES : 0);
        pawnTable = new PawnTable(pawnTableBits, pawnParts, (terms & KING_SHIELD) != 0);
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
        int slot = (int) (key & SCORE_MASK);
        long cached = scoreCache[slot];
        if ((cached ^ key) >>> SCORE_CACHE_BITS == 0) {
            return (short) cached;
        }
        int score = compute(position);
        scoreCache[slot] = key & ~SCORE_MASK | score & SCORE_MASK;
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
        if (position.tracksPieceValues(pieceValueTable)) {
            int toMove = position.sideToMove();
            int blended = Tapered.blend(position.pieceValues() + tempoBonus(toMove), phase(position));
            int estimate = toMove == Color.WHITE ? blended : -blended;
            if (estimate > beta + LAZY_MARGIN || estimate < alpha - LAZY_MARGIN) {
                return estimate;
            }
        }
        return evaluate(position);
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

        // Packed (mg, eg) score from White's point of view.
        int score = materialAndTables(position)
                + side(position, Color.WHITE, occupied, allPawns,
                        Bitboards.pawnAttacksOf(Color.BLACK, blackPawns), blackKing)
                - side(position, Color.BLACK, occupied, allPawns,
                        Bitboards.pawnAttacksOf(Color.WHITE, whitePawns), whiteKing);
        score += pawnTable.evaluate(whitePawns, blackPawns, whiteKing, blackKing) + tempoBonus(toMove);

        int blended = Tapered.blend(score, phase(position));
        if (drawishScaling && blended != 0 && cannotWin(position, blended > 0 ? Color.WHITE : Color.BLACK)) {
            // Integer division truncates toward zero, keeping the scaling colour-symmetric.
            blended /= DRAWISH_DIVISOR;
        }
        return toMove == Color.WHITE ? blended : -blended;
    }

    /** The packed tempo bonus from White's point of view: for the side to move, 0 when switched off. */
    private int tempoBonus(int toMove) {
        if (!tempo) {
            return 0;
        }
        return toMove == Color.WHITE ? TEMPO_BONUS : -TEMPO_BONUS;
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
     * The packed score of the pieces of {@code us} other than pawns (those are the
     * {@link PawnTable}'s) beyond their material and tables ({@link #materialAndTables}):
     * mobility, rooks on files, bishop pair, and the bonus for attacking the enemy king zone
     * (computed here because the attack sets are at hand).
     */
    private int side(Position position, int us, long occupied, long allPawns, long enemyPawnAttacks,
                     int enemyKing) {
        long ownPawns = position.pieces(us, PieceType.PAWN);
        // Mobility counts squares a piece could go to without landing on its own piece or on a
        // square where a pawn takes it for free.
        long safe = ~position.colorPieces(us) & ~enemyPawnAttacks;
        long zone = KingSafety.zone(us ^ 1, enemyKing);
        int score = 0;
        int attackers = 0;
        int attackWeight = 0;

        long pieces = position.pieces(us, PieceType.KNIGHT);
        while (pieces != 0) {
            int square = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            long attacks = Bitboards.knightAttacks(square);
            if (mobility) {
                score += Mobility.bonus(PieceType.KNIGHT, Long.bitCount(attacks & safe));
            }
            long hits = attacks & zone;
            if (hits != 0) {
                attackers++;
                attackWeight += KingSafety.attackWeight(PieceType.KNIGHT, Long.bitCount(hits));
            }
        }

        long bishops = position.pieces(us, PieceType.BISHOP);
        if (bishopPair && (bishops & Bitboards.LIGHT_SQUARES) != 0 && (bishops & ~Bitboards.LIGHT_SQUARES) != 0) {
            score += BISHOP_PAIR_BONUS;
        }
        pieces = bishops;
        while (pieces != 0) {
            int square = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            long attacks = SliderAttacks.bishop(square, occupied);
            if (mobility) {
                score += Mobility.bonus(PieceType.BISHOP, Long.bitCount(attacks & safe));
            }
            long hits = attacks & zone;
            if (hits != 0) {
                attackers++;
                attackWeight += KingSafety.attackWeight(PieceType.BISHOP, Long.bitCount(hits));
            }
        }

        pieces = position.pieces(us, PieceType.ROOK);
        while (pieces != 0) {
            int square = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            long attacks = SliderAttacks.rook(square, occupied);
            if (mobility) {
                score += Mobility.bonus(PieceType.ROOK, Long.bitCount(attacks & safe));
            }
            if (rookFiles) {
                long file = Bitboards.FILE_A << (square & 7);
                if ((allPawns & file) == 0) {
                    score += ROOK_OPEN_FILE;
                } else if ((ownPawns & file) == 0) {
                    score += ROOK_HALF_OPEN_FILE;
                }
            }
            long hits = attacks & zone;
            if (hits != 0) {
                attackers++;
                attackWeight += KingSafety.attackWeight(PieceType.ROOK, Long.bitCount(hits));
            }
        }

        pieces = position.pieces(us, PieceType.QUEEN);
        while (pieces != 0) {
            int square = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            long attacks = SliderAttacks.queen(square, occupied);
            if (mobility) {
                score += Mobility.bonus(PieceType.QUEEN, Long.bitCount(attacks & safe));
            }
            long hits = attacks & zone;
            if (hits != 0) {
                attackers++;
                attackWeight += KingSafety.attackWeight(PieceType.QUEEN, Long.bitCount(hits));
            }
        }

        if (kingAttack && attackers > 0) {
            score += Tapered.of(KingSafety.attackBonus(attackers, attackWeight), 0);
        }
        return score;
    }

    /**
     * Whether the side ahead ({@code strong}) cannot realistically win: it has no pawns and is
     * at most a minor piece up (KBK, KNK, KRKB, KRKN, KRBKR, ...), or it has exactly two knights
     * against a bare king.
     */
    private static boolean cannotWin(Position position, int strong) {
        int weak = strong ^ 1;
        if (position.pieces(strong, PieceType.PAWN) != 0) {
            return false;
        }
        int strongMaterial = nonPawnMaterial(position, strong);
        int weakMaterial = nonPawnMaterial(position, weak);
        boolean twoKnightsOnly = strongMaterial == 2 * PieceSquareTables.endgameMaterial(PieceType.KNIGHT)
                && Long.bitCount(position.pieces(strong, PieceType.KNIGHT)) == 2
                && position.colorPieces(weak) == position.pieces(weak, PieceType.KING);
        return strongMaterial - weakMaterial <= DRAWISH_MAX_ADVANTAGE || twoKnightsOnly;
    }

    private static int nonPawnMaterial(Position position, int color) {
        return Long.bitCount(position.pieces(color, PieceType.KNIGHT)) * PieceSquareTables.endgameMaterial(PieceType.KNIGHT)
                + Long.bitCount(position.pieces(color, PieceType.BISHOP)) * PieceSquareTables.endgameMaterial(PieceType.BISHOP)
                + Long.bitCount(position.pieces(color, PieceType.ROOK)) * PieceSquareTables.endgameMaterial(PieceType.ROOK)
                + Long.bitCount(position.pieces(color, PieceType.QUEEN)) * PieceSquareTables.endgameMaterial(PieceType.QUEEN);
    }
}
