package dev.mallard.duck.search;

import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.MinimaxOracle;
import dev.mallard.core.search.Oracle;
import dev.mallard.core.search.Score;
import dev.mallard.duck.DuckRules;
import java.util.Arrays;

/**
 * The brute-force reference for the bundle search: the minimax value of explicit Duck turns
 * (every move playable with the Duck where it stands, then every square the Duck may go to),
 * ending in a quiescence search of the same kind (stand pat on the evaluation, or a capture or
 * queen promotion playable with the Duck where it stands, then every Duck square). Scores as the
 * search scores them: a captured king loses at once ({@code -MATE + ply} for the side without
 * it), a side without a move wins ({@code MATE - ply - 1}), the fifty-move rule and a repetition
 * of the board with the Duck not counted draw (see {@link DuckSearchRules}). No table, no
 * pruning beyond plain alpha-beta, no bundle compression.
 *
 * <p><b>Why a node is searched once for all its Duck squares.</b> Below the root, let V(P, x) be
 * the value of board P to move with the Duck on x. The Duck's square matters in exactly two
 * places: which moves of P it blocks (x on the move's path, {@link DuckPaths}), and where it may
 * go next (any square empty after the move but x, since the Duck must move). After the turn the
 * Duck stands on its new square y and x is gone from the position: the evaluation, the king
 * capture, the draw rules (boards compared without the Duck) and the moves of the child depend
 * on the board after the move and on y alone. So, with C_m(y) the value of the board after m
 * with the Duck on y,
 * <pre>
 *   V(P, x) = max over the moves m of P that x does not block of
 *             max over the squares y empty after m, y != x, of -C_m(y)
 * </pre>
 * and a square x that blocks every move is a stalemate, a win. The inner maximum is -min C_m
 * unless x holds that minimum, then minus the second lowest. So each child board is searched once and
 * returns its values for every square, and the node derives every x from its children's lowest
 * two. The explicit oracle searches each child board once per Duck square instead (about forty
 * times), at every ply, quiescence included; the two compute the same numbers (tested against the
 * explicit oracle, kept in the tests, wherever it finishes), and this one finishes capture-rich
 * positions such as Kiwipete at depth 2 with quiescence.
 *
 * <p><b>Windows.</b> Plain fail-soft alpha-beta, over vectors: a node's window is one for all its
 * squares, and every value it returns is correct for its square (exact strictly inside the
 * window, a bound on the side it failed outside). Negation and max or min of correct values are
 * correct, so the node's values are; a move's child is searched with the lower bound raised to the
 * lowest value among the squares that move can use (a score not above it changes none of them);
 * a node stops when every square reached beta, and a quiescence node at once when its stand pat
 * does. The root's Duck is known, so the root is plain alpha-beta over its moves.
 *
 * <p>Without quiescence (for a search with {@link dev.mallard.core.search.Technique#QUIESCENCE}
 * off) a horizon node is the king test and the evaluation, the same for every square.
 *
 * <p>One instance serves one caller at a time; its storage is allocated once.
 */
public final class DuckOracle implements Oracle {
    private static final int MAX_DEPTH = 6;
    private static final int MAX_PLY = 96;
    /** A square no move offered so far can use: a stalemate win if it stays so. */
    private static final int BLOCKED = -Score.INFINITE;

    private final Evaluator evaluator;
    private final boolean quiescence;
    private final int[][] moves = new int[MAX_PLY][MoveGenerator.MAX_MOVES];
    /** Per ply, the node's value for a Duck on each square (meaningful on its empty squares). */
    private final int[][] values = new int[MAX_PLY + 1][64];
    private long nodes;

    /**
     * An oracle on the evaluation of the search it checks, with quiescence.
     *
     * @param evaluator the evaluation of the search it checks; it must not depend on the Duck's
     *     square, as {@link dev.mallard.duck.eval.DuckEvaluator} does not
     */
    public DuckOracle(Evaluator evaluator) {
        this(evaluator, true);
    }

    /**
     * An oracle on the evaluation of the search it checks; {@code quiescence} false scores the
     * horizon by the evaluation alone, as the search does with quiescence switched off.
     *
     * @param evaluator the evaluation of the search it checks; it must not depend on the Duck's
     *     square, as {@link dev.mallard.duck.eval.DuckEvaluator} does not
     * @param quiescence whether lines end in a capture search; without, a horizon node is scored by
     *     the evaluation alone
     */
    public DuckOracle(Evaluator evaluator, boolean quiescence) {
        if (evaluator == null) {
            throw new IllegalArgumentException("evaluator must not be null");
        }
        this.evaluator = evaluator;
        this.quiescence = quiescence;
    }

    /** The minimax score over explicit turns of {@code position} (left unchanged), {@code depth} turns deep. */
    @Override
    public int score(Position position, int depth) {
        checkCall(position, depth);
        nodes = 0;
        return root(position.copy(), depth);
    }

