package dev.mallard.gui.session;

import dev.mallard.core.board.Color;
import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Pgn;
import dev.mallard.core.engine.PgnGame;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.gui.http.Exchanges;
import dev.mallard.gui.http.HttpProblem;
import dev.mallard.gui.search.Analysis;
import dev.mallard.gui.search.Cancellable;
import dev.mallard.gui.search.EngineMove;
import dev.mallard.gui.search.SearchPool;
import dev.mallard.gui.search.WhiteScore;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * One browser tab's game: the game itself, played by the library's rules, the engine that plays
 * and analyses it, who the engine plays, and the scores known of its positions. Every change
 * goes through the rules first and replaces the game only when they accept it, so a refused
 * request leaves the game as it was. Changing the game cancels the search under way.
 *
 * <p>A game against Mallard may have a clock ({@link GameClock}) instead of a time per move: the
 * engine then searches on its own clock, and a clock that reaches zero ends the game on time.
 * The clock's fall is noticed by the next request that reads or changes the game (the page asks
 * when its copy of the clock reaches zero), at the instant the time ran out.
 */
public final class GameSession {
    /** The engine plays neither side. */
    public static final int NOBODY = -1;
    /** The engine's time per move unless the page asks for another. */
    public static final long DEFAULT_MOVE_TIME_MS = 1000;
    /** The nodes of the review's search of each position: about a tenth of a second. */
    static final long REVIEW_NODES = 20_000;
    /** The longest time per move the page may ask for. */
    public static final long MAX_MOVE_TIME_MS = 60_000;

    private final String id;
    /**
     * The variants, scanned once for all games: the engine keeps a searcher per variant instance
     * it has played, so it must always be given the same instances.
     */
    private final Variants variants;
    private final SearchPool pool;
    private final Engine engine;
    /** The time source of the clocks, in ns. */
    private final LongSupplier nanos;
    private Game game;
    private int engineSide = NOBODY;
    private long moveTimeMs = DEFAULT_MOVE_TIME_MS;
    /** The clocks of a game with a time control, or null (time per move, or no opponent). */
    private GameClock clock;
    /** The side whose clock fell, which ended the game; {@link #NOBODY} while no clock has. */
    private int flagged = NOBODY;
    /** The search under way for this game, or null. */
    private Cancellable search;
    /** Counts the game's changes, so that a search's answer for an older position is dropped. */
    private long generation;
    /** Scores for White of the positions after that many turns, as searches found them. */
    private final Map<Integer, WhiteScore> scores = new HashMap<>();
    private volatile long lastUsedNanos;

    GameSession(String id, Variants variants, SearchPool pool, int hashMb, LongSupplier nanos) {
        this.id = id;
        this.variants = variants;
        this.pool = pool;
        this.nanos = nanos;
        this.lastUsedNanos = nanos.getAsLong();
        this.engine = Engine.create(PageFields.searchable(variants, "normal"), hashMb);
        this.game = Game.start(engine.variant());
    }

    /** {@return the game's id, which the page sends with every request} */
    public String id() {
        return id;
    }

    /** Marks the game as in use now (see {@link Sessions}' idle timeout). */
    public void touch() {
        lastUsedNanos = nanos.getAsLong();
    }

    long idleNanos(long now) {
        return now - lastUsedNanos;
    }

