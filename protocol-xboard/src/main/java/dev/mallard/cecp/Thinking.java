package dev.mallard.cecp;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchInfo;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.protocol.ProtocolOutput;
import dev.mallard.protocol.SessionSearch;
import dev.mallard.protocol.Warmup;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The engine's searches in a CECP session, one at a time through a {@link SessionSearch}:
 * thinking on its move, pondering on the opponent's time, and the search of an {@link Analysis}.
 * Everything here runs on the session's thread but {@link #report}, which the search thread calls.
 *
 * <p>Pondering ({@code hard}): after its move the engine searches the position after the reply
 * its principal variation expects (with no such reply, the opponent's position itself, which
 * fills the hash table). When that reply comes (a ponder hit) the same search goes on as the
 * engine's move ({@link SessionSearch#ponderHit}), under a fixed time: the move's budget less the
 * time pondered, so a hit never costs more clock than a normal move and a long ponder is
 * answered at once. Any other reply (a miss) stops it, and the engine thinks afresh. The expected
 * reply is announced as {@code Hint: <turn>} when pondering starts. With {@code nps} (virtual
 * time) the engine does not ponder: the GUI's node clock cannot credit time used while waiting.
 *
 * <p>A {@code ping} while the engine thinks on its move is answered after the move, as the
 * protocol asks (every command before the ping is then done); at any other time at once.
 */
final class Thinking {
    private static final Logger LOG = LoggerFactory.getLogger(Thinking.class);
    /** A draw offer is accepted when the engine's last search, at least this deep, scored a dead draw. */
    private static final int DRAW_OFFER_MIN_DEPTH = 8;

    private final ProtocolOutput out;
    private final SessionGame played;
    private final SessionSearch search;
    private final Warmup warmup;
    /** The table size and threads that {@code memory} and {@code cores} asked for. */
    private final EngineResources resources = new EngineResources();
    private final List<String> deferredPongs = new ArrayList<>();
    /** The engine of the game's variant; a new variant keeps it ({@link Engine#setVariant}). */
    private final Engine engine;
    private volatile boolean post;
    /** The last report of the running search, for {@code .}. */
    private volatile SearchInfo lastInfo;
    /** Score and depth of the engine's last move search, for draw offers; depth -1 when none. */
    private int lastScore;
    private int lastDepth = -1;
    /** {@code hard}: ponder after each move. */
    private boolean ponder;
    /** The reply the running ponder search expects; null when it searches without a guess. */
    private Turn ponderTurn;
    /** The input has ended: a move being thought about is still sent, but nothing starts after it. */
    private boolean closing;

    /**
     * The searches of {@code engine} on the games of {@code played}, whose ends go to
     * {@code searchDone} (on the search thread); the first search waits for {@code warmup}.
     */
    Thinking(ProtocolOutput out, SessionGame played, Engine engine, Consumer<SessionSearch.End> searchDone,
             Warmup warmup) {
        this.out = out;
        this.played = played;
        this.engine = engine;
        this.warmup = warmup;
        this.search = new SessionSearch(searchDone);
    }

    /** {@return the engine, whose variant, table and options the searches use} */
    Engine engine() {
        return engine;
    }

    /** {@return the table size and threads asked for} */
    EngineResources resources() {
        return resources;
    }

    /** {@return whether the engine thinks on its own move} */
    boolean onMove() {
        return search.thinking();
    }

    /** {@return whether a ponder search runs} */
    boolean pondering() {
        return search.pondering();
    }

    /** {@return whether any search runs} */
    boolean running() {
        return search.running();
    }

    /** {@return milliseconds since the running search started} */
    long elapsedMs() {
        return search.elapsedMs();
    }

    /** {@return the last report of the running search, or null} */
    SearchInfo lastInfo() {
        return lastInfo;
    }

    /** {@code post} and {@code nopost}: whether the searches show their thinking. */
    void post(boolean show) {
        post = show;
    }

    /** A new game: the searches forget what they learnt and the draw judgement goes. */
    void newGame() {
        engine.newGame();
        lastDepth = -1;
    }

    /** The variant changed: its searches start without a judgement of the position. */
    void forgetScore() {
        lastDepth = -1;
    }

