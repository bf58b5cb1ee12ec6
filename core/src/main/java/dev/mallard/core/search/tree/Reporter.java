package dev.mallard.core.search.tree;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.SearchInfo;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.search.TranspositionTable;
import java.util.ArrayList;
import java.util.List;

/**
 * The reports of one search to its listener: after each iteration, and when a root move becomes
 * the new best within a deep iteration (a long iteration would otherwise leave a GUI showing a
 * move the engine has given up). Reports allocate (text, lists), so a thread without a listener
 * (a helper) builds none.
 */
final class Reporter {
    /** Below this iteration depth a new best move is not worth a report of its own. */
    private static final int REPORT_BEST_MOVE_DEPTH = 8;

    private final SearchRules rules;
    private final TranspositionTable table;
    private final SearchControl control;
    private final PvLines lines;
    private Position position;
    private SearchListener listener = SearchListener.NONE;
    private boolean tableInUse;
    /** The depth of the iteration in progress, for reports of a new best move within it. */
    private int iterationDepth;
    /** The lines a MultiPV search reports after each iteration; with more than one, no reports within it. */
    private int lineCount = 1;

    Reporter(SearchRules rules, TranspositionTable table, SearchControl control, PvLines lines) {
        this.rules = rules;
        this.table = table;
        this.control = control;
        this.lines = lines;
    }

    /** A new search of {@code position} (the search's own copy of the root) reports to {@code listener}. */
    void start(Position position, SearchListener listener, SearchSettings settings) {
        this.position = position;
        this.listener = listener;
        tableInUse = settings.transpositionTable;
    }

    /** The search reports {@code count} lines (MultiPV); 1 unless set. */
    void setLineCount(int count) {
        lineCount = count;
    }

    /** The iteration of {@code depth} starts. */
    void startIteration(int depth) {
        iterationDepth = depth;
    }

    /** The iteration in progress completed with {@code score} and principal variation {@code line}. */
    void iterationDone(int score, int[] line) {
        if (listener != SearchListener.NONE) { // helpers have none: spare them the PV text
            listener.onInfo(info(iterationDepth, score, line, 1));
        }
    }

    /** The MultiPV iteration in progress completed with these lines, best first. */
    void linesDone(int[] scores, int[][] found) {
        if (listener != SearchListener.NONE) {
            for (int k = 0; k < found.length; k++) {
                listener.onInfo(info(iterationDepth, scores[k], found[k], k + 1));
            }
        }
    }

    /**
     * A root move other than the first became the best of the iteration in progress, worth
     * {@code score}. A MultiPV search reports its lines together, after the iteration.
     */
    void newBestMove(int score) {
        if (iterationDepth >= REPORT_BEST_MOVE_DEPTH && lineCount == 1 && listener != SearchListener.NONE) {
            listener.onInfo(info(iterationDepth, score, lines.rootLine(), 1));
        }
    }

    /**
     * The root's aspiration window failed in the iteration in progress: high (the value is at
     * least {@code score}) or low (at most {@code score}). The line shown is the one a stop
     * would play now: the root's line of this iteration if it has one (after a fail high, the
     * move that failed high), else {@code lastLine}, the last complete iteration's. Reported
     * from the depth at which new best moves are, so that short searches stay quiet, and not by
     * MultiPV searches, which report their lines together.
     */
    void windowFailed(int score, boolean high, int[] lastLine) {
        if (iterationDepth >= REPORT_BEST_MOVE_DEPTH && lineCount == 1 && listener != SearchListener.NONE) {
            int[] line = lines.rootHasLine() ? lines.rootLine() : lastLine;
            if (line.length > 0) {
                listener.onInfo(info(iterationDepth, score, line, 1,
                        high ? SearchInfo.Bound.LOWER : SearchInfo.Bound.UPPER));
            }
        }
    }

    /** The PV (turns) in the variant's notation, formatted and played turn by turn on a scratch copy. */
    List<String> pvText(int[] line) {
        Position walk = position.copy();
        List<String> text = new ArrayList<>(line.length);
        for (int turn : line) {
            text.add(rules.rules().formatTurn(walk, turn));
            rules.rules().makeTurn(walk, turn);
        }
        return text;
    }

    private SearchInfo info(int depth, int score, int[] line, int multiPv) {
        return info(depth, score, line, multiPv, SearchInfo.Bound.EXACT);
    }

    private SearchInfo info(int depth, int score, int[] line, int multiPv, SearchInfo.Bound bound) {
        return new SearchInfo(depth, Math.max(control.selectiveDepth(), depth), score, control.totalNodes(),
                control.elapsedMs(), tableInUse ? table.hashFull() : 0, pvText(line), multiPv, bound);
    }
}
