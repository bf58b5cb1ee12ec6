package dev.mallard.uci;

import dev.mallard.core.Version;
import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.EngineSettings;
import dev.mallard.protocol.NetworkFile;
import dev.mallard.protocol.NetworkSwitch;
import dev.mallard.protocol.OfferedVariants;
import dev.mallard.protocol.ProtocolOutput;
import dev.mallard.protocol.ProtocolSession;
import dev.mallard.protocol.SessionSearch;
import dev.mallard.protocol.TunableParameters;
import dev.mallard.protocol.Warmup;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The engine's state in a UCI session and what each command does to it. Everything here runs on
 * the input loop's thread, one event at a time; searches run on the {@link Engine}'s own thread
 * ({@link UciSearches}) and come back as {@link UciEvent.SearchDone} events.
 *
 * <p>The session never blocks: one thread reads the input for the whole life of the process and
 * every command is handled when it arrives, also while a search runs. {@code isready} is answered
 * at once, {@code stop}, {@code ponderhit} and {@code quit} are obeyed at once. A search ends with
 * {@code bestmove}, and one started with {@code go infinite} or {@code go ponder} waits for
 * {@code stop} (or {@code ponderhit}) before sending it, even if it has reached its end. A
 * command that changes the game or the options ({@code position}, {@code go}, {@code setoption},
 * {@code ucinewgame}) sent while a search runs is checked first; a good one then stops that
 * search, whose {@code bestmove} is sent (UCI wants one per {@code go}), and takes effect, a bad
 * one leaves it running: a wrapper that sends them at moments the specification does not bless
 * never waits behind a search that has no end.
 *
 * <p>A {@code ponderhit} turns the running ponder search into the engine's own search, as in
 * Stockfish: the search goes on with what it has found (its iterations, table and node count),
 * now under the limits of the {@code go ponder} command's clock, which is the clock the engine
 * has when the hit comes, counted from the hit ({@link SessionSearch#ponderHit}).
 *
 * <p>Bad input never ends the session: each problem is named in an {@code info string} and the
 * state stays as it was.
 */
final class UciSession implements ProtocolSession<UciEvent> {
    private static final Logger LOG = LoggerFactory.getLogger(UciSession.class);
    static final String AUTHOR = "the Mallard developers";
    /** Echoed input is cut to this length. */
    private static final int MAX_ECHO = 200;
    /** The UCI name of FIDE chess, which Mallard's variant SPI calls {@code normal}. */
    private static final String CHESS = "chess";
    private static final String NORMAL = "normal";

    private final ProtocolOutput out;
    /** The search options of the engine's searches: the command line's, with the parameters set since. */
    private SearchOptions searchOptions;
    /** Whether the search parameters are options ({@link TunableParameters}: a tuning run's engine). */
    private final boolean tunable;
    /** {@code Use NNUE}'s default: whether the engine started with networks on ({@link NetworkSwitch}). */
    private final boolean networksByDefault;
    /** The searches and their {@code bestmove}s. */
    private final UciSearches searches;
    private final List<SearchableVariant> variants;
    private final Warmup warmup;

    private final Engine engine;
    private int hashMb = UciOptions.DEFAULT_HASH_MB;
    private int threads = 1;
    private int multiPv = 1;
    private long moveOverheadMs = UciOptions.DEFAULT_MOVE_OVERHEAD_MS;
    /** Whether the GUI has sent a {@code position} since the variant or the game changed. */
    private boolean positionSet;

    private boolean inputClosed;
    private boolean finished;

    /**
     * A session that starts with {@code settings} (its search options, the search parameters as
     * options when tunable ({@link TunableParameters}), networks on or off as {@code Use NNUE}'s
     * default); search ends go to {@code events}. It warms the search up for at most
     * {@code settings.warmupMs()} from now, and the first {@code readyok} waits for that (uciok
     * does not: GUIs allow {@code uci} only a few seconds).
     */
    UciSession(ProtocolOutput out, EngineSettings settings, Consumer<UciEvent> events) {
        this.out = out;
        this.searchOptions = settings.searchOptions();
        this.tunable = settings.tunable();
        this.networksByDefault = settings.useNetworks();
        this.variants = OfferedVariants.searchable(Variants.all());
        if (variants.isEmpty()) {
            throw new IllegalStateException("no variant with a search on the class path");
        }
        warmup = Warmup.start(variants, settings.warmupMs());
        engine = newEngine(variants.get(0));
        searches = new UciSearches(out, engine, warmup, end -> events.accept(new UciEvent.SearchDone(end)),
                this::afterBestMove);
    }

    @Override
    public boolean finished() {
        return finished;
    }

    @Override
    public void close() {
        searches.close();
    }

    @Override
    public void handle(UciEvent event) {
        if (event instanceof UciEvent.Input input) {
            LOG.debug("< {}", input.text());
            if (input.tooLong()) {
                problem("line too long, ignored: " + ProtocolOutput.echo(input.text(), MAX_ECHO) + "...");
            } else {
                execute(input.text());
            }
        } else if (event instanceof UciEvent.SearchDone done) {
            searches.ended(done.end());
        } else if (event instanceof UciEvent.EndOfInput) {
            inputClosed = true;
            windUp();
        }
    }

    /**
     * After the input's end: a search with limits still answers (a script may pipe
     * {@code go depth 10} and close); an infinite or ponder search, having no end of its own, is
     * stopped.
     */
    private void windUp() {
        if (!searches.running()) {
            finished = true;
        } else if (searches.kind() != SessionSearch.Kind.MOVE) {
            searches.stop();
        }
    }

    /** Before a command changes the game or the options (checked first), the search ends with its {@code bestmove}. */
    private void stopSearchFirst() {
        searches.stopFirst();
    }

    private void execute(String line) {
        List<String> words = Arrays.stream(line.trim().split("\\s+")).filter(w -> !w.isEmpty()).toList();
        if (words.isEmpty()) {
            return;
        }
        String name = words.get(0);
        List<String> args = words.subList(1, words.size());
        try {
            switch (name) {
                case "uci" -> handshake();
                case "isready" -> {
                    // The GUI asks before its first search whether the engine has initialised
                    // (the UCI specification's own use of isready): the warm-up ends first.
                    warmup.await();
                    out.line("readyok");
                }
                case "debug", "register" -> {
                    // accepted and ignored, as Stockfish does: Mallard has no debug mode and needs no registration
                }
                case "setoption" -> setOption(args);
                case "ucinewgame" -> newGame();
                case "position" -> position(args);
                case "go" -> go(GoCommand.parse(args));
                case "stop" -> searches.stop();
                case "ponderhit" -> searches.ponderHit();
                case "quit" -> quit();
                default -> problem("unknown command: " + ProtocolOutput.echo(line.trim(), MAX_ECHO));
            }
        } catch (IllegalArgumentException | IllegalStateException e) {
            problem(e.getMessage() + " (in: " + ProtocolOutput.echo(line.trim(), MAX_ECHO) + ")");
        }
    }

    // ------------------------------------------------------------------------------------------
    // Handshake and options

    private void handshake() {
        out.line("id name " + Version.engineName());
        out.line("id author " + AUTHOR);
        List<String> names = new ArrayList<>();
        for (SearchableVariant v : variants) {
            names.add(uciName(v));
        }
        UciOptions.lines(names, networksByDefault).forEach(out::line);
        if (tunable) {
            for (TunableParameters.Spin spin : TunableParameters.spins(engine.variant().searchRules().searchParameters()
                    .with(searchOptions.parameters()))) {
                out.line(new UciOptions.Spin(spin.name(), spin.value(), spin.min(), spin.max()).line());
            }
        }
        out.line("uciok");
    }

    private void setOption(List<String> args) {
        UciOptions.Setting setting = UciOptions.parseSetOption(args);
        if (tunable && TunableParameters.isParameter(setting.name())) {
            SearchOptions changed = TunableParameters.set(searchOptions, setting.name(), setting.value());
            stopSearchFirst();
            engine.setOptions(changed);
            searchOptions = changed;
            return;
        }
        Optional<String> known = UciOptions.canonicalName(setting.name());
        if (known.isEmpty()) {
            throw new IllegalArgumentException("no such option: " + ProtocolOutput.echo(setting.name(), MAX_ECHO));
        }
        String value = setting.value();
        switch (known.get()) {
            case UciOptions.VARIANT -> setVariant(findVariant(value));
            case UciOptions.HASH -> {
                int mb = UciOptions.HASH_SPIN.parse(value);
                stopSearchFirst();
                engine.setHashSize(mb);
                hashMb = mb;
            }
            case UciOptions.THREADS -> {
                int count = UciOptions.THREADS_SPIN.parse(value);
                stopSearchFirst();
                engine.setThreads(count);
                threads = count;
            }
            case UciOptions.MULTI_PV -> {
                multiPv = UciOptions.MULTI_PV_SPIN.parse(value);
                stopSearchFirst(); // the running search keeps its lines; the next one has the new count
            }
            case UciOptions.PONDER -> UciOptions.parseCheck(UciOptions.PONDER, value); // a hint to the engine; Mallard ponders when told to
            case UciOptions.MOVE_OVERHEAD -> {
                moveOverheadMs = UciOptions.MOVE_OVERHEAD_SPIN.parse(value);
                stopSearchFirst();
            }
            case UciOptions.CLEAR_HASH -> {
                stopSearchFirst();
                engine.newGame();
            }
            case UciOptions.EVAL_FILE -> setEvalFile(value);
            case UciOptions.USE_NNUE -> {
                boolean use = UciOptions.parseCheck(UciOptions.USE_NNUE, value);
                stopSearchFirst();
                out.line(UciText.infoString(NetworkSwitch.apply(engine, use, networkPlayers())));
            }
            default -> throw new IllegalStateException("option " + known.get() + " has no handler");
        }
    }

    /**
     * {@code EvalFile}: the network is read whole before the engine changes, so a file that holds
     * none leaves the evaluation as it was; the outcome is said in an {@code info string}.
     */
    private void setEvalFile(String value) {
        Optional<Network> network = NetworkFile.load(value);
        stopSearchFirst();
        out.line("info string " + NetworkFile.apply(engine, value, network, networkPlayers()));
    }

    /** The UCI names of the variants offered that play networks. */
    private List<String> networkPlayers() {
        return variants.stream().filter(SearchableVariant::playsNetworks).map(UciSession::uciName).toList();
    }

    private void setVariant(SearchableVariant variant) {
        stopSearchFirst();
        if (variant != engine.variant()) {
            engine.setVariant(variant); // keeps the table, threads and options
            positionSet = false;
        }
        out.line(UciText.infoString("variant " + uciName(variant) + " startpos " + variant.startFen()));
    }

    /** The variant a {@code UCI_Variant} value names, by the names table of {@link Variants}. */
    private SearchableVariant findVariant(String value) {
        Optional<SearchableVariant> found = Variants.find(variants, value);
        if (found.isPresent()) {
            return found.get();
        }
        List<String> names = new ArrayList<>();
        variants.forEach(v -> names.add(uciName(v)));
        throw new IllegalArgumentException("unknown variant \"" + ProtocolOutput.echo(value, MAX_ECHO)
                + "\" for UCI_Variant (known: " + String.join(", ", names) + ")");
    }

    private static String uciName(SearchableVariant variant) {
        return variant.name().equals(NORMAL) ? CHESS : variant.name();
    }

    /** An engine for {@code variant} with the session's hash, threads and search options, at the start position. */
    private Engine newEngine(SearchableVariant variant) {
        Engine created = Engine.create(variant, hashMb);
        created.setOptions(searchOptions);
        created.setThreads(threads);
        created.setUseNetworks(networksByDefault);
        return created;
    }

    // ------------------------------------------------------------------------------------------
    // Game and position

    private void newGame() {
        stopSearchFirst();
        engine.newGame();
        engine.setPosition(engine.variant().startFen(), List.of());
        positionSet = false;
    }

    /** {@code position}: checked whole first ({@link PositionCommand}), so a bad one leaves the position and the search. */
    private void position(List<String> args) {
        Game next = PositionCommand.parse(args, engine.variant());
        stopSearchFirst();
        engine.setPosition(next);
        positionSet = true;
    }

    // ------------------------------------------------------------------------------------------
    // Searching

    private void go(GoCommand go) {
        stopSearchFirst();
        if (!positionSet) {
            problem("go before position: searching " + (engine.fen().equals(engine.variant().startFen())
                    ? "the start position" : "the last position set"));
        }
        engine.setMultiPv(multiPv);
        searches.go(go, moveOverheadMs);
    }

    /** A search's {@code bestmove} went out: after the input's end, the session may be over. */
    private void afterBestMove() {
        if (inputClosed) {
            windUp();
        }
    }

    private void quit() {
        searches.stopFirst();
        finished = true;
    }

    private void problem(String text) {
        out.line(UciText.infoString(text));
    }
}