    /** Takes a search's end from the event queue and acts on it. */
    void ended(SessionSearch.End end) {
        search.ended(end).ifPresent(this::moveFound);
    }

    /** The input has ended: a move being thought about is still sent; anything else stops. */
    void closeInput() {
        closing = true;
        if (!search.thinking()) {
            abort();
        }
    }

    /** Stops every search and the timer: the session is over. */
    void close() {
        search.close();
    }

    // ------------------------------------------------------------------------------------------
    // The engine's move

    /** Starts thinking on the engine's move in the game's position. */
    void startThinking() {
        TimeControl clock = played.clock();
        SearchLimits limits = clock.limits(played.movesMade());
        LOG.debug("thinking with {} (clock {} ms)", limits, clock.engineClockMs());
        start(played.game(), limits, List.of(), SessionSearch.Kind.MOVE, 1);
        long capMs = clock.hardCapMs(played.movesMade());
        if (capMs != Long.MAX_VALUE) {
            search.stopAfter(capMs);
        }
    }

    /** {@code ?}: the move now; it comes when the search has stopped, within milliseconds. */
    void moveNow() {
        if (search.thinking()) {
            search.stop().ifPresent(this::moveFound);
        }
    }

    /** The move now, played and sent before this returns (the session then acts on the position after it). */
    void moveAtOnce() {
        if (search.thinking()) {
            search.abort().ifPresent(this::moveFound);
        }
    }

    /** The engine's search ended: it plays the move found, then ponders if asked to. */
    private void moveFound(SessionSearch.End done) {
        long usedMs = search.elapsedMs();
        SearchOutcome outcome = done.error() == null ? done.outcome() : null;
        if (done.error() != null) {
            LOG.warn("search {} failed; playing the first legal move", done.id(), done.error());
        }
        Optional<Turn> turn = chooseTurn(outcome);
        boolean over = true;
        Turn expectedReply = null;
        if (turn.isEmpty()) {
            played.claim().ifPresent(out::line);
        } else {
            List<String> lines = played.cecpLegs(turn.get()).stream().map(leg -> "move " + leg).toList();
            int moves = played.movesMade();
            played.play(turn.get());
            lines.forEach(out::line);
            played.clock().engineMoved(usedMs, moves);
            if (outcome != null) {
                lastScore = outcome.score();
                lastDepth = outcome.depth();
                List<Turn> pv = outcome.pv();
                if (pv.size() >= 2 && pv.get(0).code() == turn.get().code()) {
                    expectedReply = pv.get(1);
                }
            }
            Optional<String> claim = played.claim();
            claim.ifPresent(out::line);
            over = claim.isPresent();
        }
        flushPongs();
        if (!closing && !over && ponder && !played.clock().countsNodes()) {
            startPondering(expectedReply);
        }
    }

    /** The search's move if it is legal here, else (a failed search) the first legal turn; empty when none. */
    private Optional<Turn> chooseTurn(SearchOutcome outcome) {
        Game game = played.game();
        if (outcome != null && outcome.bestTurn().isPresent() && game.isLegal(outcome.bestTurn().get().text())) {
            return outcome.bestTurn();
        }
        if (outcome != null && outcome.bestTurn().isPresent()) {
            LOG.warn("search move {} is not legal here", outcome.bestTurn().get());
        }
        List<Turn> legal = game.legalTurnCount() == 0 ? List.of() : game.legalTurns();
        return legal.isEmpty() ? Optional.empty() : Optional.of(legal.get(0));
    }

    /** {@code draw}: accepted only when the engine's own search calls the game a dead draw. */
    void draw() {
        if (played.game().status() == GameStatus.ONGOING && !played.resultReceivedHere()
                && lastDepth >= DRAW_OFFER_MIN_DEPTH && lastScore == Score.DRAW) {
            out.line("offer draw");
        }
    }

    // ------------------------------------------------------------------------------------------
    // Pondering

    /** {@code hard} and {@code easy}: whether to ponder; a ponder search running now ends at {@code easy}. */
    void ponder(boolean on) {
        ponder = on;
        if (!on && search.pondering()) {
            abort();
        }
    }

