package dev.mallard.cecp;

import dev.mallard.core.board.Color;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.variant.SearchableVariant;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game a CECP session plays and the engine's part in it: the position and its history (a
 * {@link Game} of the library), the side the engine plays, force mode, whether the GUI has ended
 * the game with {@code result}, and the clock. It knows nothing of searches; the session asks it
 * whether the engine is to move and tells it the turns played.
 */
final class SessionGame {
    private static final Logger LOG = LoggerFactory.getLogger(SessionGame.class);

    private final TimeControl clock = new TimeControl();
    private Game game;
    private boolean force;
    private int engineColor = Color.BLACK;
    /** The GUI sent {@code result}: no thinking until the position changes. */
    private boolean resultReceived;

    /** A game of {@code variant} from its start position, the engine playing Black. */
    SessionGame(SearchableVariant variant) {
        game = Game.start(variant);
    }

    /** {@return the game: its position, history and variant} */
    Game game() {
        return game;
    }

    /** {@return the clock and the other limits of the engine's moves} */
    TimeControl clock() {
        return clock;
    }

    /** {@code new}: a new game of {@code variant}, the engine playing Black, the clock reset. */
    void newGame(SearchableVariant variant) {
        game = Game.start(variant);
        force = false;
        engineColor = Color.BLACK;
        resultReceived = false;
        clock.newGame();
    }

    /** {@code variant}: the variant's start position; the engine's side and force mode stay. */
    void startVariant(SearchableVariant variant) {
        game = Game.start(variant);
        resultReceived = false;
    }

    /** {@code setboard} and {@code edit}: a new position, without history. */
    void setPosition(Game position) {
        game = position;
        resultReceived = false;
    }

    /** {@code force}: the engine plays neither side. */
    void force() {
        force = true;
    }

    /** {@code go}: the engine plays the side to move, from now. */
    void engineTakesSideToMove() {
        force = false;
        engineColor = game.sideToMove();
    }

    /** {@code playother}: the engine plays the side not to move. */
    void engineTakesOtherSide() {
        force = false;
        engineColor = Color.opposite(game.sideToMove());
    }

    /**
     * Protocol 1's {@code white} and {@code black}: that side on move, the engine plays the
     * other. The FEN is rewritten: the side field changes, the en-passant square goes, the turn
     * history starts afresh; nothing changes if that side is already on move.
     *
     * @throws CommandException if that side cannot be on move in this position
     */
    void putOnMove(int color) throws CommandException {
        if (game.sideToMove() != color) {
            String[] fields = game.fen().split(" ");
            try {
                if (fields.length < 4) {
                    throw new IllegalArgumentException("no side to move in " + game.fen());
                }
                fields[1] = String.valueOf(Color.toChar(color));
                fields[3] = "-";
                game = Game.fromFen(game.variant(), String.join(" ", fields));
            } catch (RuntimeException e) {
                throw new CommandException("cannot put " + (color == Color.WHITE ? "White" : "Black") + " on move: "
                        + e.getMessage());
            }
        }
        engineColor = Color.opposite(color);
        force = false;
    }

    /** {@code result}: the GUI has ended the game. */
    void resultReceived() {
        resultReceived = true;
    }

    /**
     * {@code undo} (one ply) and {@code remove} (two): the turns are taken back.
     *
     * @throws CommandException if the game has fewer turns
     */
    void takeBack(int plies) throws CommandException {
        if (game.turns().size() < plies) {
            throw new CommandException(plies == 1 ? "no move to undo" : "fewer than two moves to take back");
        }
        for (int i = 0; i < plies; i++) {
            game.undo();
        }
        resultReceived = false;
    }

    /**
     * The legal turn a move from the GUI names, its legs joined ({@link
     * dev.mallard.core.variant.Variant#cecpLegs}: the variant's rules read every CECP form).
     *
     * @throws IllegalMoveException with the rules' reason, if they give one
     */
    Turn parseTurn(String move) {
        try {
            return game.legalTurn(move);
        } catch (IllegalMoveException e) {
            throw e;
        } catch (RuntimeException e) {
            LOG.debug("move \"{}\" rejected: {}", move, e.getMessage());
            throw new IllegalMoveException("not a legal move: " + move);
        }
    }

    /** Plays a legal turn. */
    void play(Turn turn) {
        game.play(turn);
    }

    /** The turn, legal in the game's position, as the arguments of its CECP {@code move} lines, one per leg. */
    List<String> cecpLegs(Turn turn) {
        return game.variant().cecpLegs(game.position(), turn.code());
    }

    /** {@return whether the engine is to move and may: not in force mode, the game going on} */
    boolean engineToMove() {
        return !force && !resultReceived && game.sideToMove() == engineColor && game.legalTurnCount() > 0;
    }

    /**
     * Whether the engine may not move: the GUI ended the game, or the side to move has no turn.
     * A draw by rule (repetition, fifty moves, material) is claimed when it arises; a GUI that
     * plays on all the same still gets moves.
     */
    boolean over() {
        return resultReceived || game.legalTurnCount() == 0;
    }

    /** {@return whether the GUI sent {@code result} for this position} */
    boolean resultReceivedHere() {
        return resultReceived;
    }

    /** The result line if the game has ended by the rules. */
    Optional<String> claim() {
        return GameEndClaim.of(game);
    }

    /** The number of the engine's moves so far in this game (from its set-up), for the clock. */
    int movesMade() {
        return game.turns().size() / 2;
    }
}
