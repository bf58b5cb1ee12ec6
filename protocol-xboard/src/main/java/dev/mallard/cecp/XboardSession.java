package dev.mallard.cecp;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchInfo;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.ProtocolOutput;
import dev.mallard.protocol.ProtocolSession;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The engine's state in a CECP session and what each command does to it. Everything here runs
 * on the input loop's thread, one event at a time; searches run on a {@link SearchThread} and
 * come back as {@link Event.SearchDone} events.
 *
 * <p>The engine is in one of four states: waiting (possibly in force mode), thinking on its
 * own move, pondering (thinking on the opponent's time) or analysing. A {@code ping} while it
 * thinks on its move is answered after the move (all commands before the ping, {@code go}
 * included, are then done); at any other time at once. The search is single-threaded:
 * {@code cores} is accepted and changes nothing.
 *
 * <p>Pondering ({@code hard}): after its move the engine searches the position after the reply
 * its principal variation expects (with no such reply, the opponent's position itself, which
 * fills the hash table). When that reply comes (a ponder hit) the search goes on as the engine's
 * move and is stopped once the move's time budget has gone since pondering began, so a hit
 * never costs more clock than a normal move and a long ponder is answered at once. Any other
 * reply (a miss) stops it, and the engine thinks afresh. The expected reply is announced as
 * {@code Hint: <turn>} when pondering starts. Every command that changes the game or
 * the engine's role ends pondering first; {@code time}, {@code otim}, {@code ping},
 * {@code post} and the like do not. With {@code nps} (virtual time) the engine does not ponder:
 * the GUI's node clock cannot credit time used while waiting.
 */
final class XboardSession implements ProtocolSession<Event> {
    private static final Logger LOG = LoggerFactory.getLogger(XboardSession.class);
    /** The transposition table until the GUI sends {@code memory}. */
    static final int DEFAULT_HASH_MB = 64;
    /** Echoed commands are cut to this length. */
    private static final int MAX_ECHO = 200;
    /** Memory kept for the rest of the engine when {@code memory} sizes the table. */
    private static final int OVERHEAD_MB = 8;
    /** A draw offer is accepted when the engine's last search, at least this deep, scored a dead draw. */
    private static final int DRAW_OFFER_MIN_DEPTH = 8;

    private final ProtocolOutput out;
    private final List<SearchableVariant> variants;
    private final SearchableVariant defaultVariant;
    private final Consumer<SearchThread.Finished> searchDone;
    private final SearchThread search;
    private final TimeControl clock = new TimeControl();
    private final GameState game;

    private boolean force;
    private boolean analyzing;
    private volatile boolean post;
    private int engineColor = Color.BLACK;
    /** The GUI sent {@code result}: no thinking until the position changes. */
    private boolean resultReceived;
    /** The search whose end matters; 0 when none. */
    private int searchId;
    /** Whether {@link #searchId} is the engine's own move (else an analysis). */
    private boolean thinking;
    private long searchStartNanos;
    private final List<String> deferredPongs = new ArrayList<>();
    private int pendingHashMb;
    /** The table size {@code memory} asked for last and got; 0 before the first. */
    private int appliedHashMb;
    private boolean inputClosed;
    private boolean finished;
    /** The last report of the running search, for {@code .}. */
    private volatile SearchInfo lastInfo;
    /** Score and depth of the engine's last move search, for draw offers; depth -1 when none. */
    private int lastScore;
    private int lastDepth = -1;
    /** {@code hard}: ponder after each move. */
    private boolean ponder;
    /** Whether {@link #searchId} (or the finished {@link #ponderDone}) is a ponder search. */
    private boolean pondering;
    /** The reply the ponder search expects; {@link Move#NONE} when it searches without a guess. */
    private int ponderTurn = Move.NONE;
    private long ponderStartNanos;
    /** A ponder search that ended (e.g. at its depth cap) before the reply came. */
    private SearchThread.Finished ponderDone;
    /** The lines an analysis shows ({@code option MultiPV=N}). */
    private int analysisLines = 1;
    /** The piece moves {@code exclude} took out of the analysis, for the position {@link #exclusionsFen}. */
    private final List<Integer> excluded = new ArrayList<>();
    private String exclusionsFen = "";

    XboardSession(ProtocolOutput out, List<SearchableVariant> variants, Consumer<SearchThread.Finished> searchDone) {
        this(out, variants, SearchOptions.defaults(), searchDone);
    }

    /** A session whose searches use {@code options} (techniques switched off for strength tests). */
    XboardSession(ProtocolOutput out, List<SearchableVariant> variants, SearchOptions options,
            Consumer<SearchThread.Finished> searchDone) {
        this.search = new SearchThread(DEFAULT_HASH_MB, options);
        this.out = out;
        this.variants = variants;
        this.searchDone = searchDone;
        this.defaultVariant = variants.stream().filter(v -> v.name().equals("normal")).findFirst()
                .orElse(variants.get(0));
        this.game = new GameState(defaultVariant);
        search.useVariant(defaultVariant);
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
            searchFinished(done.finished());
        } else if (event instanceof Event.EndOfInput) {
            inputClosed = true;
            // A move being thought about is still sent; an analysis has no end of its own.
            if (!thinking) {
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
            case "cores" -> search.setThreads((int) number(c, 1, 1024));
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
            Features.lines(variants).forEach(out::line);
        }
    }

    private void newGame() {
        abortSearch();
        game.reset(defaultVariant);
        search.useVariant(defaultVariant);
        search.clear();
        force = false;
        engineColor = Color.BLACK;
        resultReceived = false;
        lastDepth = -1;
        clock.newGame();
        if (analyzing) {
            startAnalysis();
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
        game.reset(found.get());
        search.useVariant(found.get());
        resultReceived = false;
        lastDepth = -1;
        VariantSetup.lines(found.get()).forEach(out::line);
        if (analyzing) {
            startAnalysis();
        }
    }

    private void setBoard(Command c) {
        Position position;
        try {
            if (c.args().isEmpty()) {
                throw new IllegalArgumentException("no FEN given");
            }
            position = game.variant().parseFen(c.argText());
        } catch (RuntimeException e) {
            LOG.debug("bad FEN \"{}\"", c.argText(), e);
            out.line("tellusererror Illegal position: " + ProtocolOutput.echo(String.valueOf(e.getMessage()), MAX_ECHO));
            return;
        }
        abortSearch();
        game.setUp(game.variant(), position);
        resultReceived = false;
        if (analyzing) {
            startAnalysis();
        }
    }

    /** Protocol 1's {@code white} and {@code black}: that side on move, the engine plays the other. */
    private void putOnMove(int color) throws CommandException {
        abortThinking();
        try {
            game.putOnMove(color);
        } catch (RuntimeException e) {
            throw new CommandException("cannot put " + (color == Color.WHITE ? "White" : "Black") + " on move: "
                    + e.getMessage());
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
        if (thinking) {
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
        if (thinking) {
            throw new CommandException("the engine is on move");
        }
        abortThinking();
        force = false;
        engineColor = Color.opposite(game.sideToMove());
    }

    private void userMove(String move) {
        if (thinking) {
            out.line("Illegal move (the engine is on move): " + ProtocolOutput.echo(move, MAX_ECHO));
            return;
        }
        int turn;
        try {
            turn = parseTurn(move);
        } catch (IllegalMoveException e) {
            String reason = e.reason().orElse(null);
            out.line("Illegal move" + (reason == null ? "" : " (" + reason + ")") + ": "
                    + ProtocolOutput.echo(move, MAX_ECHO));
            return;
        }
        if (pondering) {
            if (turn == ponderTurn) {
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
    private int parseTurn(String move) {
        try {
            return game.parseTurn(move);
        } catch (IllegalMoveException e) {
            throw e;
        } catch (RuntimeException e) {
            LOG.debug("move \"{}\" rejected: {}", move, e.getMessage());
            throw new IllegalMoveException("not a legal move: " + move);
        }
    }

    private void takeBack(int plies) throws CommandException {
        if (game.plies() < plies) {
            throw new CommandException(plies == 1 ? "no move to undo" : "fewer than two moves to take back");
        }
        abortSearch();
        game.undo(plies);
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
        if (thinking) {
            search.stop();
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
        if (thinking) {
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
        return resultReceived || game.legalTurns().length == 0;
    }

    /** Sends the result if the game has ended; returns whether it has. */
    private boolean claimIfOver() {
        Optional<String> claim = GameEndClaim.of(game.variant(), game.position());
        claim.ifPresent(out::line);
        return claim.isPresent();
    }

    private void startThinking() {
        applyPendingHash();
        SearchLimits limits = clock.limits(game.plies() / 2);
        LOG.debug("thinking with {} (clock {} ms)", limits, clock.engineClockMs());
        thinking = true;
        searchStartNanos = System.nanoTime();
        lastInfo = null;
        searchId = search.start(game.snapshot(), limits, this::report, searchDone);
        long capMs = clock.hardCapMs(game.plies() / 2);
        if (capMs != Long.MAX_VALUE) {
            search.stopAfter(searchId, capMs);
        }
    }

    private void searchFinished(SearchThread.Finished done) {
        if (done.id() != searchId) {
            return; // a search given up on
        }
        searchId = 0;
        if (pondering) {
            ponderDone = done; // kept for a ponder hit
            return;
        }
        if (!thinking) {
            return; // an analysis that reached its end: wait for the position to change
        }
        thinking = false;
        long usedMs = (System.nanoTime() - searchStartNanos) / 1_000_000;
        int turn = chooseTurn(done);
        boolean over = true;
        int expectedReply = Move.NONE;
        if (turn == Move.NONE) {
            claimIfOver();
        } else {
            List<String> lines = game.cecpLegs(turn).stream().map(leg -> "move " + leg).toList();
            int movesMade = game.plies() / 2;
            game.play(turn);
            lines.forEach(out::line);
            clock.engineMoved(usedMs, movesMade);
            if (done.result() != null) {
                lastScore = done.result().score();
                lastDepth = done.result().depth();
                expectedReply = expectedReply(done.result().pv(), turn);
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

    /** The reply a principal variation that starts with {@code played} expects, or {@link Move#NONE}. */
    private static int expectedReply(int[] pv, int played) {
        return pv.length >= 2 && pv[0] == played ? pv[1] : Move.NONE;
    }

    // ------------------------------------------------------------------------------------------
    // Pondering

    /**
     * Starts pondering on {@code guess} (the opponent's expected reply): the position after it,
     * or, without a legal guess that leaves the game going, the opponent's position itself.
     */
    private void startPondering(int guess) {
        applyPendingHash();
        Position root = game.snapshot();
        int expected = Move.NONE;
        if (guess != Move.NONE && game.isLegal(guess)) {
            game.variant().rules().makeTurn(root, guess);
            if (game.variant().status(root) == GameStatus.ONGOING) {
                expected = guess;
            } else {
                root = game.snapshot();
            }
        }
        SearchLimits limits = SearchLimits.untilStopped();
        if (clock.depthLimit() > 0) {
            limits = limits.withDepth(Math.min(clock.depthLimit(), SearchLimits.MAX_DEPTH));
        }
        if (expected != Move.NONE) {
            // As Fairy-Stockfish does: the GUI may show the expected reply.
            out.line("Hint: " + String.join("", game.cecpLegs(expected)));
        }
        pondering = true;
        ponderTurn = expected;
        ponderDone = null;
        ponderStartNanos = System.nanoTime();
        lastInfo = null;
        searchId = search.start(root, limits, this::report, searchDone);
    }

    /**
     * The opponent played the expected reply: the ponder search becomes the engine's move. It is
     * stopped when the move's budget has gone since pondering began; one that already ended
     * gives its move at once.
     */
    private void ponderHit(int turn) {
        game.play(turn);
        pondering = false;
        thinking = true;
        long now = System.nanoTime();
        searchStartNanos = now;
        long ponderedMs = (now - ponderStartNanos) / 1_000_000;
        long budgetMs = Math.min(clock.moveBudgetMs(game.plies() / 2), clock.hardCapMs(game.plies() / 2));
        LOG.debug("ponder hit after {} ms of pondering; budget {} ms", ponderedMs, budgetMs);
        if (ponderDone != null) {
            SearchThread.Finished done = ponderDone;
            ponderDone = null;
            searchId = done.id();
            searchFinished(done);
        } else {
            search.stopAfter(searchId, budgetMs - ponderedMs);
        }
    }

    /** {@code easy}: no more pondering, and a ponder search running now ends. */
    private void easy() {
        ponder = false;
        if (pondering) {
            abortSearch();
        }
    }

    /** The search's move if it is legal, else (a failed search) the first legal turn. */
    private int chooseTurn(SearchThread.Finished done) {
        int[] legal = game.legalTurns();
        if (legal.length == 0) {
            return Move.NONE;
        }
        if (done.result() != null) {
            int best = done.result().bestTurn();
            if (game.isLegal(best)) {
                return best;
            }
            List<String> pv = done.result().pvText();
            if (!pv.isEmpty()) {
                try {
                    return game.parseTurn(pv.get(0));
                } catch (RuntimeException e) {
                    LOG.warn("search move {} is not legal here", pv.get(0));
                }
            }
        }
        return legal[0];
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
        applyPendingHash();
        thinking = false;
        searchStartNanos = System.nanoTime();
        lastInfo = null;
        int[] searchMoves = analysedMoves();
        if (searchMoves == null) {
            return; // every move excluded: nothing to analyse until one is included again
        }
        searchId = search.start(game.snapshot(), SearchLimits.untilStopped(), searchMoves, analysisLines, this::report,
                searchDone);
    }

    /**
     * The root moves the analysis searches: none (all) without exclusions, else the legal ones
     * not excluded; null when every move is excluded. Exclusions hold for the position they were
     * made in: the list empties when the position changes, as XBoard expects.
     */
    private int[] analysedMoves() {
        if (!exclusionsFen.equals(game.fen())) {
            excluded.clear();
            exclusionsFen = game.fen();
        }
        if (excluded.isEmpty()) {
            return new int[0];
        }
        List<Integer> kept = new ArrayList<>();
        for (int turn : game.legalTurns()) {
            int move = Move.base(turn);
            if (!excluded.contains(move) && !kept.contains(move)) {
                kept.add(move);
            }
        }
        return kept.isEmpty() ? null : kept.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * {@code exclude MOVE} and {@code include MOVE} (or {@code all}): which root moves the
     * analysis considers (by piece move: the Duck's square or the veto stays the search's
     * choice); an analysis running starts again with the new set.
     */
    private void exclude(String move, boolean exclude) throws CommandException {
        analysedMoves(); // drops exclusions made in another position
        List<Integer> named = new ArrayList<>();
        if (move.equals("all")) {
            for (int turn : game.legalTurns()) {
                named.add(Move.base(turn));
            }
        } else {
            try {
                named.add(Move.base(parseTurn(move)));
            } catch (IllegalMoveException e) {
                throw new CommandException("not a legal move");
            }
        }
        for (Integer m : named) {
            excluded.remove(m);
            if (exclude) {
                excluded.add(m);
            }
        }
        if (analyzing) {
            startAnalysis();
        }
    }

    /** {@code option MultiPV=N}: the lines an analysis shows. */
    private void option(Command c) throws CommandException {
        String text = c.argText();
        int equals = text.indexOf('=');
        if (equals < 0 || !text.substring(0, equals).strip().equals(Features.MULTI_PV)) {
            throw new CommandException("unknown option");
        }
        int lines;
        try {
            lines = Integer.parseInt(text.substring(equals + 1).strip());
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
            long elapsedMs = (System.nanoTime() - searchStartNanos) / 1_000_000;
            out.line(ThinkingOutput.stat01(elapsedMs, lastInfo, game.legalTurns().length));
        }
    }

    // ------------------------------------------------------------------------------------------
    // Searches and settings

    /** Ends the engine's own thinking or pondering without a move; an analysis goes on. */
    private void abortThinking() {
        if (thinking || pondering) {
            abortSearch();
        }
    }

    /** Ends any search without using its result; answers the pings that waited for it. */
    private void abortSearch() {
        search.stopAndWait();
        searchId = 0;
        pondering = false;
        ponderDone = null;
        ponderTurn = Move.NONE;
        if (thinking) {
            thinking = false;
            flushPongs();
        }
    }

    private void flushPongs() {
        deferredPongs.forEach(out::line);
        deferredPongs.clear();
    }

    private void memory(int megabytes) {
        long heapMb = Runtime.getRuntime().maxMemory() / (1024 * 1024);
        int hash = (int) Math.max(1, Math.min(megabytes - OVERHEAD_MB, Math.min(65536, heapMb / 2)));
        pendingHashMb = hash;
        if (!search.isRunning()) {
            applyPendingHash();
        }
    }

    /**
     * Sizes the table as the last {@code memory} asked, unless that size was asked for before
     * (XBoard repeats {@code memory} before every game; the table is rounded to a power of two,
     * so its size cannot tell).
     */
    private void applyPendingHash() {
        if (pendingHashMb > 0 && pendingHashMb != appliedHashMb) {
            try {
                search.resize(pendingHashMb);
            } catch (OutOfMemoryError e) {
                LOG.warn("no memory for a {} MB table; keeping {} MB", pendingHashMb, DEFAULT_HASH_MB);
                search.resize(DEFAULT_HASH_MB);
            }
            appliedHashMb = pendingHashMb;
            LOG.debug("hash table {} MB", search.megabytes());
        }
        pendingHashMb = 0;
    }

    /** The threads of the next search, as {@code cores} set them. */
    int searchThreads() {
        return search.threads();
    }

    /** The transposition table's size now, in MB. */
    int hashMegabytes() {
        return search.megabytes();
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
