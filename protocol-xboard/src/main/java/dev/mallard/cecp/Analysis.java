package dev.mallard.cecp;

import dev.mallard.core.board.Move;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.protocol.ProtocolOutput;
import java.util.ArrayList;
import java.util.List;

/**
 * CECP's analysis mode ({@code analyze} to {@code exit}): whether it is on, the lines it shows
 * ({@code option MultiPV=N}) and the root moves {@code exclude} took out. Its search is one of
 * {@link Thinking}'s; every change of the position or of these settings starts it again.
 */
final class Analysis {
    private final ProtocolOutput out;
    private final SessionGame played;
    private final Thinking thinking;
    private final RootExclusions exclusions = new RootExclusions();
    private boolean on;
    /** The lines an analysis shows ({@code option MultiPV=N}). */
    private int lines = 1;

    Analysis(ProtocolOutput out, SessionGame played, Thinking thinking) {
        this.out = out;
        this.played = played;
        this.thinking = thinking;
    }

    /** {@return whether the engine analyses} */
    boolean on() {
        return on;
    }

    /** {@code analyze}: the engine's own thinking ends without a move, and the analysis starts. */
    void start() {
        thinking.abortThinking();
        on = true;
        played.force();
        restart();
    }

    /** After a change of the position or the settings: the analysis, if on, starts again. */
    void restart() {
        if (!on) {
            return;
        }
        List<String> searchMoves = exclusions.searchMoves(played.game());
        if (searchMoves == null) {
            thinking.abort(); // every move excluded: nothing to analyse until one is included again
            return;
        }
        thinking.startAnalysis(searchMoves, lines);
    }

    /** {@code exit}: the analysis ends; the engine stays in force mode. */
    void exit() throws CommandException {
        if (!on) {
            throw new CommandException("not analyzing");
        }
        thinking.abort();
        on = false;
        played.force();
    }

    /** {@code .}: the analysis's progress, in the {@code stat01} form. */
    void status() {
        if (on) {
            out.line(ThinkingOutput.stat01(thinking.elapsedMs(), thinking.lastInfo(), played.game().legalTurnCount()));
        }
    }

    /**
     * {@code exclude MOVE} and {@code include MOVE} (or {@code all}): which root moves the
     * analysis considers (by piece move: the Duck's square or the veto stays the search's
     * choice); an analysis running starts again with the new set.
     */
    void exclude(String move, boolean exclude) throws CommandException {
        List<Integer> named = new ArrayList<>();
        if (move.equals("all")) {
            named.addAll(RootExclusions.pieceMoves(played.game()));
        } else {
            try {
                named.add(Move.base(played.parseTurn(move).code()));
            } catch (IllegalMoveException e) {
                throw new CommandException("not a legal move");
            }
        }
        exclusions.set(played.game(), named, exclude);
        restart();
    }

    /** {@code option MultiPV=N}: the lines the analysis shows. */
    void setLines(String value) throws CommandException {
        int count;
        try {
            count = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new CommandException("not a whole number");
        }
        if (count < 1 || count > SearchLimits.MAX_MULTI_PV) {
            throw new CommandException("out of range");
        }
        lines = count;
        restart();
    }
}