    /**
     * Starts a new game.
     *
     * @param variantName the variant, any name {@link Variants} knows
     * @param fen the start position, or null or blank for the variant's own
     * @param side who the engine plays: {@code white}, {@code black} or {@code none}
     * @param moveTime the engine's time per move in ms, or null to keep the current one
     * @param clockText the clock's time control ({@link TimeControl#parse}: {@code 3+2}), or
     *     null or {@code none} for a time per move; only in a game against Mallard
     * @throws HttpProblem naming the bad variant, FEN, side, time or clock; nothing changes then
     */
    public synchronized void newGame(String variantName, String fen, String side, String moveTime, String clockText) {
        SearchableVariant variant = PageFields.searchable(variants, variantName);
        Game next;
        try {
            next = fen == null || fen.isBlank() ? Game.start(variant) : Game.fromFen(variant, fen.strip());
        } catch (IllegalArgumentException e) {
            throw HttpProblem.badRequest("bad FEN: " + e.getMessage());
        }
        int nextSide = side == null ? engineSide : PageFields.side(side);
        long nextTime = moveTime == null ? moveTimeMs : PageFields.moveTime(moveTime);
        TimeControl control = TimeControl.parse(clockText);
        if (control != null && nextSide == NOBODY) {
            throw HttpProblem.badRequest("a clock is for a game against Mallard: choose the side Mallard plays"
                    + " (an analysis board has no clock)");
        }
        replace(next, variant);
        engineSide = nextSide;
        moveTimeMs = nextTime;
        if (control != null) {
            clock = new GameClock(control, nanos);
            if (!end().isOver()) {
                clock.run(game.sideToMove());
            }
        }
    }

    /**
     * Changes who the engine plays and its time per move. A game whose engine then plays nobody
     * loses its clock: it has become an analysis board, which has none.
     *
     * @param side {@code white}, {@code black} or {@code none}; null keeps it
     * @param moveTime the time per move in ms; null keeps it
     */
    public synchronized void settings(String side, String moveTime) {
        refreshFlag();
        int nextSide = side == null ? engineSide : PageFields.side(side);
        long nextTime = moveTime == null ? moveTimeMs : PageFields.moveTime(moveTime);
        if (nextSide != engineSide) {
            cancelSearch();
        }
        engineSide = nextSide;
        moveTimeMs = nextTime;
        if (nextSide == NOBODY && clock != null) {
            clock.stop();
            clock = null;
        }
    }

    /**
     * Plays a turn given in the variant's coordinate notation.
     *
     * @param text the turn, e.g. {@code e2e4}, {@code e2e4,e4d5}, {@code e2e4/e7e5}
     * @throws HttpProblem saying why the turn is not legal; the game is unchanged then
     */
    public synchronized void play(String text) {
        if (text == null) {
            throw HttpProblem.badRequest("no turn given (field \"turn\")");
        }
        refreshFlag();
        requireOngoing();
        Turn turn;
        try {
            turn = game.legalTurn(text);
        } catch (IllegalArgumentException e) {
            throw HttpProblem.badRequest(e.getMessage());
        }
        cancelSearch();
        playOnClock(turn);
    }

    /**
     * Plays an analysis line from its start up to and including one of its turns, all or none: the
     * page sends the position the line was found for, and a line for another position (the game
     * changed since) is refused. In a game against Mallard only the player's own turn is played
     * (the line's first), since Mallard chooses its own answers.
     *
     * @param fen the FEN of the position the line starts from
     * @param turnsText the line's turns in the variant's coordinate notation, separated by spaces
     * @throws HttpProblem (409) for a stale line or a game over, (400) for a turn the rules refuse;
     *     the game is unchanged then
     */
    public synchronized void playLine(String fen, String turnsText) {
        if (fen == null || turnsText == null || turnsText.isBlank()) {
            throw HttpProblem.badRequest("a line needs the position it is for (field \"fen\") and its turns (\"turns\")");
        }
        refreshFlag();
        requireOngoing();
        if (!fen.strip().equals(game.fen())) {
            throw new HttpProblem(409, "the line is for another position (the game changed since it was found);"
                    + " the analysis of this one follows");
        }
        String[] texts = turnsText.strip().split("\\s+");
        if (engineSide != NOBODY && texts.length > 1) {
            throw new HttpProblem(409, "in a game against Mallard a line plays only your own turn, its first;"
                    + " Mallard chooses its answers");
        }
        Game walk = game.copy();
        for (String text : texts) {
            try {
                walk.play(walk.legalTurn(text));
            } catch (IllegalArgumentException e) {
                throw HttpProblem.badRequest("the line's turn " + Exchanges.abbreviate(text) + " is not legal: " + e.getMessage());
            }
        }
        cancelSearch();
        if (clock != null) { // a game against Mallard: one turn, checked above
            playOnClock(game.legalTurn(texts[0]));
            return;
        }
        game = walk;
        generation++;
    }

