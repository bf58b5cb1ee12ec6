package dev.mallard.duck.search;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.search.BackupRule;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.TranspositionTable;

/**
 * The Duck Chess score bundle. A node below the root holds no Duck: the opponent placed it
 * with their last turn, to hurt us most. So a node's value is a function b(x) over the empty
 * squares x where the Duck may stand, b(x) = max over the moves m not blocked by a Duck on x
 * of the score v<sub>m</sub>(x) the child gives; a square no move can use is a stalemate, which
 * wins in Duck Chess. The bundle keeps b as a common score plus at most eight exceptional
 * squares with lower scores (the path of the move that set the common score, and its child's
 * own exception).
 *
 * <p>A node returns three things: L, the lowest score of its bundle (its value), the square sL
 * where it is lowest, and L2, the lowest over the other squares. The parent, having played m
 * with the Duck on x, must move the Duck to another square and picks the child's worst, so
 * v<sub>m</sub>(x) = -L, or -L2 when x is sL itself (duckzwang); -infinity when x blocks m.
 * The node also reports the square of L2, where the Duck goes in duckzwang (the root needs it
 * to name its own Duck square; the principal variation at every ply).
 *
 * <p>Windows (proved in docs/search.md): every score the bundle holds is fail-soft correct for
 * the node's window (exact inside, a bound on the right side outside), so L and L2 are too. A
 * move's child is searched with the lower bound max(alpha, lowest b(x) over the squares that
 * move can raise); the node cuts off when the whole bundle reaches beta. The table keeps L
 * (the search stores it with its bound) and, in the 32 extra bits, L2 with its own bound and
 * both squares.
 *
 * <p>The root knows its Duck square d (or has none yet, before the first turn): the search
 * generates only the moves playable with the Duck there, and the root maximises -L, or -L2 for
 * a child whose sL is d.
 *
 * <p>Per node the rule also keeps the principal lines of its squares ({@link BundleLines}), so
 * that the line shown follows the Duck squares actually played. All state is preallocated;
 * nothing is allocated per node.
 */
public final class BundleBackup implements BackupRule {
    /** Marks "no move can use this square yet": becomes a stalemate win when the node ends. */
    static final int BLOCKED = -Score.INFINITE;
    private static final int NO_SLOT = BundleLines.NO_SLOT;

    private final BundleLines lines;
    private Position position;
    /** The root's Duck square, {@link Square#NONE} before the Duck's first placement. */
    private int rootDuck = Square.NONE;

    private final int[] alpha;
    private final int[] beta;
    /** The squares the Duck may stand on at each node (the empty squares). */
    private final long[] domain;
    private final int[] common;
    private final int[] commonSlot;
    private final int[] commonMove;
    /** Per ply, the exceptional squares; their scores and line slots at [ply * 64 + square]. */
    private final long[] exceptions;
    private final int[] exceptionScore;
    private final int[] exceptionSlot;

    // A node's result, read by its parent: value L comes back as the search's score.
    private final int[] resultL2;
    private final int[] resultSquare;
    private final int[] resultSquare2;
    private final int[] resultExtra;

    /**
     * State for plies 0 to {@code maxPly}.
     *
     * @param maxPly the deepest ply the search reaches
     */
    public BundleBackup(int maxPly) {
        if (maxPly < 1) {
            throw new IllegalArgumentException("maxPly must be at least 1, got " + maxPly);
        }
        this.lines = new BundleLines(maxPly);
        int plies = maxPly + 2;
        alpha = new int[plies];
        beta = new int[plies];
        domain = new long[plies];
        common = new int[plies];
        commonSlot = new int[plies];
        commonMove = new int[plies];
        exceptions = new long[plies];
        exceptionScore = new int[plies * 64];
        exceptionSlot = new int[plies * 64];
        resultL2 = new int[plies];
        resultSquare = new int[plies];
        resultSquare2 = new int[plies];
        resultExtra = new int[plies];
    }

    @Override
    public void startSearch(Position position) {
        this.position = position;
        this.rootDuck = position.blockerSquare();
    }