    /** Rejects what neither Duck oracle scores: no position, or a depth outside 1 to {@value #MAX_DEPTH}. */
    static void checkCall(Position position, int depth) {
        if (position == null) {
            throw new IllegalArgumentException("position must not be null");
        }
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("oracle depth must be 1 to " + MAX_DEPTH + ", got " + depth);
        }
    }

    /** Full-width and quiescence nodes of the last {@link #score}, each board once for all its Duck squares. */
    @Override
    public long nodes() {
        return nodes;
    }

    /** The root, its Duck known: the best over its moves of minus the child's lowest value over the Duck's next squares. */
    private int root(Position position, int depth) {
        if (position.pieces(position.sideToMove(), PieceType.KING) == 0) {
            return -Score.MATE;
        }
        nodes++;
        int[] list = moves[0];
        int count = DuckRules.isKingCaptured(position) ? 0
                : MoveGenerator.pseudoLegal(position, list, 0, MoveGenerator.ALL, position.blockers());
        long empty = ~(position.occupied() | position.blockers());
        int best = -Score.INFINITE;
        boolean turns = false;
        for (int i = 0; i < count; i++) {
            int move = list[i];
            long targets = DuckRules.duckTargets(move, empty);
            if (targets == 0) {
                continue; // no square for the Duck: not a turn
            }
            turns = true;
            play(position, move);
            node(position, depth - 1, 1, -Score.INFINITE, -best);
            position.unmakeMove(move);
            best = Math.max(best, -lowest(values[1], targets));
        }
        return turns ? best : Score.MATE - 1;
    }

    /** Fills {@code values[ply]}: the node's value for every Duck square, correct in (alpha, beta). */
    private void node(Position position, int depth, int ply, int alpha, int beta) {
        int[] v = values[ply];
        if (position.pieces(position.sideToMove(), PieceType.KING) == 0) {
            Arrays.fill(v, -Score.MATE + ply);
            return;
        }
        if (DuckSearchRules.drawn(position, ply)) {
            Arrays.fill(v, Score.DRAW);
            return;
        }
        if (depth == 0) {
            quiescence(position, ply, alpha, beta);
            return;
        }
        nodes++;
        int[] list = moves[ply];
        int count = DuckRules.isKingCaptured(position) ? 0 : MoveGenerator.pseudoLegal(position, list, 0, MoveGenerator.ALL, 0);
        Arrays.fill(v, BLOCKED);
        searchMoves(position, depth, ply, alpha, beta, list, count);
        int win = Score.MATE - ply - 1; // every move blocked: the side to move is stalemated and wins
        for (int x = 0; x < 64; x++) {
            if (v[x] == BLOCKED) {
                v[x] = win;
            }
        }
    }

    /** Fills {@code values[ply]} by a capture search: stand pat, or a capture the Duck's square allows. */
    private void quiescence(Position position, int ply, int alpha, int beta) {
        int[] v = values[ply];
        if (position.pieces(position.sideToMove(), PieceType.KING) == 0) {
            Arrays.fill(v, -Score.MATE + ply);
            return;
        }
        nodes++;
        int standPat = evaluator.evaluate(position);
        Arrays.fill(v, standPat);
        if (!quiescence || ply >= MAX_PLY - 1 || standPat >= beta) {
            return;
        }
        int[] list = moves[ply];
        int count = MoveGenerator.pseudoLegal(position, list, 0, MoveGenerator.NOISY, 0);
        MinimaxOracle.orderByVictim(position, list, count);
        searchMoves(position, 0, ply, alpha, beta, list, count);
    }

    /**
     * Offers the {@code count} moves of {@code list} to the node's values: each raises the squares
     * off its path to minus its child's lowest value over the Duck's next squares other than that
     * square. Children are full-width nodes {@code depth - 1} deep, or quiescence nodes for depth 0.
     */
    private void searchMoves(Position position, int depth, int ply, int alpha, int beta, int[] list, int count) {
        int[] v = values[ply];
        int[] child = values[ply + 1];
        long domain = ~position.occupied();
        for (int i = 0; i < count; i++) {
            int move = list[i];
            long usable = domain & ~DuckPaths.path(position, move);
            if (usable == 0) {
                continue;
            }
            int floor = Math.max(alpha, lowest(v, usable));
            if (floor >= beta) {
                continue; // every square it could raise is at beta already
            }
            long targets = DuckRules.duckTargets(move, domain);
            play(position, move);
            if (depth == 0) {
                quiescence(position, ply + 1, -beta, -floor);
            } else {
                node(position, depth - 1, ply + 1, -beta, -floor);
            }
            position.unmakeMove(move);
            int low = Integer.MAX_VALUE;
            int lowSquare = -1;
            int low2 = Integer.MAX_VALUE;
            for (long t = targets; t != 0; t &= t - 1) {
                int y = Long.numberOfTrailingZeros(t);
                if (child[y] < low) {
                    low2 = low;
                    low = child[y];
                    lowSquare = y;
                } else if (child[y] < low2) {
                    low2 = child[y];
                }
            }
            for (long u = usable; u != 0; u &= u - 1) {
                int x = Long.numberOfTrailingZeros(u);
                int worst = x == lowSquare ? low2 : low;
                if (worst != Integer.MAX_VALUE && -worst > v[x]) { // MAX_VALUE: the Duck has no other square
                    v[x] = -worst;
                }
            }
            if (lowest(v, domain) >= beta) {
                return;
            }
        }
    }

    /** The move, and the Duck off the board: a child is searched for every Duck square at once. */
    private static void play(Position position, int move) {
        position.makeMove(move);
        position.liftBlocker();
    }

    private static int lowest(int[] v, long squares) {
        int low = Integer.MAX_VALUE;
        for (long s = squares; s != 0; s &= s - 1) {
            low = Math.min(low, v[Long.numberOfTrailingZeros(s)]);
        }
        return low;
    }
}
