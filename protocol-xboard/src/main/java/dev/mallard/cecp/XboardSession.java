package dev.mallard.cecp;

import dev.mallard.core.board.Color;
import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.protocol.EngineSettings;
import dev.mallard.protocol.ProtocolOutput;
import dev.mallard.protocol.ProtocolSession;
import dev.mallard.protocol.SessionSearch;
import dev.mallard.protocol.Warmup;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A CECP session's command table: what each command does, over the game ({@link SessionGame}),
 * the engine's searches ({@link Thinking}) and analysis mode ({@link Analysis}). Everything
 * here runs on the input loop's thread, one event at a time; searches come back as
 * {@link Event.SearchDone} events, so no command ever waits for a search.
 *
 * <p>The engine is in one of four states: waiting (possibly in force mode), thinking on its
 * own move, pondering or analysing. What a command does while a search runs (docs/cecp.md
 * lists them): {@code ?} makes the engine move now; a move from the GUI while the engine thinks
 * on its own makes it move now too, and is then played in the position after that move; every
 * other command that changes the game or the engine's role ({@code new}, {@code variant},
 * {@code setboard}, {@code edit}, {@code undo}, {@code remove}, {@code force}, {@code white},
 * {@code black}, {@code result}, {@code analyze}) first ends the engine's thinking or pondering
 * without a move (the GUI has moved on) and then takes effect; in analysis mode the analysis then
 * starts again on the new position. {@code ping} is answered at once, except while the engine
 * thinks on its move: then after the move, as the protocol asks. {@code cores} and
 * {@code memory} apply from the next search.
 *
 * <p>Bad input never ends the session: each problem is answered in CECP's own form
 * ({@code Error (...): ...}, {@code Illegal move ...}, {@code tellusererror ...}) and the state
 * stays as it was.
 */
final class XboardSession implements ProtocolSession<Event> {
    private static final Logger LOG = LoggerFactory.getLogger(XboardSession.class);
    /** The transposition table until the GUI sends {@code memory}. */
    static final int DEFAULT_HASH_MB = 64;
    /** Echoed commands are cut to this length. */
    private static final int MAX_ECHO = 200;

    private final ProtocolOutput out;
    private final List<SearchableVariant> variants;
    private final Warmup warmup;
    private final SessionGame played;
    private final Thinking thinking;
    private final Analysis analysis;
    private final GameSetup setup;
    private final EngineOptions engineOptions;
    private boolean inputClosed;
    private boolean quit;

    /**
     * A session offering {@code variants} that starts with {@code settings} (its search options,
     * the search parameters as engine options when tunable ({@link EngineOptions}), networks on or
     * off as {@code Use NNUE}'s default) and warms the search up for {@code settings.warmupMs()}
     * from now; {@code protover}'s {@code feature done=1} waits for that.
     */
    XboardSession(ProtocolOutput out, List<SearchableVariant> variants, EngineSettings settings,
            Consumer<SessionSearch.End> searchDone) {
        this.out = out;
        this.variants = variants;
        SearchableVariant defaultVariant = variants.stream().filter(v -> v.name().equals("normal")).findFirst()
                .orElse(variants.get(0));
        List<SearchableVariant> likeliestFirst = new ArrayList<>(variants);
        likeliestFirst.remove(defaultVariant);
        likeliestFirst.add(0, defaultVariant);
        this.warmup = Warmup.start(likeliestFirst, settings.warmupMs());
        Engine engine = Engine.create(defaultVariant, DEFAULT_HASH_MB);
        engine.setOptions(settings.searchOptions());
        engine.setUseNetworks(settings.useNetworks());
        this.played = new SessionGame(defaultVariant);
        this.thinking = new Thinking(out, played, engine, searchDone, warmup);
        this.analysis = new Analysis(out, played, thinking);
        this.setup = new GameSetup(out, variants, defaultVariant, played, thinking, analysis);
        this.engineOptions = new EngineOptions(out, variants, thinking, analysis, settings);
    }

    @Override
    public boolean finished() {
        // After the input's end a move being thought about is still sent; then the session is over.
        return quit || inputClosed && !thinking.onMove();
    }

    @Override
    public void close() {
        thinking.close();
    }

    @Override
    public void handle(Event event) {
        if (event instanceof Event.Input input) {
            LOG.debug("< {}", input.text());
            if (input.tooLong()) {
                out.line("Error (line too long): " + ProtocolOutput.echo(input.text(), MAX_ECHO));
            } else {
                command(input.text());
            }
        } else if (event instanceof Event.SearchDone done) {
            thinking.ended(done.end());
        } else if (event instanceof Event.EndOfInput) {
            inputClosed = true;
            thinking.closeInput();
        }
    }

    private void command(String line) {
        Command command = CommandParser.parse(line);
        if (command == null) {
            return;
        }
        try {
            if (setup.editing(command.text())) {
                setup.edit(command.text());
            } else {
                dispatch(command);
            }
        } catch (CommandException e) {
            error(e.getMessage(), command);
        } catch (RuntimeException e) {
            LOG.warn("command \"{}\" failed", command.text(), e);
            error("internal error", command);
        }
    }