    /** Plays a turn the rules accepted, on the mover's clock when the game has one. */
    private void playOnClock(Turn turn) {
        if (clock != null && !clock.punch()) {
            flagged = game.sideToMove();
            generation++;
            return;
        }
        game.play(turn);
        generation++;
        if (clock != null && end().isOver()) {
            clock.stop();
        }
    }

    /**
     * Takes back the last turn, and the engine's before it when it was the player's turn then. The
     * clocks give no time back (as on lichess): the side to move's clock runs from now on what it
     * has left. A game lost on time stays lost.
     */
    public synchronized void takeback() {
        refreshFlag();
        if (flagged != NOBODY) {
            throw new HttpProblem(409, "the game was lost on time: no takeback; start a new game");
        }
        cancelSearch();
        if (game.turns().isEmpty()) {
            throw new HttpProblem(409, "no turn to take back");
        }
        game.undo();
        if (game.sideToMove() == engineSide && !game.turns().isEmpty()) {
            game.undo();
        }
        scores.keySet().removeIf(ply -> ply > game.turns().size());
        generation++;
        if (clock != null) {
            clock.run(game.sideToMove());
        }
    }

    /**
     * Has the engine choose and play the side to move's turn; returns when it has, or when the
     * game changed meanwhile (the turn is then not played). In a game with a clock the engine
     * searches on the side to move's clock as it stands when the search starts, and a turn found
     * after that clock fell is not played: the game is lost on time.
     *
     * @throws InterruptedException if the waiting thread is interrupted
     * @throws HttpProblem (409) when the game is over
     */
    public void engineMove() throws InterruptedException {
        EngineMove move;
        long started;
        synchronized (this) {
            refreshFlag();
            requireOngoing();
            cancelSearch();
            GameClock onClock = clock;
            int side = game.sideToMove();
            long fixed = moveTimeMs;
            Supplier<SearchLimits> limits = onClock == null ? () -> SearchLimits.moveTime(fixed) : () -> onClock.limits(side);
            move = new EngineMove(pool, engine, game, limits, SearchPool.Priority.PLAY);
            search = move;
            started = generation;
        }
        Optional<SearchOutcome> outcome = move.await();
        synchronized (this) {
            if (search == move) {
                search = null;
            }
            if (started != generation || outcome.isEmpty() || outcome.get().bestTurn().isEmpty()) {
                return;
            }
            scores.put(game.turns().size(), WhiteScore.of(outcome.get().score(), game.sideToMove()));
            refreshFlag();
            if (flagged == NOBODY) {
                playOnClock(outcome.get().bestTurn().get());
            }
        }
    }

    /**
     * Scores every position of the game that has no score yet with a short search of
     * {@value #REVIEW_NODES} nodes, for the graph and the marks of each turn's loss. A position
     * the rules ended scores as its result. Returns early, keeping the scores found, when the
     * game changes meanwhile.
     *
     * @throws InterruptedException if the waiting thread is interrupted
     */
    public void review() throws InterruptedException {
        Game reviewed;
        long started;
        synchronized (this) {
            cancelSearch();
            reviewed = game.copy();
            started = generation;
        }
        List<Turn> turns = reviewed.turns();
        Game walk = Game.fromFen(reviewed.variant(), reviewed.startFen());
        for (int ply = 0; ply <= turns.size(); ply++) {
            if (ply > 0) {
                walk.play(turns.get(ply - 1));
            }
            EngineMove move;
            synchronized (this) {
                if (started != generation) {
                    return;
                }
                if (scores.containsKey(ply)) {
                    continue;
                }
                if (walk.isOver()) {
                    scores.put(ply, GameEnd.score(walk));
                    continue;
                }
                // At the analyses' priority: a review is no game's turn, whose clock may be running.
                move = new EngineMove(pool, engine, walk, () -> SearchLimits.nodes(REVIEW_NODES), SearchPool.Priority.ANALYSIS);
                search = move;
            }
            Optional<SearchOutcome> outcome = move.await();
            synchronized (this) {
                if (search == move) {
                    search = null;
                }
                if (started != generation || outcome.isEmpty()) {
                    return;
                }
                scores.put(ply, WhiteScore.of(outcome.get().score(), walk.sideToMove()));
            }
        }
    }

