package dev.mallard.duck.search;

import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.MinimaxOracle;
import dev.mallard.core.search.Oracle;
import dev.mallard.core.search.Score;
import dev.mallard.duck.DuckRules;

/**
 * The plainest reference for {@link DuckOracle}: alpha-beta over explicit Duck turns, the Duck
 * on the board. Every turn (a move playable with the Duck where it stands, then every square the
 * Duck may go to) is searched; at the horizon a quiescence search of the same kind: stand pat on
 * the evaluation, or a capture (or queen promotion) playable with the Duck where it stands
 * followed by every Duck square. No table, no pruning, no sharing of work between Duck squares.
 * Scores as the search scores them (see {@link DuckSearchRules}).
 *
 * <p>This was the Duck's oracle until {@link DuckOracle} learnt to score every Duck square of a
 * node at once; it stays as the test that the faster one computes the same numbers, where it
 * finishes: its explicit quiescence multiplies every capture by every Duck square, so
 * capture-rich positions (Kiwipete) take minutes even at depth 1.
 *
 * <p>Without quiescence the horizon is the evaluation alone, after the same king-capture test.
 * Such a leaf does not see the Duck, so on the last turn before the horizon one Duck square per
 * move stands for all of them; the Duck still blocks that move's own generation.
 */
final class ExplicitDuckOracle implements Oracle {
    private static final int MAX_PLY = 96;

    private final DuckRules rules = new DuckRules();
    private final Evaluator evaluator;
    private final boolean quiescence;
    private final int[][] turns = new int[MAX_PLY][];
    private long nodes;

    /**
     * An oracle on the evaluation of the search it checks; {@code quiescence} false scores the
     * horizon by the evaluation alone, as the search does with quiescence switched off.
     *
     * @param evaluator the evaluation of the search it checks
     * @param quiescence whether lines end in a capture search; without, a horizon node is scored by
     *     the evaluation alone
     */
    ExplicitDuckOracle(Evaluator evaluator, boolean quiescence) {
        this.evaluator = evaluator;
        this.quiescence = quiescence;
    }

    /** The minimax score over explicit turns of {@code position} (left unchanged), {@code depth} turns deep. */
    @Override
    public int score(Position position, int depth) {
        DuckOracle.checkCall(position, depth);
        nodes = 0;
        return search(position.copy(), depth, 0, -Score.INFINITE, Score.INFINITE);
    }

    @Override
    public long nodes() {
        return nodes;
    }

    private int search(Position position, int depth, int ply, int alpha, int beta) {
        if (position.pieces(position.sideToMove(), PieceType.KING) == 0) {
            return -Score.MATE + ply;
        }
        if (ply > 0) {
            if (DuckSearchRules.drawn(position, ply)) {
                return Score.DRAW;
            }
        }
        if (depth == 0) {
            return quiescence(position, ply, alpha, beta);
        }
        nodes++;
        int[] list = turnList(ply);
        int count = rules.generateTurns(position, list, 0);
        if (count == 0) {
            return Score.MATE - ply - 1;
        }
        // Without quiescence a leaf is the king test, the draw rules and the evaluation, none of
        // which sees the Duck: every Duck square of a move before the horizon scores alike.
        boolean oneSquarePerMove = depth == 1 && !quiescence;
        int best = -Score.INFINITE;
        for (int i = 0; i < count && best < beta; i++) {
            if (oneSquarePerMove && i > 0 && DuckRules.move(list[i]) == DuckRules.move(list[i - 1])) {
                continue;
            }
            rules.makeTurn(position, list[i]);
            int score = -search(position, depth - 1, ply + 1, -beta, -Math.max(alpha, best));
            rules.unmakeTurn(position, list[i]);
            best = Math.max(best, score);
        }
        return best;
    }

    private int quiescence(Position position, int ply, int alpha, int beta) {
        if (position.pieces(position.sideToMove(), PieceType.KING) == 0) {
            return -Score.MATE + ply;
        }
        nodes++;
        int best = evaluator.evaluate(position);
        if (!quiescence || ply >= MAX_PLY - 1) {
            return best;
        }
        int[] list = turnList(ply);
        int count = MoveGenerator.pseudoLegal(position, list, 0, MoveGenerator.NOISY, position.blockers());
        MinimaxOracle.orderByVictim(position, list, count);
        long empty = ~(position.occupied() | position.blockers());
        for (int i = 0; i < count && best < beta; i++) {
            int move = list[i];
            for (long targets = DuckRules.duckTargets(move, empty); targets != 0 && best < beta; targets &= targets - 1) {
                int turn = DuckRules.turn(move, Long.numberOfTrailingZeros(targets));
                rules.makeTurn(position, turn);
                int score = -quiescence(position, ply + 1, -beta, -Math.max(alpha, best));
                rules.unmakeTurn(position, turn);
                best = Math.max(best, score);
            }
        }
        return best;
    }

    private int[] turnList(int ply) {
        if (turns[ply] == null) {
            turns[ply] = new int[DuckRules.MAX_TURNS];
        }
        return turns[ply];
    }
}