    /**
     * Starts pondering on {@code guess} (the opponent's expected reply, or null): the position
     * after it, or, without a legal guess that leaves the game going, the opponent's position itself.
     */
    private void startPondering(Turn guess) {
        Game game = played.game();
        Game root = game;
        Turn expected = null;
        if (guess != null && game.isLegal(guess.text())) {
            Game after = game.copy();
            after.play(guess);
            if (!after.isOver()) {
                root = after;
                expected = guess;
            }
        }
        if (expected != null) {
            // As Fairy-Stockfish does: the GUI may show the expected reply.
            out.line("Hint: " + String.join("", played.cecpLegs(expected)));
        }
        start(root, withDepthLimit(SearchLimits.untilStopped()), List.of(), SessionSearch.Kind.PONDER, 1);
        ponderTurn = expected;
    }

    /**
     * The opponent's {@code turn} while pondering. The expected reply (a hit) is played and the
     * ponder search goes on as the engine's move, for the move's budget less the time already
     * pondered (one that already ended gives its move at once); returns true. Any other turn
     * (a miss) ends the ponder search; returns false, for the session to play the turn.
     */
    boolean ponderHit(Turn turn) {
        if (ponderTurn == null || turn.code() != ponderTurn.code()) {
            abort();
            return false;
        }
        long ponderedMs = search.elapsedMs();
        played.play(turn);
        ponderTurn = null;
        TimeControl clock = played.clock();
        long budgetMs = Math.min(clock.moveBudgetMs(played.movesMade()), clock.hardCapMs(played.movesMade()));
        LOG.debug("ponder hit after {} ms of pondering; budget {} ms", ponderedMs, budgetMs);
        SearchLimits limits = withDepthLimit(SearchLimits.moveTime(Math.max(1, budgetMs - ponderedMs)));
        search.ponderHit(limits, SessionSearch.Kind.MOVE).ifPresent(this::moveFound);
        return true;
    }

    private SearchLimits withDepthLimit(SearchLimits limits) {
        int depth = played.clock().depthLimit();
        return depth > 0 ? limits.withDepth(Math.min(depth, SearchLimits.MAX_DEPTH)) : limits;
    }

    // ------------------------------------------------------------------------------------------
    // Searches

    /** Starts an analysis of the game's position (until stopped) over {@code searchMoves} with {@code lines} lines. */
    void startAnalysis(List<String> searchMoves, int lines) {
        abort();
        start(played.game(), SearchLimits.untilStopped(), searchMoves, SessionSearch.Kind.ANALYSIS, lines);
    }

    /**
     * Starts a search of {@code root} (copied: the game goes on) with the session's table size
     * and threads, showing {@code lines} lines.
     */
    private void start(Game root, SearchLimits limits, List<String> searchMoves, SessionSearch.Kind kind, int lines) {
        warmup.await(); // a protocol-1 GUI sends no protover: the first search waits for the warm-up instead
        resources.applyTo(engine);
        engine.setMultiPv(lines);
        engine.setPosition(root);
        lastInfo = null;
        search.start(engine, limits, searchMoves, kind, this::report);
    }

    /** Called on the search thread. */
    private void report(SearchInfo info) {
        lastInfo = info;
        // CECP has no bounds: a failed aspiration window's score would read as the value.
        if (post && info.bound() == SearchInfo.Bound.EXACT) {
            out.line(ThinkingOutput.format(info));
        }
    }

    /** Ends the engine's own thinking or pondering without a move; an analysis goes on. */
    void abortThinking() {
        if (search.thinking() || search.pondering()) {
            abort();
        }
    }

    /** Ends any search without using its result; answers the pings that waited for it. */
    void abort() {
        boolean thinking = search.thinking();
        search.abort();
        ponderTurn = null;
        if (thinking) {
            flushPongs();
        }
    }

    /** {@code ping}: answered at once, or after the move while the engine thinks on it. */
    void ping(String pong) {
        if (search.thinking()) {
            deferredPongs.add(pong);
        } else {
            out.line(pong);
        }
    }

    private void flushPongs() {
        deferredPongs.forEach(out::line);
        deferredPongs.clear();
    }

    /** {@code memory}: the table size, applied at once unless a search runs (then before the next). */
    void memory(int megabytes) {
        resources.memory(megabytes);
        if (!search.running()) {
            resources.applyHashTo(engine);
        }
    }
}