    /**
     * Starts analysing the current position, in place of any search under way.
     *
     * @param lines how many lines, 1 to 5
     * @return the analysis, whose events the page's stream sends
     * @throws HttpProblem (409) while the engine is choosing its turn
     */
    public synchronized Analysis analyse(int lines) {
        refreshFlag();
        if (search instanceof EngineMove) {
            throw new HttpProblem(409, "Mallard is choosing its turn; analysis resumes after it");
        }
        cancelSearch();
        Analysis analysis = new Analysis(pool, engine, game, lines);
        search = analysis;
        return analysis;
    }

    /**
     * Stops an analysis if it is still this game's search (a stream whose page went away).
     *
     * @param analysis the analysis
     */
    public synchronized void stop(Analysis analysis) {
        if (search == analysis) {
            cancelSearch();
        }
    }

    /**
     * Replaces the game by the first game of a PGN text, in its variant; the engine then plays
     * neither side, so that the game can be analysed.
     *
     * @param text the PGN
     * @throws HttpProblem saying what is wrong with the PGN; nothing changes then
     */
    public synchronized void importPgn(String text) {
        if (text == null || text.isBlank()) {
            throw HttpProblem.badRequest("no PGN given");
        }
        PgnGame imported;
        try {
            imported = Pgn.read(text);
        } catch (IllegalArgumentException e) {
            throw HttpProblem.badRequest("bad PGN: " + e.getMessage());
        }
        replace(imported.game(), PageFields.searchable(variants, imported.game().variant().name()));
        engineSide = NOBODY;
    }

    /** {@return the game in PGN, with the engine named as the player of its side} */
    public synchronized String pgn() {
        refreshFlag();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Mallard GUI game");
        tags.put("Site", "Mallard GUI");
        if (engineSide != NOBODY) {
            tags.put(engineSide == Color.WHITE ? "White" : "Black", "Mallard");
        }
        if (flagged != NOBODY) {
            tags.put("Result", end().result());
            tags.put("Termination", "time forfeit");
        }
        if (clock != null) {
            tags.put("TimeControl", clock.control().pgnTag());
        }
        return Pgn.write(game, tags, flagged == NOBODY ? null : end().reason());
    }

    /** {@return the game as the page shows it} */
    public synchronized Map<String, Object> state() {
        refreshFlag();
        return PageState.of(id, game, end(), engineSide, moveTimeMs, clock, scores);
    }

    /** Stops any search and lets the engine go (the game is released). */
    synchronized void release() {
        cancelSearch();
    }

    private void replace(Game next, SearchableVariant variant) {
        cancelSearch();
        clock = null;
        flagged = NOBODY;
        if (engine.variant() != variant) {
            engine.setVariant(variant);
        } else {
            engine.newGame();
        }
        game = next;
        scores.clear();
        generation++;
    }

    /** {@return how the game stands: over or not, its result and why} */
    private GameEnd end() {
        return new GameEnd(game, flagged);
    }

    private void cancelSearch() {
        if (search != null) {
            search.cancel();
            search = null;
        }
    }

    /**
     * Ends the game on time if the side to move's clock has reached zero since the last request:
     * the game ends at the instant the time ran out, whichever request notices it.
     */
    private void refreshFlag() {
        if (clock == null || flagged != NOBODY || game.status() != GameStatus.ONGOING) {
            return;
        }
        OptionalInt fallen = clock.fallen();
        if (fallen.isPresent()) {
            clock.stop();
            flagged = fallen.getAsInt();
            cancelSearch();
            generation++;
        }
    }

    private void requireOngoing() {
        if (end().isOver()) {
            throw new HttpProblem(409, "the game is over: " + end().reason());
        }
    }
}