    /** Before the first search (tests of the combiner alone): the position the rule reads. */
    void attach(Position position, int rootDuck) {
        this.position = position;
        this.rootDuck = rootDuck;
    }

    @Override
    public void enter(int ply) {
        resultL2[ply] = Integer.MIN_VALUE; // "same as L": see childL2
        resultSquare[ply] = Square.NONE;
        resultSquare2[ply] = Square.NONE;
        resultExtra[ply] = 0;
        lines.clear(ply);
    }

    @Override
    public void open(int ply, int alpha, int beta, int moveCount) {
        this.alpha[ply] = alpha;
        this.beta[ply] = beta;
        domain[ply] = ~(position.occupied() | position.blockers());
        common[ply] = BLOCKED;
        commonSlot[ply] = NO_SLOT;
        commonMove[ply] = Move.NONE;
        exceptions[ply] = 0;
    }

    // ----------------------------------------------------------------------------------------
    // What a child returned

    /** The child's L2 from the child's view: its L when it returned a plain score. */
    private int childL2(int ply, int childL) {
        int l2 = resultL2[ply + 1];
        return l2 == Integer.MIN_VALUE ? childL : l2;
    }

    /** The root's score for a child that scored {@code score} (root's view): -L2 in duckzwang. */
    private int rootScore(int score) {
        return rootDuck != Square.NONE && resultSquare[1] == rootDuck ? -childL2(0, -score) : score;
    }

    // ----------------------------------------------------------------------------------------
    // Windows

    @Override
    public int childAlpha(int ply) {
        return Math.max(alpha[ply], ply == 0 ? common[0] : lowest(ply, 0));
    }

    /** The lowest score over the squares {@code move} can raise (those off its path). */
    @Override
    public int childAlpha(int ply, int move) {
        if (ply == 0) {
            return Math.max(alpha[0], common[0]);
        }
        return Math.max(alpha[ply], lowest(ply, move == Move.NONE ? 0 : DuckPaths.path(position, move)));
    }

    /** The lowest score in the bundle off {@code excluded} (the common score holds on many squares). */
    private int lowest(int ply, long excluded) {
        int low = common[ply];
        int base = ply << 6;
        for (long e = exceptions[ply] & ~excluded; e != 0; e &= e - 1) {
            low = Math.min(low, exceptionScore[base + Long.numberOfTrailingZeros(e)]);
        }
        return low;
    }

    /** A null-window result settles the full window only if neither L nor L2 falls inside it. */
    @Override
    public boolean settles(int ply, int score, int childAlpha, int beta) {
        if (ply == 0) {
            return BackupRule.super.settles(0, rootScore(score), childAlpha, beta);
        }
        return score <= childAlpha || -childL2(ply, -score) >= beta;
    }

    /**
     * One: a move that beats the lowest score off its own path on the null window raises some
     * squares, which happens for most moves of a bundle, and searching all of them as principal
     * nodes made the principal tree most of the tree (Duck's bench at depth 6: 2,246,255 nodes,
     * effective branching factor 5.43; with one, 324,549 and 2.53; with none, 365,789 and 2.81).
     */
    @Override
    public int principalResearches() {
        return 1;
    }

    /** A pass blocks nothing, but the child's exception square is empty here: the node gets -L2. */
    @Override
    public int passScore(int ply, int score) {
        return -childL2(ply, -score);
    }

    // ----------------------------------------------------------------------------------------
    // Taking a child's result

    @Override
    public int offer(int ply, int move, int score) {
        if (ply == 0) {
            return offerAtRoot(move, score);
        }
        boolean child = move != Move.NONE;
        int l2 = child ? childL2(ply, -score) : -score;
        int square = child ? resultSquare[ply + 1] : Square.NONE;
        return combine(ply, move, child ? DuckPaths.path(position, move) : 0, score, -l2, square, child);
    }

    @Override
    public void pruned(int ply, int move, int bound) {
        if (ply > 0) {
            combine(ply, move, DuckPaths.path(position, move), bound, bound, Square.NONE, false);
        }
    }

