package dev.mallard.uci;

import dev.mallard.core.board.Color;
import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchInfo;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.protocol.ProtocolOutput;
import dev.mallard.protocol.SessionSearch;
import dev.mallard.protocol.Warmup;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The searches of a UCI session and the {@code bestmove} each ends with: {@code go} in every
 * form, {@code stop}, {@code ponderhit}, and the stop that comes before a command which changes
 * the game or the options. {@code go} with limits is a {@link SessionSearch.Kind#MOVE}, whose
 * {@code bestmove} comes as soon as it ends; {@code go infinite} an {@link SessionSearch.Kind#ANALYSIS}
 * and {@code go ponder} a {@link SessionSearch.Kind#PONDER}, whose {@code bestmove} waits for
 * {@code stop} (or the ponder search's end after {@code ponderhit}). Runs on the session's thread,
 * but for the reports of each iteration, which come on the search thread.
 */
final class UciSearches {
    private static final Logger LOG = LoggerFactory.getLogger(UciSearches.class);
    /** Echoed input is cut to this length. */
    private static final int MAX_ECHO = 200;

    private final ProtocolOutput out;
    private final Engine engine;
    private final Warmup warmup;
    private final SessionSearch search;
    /** Runs after each {@code bestmove} of a search that ended (not one stopped by a later command). */
    private final Runnable afterBestMove;
    /** The {@code go ponder} command, whose clock a {@code ponderhit} puts the search under. */
    private GoCommand ponderGo;
    private long moveOverheadMs;

    /**
     * The searches on {@code engine}, whose ends go to {@code ends} (on the search thread) and come
     * back through {@link #ended}.
     */
    UciSearches(ProtocolOutput out, Engine engine, Warmup warmup, Consumer<SessionSearch.End> ends,
                Runnable afterBestMove) {
        this.out = out;
        this.engine = engine;
        this.warmup = warmup;
        this.search = new SessionSearch(ends);
        this.afterBestMove = afterBestMove;
    }

    /** {@return whether a search runs (or has ended and waits for {@code stop})} */
    boolean running() {
        return search.running();
    }

    /** {@return what the running search is for} */
    SessionSearch.Kind kind() {
        return search.kind();
    }

    /** A search's end from the event queue: its {@code bestmove} if it is due now. */
    void ended(SessionSearch.End end) {
        search.ended(end).ifPresent(this::searchEnded);
    }

    /**
     * {@code go}: a ponder search until {@code ponderhit} or {@code stop}, or the engine's own
     * search, with {@code overheadMs} taken off its clock.
     */
    void go(GoCommand go, long overheadMs) {
        moveOverheadMs = overheadMs;
        go.problems().forEach(this::problem);
        if (go.ponder()) {
            ponderGo = go;
            SearchLimits limits = SearchLimits.untilStopped();
            start(go.depth() > 0 ? limits.withDepth(Math.min(go.depth(), SearchLimits.MAX_DEPTH)) : limits,
                    searchMoves(go), SessionSearch.Kind.PONDER, 0);
        } else {
            start(ownLimits(go), searchMoves(go),
                    go.infinite() ? SessionSearch.Kind.ANALYSIS : SessionSearch.Kind.MOVE, go.mate());
        }
    }

    /** The limits of {@code go} for the side to move, saying so when a timed search gives that side no clock. */
    private SearchLimits ownLimits(GoCommand go) {
        int side = sideToMove();
        if (go.timed() && !go.hasClock(side)) {
            problem("go gives no clock for " + (side == Color.WHITE ? "White" : "Black")
                    + ", the side to move: 0 ms left, moving at once");
        }
        return go.limits(side, moveOverheadMs);
    }

    private int sideToMove() {
        return Game.fromFen(engine.variant(), engine.fen()).sideToMove();
    }

    /**
     * The search moves of {@code go} that name legal turns (a Duck or Refusal turn may be given
     * as its piece move alone); each other one is named in an {@code info string} and left out,
     * and with none left every move is searched, as in Stockfish.
     */
    private List<String> searchMoves(GoCommand go) {
        if (go.searchMoves().isEmpty()) {
            return List.of();
        }
        Game root = Game.fromFen(engine.variant(), engine.fen());
        List<String> legal = new ArrayList<>();
        for (String move : go.searchMoves()) {
            try {
                root.turnNamed(move);
                legal.add(move);
            } catch (IllegalArgumentException e) {
                problem("go searchmoves " + ProtocolOutput.echo(move, MAX_ECHO) + " ignored: " + e.getMessage());
            }
        }
        if (legal.isEmpty()) {
            problem("go searchmoves names no legal move; searching all moves");
        }
        return legal;
    }

    private void start(SearchLimits limits, List<String> searchMoves, SessionSearch.Kind kind, int mateLimit) {
        warmup.await(); // a GUI that skips uci still never searches beside the warm-up
        Engine searching = engine;
        int id = search.start(searching, limits, searchMoves, kind, info -> report(info, searching, mateLimit));
        LOG.debug("search {} with {} ({})", id, limits, kind);
    }

    /** Called on the search thread. */
    private void report(SearchInfo info, Engine searching, int mateLimit) {
        out.line(UciText.info(info));
        if (mateLimit > 0 && info.isMate() && Score.mateInMoves(info.score()) > 0
                && Score.mateInMoves(info.score()) <= mateLimit) {
            searching.stop(); // go mate N: found
        }
    }

    /** A search ended and its {@code bestmove} is due (a ponder or infinite search's, after {@code stop}). */
    private void searchEnded(SessionSearch.End done) {
        sendBestMove(done);
        afterBestMove.run();
    }

    private void sendBestMove(SessionSearch.End done) {
        if (done.error() != null || done.outcome() == null) {
            LOG.warn("search {} failed", done.id(), done.error());
            problem("search failed (" + done.error() + "); playing the first legal move");
            List<Turn> legal = Game.fromFen(engine.variant(), engine.fen()).legalTurns();
            out.line(legal.isEmpty() ? "bestmove (none)" : "bestmove " + legal.get(0).text());
            return;
        }
        if (done.outcome().bestTurn().isEmpty()) {
            out.line(UciText.noMoveInfo(done.outcome()));
        }
        out.line(UciText.bestMove(done.outcome()));
    }

    /** {@code stop}: the search gives its {@code bestmove} (nothing to stop is no error, as in Stockfish). */
    void stop() {
        search.stop().ifPresent(this::searchEnded);
    }

    /**
     * Ends a running search at once with its {@code bestmove}, before a command that changes
     * what it searches (UCI wants one {@code bestmove} per {@code go}); nothing when none runs.
     */
    void stopFirst() {
        if (search.running()) {
            search.abort().ifPresent(this::sendBestMove);
        }
    }

    /**
     * {@code ponderhit}: the ponder search goes on as the engine's own, under the clock of its
     * {@code go ponder} from now; one that had reached its depth limit answers at once, unless
     * it was {@code go ponder infinite}, which still waits for {@code stop}.
     */
    void ponderHit() {
        if (!search.pondering()) {
            throw new IllegalStateException("ponderhit while not pondering; ignored");
        }
        search.ponderHit(ownLimits(ponderGo.withoutPonder()),
                ponderGo.infinite() ? SessionSearch.Kind.ANALYSIS : SessionSearch.Kind.MOVE).ifPresent(this::searchEnded);
    }

    /** Stops any search: the session is over. */
    void close() {
        stopFirst();
        search.close();
    }

    private void problem(String text) {
        out.line(UciText.infoString(text));
    }
}