    private void dispatch(Command c) throws CommandException {
        switch (c.name()) {
            case "xboard", "accepted", "rejected", "computer", "random", "name", "rating", "ics", "hint", "bk" -> {
                // nothing to do: Mallard has no book, no hints, no opponent-dependent play
            }
            case "hard" -> thinking.ponder(true);
            case "easy" -> thinking.ponder(false);
            case "protover" -> protover(c);
            case "new" -> setup.newGame();
            case "variant" -> setup.variant(c);
            case "force" -> force();
            case "go" -> go();
            case "playother" -> playOther();
            case "white" -> setup.putOnMove(Color.WHITE);
            case "black" -> setup.putOnMove(Color.BLACK);
            case "setboard" -> setup.setBoard(c);
            case "edit" -> setup.startEdit();
            case "usermove" -> userMove(c.single("a move"));
            case "undo" -> takeBack(1);
            case "remove" -> takeBack(2);
            case "result" -> result();
            case "?" -> thinking.moveNow();
            case "draw" -> thinking.draw();
            case "ping" -> thinking.ping("pong " + ProtocolOutput.echo(c.single("a number"), MAX_ECHO));
            case "quit" -> quit();
            case "exit" -> analysis.exit();
            case "analyze" -> analysis.start();
            case "." -> analysis.status();
            case "post" -> thinking.post(true);
            case "nopost" -> thinking.post(false);
            case "cores" -> thinking.resources().cores(c.number(1, 1024));
            case "memory" -> thinking.memory((int) c.number(1, 1 << 20));
            case "level" -> played.clock().level(c.args());
            case "st" -> played.clock().moveTime(c.single("seconds per move"));
            case "sd" -> played.clock().setDepthLimit((int) c.number(1, Integer.MAX_VALUE));
            case "time" -> played.clock().setEngineClock(c.number(Long.MIN_VALUE / 20, Long.MAX_VALUE / 20));
            case "otim" -> played.clock().setOpponentClock(c.number(Long.MIN_VALUE / 20, Long.MAX_VALUE / 20));
            case "nps" -> played.clock().setNodesPerSecond(c.number(0, Long.MAX_VALUE / 1_000_000));
            case "exclude" -> analysis.exclude(c.single("a move or all"), true);
            case "include" -> analysis.exclude(c.single("a move or all"), false);
            case "option" -> engineOptions.set(c.argText());
            default -> {
                if (c.args().isEmpty() && CommandParser.looksLikeMove(c.name())) {
                    userMove(c.name());
                } else {
                    throw new CommandException("unknown command");
                }
            }
        }
    }

    // ------------------------------------------------------------------------------------------
    // Handshake and game set-up

    private void protover(Command c) throws CommandException {
        if (c.number(1, Integer.MAX_VALUE) >= 2) {
            List<String> features = Features.lines(variants, engineOptions.networksByDefault(), engineOptions.offeredParameters());
            // done=0 comes first, so the GUI waits for done=1, which waits for the warm-up.
            features.subList(0, features.size() - 1).forEach(out::line);
            warmup.await();
            out.line(features.get(features.size() - 1));
        }
    }

    // ------------------------------------------------------------------------------------------
    // Playing

    private void force() {
        thinking.abortThinking();
        played.force();
    }

    private void go() throws CommandException {
        if (analysis.on()) {
            throw new CommandException("analyzing; send exit first");
        }
        if (thinking.onMove()) {
            return;
        }
        if (played.over()) {
            throw new CommandException("the game is over");
        }
        thinking.abortThinking();
        played.engineTakesSideToMove();
        thinking.startThinking();
    }

    private void playOther() throws CommandException {
        if (analysis.on()) {
            throw new CommandException("analyzing; send exit first");
        }
        if (thinking.onMove()) {
            throw new CommandException("the engine is on move");
        }
        thinking.abortThinking();
        played.engineTakesOtherSide();
    }

    /**
     * A move from the GUI. While the engine thinks on its own move, it moves now, and the GUI's
     * move is taken as the reply to that (one that is not even shaped like a move is refused
     * first, leaving the search alone); while it ponders, the move is a hit or a miss.
     */
    private void userMove(String move) {
        if (thinking.onMove()) {
            if (!CommandParser.looksLikeMove(move)) {
                out.line("Illegal move (not a move): " + ProtocolOutput.echo(move, MAX_ECHO));
                return;
            }
            thinking.moveAtOnce();
        }
        Turn turn;
        try {
            turn = played.parseTurn(move);
        } catch (IllegalMoveException e) {
            String reason = e.reason().orElse(null);
            out.line("Illegal move" + (reason == null ? "" : " (" + reason + ")") + ": "
                    + ProtocolOutput.echo(move, MAX_ECHO));
            return;
        }
        if (thinking.pondering() && thinking.ponderHit(turn)) {
            return;
        }
        played.play(turn);
        if (analysis.on()) {
            analysis.restart();
            return;
        }
        Optional<String> claim = played.claim();
        if (claim.isPresent()) {
            out.line(claim.get());
        } else if (played.engineToMove()) {
            thinking.startThinking();
        }
    }

    /**
     * {@code undo} and {@code remove}: any thinking ends without a move; after {@code remove}
     * the engine, no longer in force mode and on move again, thinks afresh.
     */
    private void takeBack(int plies) throws CommandException {
        played.takeBack(plies);
        thinking.abort();
        if (analysis.on()) {
            analysis.restart();
        } else if (played.engineToMove()) {
            thinking.startThinking();
        }
    }

    private void result() {
        thinking.abortThinking();
        played.resultReceived();
    }

    private void quit() {
        thinking.abort();
        quit = true;
    }

    // ------------------------------------------------------------------------------------------
    // Settings

    /** The threads of the next search, as {@code cores} set them. */
    int searchThreads() {
        return thinking.resources().threads();
    }

    /** The transposition table's size now, in MB. */
    int hashMegabytes() {
        return thinking.engine().hashSize();
    }

    // ------------------------------------------------------------------------------------------
    // Arguments and replies

    private void error(String reason, Command c) {
        out.line("Error (" + reason + "): " + ProtocolOutput.echo(c.text(), MAX_ECHO));
    }
}