    private int offerAtRoot(int move, int score) {
        int value = rootScore(score);
        if (value <= common[0]) {
            return 0;
        }
        common[0] = value;
        commonSlot[0] = fillSlot(0, 0, move, true);
        if (value <= alpha[0]) {
            return 0;
        }
        commonMove[0] = move;
        return value >= beta[0] ? IMPROVED | CUTOFF : IMPROVED;
    }

    /**
     * Adds one move to the bundle of the node at {@code ply}: score {@code value} on every square
     * off its {@code path}, {@code exceptionValue} (not above it) on the child's exception
     * {@code exceptionSquare}. Package-private for the combiner's unit test.
     */
    int combine(int ply, int move, long path, int value, int exceptionValue, int exceptionSquare, boolean child) {
        long dom = domain[ply];
        int base = ply << 6;
        int ex = exceptionSquare != Square.NONE && exceptionValue < value
                && (dom >>> exceptionSquare & 1) != 0 && (path >>> exceptionSquare & 1) == 0
                ? exceptionSquare : Square.NONE;
        int slot = NO_SLOT;
        int oldCommon = common[ply];
        long exc = exceptions[ply];
        int flags = 0;
        if (value > oldCommon) {
            slot = fillSlot(ply, slotsInUse(ply), move, child);
            // Old exceptions: the path keeps them, the child's exception may raise one, the rest join the common score.
            for (long e = exc & ~path; e != 0; e &= e - 1) {
                int x = Long.numberOfTrailingZeros(e);
                if (x == ex) {
                    if (exceptionValue > exceptionScore[base + x]) {
                        exceptionScore[base + x] = exceptionValue;
                        exceptionSlot[base + x] = slot;
                    }
                } else {
                    exc &= ~(1L << x);
                }
            }
            // New exceptions: path squares keep the old common score and line.
            for (long e = path & dom & ~exceptions[ply]; e != 0; e &= e - 1) {
                int x = Long.numberOfTrailingZeros(e);
                exc |= 1L << x;
                exceptionScore[base + x] = oldCommon;
                exceptionSlot[base + x] = commonSlot[ply];
            }
            if (ex != Square.NONE && (exceptions[ply] >>> ex & 1) == 0) {
                exc |= 1L << ex;
                boolean raised = exceptionValue > oldCommon;
                exceptionScore[base + ex] = raised ? exceptionValue : oldCommon;
                exceptionSlot[base + ex] = raised ? slot : commonSlot[ply];
            }
            common[ply] = value;
            commonSlot[ply] = slot;
            if (value > alpha[ply]) {
                commonMove[ply] = move;
                flags = IMPROVED;
            }
        } else {
            for (long e = exc & ~path; e != 0; e &= e - 1) {
                int x = Long.numberOfTrailingZeros(e);
                int v = x == ex ? exceptionValue : value;
                if (v > exceptionScore[base + x]) {
                    // Even at the common score it stays an exception: its line is this move's,
                    // since the common score's move is blocked here.
                    if (slot == NO_SLOT) {
                        slot = fillSlot(ply, slotsInUse(ply), move, child);
                    }
                    exceptionScore[base + x] = v;
                    exceptionSlot[base + x] = slot;
                }
            }
        }
        exceptions[ply] = exc;
        return lowest(ply, 0) >= beta[ply] ? flags | CUTOFF : flags;
    }

    // ----------------------------------------------------------------------------------------
    // The node's result

