package dev.mallard.core.engine;

import dev.mallard.core.nnue.Network;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The engine facade: one searcher with its own transposition table, evaluation and position,
 * for one variant. Set a position, search it, read the best turn and the principal variation
 * as {@link Turn} objects and as text:
 *
 * <pre>{@code
 * Engine engine = Engine.create("normal");
 * engine.setPosition(Fen.START, List.of("e2e4", "e7e5"));
 * SearchOutcome outcome = engine.search(SearchLimits.depth(10), info -> System.out.println(info));
 * }</pre>
 *
 * <p>Engines share nothing that a search writes, so several of them search in parallel threads
 * exactly as each would alone. One engine runs one search at a time; {@link #stop()} may be
 * called from any thread and never gets lost: it stops the search that {@link #search} or
 * {@link #start} has begun, however early it comes, and is forgotten when no search runs (it
 * cannot stop a later one).
 */
public final class Engine {
    private static final Logger LOG = LoggerFactory.getLogger(Engine.class);
    /** Transposition-table size of {@link #create(String)}. */
    public static final int DEFAULT_HASH_MB = 16;
    /** The largest transposition table an engine accepts. */
    public static final int MAX_HASH_MB = 1 << 16;
    /** The stack of a search thread: deep recursion needs more than the default, as the launcher gives the main thread. */
    private static final long SEARCH_STACK_BYTES = 64L << 20;

    private final Object lock = new Object();
    /** The variant played, its searcher and those of the variants played before, and their settings. Guarded by {@link #lock}. */
    private final VariantSearchers searchers;
    /** The position to search, as a game so that the search sees its repetitions. Guarded by {@link #lock}. */
    private Game game;
    /** The stop token of the search in progress, null when none runs. Guarded by {@link #lock}. */
    private AtomicBoolean running;

    private Engine(SearchableVariant variant, int hashMb) {
        if (hashMb < 1 || hashMb > MAX_HASH_MB) {
            throw new IllegalArgumentException("hash size must be 1 to " + MAX_HASH_MB + " MB, got " + hashMb);
        }
        this.searchers = new VariantSearchers(variant, hashMb);
        this.game = Game.start(variant);
    }

    /**
     * {@return an engine for the named variant with a {@value #DEFAULT_HASH_MB} MB table, at the
     * variant's start position} The name is any of {@link Variants}' table, in any case
     * ({@code "duck"}, {@code "Refusal"}, {@code "standard"} for {@code normal}).
     *
     * @param variantName the variant's name, e.g. {@code normal}, {@code duck}, {@code refusal}
     * @throws IllegalArgumentException if no variant of that name is on the class path, or it
     *     has no search yet
     */
    public static Engine create(String variantName) {
        return create(variantName, DEFAULT_HASH_MB);
    }

    /**
     * Like {@link #create(String)} with a transposition table of {@code hashMb} megabytes.
     *
     * @param variantName the variant's name, e.g. {@code normal}, {@code duck}, {@code refusal}
     * @param hashMb the transposition table's size in megabytes
     * @return a new engine at the variant's start position
     */
    public static Engine create(String variantName, int hashMb) {
        return new Engine(VariantLookup.findSearchable(variantName), hashMb);
    }

    /**
     * {@return an engine for a variant instance (for example a plug-in not registered with the
     * {@link java.util.ServiceLoader})} Engines may share one instance, since the SPI's rules hold
     * no per-game state.
     *
     * @param variant the variant
     * @param hashMb the transposition table's size in megabytes
     */
    public static Engine create(SearchableVariant variant, int hashMb) {
        return new Engine(VariantLookup.requireSearchable(variant), hashMb);
    }

    /** {@return the variant this engine plays} */
    public SearchableVariant variant() {
        synchronized (lock) {
            return searchers.variant();
        }
    }

    /**
     * Plays {@code next} from now on, at its start position, with everything learnt forgotten
     * (as {@link #newGame()}) and the settings kept: table size, threads, options and MultiPV.
     * The transposition table is reused, emptied: a GUI that names the variant before every game
     * (CECP's {@code new}, which means FIDE chess, then {@code variant duck}) would otherwise make
     * two new tables a game, and copying and collecting those large arrays paused the JVM for a
     * few hundred milliseconds in the middle of fast games, enough to lose on time.
     *
     * @param next the variant to play
     * @throws IllegalArgumentException if {@code next} is null
     * @throws IllegalStateException while a search runs
     */
    public void setVariant(SearchableVariant next) {
        VariantLookup.requireSearchable(next);
        synchronized (lock) {
            requireIdle("change the variant");
            searchers.play(next);
            game = Game.start(next);
        }
    }

    /**
     * Sets the position to search: a FEN of the variant's dialect, then turns in its coordinate
     * notation, each checked against the rules.
     *
     * @param fen the start position in FEN
     * @param turns the turns played from it, in the variant's coordinate notation
     * @throws dev.mallard.core.board.FenException naming the offending FEN field
     * @throws IllegalMoveException naming the first bad turn by its number and saying why
     * @throws IllegalStateException while a search runs
     */
    public void setPosition(String fen, List<String> turns) {
        if (turns == null) {
            throw new IllegalArgumentException("turns must not be null (use an empty list)");
        }
        Game next = Game.fromFen(variant(), fen);
        for (int i = 0; i < turns.size(); i++) {
            try {
                next.play(turns.get(i));
            } catch (IllegalMoveException e) {
                throw e.in("turn " + (i + 1) + " of " + turns.size());
            }
        }
        install(next);
    }

    /**
     * Sets the position to that of a game (copied: the game stays the caller's), with its history.
     *
     * @param source the game to copy
     */
    public void setPosition(Game source) {
        if (source == null) {
            throw new IllegalArgumentException("game must not be null");
        }
        String playing = variant().name();
        if (!source.variant().name().equals(playing)) {
            throw new IllegalArgumentException("the game is " + source.variant().name() + ", this engine plays "
                    + playing);
        }
        install(source.copy());
    }

    private void install(Game next) {
        synchronized (lock) {
            requireIdle("set a position");
            game = next;
        }
    }

    /** {@return the FEN of the position the next search starts from} */
    public String fen() {
        synchronized (lock) {
            return game.fen();
        }
    }

    /**
     * Sets which search techniques the next searches use (all on by default).
     *
     * @param options the techniques in use
     */
    public void setOptions(SearchOptions options) {
        whileIdle("change options", () -> searchers.setOptions(options));
    }

    /**
     * Searches with {@code threads} threads from now on (1 by default): the searching thread and
     * helpers sharing the table (Lazy SMP). More threads reach a depth sooner; a search with
     * several is no longer deterministic.
     *
     * @param threads the number of threads
     * @throws IllegalArgumentException if {@code threads} is not 1 to {@value Searcher#MAX_THREADS}
     * @throws IllegalStateException while a search runs
     */
    public void setThreads(int threads) {
        whileIdle("change the number of threads", () -> searchers.setThreads(threads));
    }

    /**
     * Has the variants that play networks ({@link SearchableVariant#playsNetworks()}) evaluate
     * with {@code network} in place of the one they ship (Stockfish's {@code EvalFile}) while
     * networks are on ({@link #setUseNetworks}); the others keep their own. The table of such a
     * variant is emptied, as by {@link #newGame()}: its scores came from the evaluation replaced.
     *
     * @param network the network, as {@link dev.mallard.core.nnue.NetworkFormat#read} gives it
     * @throws IllegalArgumentException if {@code network} is null (see {@link #clearNetwork()})
     * @throws IllegalStateException while a search runs
     */
    public void setNetwork(Network network) {
        if (network == null) {
            throw new IllegalArgumentException("network must not be null; clearNetwork() plays the shipped evaluations");
        }
        whileIdle("change the network", () -> searchers.setNetwork(network));
    }

    /**
     * Undoes {@link #setNetwork}: the variants that play networks play those they ship, the table emptied.
     *
     * @throws IllegalStateException while a search runs
     */
    public void clearNetwork() {
        whileIdle("change the network", () -> searchers.setNetwork(null));
    }

    /**
     * Has the variants that play networks play them (true, the default) or their hand evaluations
     * ({@link SearchableVariant#newHandEvaluator()}), which every network is measured against:
     * Stockfish's {@code Use NNUE}. Off wins over {@link #setNetwork}, whose network is kept and
     * plays again when networks are on; a change empties the table, as {@link #setNetwork} does.
     *
     * @param use whether the variants that play networks play them
     * @throws IllegalStateException while a search runs
     */
    public void setUseNetworks(boolean use) {
        whileIdle("switch networks " + (use ? "on" : "off"), () -> searchers.setUseNetworks(use));
    }

    /** {@return whether the variants that play networks play them (see {@link #setUseNetworks})} */
    public boolean usesNetworks() {
        synchronized (lock) {
            return searchers.usesNetworks();
        }
    }

    /**
     * Replaces the transposition table by an empty one of about {@code megabytes} MB (rounded
     * down to a power of two). Without the memory for it the table keeps its size.
     *
     * @param megabytes the size in megabytes
     * @throws IllegalArgumentException if {@code megabytes} is not 1 to {@value #MAX_HASH_MB}
     * @throws IllegalStateException while a search runs, or when the memory for the table is
     *     missing (the message says so)
     */
    public void setHashSize(int megabytes) {
        if (megabytes < 1 || megabytes > MAX_HASH_MB) {
            throw new IllegalArgumentException("hash size must be 1 to " + MAX_HASH_MB + " MB, got " + megabytes);
        }
        whileIdle("resize the hash table", () -> searchers.resizeTable(megabytes));
    }

    /** {@return the transposition table's size in MB} */
    public int hashSize() {
        synchronized (lock) {
            return searchers.tableMegabytes();
        }
    }

    /** Forgets what earlier searches learnt (table, history), for a new game or a reproducible search. */
    public void newGame() {
        whileIdle("start a new game", () -> searchers.current().clear());
    }

    /**
     * Finds the {@code lines} best turns from the next search on, each with its principal
     * variation ({@link SearchOutcome#lines}; MultiPV), reported line by line after each
     * iteration ({@link dev.mallard.core.search.SearchInfo#multiPv}). The lines differ in their
     * first move: a Duck line is that move with its best Duck square, a Refusal line that move
     * with its veto. 1 (the default) searches exactly as without MultiPV.
     *
     * @param lines the number of lines, 1 to {@value SearchLimits#MAX_MULTI_PV}
     * @throws IllegalArgumentException if {@code lines} is not 1 to {@value SearchLimits#MAX_MULTI_PV}
     * @throws IllegalStateException while a search runs
     */
    public void setMultiPv(int lines) {
        whileIdle("change the number of lines", () -> searchers.setMultiPv(lines));
    }

    /**
     * Searches the position without progress reports; see {@link #search(SearchLimits,
     * SearchListener)}.
     *
     * @param limits when to stop
     * @return the best turn, its score and line
     */
    public SearchOutcome search(SearchLimits limits) {
        return search(limits, SearchListener.NONE);
    }

    /**
     * Searches the position on the calling thread until a limit is reached or {@link #stop()} is
     * called, reporting each iteration to {@code listener} on this thread.
     *
     * @param limits when to stop
     * @param listener receives the reports of each iteration
     * @return the best turn, its score and line
     * @throws IllegalStateException if this engine is already searching
     */
    public SearchOutcome search(SearchLimits limits, SearchListener listener) {
        return search(limits, List.of(), listener);
    }

    /**
     * Searches like {@link #search(SearchLimits, SearchListener)} among the root turns of
     * {@code searchMoves} only (UCI's {@code searchmoves}): turns in the variant's notation, or
     * bare piece moves ({@code e2e4}); what a turn adds to its move (the Duck's square, a veto)
     * is the search's to choose. An empty list searches every turn.
     *
     * @param limits when to stop
     * @param searchMoves the root turns to search, or none for all
     * @param listener receives the reports of each iteration
     * @return the best turn among them, its score and line
     * @throws IllegalArgumentException naming the first search move that is not legal here
     * @throws IllegalStateException if this engine is already searching
     */
    public SearchOutcome search(SearchLimits limits, List<String> searchMoves, SearchListener listener) {
        Launch launch = launch(limits, searchMoves, listener);
        return run(launch, limits, listener);
    }

    /**
     * Starts a search on a new thread and returns at once; the future completes with the outcome. A
     * {@link #stop()} after this method returns always reaches this search.
     *
     * @param limits when to stop
     * @param listener receives the reports of each iteration
     * @return the outcome, when the search ends
     * @throws IllegalStateException if this engine is already searching
     */
    public CompletableFuture<SearchOutcome> start(SearchLimits limits, SearchListener listener) {
        return start(limits, List.of(), listener);
    }

    /**
     * Starts a search among the root turns of {@code searchMoves} (all when empty, see
     * {@link #search(SearchLimits, List, SearchListener)}) on a new thread and returns at once.
     *
     * @param limits when to stop
     * @param searchMoves the root turns to search, or none for all
     * @param listener receives the reports of each iteration
     * @return the outcome, when the search ends
     * @throws IllegalArgumentException naming the first search move that is not legal here
     * @throws IllegalStateException if this engine is already searching
     */
    public CompletableFuture<SearchOutcome> start(SearchLimits limits, List<String> searchMoves,
                                                  SearchListener listener) {
        Launch launch = launch(limits, searchMoves, listener);
        CompletableFuture<SearchOutcome> future = new CompletableFuture<>();
        Thread thread = new Thread(null, () -> {
            try {
                future.complete(run(launch, limits, listener));
            } catch (RuntimeException | Error e) {
                future.completeExceptionally(e);
            }
        }, "mallard-search-" + launch.root().variant().name(), SEARCH_STACK_BYTES);
        thread.setDaemon(true);
        thread.start();
        return future;
    }

    /**
     * Stops the search in progress, which then returns its best turn within milliseconds.
     *
     * @return whether a search was running (and is now stopping)
     */
    public boolean stop() {
        synchronized (lock) {
            if (running == null) {
                return false;
            }
            running.set(true);
            return true;
        }
    }

    /**
     * The ponder hit: the search in progress goes on under {@code limits}, counted from now
     * (see {@link Searcher#ponderHit}). Start a ponder search {@link SearchLimits#untilStopped()
     * until stopped} on the position after the expected reply; when that reply comes, this call
     * turns it into the engine's own timed search, which keeps what it has found and ends by
     * {@code limits} like any other search.
     *
     * @param limits the limits of the engine's own search, counted from now
     * @return whether a search was running (false: it had already ended, and its outcome stands)
     * @throws IllegalArgumentException if {@code limits} is null
     */
    public boolean ponderHit(SearchLimits limits) {
        if (limits == null) {
            throw new IllegalArgumentException("limits must not be null");
        }
        synchronized (lock) {
            if (running == null) {
                return false;
            }
            searchers.current().ponderHit(limits);
            return true;
        }
    }

    /** {@return whether a search is in progress} */
    public boolean isSearching() {
        synchronized (lock) {
            return running != null;
        }
    }

    /** A search about to run: its searcher, the position it searches, its root moves (none: all) and its stop token. */
    private record Launch(Searcher searcher, Game root, int[] searchMoves, AtomicBoolean stop) {
    }

    /**
     * Claims the engine for a search on the caller's thread, before any other thread is
     * involved: from here on {@link #stop()} reaches this search through its token.
     */
    private Launch launch(SearchLimits limits, List<String> searchMoves, SearchListener listener) {
        if (limits == null || listener == null || searchMoves == null) {
            throw new IllegalArgumentException("limits, search moves and listener must not be null"
                    + " (use List.of() and SearchListener.NONE)");
        }
        synchronized (lock) {
            requireIdle("start another search");
            int[] moves = rootTurns(game, searchMoves);
            running = new AtomicBoolean();
            return new Launch(searchers.current(), game, moves, running);
        }
    }

    /** The turns {@code searchMoves} name in {@code root} (see {@link Game#turnNamed}). */
    private static int[] rootTurns(Game root, List<String> searchMoves) {
        int[] turns = new int[searchMoves.size()];
        for (int i = 0; i < turns.length; i++) {
            try {
                turns[i] = root.turnNamed(searchMoves.get(i)).code();
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException("search move " + (i + 1) + " \"" + searchMoves.get(i)
                        + "\" names no legal turn: " + e.getMessage(), e);
            }
        }
        return turns;
    }

    private SearchOutcome run(Launch launch, SearchLimits limits, SearchListener listener) {
        try {
            LOG.debug("{} search starts: {} with {}", launch.root().variant().name(), launch.root().fen(), limits);
            SearchResult result = launch.searcher().search(launch.root().position(), limits, listener, launch.stop(),
                    launch.searchMoves());
            SearchOutcome outcome = SearchOutcome.of(launch.root(), result);
            LOG.debug("{} search ends: best {} score {} depth {} nodes {} time {} ms", launch.root().variant().name(),
                    outcome.bestTurn().map(Turn::text).orElse("(none)"), outcome.scoreText(), outcome.depth(),
                    outcome.nodes(), outcome.timeMs());
            return outcome;
        } finally {
            synchronized (lock) {
                running = null;
                launch.searcher().forgetPonderHit(); // one that came after the search's last check
            }
        }
    }

    /** Makes {@code change} under the lock, refused while a search runs ({@code action} says what it would do). */
    private void whileIdle(String action, Runnable change) {
        synchronized (lock) {
            requireIdle(action);
            change.run();
        }
    }

    private void requireIdle(String action) {
        if (running != null) {
            throw new IllegalStateException("cannot " + action + " while this engine is searching; stop() it first"
                    + " or use another engine");
        }
    }
}
