package dev.mallard.refusal;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.MinimaxOracle;
import dev.mallard.core.search.Oracle;
import dev.mallard.core.search.Score;
import dev.mallard.fide.FideSearchRules;

/**
 * The brute-force reference for the second-best search: full-width alpha-beta over explicit
 * Refusal turns (every legal move with every veto of a reply), ending in the same plain
 * quiescence as the search (stand pat, then every capture and queen promotion, vetoes not
 * applied there, as the search cannot know them), with the same draw and mate rules.
 * Alpha-beta is exact, so its root score is the minimax score over explicit turns.
 */
public final class RefusalOracle implements Oracle {
    private final RefusalRules rules = new RefusalRules();
    private final FideSearchRules fide = new FideSearchRules();
    /** The shared plain quiescence: FIDE moves only, since the search cannot know vetoes there. */
    private final MinimaxOracle leaves;
    private long nodes;

    /** An oracle with the evaluation of the search it checks. */
    public RefusalOracle(Evaluator evaluator) {
        this.leaves = new MinimaxOracle(fide, evaluator);
    }

    /** The minimax score of {@code position} (left unchanged) at {@code depth} turns plus quiescence. */
    @Override
    public int score(Position position, int depth) {
        if (depth < 1 || depth > 8) {
            throw new IllegalArgumentException("oracle depth must be 1 to 8, got " + depth);
        }
        nodes = 0;
        return search(position.copy(), depth, 0, -Score.INFINITE, Score.INFINITE);
    }

    /** Full-width nodes visited by the last {@link #score} call. */
    @Override
    public long nodes() {
        return nodes;
    }

    private int search(Position position, int depth, int ply, int alpha, int beta) {
        if (ply > 0 && fide.isDrawn(position)) {
            return Score.DRAW;
        }
        if (depth == 0) {
            return leaves.quiescence(position, alpha, beta);
        }
        nodes++;
        int[] turns = new int[rules.maxTurns()];
        int count = rules.generateTurns(position, turns, 0);
        if (count == 0) {
            return fide.noMovesScore(position, ply);
        }
        int best = -Score.INFINITE;
        for (int i = 0; i < count && best < beta; i++) {
            if (depth == 1 && i > 0 && RefusalRules.move(turns[i]) == RefusalRules.move(turns[i - 1])) {
                continue; // the leaves' quiescence ignores vetoes: one veto of a move stands for all
            }
            rules.makeTurn(position, turns[i]);
            int score = -search(position, depth - 1, ply + 1, -beta, -Math.max(alpha, best));
            rules.unmakeTurn(position, turns[i]);
            best = Math.max(best, score);
        }
        return best;
    }
}
