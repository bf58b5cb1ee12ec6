package dev.mallard.match;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.play.Adjudication;
import dev.mallard.core.play.Adjudicator;
import dev.mallard.core.play.GameResult;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The referee of one game between two CECP engines. It sets both engines up in force mode, then
 * on each turn sends the mover the clocks and the opponent's last turn (or {@code go} for its
 * first), reads its {@code move} (a Duck turn may come as two lines, {@code move e7e8,} then
 * {@code move e8d5q}), checks it with the variant's own rules and decides the end of the game by
 * them: the engines' own result claims are not trusted. The moves and positions are kept in the
 * library's {@link dev.mallard.core.engine.Game}, whose status (exact threefold repetition
 * included) ends the game, as it does for CECP's session. An engine that crashes, hangs, runs out
 * of time, resigns, makes an illegal move, rejects a legal one or claims a result the rules do
 * not give loses the game. With an {@link Adjudication}, the score of each engine's last line of
 * thinking output before its move ({@code ply score time nodes pv}, from the mover's side) may
 * end the game early, as cutechess adjudicates.
 */
final class GameReferee {
    private static final Logger LOG = LoggerFactory.getLogger(GameReferee.class);
    /** How long an engine may take to answer the {@code ping} after the game's set-up. */
    static final long SETUP_MS = 30_000;
    private static final String[] COLOR = {"White", "Black"};
    /** A thinking-output line: depth (perhaps with a mark after it), score, time, nodes. */
    private static final Pattern THINKING = Pattern.compile("(\\d{1,3})\\S?\\s+([+-]?\\d{1,9})\\s+\\d+\\s+\\d+(\\s.*)?");

    private final Variant variant;
    private final MatchLimit limit;
    private final Adjudication adjudication;

    GameReferee(Variant variant, MatchLimit limit, Adjudication adjudication) {
        this.variant = variant;
        this.limit = limit;
        this.adjudication = adjudication;
    }

    /** A turn's text and the score the mover last reported before it (from its own side), if any. */
    private record Reply(String turn, boolean scored, int score, int depth) {
    }

    /** Thrown inside the game loop when a side loses by a fault; carries the reason. */
    private static final class Fault extends Exception {
        private static final long serialVersionUID = 1L;
        final int color;

        Fault(int color, String reason) {
            super(reason, null, false, false);
            this.color = color;
        }
    }

    /**
     * Plays one game from {@code fen}; {@code engines[Color.WHITE]} has White. The engines must
     * have finished their handshake. Returns the record; the engines are left for the next game
     * unless the record marks them faulty.
     */
    GameRecord play(int number, String fen, EngineProcess[] engines, boolean engine1White) {
        dev.mallard.core.engine.Game board = dev.mallard.core.engine.Game.fromFen(variant, fen);
        GameResult result;
        String reason;
        boolean[] faulty = new boolean[2];
        List<TurnReport> reports = new ArrayList<>();
        Adjudicator adjudicator = adjudication.newGame();
        try {
            setUp(engines, fen);
            long[] clocks = {limit.baseMs(), limit.baseMs()};
            boolean[] started = new boolean[2];
            String lastTurn = null;
            while (true) {
                GameStatus status = board.status();
                if (status != GameStatus.ONGOING) {
                    int winner = board.winner().orElse(-1);
                    result = GameResult.winOf(winner);
                    reason = describe(status, board.sideToMove(), winner);
                    break;
                }
                if (adjudicator.outOfMoves(board.turns().size())) {
                    result = GameResult.DRAW;
                    reason = "Draw by adjudication: move limit";
                    break;
                }
                int side = board.sideToMove();
                EngineProcess mover = engines[side];
                long start = startThinking(mover, lastTurn, started[side], clocks[side], clocks[side ^ 1]);
                started[side] = true;
                long allowance = limit.allowanceMs(clocks[side]);
                Reply reply = readTurn(mover, side, start, allowance, lastTurn);
                long elapsed = (System.nanoTime() - start) / 1_000_000;
                Turn turn;
                try {
                    turn = board.legalTurn(reply.turn());
                } catch (IllegalMoveException e) {
                    throw new Fault(side, COLOR[side] + " makes an illegal move: " + e.getMessage());
                }
                if (limit.sendsClocks()) {
                    clocks[side] = Math.max(0, clocks[side] - elapsed) + limit.incrementMs();
                }
                reports.add(new TurnReport(side, elapsed, reply.scored(), reply.score(), reply.depth(),
                        limit.sendsClocks() ? clocks[side] : -1));
                Position before = board.position();
                lastTurn = String.join("", variant.cecpLegs(before, turn.code()));
                board.play(turn);
                Optional<GameResult> decided = adjudicated(adjudicator, board.turns().size() - 1, side, reply);
                if (decided.isPresent() && board.status() == GameStatus.ONGOING) {
                    result = decided.get();
                    reason = result == GameResult.DRAW ? "Draw by adjudication" : COLOR[result == GameResult.WHITE_WINS
                            ? Color.WHITE : Color.BLACK] + " wins by adjudication";
                    break;
                }
            }
        } catch (Fault fault) {
            faulty[fault.color] = true;
            result = GameResult.winOf(fault.color ^ 1);
            reason = fault.getMessage();
        }
        LOG.debug("game {}: {} {{}}", number, result.pgn(), reason);
        for (int color = 0; color < 2; color++) {
            if (!faulty[color]) {
                engines[color].send("result " + result.pgn() + " {" + reason + "}");
            }
        }
        return new GameRecord(number, board, engines[Color.WHITE].name(), engines[Color.BLACK].name(), engine1White,
                result, reason, faulty[Color.WHITE], faulty[Color.BLACK], reports);
    }

    private void setUp(EngineProcess[] engines, String fen) throws Fault {
        for (int color = 0; color < 2; color++) {
            EngineProcess engine = engines[color];
            if (!engine.features().plays(variant.name())) {
                throw new Fault(color, COLOR[color] + " (" + engine.name() + ") does not play variant " + variant.name());
            }
            if (limit.kind() == MatchLimit.Kind.NODES && !engine.features().nps()) {
                throw new Fault(color, COLOR[color] + " (" + engine.name() + ") cannot play node-limited games: it"
                        + " announced nps=0");
            }
            engine.send("new");
            if (!variant.name().equals("normal")) {
                engine.send("variant " + variant.name());
            }
            engine.send("force");
            if (!fen.equals(variant.startFen())) {
                if (engine.features().setboard()) {
                    engine.send("setboard " + fen);
                } else if (variant.setsUpByEdit()) {
                    edit(engine, variant.parseFen(fen));
                } else {
                    throw new Fault(color, COLOR[color] + " (" + engine.name() + ") cannot set up a " + variant.name()
                            + " position: it has no setboard feature");
                }
            }
            for (String command : limit.setupCommands()) {
                engine.send(command);
            }
            engine.send("post");
            engine.send("easy");
        }
        for (int color = 0; color < 2; color++) {
            try {
                if (!engines[color].sync(SETUP_MS)) {
                    throw new Fault(color, COLOR[color] + " does not answer ping within " + SETUP_MS + " ms");
                }
            } catch (EngineException e) {
                throw new Fault(color, COLOR[color] + " disconnects: " + e.getMessage());
            }
        }
    }

    /**
     * Sets up a FIDE position with protocol version 1's {@code edit} mode, for engines without
     * {@code setboard} (Fairy-Max), as XBoard does: a Black-to-move position first gets the
     * move {@code a2a3} played from the start position, since {@code edit} keeps the side to
     * move. Edit mode cannot say which castling rights are gone, nor give an en-passant square
     * or the move counters: the engine infers castling from the kings and rooks on their
     * squares, so an opening book for such engines should avoid positions where that differs.
     */
    private static void edit(EngineProcess engine, Position position) {
        if (position.sideToMove() == Color.BLACK) {
            engine.send((engine.features().usermove() ? "usermove " : "") + "a2a3");
        }
        engine.send("edit");
        engine.send("#");
        for (int color = Color.WHITE; color <= Color.BLACK; color++) {
            if (color == Color.BLACK) {
                engine.send("c");
            }
            for (int square = 0; square < 64; square++) {
                int piece = position.pieceAt(square);
                if (piece != Piece.NONE && Piece.color(piece) == color) {
                    engine.send(Character.toUpperCase(PieceType.toChar(Piece.type(piece))) + Square.name(square));
                }
            }
        }
        engine.send(".");
    }

    /**
     * Sends the mover the clocks and the opponent's last turn, or {@code go} if it has not
     * moved in this game yet (it was in force mode); returns the start time in nanoseconds.
     */
    private long startThinking(EngineProcess mover, String lastTurn, boolean started, long own, long opponent) {
        String usermove = mover.features().usermove() ? "usermove " : "";
        if (!started && lastTurn != null) {
            mover.send(usermove + lastTurn);
        }
        if (limit.sendsClocks()) {
            mover.send("time " + own / 10);
            mover.send("otim " + opponent / 10);
        }
        long start = System.nanoTime();
        mover.send(started ? usermove + lastTurn : "go");
        return start;
    }

    /** Counts ply {@code ply}'s reported score, turned to White's side, or breaks the runs without one. */
    private static Optional<GameResult> adjudicated(Adjudicator adjudicator, int ply, int side, Reply reply) {
        if (!reply.scored()) {
            adjudicator.unscored();
            return Optional.empty();
        }
        return adjudicator.scored(ply, side == Color.WHITE ? reply.score() : -reply.score());
    }

    /** Reads lines until the mover's turn is complete; a fault for anything that loses. */
    private Reply readTurn(EngineProcess mover, int side, long start, long allowance, String lastTurn) throws Fault {
        String firstLeg = null;
        boolean scored = false;
        int score = 0;
        int depth = 0;
        while (true) {
            long left = allowance - (System.nanoTime() - start) / 1_000_000;
            String line;
            try {
                line = left > 0 ? mover.readLine(left) : null;
            } catch (EngineException e) {
                throw new Fault(side, COLOR[side] + " disconnects: " + e.getMessage());
            }
            if (line == null) {
                throw new Fault(side, COLOR[side] + (limit.workLimited()
                        ? " hangs: no move within " + allowance + " ms" : " loses on time"));
            }
            String text = line.trim();
            if (text.startsWith("move ")) {
                String turn = text.substring(5).trim();
                if (firstLeg != null) {
                    return new Reply(firstLeg + turn, scored, score, depth);
                }
                if (turn.endsWith(",")) {
                    firstLeg = turn;
                    continue;
                }
                return new Reply(turn, scored, score, depth);
            }
            Matcher thinking = THINKING.matcher(text);
            if (thinking.matches()) {
                scored = true;
                score = Integer.parseInt(thinking.group(2));
                depth = Integer.parseInt(thinking.group(1));
                continue;
            }
            if (text.equals("resign")) {
                throw new Fault(side, COLOR[side] + " resigns");
            }
            if (text.startsWith("Illegal move")) {
                throw new Fault(side, COLOR[side] + " rejects the legal move " + lastTurn + ": " + text);
            }
            if (text.startsWith("1-0") || text.startsWith("0-1") || text.startsWith("1/2-1/2")) {
                throw new Fault(side, COLOR[side] + " makes a false result claim: " + text);
            }
            LOG.trace("ignored: {}", text);
        }
    }

    /** The PGN termination text of a game the rules ended, as cutechess words it. */
    private String describe(GameStatus status, int toMove, int winner) {
        return switch (status) {
            case CHECKMATE -> COLOR[toMove ^ 1] + " mates";
            case KING_CAPTURED -> COLOR[winner] + " captures the king";
            case STALEMATE -> winner < 0 ? "Draw by stalemate" : COLOR[winner] + " wins by being stalemated";
            case FIFTY_MOVE_RULE -> "Draw by fifty moves rule";
            case THREEFOLD_REPETITION -> "Draw by 3-fold repetition";
            case INSUFFICIENT_MATERIAL -> "Draw by insufficient mating material";
            case ONGOING -> throw new IllegalStateException("the game is not over");
        };
    }
}
