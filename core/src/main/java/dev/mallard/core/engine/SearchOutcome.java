package dev.mallard.core.engine;

import dev.mallard.core.board.Move;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a search of an {@link Engine} found.
 *
 * @param bestTurn the turn to play; empty when the position has no turn (the game is over)
 * @param score    the score for the side to move, in centipawns or a mate score (see {@link Score})
 * @param depth    the last completed iteration, in plies
 * @param nodes    nodes searched
 * @param timeMs   milliseconds used
 * @param pv       the principal variation as turns, best turn first, as far as its moves are
 *     complete turns of the variant (a search may know its line's later moves only as piece
 *     moves); empty exactly when {@code bestTurn} is
 * @param pvText   the whole principal variation in the variant's coordinate notation
 * @param lines    the principal variations, best first: the PV alone, or with
 *     {@link Engine#setMultiPv MultiPV} up to that many lines, one per root move; empty exactly
 *     when {@code bestTurn} is
 */
public record SearchOutcome(Optional<Turn> bestTurn, int score, int depth, long nodes, long timeMs, List<Turn> pv,
                            List<String> pvText, List<Line> lines) {
    /**
     * One principal variation of a MultiPV search.
     *
     * @param score  its score for the side to move
     * @param pv     its turns, the root turn first, as far as they are complete turns
     * @param pvText the whole line in the variant's coordinate notation
     */
    public record Line(int score, List<Turn> pv, List<String> pvText) {
        /**
         * Rejects nulls and copies the lists.
         *
         * @param score  its score for the side to move
         * @param pv     its turns, the root turn first, as far as they are complete turns
         * @param pvText the whole line in the variant's coordinate notation
         */
        public Line {
            if (pv == null || pvText == null || pv.isEmpty()) {
                throw new IllegalArgumentException("a line needs its turns and their text");
            }
            pv = List.copyOf(pv);
            pvText = List.copyOf(pvText);
        }

        /** {@return the score as protocols print it: {@code cp 35}, {@code mate 3} or {@code mate -2}} */
        public String scoreText() {
            return Score.text(score);
        }
    }

    /**
     * Rejects nulls and copies the lists.
     *
     * @param bestTurn the turn to play; empty when the position has no turn (the game is over)
     * @param score the score for the side to move, in centipawns or a mate score (see {@link
     *     Score})
     * @param depth the last completed iteration, in plies
     * @param nodes nodes searched
     * @param timeMs milliseconds used
     * @param pv the principal variation as turns, best turn first, as far as its moves are complete
     *     turns of the variant (a search may know its line's later moves only as piece moves);
     *     empty exactly when {@code bestTurn} is
     * @param pvText the whole principal variation in the variant's coordinate notation
     * @param lines the principal variations, best first
     */
    public SearchOutcome {
        if (bestTurn == null || pv == null || pvText == null || lines == null) {
            throw new IllegalArgumentException("best turn, PV, PV text and lines must not be null (use empty ones)");
        }
        pv = List.copyOf(pv);
        pvText = List.copyOf(pvText);
        lines = List.copyOf(lines);
    }

    /** {@return the PV's turns in SAN, e.g. {@code [e4, e5, Nf3]}} */
    public List<String> pvSan() {
        return pv.stream().map(Turn::san).toList();
    }

    /** {@return whether the score announces a mate for either side} */
    public boolean isMate() {
        return Score.isMate(score);
    }

    /**
     * {@return the score as protocols print it: {@code cp 35}, {@code mate 3} or {@code mate -2}
     * (moves, not plies)}
     */
    public String scoreText() {
        return Score.text(score);
    }

    /**
     * The outcome of a search of {@code root}: the searcher's result as turn objects, its lines
     * walked on copies of the game.
     */
    static SearchOutcome of(Game root, SearchResult result) {
        if (result.bestTurn() == Move.NONE) {
            return new SearchOutcome(Optional.empty(), result.score(), result.depth(), result.nodes(),
                    result.timeMs(), List.of(), List.of(), List.of());
        }
        int[] line = result.pv();
        if (line.length == 0 || line[0] != result.bestTurn()) {
            line = new int[] {result.bestTurn()};
        }
        List<Turn> pv = turns(root, line);
        List<Line> lines = new ArrayList<>();
        lines.add(new Line(result.score(), pv, result.pvText()));
        for (SearchResult.Line other : result.lines().subList(Math.min(1, result.lines().size()), result.lines().size())) {
            lines.add(new Line(other.score(), turns(root, other.pv()), other.pvText()));
        }
        return new SearchOutcome(Optional.of(pv.get(0)), result.score(), result.depth(), result.nodes(),
                result.timeMs(), pv, result.pvText(), lines);
    }

    /** A line's turns as far as they are the variant's turns, played on a copy of the game; at least its first. */
    private static List<Turn> turns(Game root, int[] line) {
        Game walk = Game.fromFen(root.variant(), root.fen());
        List<Turn> turns = new ArrayList<>();
        for (int code : line) {
            Optional<Turn> turn = walk.tryPlay(code);
            if (turn.isEmpty()) {
                break; // the rest of the line is not made of the variant's turns
            }
            turns.add(turn.get());
        }
        if (turns.isEmpty()) {
            throw new IllegalStateException("the search of " + root.variant().name() + " returned the line "
                    + (line.length == 0 ? "(empty)" : Integer.toHexString(line[0])) + ", whose first turn is not legal in "
                    + root.fen());
        }
        return turns;
    }
}
