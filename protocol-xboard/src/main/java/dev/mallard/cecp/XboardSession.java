package dev.mallard.cecp;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Move;
import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchInfo;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.NetworkFile;
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
 * The engine's state in a CECP session and what each command does to it. Everything here runs
 * on the input loop's thread, one event at a time. The game is a {@link Game} of the library;
 * searches run on the library's {@link Engine}, one at a time through a {@link SessionSearch},
 * and come back as {@link Event.SearchDone} events.
 *
 * <p>The engine is in one of four states: waiting (possibly in force mode), thinking on its
 * own move, pondering (thinking on the opponent's time) or analysing. A {@code ping} while it
 * thinks on its move is answered after the move (all commands before the ping, {@code go}
 * included, are then done); at any other time at once. {@code cores} sets the threads of the
 * next search (Lazy SMP).
 *
 * <p>Pondering ({@code hard}): after its move the engine searches the position after the reply
 * its principal variation expects (with no such reply, the opponent's position itself, which
 * fills the hash table). When that reply comes (a ponder hit) the same search goes on as the
 * engine's move ({@link SessionSearch#ponderHit}), under a fixed time: the move's budget less the
 * time pondered, so a hit never costs more clock than a normal move and a long ponder is
 * answered at once. Any other reply (a miss) stops it, and the engine thinks afresh. The expected
 * reply is announced as {@code Hint: <turn>} when pondering starts. Every command that changes
 * the game or the engine's role ends pondering first; {@code time}, {@code otim}, {@code ping},
 * {@code post} and the like do not. With {@code nps} (virtual time) the engine does not ponder:
 * the GUI's node clock cannot credit time used while waiting.
 */
final class XboardSession implements ProtocolSession<Event> {
    private static final Logger LOG = LoggerFactory.getLogger(XboardSession.class);
    /** The transposition table until the GUI sends {@code memory}. */
    static final int DEFAULT_HASH_MB = 64;
    /** Echoed commands are cut to this length. */
    private static final int MAX_ECHO = 200;
    /** A draw offer is accepted when the engine's last search, at least this deep, scored a dead draw. */
    private static final int DRAW_OFFER_MIN_DEPTH = 8;

    private final ProtocolOutput out;
    private final List<SearchableVariant> variants;
    private final SearchableVariant defaultVariant;
    private final SearchOptions options;
    private final SessionSearch search;
    private final Warmup warmup;
    private final TimeControl clock = new TimeControl();
    /** The engine of the game's variant; a new variant keeps it ({@link Engine#setVariant}). */
    private Engine engine;
    private Game game;

    private boolean force;
    private boolean analyzing;
    private volatile boolean post;
    private int engineColor = Color.BLACK;
    /** The GUI sent {@code result}: no thinking until the position changes. */
    private boolean resultReceived;
    private final List<String> deferredPongs = new ArrayList<>();
    /** The table size and threads that {@code memory} and {@code cores} asked for. */
    private final EngineResources resources = new EngineResources();
    private boolean inputClosed;
    private boolean finished;
    /** The last report of the running search, for {@code .}. */
    private volatile SearchInfo lastInfo;
    /** Score and depth of the engine's last move search, for draw offers; depth -1 when none. */
    private int lastScore;
    private int lastDepth = -1;
    /** {@code hard}: ponder after each move. */
    private boolean ponder;
    /** The reply the running ponder search expects; null when it searches without a guess. */
    private Turn ponderTurn;
    /** The lines an analysis shows ({@code option MultiPV=N}). */
    private int analysisLines = 1;
    /** The root moves {@code exclude} took out of the analysis. */
    private final RootExclusions exclusions = new RootExclusions();

    XboardSession(ProtocolOutput out, List<SearchableVariant> variants, Consumer<SessionSearch.End> searchDone) {
        this(out, variants, SearchOptions.defaults(), searchDone);
    }

    /** A session whose searches use {@code options} (techniques switched off for strength tests). */
    XboardSession(ProtocolOutput out, List<SearchableVariant> variants, SearchOptions options,
            Consumer<SessionSearch.End> searchDone) {
        this(out, variants, options, searchDone, 0);
    }

    /**
     * A session that also warms the search up for {@code warmupMs} from now; {@code protover}'s
     * {@code feature done=1} waits for that.
     */
    XboardSession(ProtocolOutput out, List<SearchableVariant> variants, SearchOptions options,
            Consumer<SessionSearch.End> searchDone, long warmupMs) {
        this.search = new SessionSearch(searchDone);
        this.out = out;
        this.variants = variants;
        this.options = options;
        this.defaultVariant = variants.stream().filter(v -> v.name().equals("normal")).findFirst()
                .orElse(variants.get(0));
        List<SearchableVariant> likeliestFirst = new ArrayList<>(variants);
        likeliestFirst.remove(defaultVariant);
        likeliestFirst.add(0, defaultVariant);
        this.warmup = Warmup.start(likeliestFirst, warmupMs);
        this.engine = newEngine(defaultVariant, DEFAULT_HASH_MB);
        this.game = Game.start(defaultVariant);
    }

    /** An engine for {@code variant} with the session's search options and a table of {@code hashMb}. */
    private Engine newEngine(SearchableVariant variant, int hashMb) {
        Engine created = Engine.create(variant, hashMb);
        created.setOptions(options);
        return created;
    }

    @Override
    public boolean finished() {
        return finished;
    }

    @Override
    public void close() {
        search.close();
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
            search.ended(done.end()).ifPresent(this::moveFound);
        } else if (event instanceof Event.EndOfInput) {
            inputClosed = true;
            // A move being thought about is still sent; an analysis has no end of its own.
            if (!search.thinking()) {
                abortSearch();
                finished = true;
            }
        }
    }

    private void command(String line) {
        Command command = CommandParser.parse(line);
        if (command == null) {
            return;
        }
        try {
            dispatch(command);
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
            case "hard" -> ponder = true;
            case "easy" -> easy();
            case "protover" -> protover(c);
            case "new" -> newGame();
            case "variant" -> variant(c);
            case "force" -> force();
            case "go" -> go();
            case "playother" -> playOther();
            case "white" -> putOnMove(Color.WHITE);
            case "black" -> putOnMove(Color.BLACK);
            case "setboard" -> setBoard(c);
            case "usermove" -> userMove(single(c, "a move"));
            case "undo" -> takeBack(1);
            case "remove" -> takeBack(2);
            case "result" -> result();
            case "?" -> moveNow();
            case "draw" -> draw();
            case "ping" -> ping(c);
            case "quit" -> quit();
            case "exit" -> exitAnalysis();
            case "analyze" -> analyze();
            case "." -> analysisStatus();
            case "post" -> post = true;
            case "nopost" -> post = false;
            case "cores" -> resources.cores(number(c, 1, 1024));
            case "memory" -> memory((int) number(c, 1, 1 << 20));
            case "level" -> level(c);
            case "st" -> moveTime(c);
            case "sd" -> clock.setDepthLimit((int) number(c, 1, Integer.MAX_VALUE));
            case "time" -> clock.setEngineClock(number(c, Long.MIN_VALUE / 20, Long.MAX_VALUE / 20));
            case "otim" -> clock.setOpponentClock(number(c, Long.MIN_VALUE / 20, Long.MAX_VALUE / 20));
            case "nps" -> clock.setNodesPerSecond(number(c, 0, Long.MAX_VALUE / 1_000_000));
            case "exclude" -> exclude(single(c, "a move or all"), true);
            case "include" -> exclude(single(c, "a move or all"), false);
            case "option" -> option(c);
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
        if (number(c, 1, Integer.MAX_VALUE) >= 2) {
            List<String> features = Features.lines(variants);
            // done=0 comes first, so the GUI waits for done=1, which waits for the warm-up.
            features.subList(0, features.size() - 1).forEach(out::line);
            warmup.await();
            out.line(features.get(features.size() - 1));
        }
    }

    private void newGame() {
        abortSearch();
        useVariant(defaultVariant);
        engine.newGame();
        force = false;
        engineColor = Color.BLACK;
        resultReceived = false;
        lastDepth = -1;
        clock.newGame();
        if (analyzing) {
            startAnalysis();
        }
    }

    /**
     * A new game of {@code variant} from its start position. The engine switches to a new variant
     * and keeps its table, threads and options (see {@link Engine#setVariant}).
     */
    private void useVariant(SearchableVariant variant) {
        game = Game.start(variant);
        if (engine.variant() != variant) {
            engine.setVariant(variant);
        }
    }

    private void variant(Command c) throws CommandException {
        String name = single(c, "a variant name");
        Optional<SearchableVariant> found = Variants.find(variants, name);
        if (found.isEmpty()) {
            out.line("Error (unsupported variant): " + ProtocolOutput.echo(name, MAX_ECHO));
            return;
        }
        abortSearch();
        useVariant(found.get());
        resultReceived = false;
        lastDepth = -1;
        VariantSetup.lines(found.get()).forEach(out::line);
        if (analyzing) {
            startAnalysis();
        }
    }

    private void setBoard(Command c) {
        Game board;
        try {
            if (c.args().isEmpty()) {
                throw new IllegalArgumentException("no FEN given");
            }
            board = Game.fromFen(engine.variant(), c.argText());
        } catch (RuntimeException e) {
            LOG.debug("bad FEN \"{}\"", c.argText(), e);
            out.line("tellusererror Illegal position: " + ProtocolOutput.echo(String.valueOf(e.getMessage()), MAX_ECHO));
            return;
        }
        abortSearch();
        game = board;
        resultReceived = false;
        if (analyzing) {
            startAnalysis();
        }
    }

    /**
     * Protocol 1's {@code white} and {@code black}: that side on move, the engine plays the
     * other. The FEN is rewritten: the side field changes, the en-passant square goes, the turn
     * history starts afresh; nothing changes if that side is already on move.
     */
    private void putOnMove(int color) throws CommandException {
        abortThinking();
        if (game.sideToMove() != color) {
            String[] fields = game.fen().split(" ");
            try {
                if (fields.length < 4) {
                    throw new IllegalArgumentException("no side to move in " + game.fen());
                }
                fields[1] = String.valueOf(Color.toChar(color));
                fields[3] = "-";
                game = Game.fromFen(engine.variant(), String.join(" ", fields));
            } catch (RuntimeException e) {
                throw new CommandException("cannot put " + (color == Color.WHITE ? "White" : "Black") + " on move: "
                        + e.getMessage());
            }
        }
        engineColor = Color.opposite(color);
        force = false;
        if (analyzing) {
            startAnalysis();
        }
    }

    // ------------------------------------------------------------------------------------------
    // Playing

    private void force() {
        abortThinking();
        force = true;
    }

    private void go() throws CommandException {
        if (analyzing) {
            throw new CommandException("analyzing; send exit first");
        }
        if (search.thinking()) {
            return;
        }
        if (gameOver()) {
            throw new CommandException("the game is over");
        }
        abortThinking();
        force = false;
        engineColor = game.sideToMove();
        startThinking();
    }

    private void playOther() throws CommandException {
        if (analyzing) {
            throw new CommandException("analyzing; send exit first");
        }
        if (search.thinking()) {
            throw new CommandException("the engine is on move");
        }
        abortThinking();
        force = false;
        engineColor = Color.opposite(game.sideToMove());
    }

    private void userMove(String move) {
        if (search.thinking()) {
            out.line("Illegal move (the engine is on move): " + ProtocolOutput.echo(move, MAX_ECHO));
            return;
        }
        Turn turn;
        try {
            turn = parseTurn(move);
        } catch (IllegalMoveException e) {
            String reason = e.reason().orElse(null);
            out.line("Illegal move" + (reason == null ? "" : " (" + reason + ")") + ": "
                    + ProtocolOutput.echo(move, MAX_ECHO));
            return;
        }
        if (search.pondering()) {
            if (ponderTurn != null && turn.code() == ponderTurn.code()) {
                ponderHit(turn);
                return;
            }
            abortSearch();
        }
        game.play(turn);
        if (analyzing) {
            startAnalysis();
            return;
        }
        if (claimIfOver()) {
            return;
        }
        if (!force && !resultReceived && game.sideToMove() == engineColor) {
            startThinking();
        }
    }

    /**
     * The legal turn a move from the GUI names, its legs joined ({@link
     * dev.mallard.core.variant.Variant#cecpLegs}: the variant's rules read every CECP form).
     *
     * @throws IllegalMoveException with the rules' reason, if they give one
     */
    private Turn parseTurn(String move) {
        try {
            return game.legalTurn(move);
        } catch (IllegalMoveException e) {
            throw e;
        } catch (RuntimeException e) {
            LOG.debug("move \"{}\" rejected: {}", move, e.getMessage());
            throw new IllegalMoveException("not a legal move: " + move);
        }
    }

    /** The turn, legal in the game's position, as the arguments of its CECP {@code move} lines, one per leg. */
    private List<String> cecpLegs(Turn turn) {
        return game.variant().cecpLegs(game.position(), turn.code());
    }

    private void takeBack(int plies) throws CommandException {
        if (game.turns().size() < plies) {
            throw new CommandException(plies == 1 ? "no move to undo" : "fewer than two moves to take back");
        }
        abortSearch();
        for (int i = 0; i < plies; i++) {
            game.undo();
        }
        resultReceived = false;
        if (analyzing) {
            startAnalysis();
        }
    }

    private void result() {
        abortThinking();
        resultReceived = true;
    }

    private void moveNow() {
        if (search.thinking()) {
            search.stop().ifPresent(this::moveFound);
        }
    }

    /** Accepts only when the engine's own search calls the game a dead draw. */
    private void draw() {
        if (game.status() == GameStatus.ONGOING && !resultReceived && lastDepth >= DRAW_OFFER_MIN_DEPTH
                && lastScore == Score.DRAW) {
            out.line("offer draw");
        }
    }

    private void ping(Command c) throws CommandException {
        String pong = "pong " + ProtocolOutput.echo(single(c, "a number"), MAX_ECHO);
        if (search.thinking()) {
            deferredPongs.add(pong);
        } else {
            out.line(pong);
        }
    }

    private void quit() {
        abortSearch();
        finished = true;
    }

    /**
     * Whether the engine may not move: the GUI ended the game, or the side to move has no turn.
     * A draw by rule (repetition, fifty moves, material) is claimed when it arises; a GUI that
     * plays on all the same still gets moves.
     */
    private boolean gameOver() {
        return resultReceived || game.legalTurnCount() == 0;
    }

    /** Sends the result if the game has ended; returns whether it has. */
    private boolean claimIfOver() {
        Optional<String> claim = GameEndClaim.of(game);
        claim.ifPresent(out::line);
        return claim.isPresent();
    }

    /** The number of the engine's moves so far in this game (from its set-up), for the clock. */
    private int movesMade() {
        return game.turns().size() / 2;
    }

    private void startThinking() {
        SearchLimits limits = clock.limits(movesMade());
        LOG.debug("thinking with {} (clock {} ms)", limits, clock.engineClockMs());
        startSearch(game, limits, List.of(), SessionSearch.Kind.MOVE);
        long capMs = clock.hardCapMs(movesMade());
        if (capMs != Long.MAX_VALUE) {
            search.stopAfter(capMs);
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
            claimIfOver();
        } else {
            List<String> lines = cecpLegs(turn.get()).stream().map(leg -> "move " + leg).toList();
            int moves = movesMade();
            game.play(turn.get());
            lines.forEach(out::line);
            clock.engineMoved(usedMs, moves);
            if (outcome != null) {
                lastScore = outcome.score();
                lastDepth = outcome.depth();
                List<Turn> pv = outcome.pv();
                if (pv.size() >= 2 && pv.get(0).code() == turn.get().code()) {
                    expectedReply = pv.get(1);
                }
            }
            over = claimIfOver();
        }
        flushPongs();
        if (inputClosed) {
            finished = true;
        } else if (!over && ponder && !clock.countsNodes()) {
            startPondering(expectedReply);
        }
    }

    /** The search's move if it is legal here, else (a failed search) the first legal turn; empty when none. */
    private Optional<Turn> chooseTurn(SearchOutcome outcome) {
        if (outcome != null && outcome.bestTurn().isPresent() && game.isLegal(outcome.bestTurn().get().text())) {
            return outcome.bestTurn();
        }
        if (outcome != null && outcome.bestTurn().isPresent()) {
            LOG.warn("search move {} is not legal here", outcome.bestTurn().get());
        }
        List<Turn> legal = game.legalTurnCount() == 0 ? List.of() : game.legalTurns();
        return legal.isEmpty() ? Optional.empty() : Optional.of(legal.get(0));
    }

    // ------------------------------------------------------------------------------------------
    // Pondering

    /**
     * Starts pondering on {@code guess} (the opponent's expected reply, or null): the position
     * after it, or, without a legal guess that leaves the game going, the opponent's position itself.
     */
    private void startPondering(Turn guess) {
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
        SearchLimits limits = SearchLimits.untilStopped();
        if (clock.depthLimit() > 0) {
            limits = limits.withDepth(Math.min(clock.depthLimit(), SearchLimits.MAX_DEPTH));
        }
        if (expected != null) {
            // As Fairy-Stockfish does: the GUI may show the expected reply.
            out.line("Hint: " + String.join("", cecpLegs(expected)));
        }
        startSearch(root, limits, List.of(), SessionSearch.Kind.PONDER);
        ponderTurn = expected;
    }

    /**
     * The opponent played the expected reply: the ponder search goes on as the engine's move,
     * for the move's budget less the time already pondered; one that already ended gives its
     * move at once.
     */
    private void ponderHit(Turn turn) {
        long ponderedMs = search.elapsedMs();
        game.play(turn);
        ponderTurn = null;
        long budgetMs = Math.min(clock.moveBudgetMs(movesMade()), clock.hardCapMs(movesMade()));
        LOG.debug("ponder hit after {} ms of pondering; budget {} ms", ponderedMs, budgetMs);
        SearchLimits limits = SearchLimits.moveTime(Math.max(1, budgetMs - ponderedMs));
        if (clock.depthLimit() > 0) {
            limits = limits.withDepth(Math.min(clock.depthLimit(), SearchLimits.MAX_DEPTH));
        }
        search.ponderHit(limits, SessionSearch.Kind.MOVE).ifPresent(this::moveFound);
    }

    /** {@code easy}: no more pondering, and a ponder search running now ends. */
    private void easy() {
        ponder = false;
        if (search.pondering()) {
            abortSearch();
        }
    }

    /** Called on the search thread. */
    private void report(SearchInfo info) {
        lastInfo = info;
        // CECP has no bounds: a failed aspiration window's score would read as the value.
        if (post && info.bound() == SearchInfo.Bound.EXACT) {
            out.line(ThinkingOutput.format(info));
        }
    }

    // ------------------------------------------------------------------------------------------
    // Analysis

    private void analyze() {
        abortThinking();
        analyzing = true;
        force = true;
        startAnalysis();
    }

    private void startAnalysis() {
        abortSearch();
        List<String> searchMoves = exclusions.searchMoves(game);
        if (searchMoves == null) {
            return; // every move excluded: nothing to analyse until one is included again
        }
        startSearch(game, SearchLimits.untilStopped(), searchMoves, SessionSearch.Kind.ANALYSIS);
    }

    /**
     * {@code exclude MOVE} and {@code include MOVE} (or {@code all}): which root moves the
     * analysis considers (by piece move: the Duck's square or the veto stays the search's
     * choice); an analysis running starts again with the new set.
     */
    private void exclude(String move, boolean exclude) throws CommandException {
        List<Integer> named = new ArrayList<>();
        if (move.equals("all")) {
            named.addAll(RootExclusions.pieceMoves(game));
        } else {
            try {
                named.add(Move.base(parseTurn(move).code()));
            } catch (IllegalMoveException e) {
                throw new CommandException("not a legal move");
            }
        }
        exclusions.set(game, named, exclude);
        if (analyzing) {
            startAnalysis();
        }
    }

    /**
     * {@code option NAME=VALUE}: {@code MultiPV} (the lines an analysis shows) or {@code EvalFile}
     * (a network file, {@link NetworkFile}).
     */
    private void option(Command c) throws CommandException {
        String text = c.argText();
        int equals = text.indexOf('=');
        String name = equals < 0 ? "" : text.substring(0, equals).strip();
        String value = equals < 0 ? "" : text.substring(equals + 1).strip();
        switch (name) {
            case Features.MULTI_PV -> setAnalysisLines(value);
            case Features.EVAL_FILE -> setEvalFile(value);
            default -> throw new CommandException("unknown option");
        }
    }

    private void setAnalysisLines(String value) throws CommandException {
        int lines;
        try {
            lines = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new CommandException("not a whole number");
        }
        if (lines < 1 || lines > SearchLimits.MAX_MULTI_PV) {
            throw new CommandException("out of range");
        }
        analysisLines = lines;
        if (analyzing) {
            startAnalysis();
        }
    }

    /**
     * The network is read whole before the engine changes, so a file that holds none leaves the
     * evaluation as it was. Refused while the engine thinks on its move (the move would be lost);
     * a ponder search ends and an analysis starts again with the new evaluation.
     */
    private void setEvalFile(String value) throws CommandException {
        if (search.thinking()) {
            throw new CommandException("not while thinking");
        }
        Optional<Network> network;
        try {
            network = NetworkFile.load(value);
        } catch (IllegalArgumentException e) {
            throw new CommandException(e.getMessage());
        }
        if (search.running()) {
            abortSearch();
        }
        out.line("# " + NetworkFile.apply(engine, value, network,
                variants.stream().filter(SearchableVariant::playsNetworks).map(SearchableVariant::name).toList()));
        if (analyzing) {
            startAnalysis();
        }
    }

    private void exitAnalysis() throws CommandException {
        if (!analyzing) {
            throw new CommandException("not analyzing");
        }
        abortSearch();
        analyzing = false;
        force = true;
    }

    private void analysisStatus() {
        if (analyzing) {
            out.line(ThinkingOutput.stat01(search.elapsedMs(), lastInfo, game.legalTurnCount()));
        }
    }

    // ------------------------------------------------------------------------------------------
    // Searches and settings

    /**
     * Starts a search of {@code root} (copied: the game goes on) with the session's table size,
     * threads and, for an analysis, lines.
     */
    private void startSearch(Game root, SearchLimits limits, List<String> searchMoves, SessionSearch.Kind kind) {
        warmup.await(); // a protocol-1 GUI sends no protover: the first search waits for the warm-up instead
        resources.applyTo(engine);
        engine.setMultiPv(kind == SessionSearch.Kind.ANALYSIS ? analysisLines : 1);
        engine.setPosition(root);
        lastInfo = null;
        search.start(engine, limits, searchMoves, kind, this::report);
    }

    /** Ends the engine's own thinking or pondering without a move; an analysis goes on. */
    private void abortThinking() {
        if (search.thinking() || search.pondering()) {
            abortSearch();
        }
    }

    /** Ends any search without using its result; answers the pings that waited for it. */
    private void abortSearch() {
        boolean thinking = search.thinking();
        search.abort();
        ponderTurn = null;
        if (thinking) {
            flushPongs();
        }
    }

    private void flushPongs() {
        deferredPongs.forEach(out::line);
        deferredPongs.clear();
    }

    private void memory(int megabytes) {
        resources.memory(megabytes);
        if (!search.running()) {
            resources.applyHashTo(engine);
        }
    }

    /** The threads of the next search, as {@code cores} set them. */
    int searchThreads() {
        return resources.threads();
    }

    /** The transposition table's size now, in MB. */
    int hashMegabytes() {
        return engine.hashSize();
    }

    private void level(Command c) throws CommandException {
        long[] level;
        try {
            level = TimeControl.parseLevel(c.args());
        } catch (IllegalArgumentException e) {
            throw new CommandException("bad level: " + e.getMessage());
        }
        clock.setLevel((int) level[0], level[1], level[2]);
    }

    private void moveTime(Command c) throws CommandException {
        long millis;
        try {
            millis = TimeControl.secondsToMillis(single(c, "seconds per move"));
        } catch (IllegalArgumentException e) {
            throw new CommandException("bad time: " + e.getMessage());
        }
        if (millis <= 0) {
            throw new CommandException("the time per move must be positive");
        }
        clock.setMoveTime(millis);
    }

    // ------------------------------------------------------------------------------------------
    // Arguments and replies

    private void error(String reason, Command c) {
        out.line("Error (" + reason + "): " + ProtocolOutput.echo(c.text(), MAX_ECHO));
    }

    /** The single argument of a command. */
    private static String single(Command c, String what) throws CommandException {
        if (c.args().isEmpty()) {
            throw new CommandException("missing argument: " + what);
        }
        if (c.args().size() > 1) {
            throw new CommandException("too many arguments");
        }
        return c.args().get(0);
    }

    /** The single whole-number argument of a command, from {@code min} to {@code max}. */
    private static long number(Command c, long min, long max) throws CommandException {
        String text = single(c, "a number");
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new CommandException("not a whole number");
        }
        if (value < min || value > max) {
            throw new CommandException("out of range");
        }
        return value;
    }
}