    @Override
    public int value(int ply) {
        if (ply == 0) {
            return common[0];
        }
        long dom = domain[ply];
        long exc = exceptions[ply];
        int base = ply << 6;
        int win = Score.MATE - ply - 1; // a square no move can use: stalemated, the side to move wins
        // The common score stands on every square but the exceptions: two of them stand for it.
        long plain = dom & ~exc;
        long candidates = exc | plain & -plain;
        plain &= plain - 1;
        candidates |= plain & -plain;
        int c = common[ply] == BLOCKED ? win : common[ply];
        int low = Integer.MAX_VALUE;
        int lowSquare = Square.NONE;
        int low2 = Integer.MAX_VALUE;
        int low2Square = Square.NONE;
        for (long e = candidates; e != 0; e &= e - 1) {
            int x = Long.numberOfTrailingZeros(e);
            int v = (exc >>> x & 1) == 0 ? c : exceptionScore[base + x] == BLOCKED ? win : exceptionScore[base + x];
            if (v < low) {
                low2 = low;
                low2Square = lowSquare;
                low = v;
                lowSquare = x;
            } else if (v < low2) {
                low2 = v;
                low2Square = x;
            }
        }
        if (low2Square == Square.NONE) {
            low2 = low;
        }
        resultL2[ply] = low2;
        resultSquare[ply] = lowSquare;
        resultSquare2[ply] = low2Square;
        int bound = TranspositionTable.boundOf(low2, alpha[ply], beta[ply]);
        resultExtra[ply] = Score.toTable(low2, ply) & 0xFFFF | bound << 16
                | squareBits(lowSquare) << 18 | squareBits(low2Square) << 25;
        lines.end(position, ply, lowSquare, slotOf(ply, lowSquare), low2Square, slotOf(ply, low2Square));
        return low;
    }

    private static int squareBits(int square) {
        return square == Square.NONE ? 64 : square;
    }

    private static int squareOf(int bits) {
        return bits == 64 ? Square.NONE : bits;
    }

    /** The common score's move: the one that did most for the node, to try first next time. */
    @Override
    public int bestMove(int ply) {
        return commonMove[ply];
    }

    /** L2 with its own bound, sL and sL2 ({@link #value} computed them). */
    @Override
    public int tableExtra(int ply) {
        return ply == 0 ? 0 : resultExtra[ply];
    }

    @Override
    public boolean restore(int ply, int tableExtra, int alpha, int beta) {
        int l2 = Score.fromTable((short) tableExtra, ply);
        int bound = tableExtra >>> 16 & 3;
        resultL2[ply] = l2;
        resultSquare[ply] = squareOf(tableExtra >>> 18 & 127);
        resultSquare2[ply] = squareOf(tableExtra >>> 25 & 127);
        return TranspositionTable.settles(bound, l2, alpha, beta);
    }

    /** Captures are combined by the same bundle: the stand pat is a score for every square. */
    @Override
    public boolean coversQuiescence() {
        return true;
    }

    @Override
    public int rootLine(int[] line) {
        return commonSlot[0] == NO_SLOT ? 0 : lines.write(position, 0, commonSlot[0], rootDuck, line, 0);
    }

    /** The bundle's score for a Duck on {@code square}, before the node ends (for tests). */
    int scoreAt(int ply, int square) {
        return (exceptions[ply] >>> square & 1) != 0 ? exceptionScore[(ply << 6) + square] : common[ply];
    }

    /** The results of the node at {@code ply} after {@link #value}: L2, sL and sL2 (for tests). */
    int resultL2(int ply) {
        return resultL2[ply];
    }

    int resultSquare(int ply) {
        return resultSquare[ply];
    }

    int resultSquare2(int ply) {
        return resultSquare2[ply];
    }

    // ----------------------------------------------------------------------------------------
    // The line slots the bundle's scores use (the lines themselves are BundleLines')

    /** Slots referenced by the common score or an exception of the node at {@code ply}, as bits. */
    private int slotsInUse(int ply) {
        int used = commonSlot[ply] == NO_SLOT ? 0 : 1 << commonSlot[ply];
        int base = ply << 6;
        for (long e = exceptions[ply]; e != 0; e &= e - 1) {
            int s = exceptionSlot[base + Long.numberOfTrailingZeros(e)];
            if (s != NO_SLOT) {
                used |= 1 << s;
            }
        }
        return used;
    }

    /** Takes a free slot for {@code move} and copies the child's squares and lines into it. */
    private int fillSlot(int ply, int used, int move, boolean child) {
        return lines.fill(ply, used, move, child, resultSquare[ply + 1], resultSquare2[ply + 1]);
    }

    /** The line slot of the bundle's score for a Duck on {@code square}. */
    private int slotOf(int ply, int square) {
        if (square == Square.NONE) {
            return NO_SLOT;
        }
        return (exceptions[ply] >>> square & 1) != 0 ? exceptionSlot[(ply << 6) + square] : commonSlot[ply];
    }
}
