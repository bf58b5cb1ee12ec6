package dev.mallard.core.variant;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.Rules;
import java.util.List;

/**
 * A chess variant that Mallard knows the rules of: its name in the CECP {@code variant}
 * command, its FEN dialect and its turn rules, which is all that perft, FEN and move notation
 * need. A variant that the shared search can also play implements {@link SearchableVariant}.
 * Variant modules register implementations with {@link java.util.ServiceLoader} (see
 * {@link Variants}).
 */
public interface Variant {
    /** {@return the CECP name, e.g. {@code normal}, {@code duck}, {@code refusal}} */
    String name();

    /** {@return the FEN of the start position} */
    String startFen();

    /**
     * Parses a FEN of this variant's dialect into a new position.
     *
     * @param fen the position in FEN
     * @return the position
     * @throws dev.mallard.core.board.FenException naming the offending field
     */
    Position parseFen(String fen);

    /**
     * {@return the FEN of a position in this variant's dialect}
     *
     * @param position the position
     */
    String toFen(Position position);

    /** {@return the turn rules} */
    Rules rules();

    /**
     * {@return the turn in Standard Algebraic Notation as this variant writes it in PGN ({@code
     * Nf3}, {@code exd6}, {@code O-O}; a Duck turn {@code Nf3,e4}; a Refusal turn {@code e4/e5})}
     * The default, for a variant without a SAN of its own, is its coordinate notation ({@link
     * Rules#formatTurn}), which its {@link #parseSan} reads back.
     *
     * @param position the position
     * @param turn the turn, as the variant encodes it
     * @throws dev.mallard.core.rules.IllegalMoveException if {@code turn} is not a legal turn here
     */
    default String formatSan(Position position, int turn) {
        return rules().formatTurn(position, turn);
    }

    /**
     * {@return the legal turn that a SAN text names in {@code position}; the default reads the
     * coordinate notation ({@link Rules#parseTurn}), matching the default {@link #formatSan}}
     *
     * @param position the position
     * @param text the SAN text
     * @throws dev.mallard.core.rules.IllegalMoveException if the text is malformed, ambiguous or
     *     names no legal turn
     */
    default int parseSan(Position position, String text) {
        return rules().parseTurn(position, text);
    }

    /**
     * {@return the turn as the arguments of CECP {@code move} lines, one per leg} CECP (WinBoard's
     * multi-leg moves) sends a turn of several legs as several lines, every leg but the last
     * ending in a comma; Fairy-Stockfish sends a Duck turn so, with a promotion letter on the
     * Duck's leg ({@code e7e8,} then {@code e8d5q}). The default is one leg, the coordinate
     * notation ({@link Rules#formatTurn}). Whatever the legs, {@link Rules#parseTurn} must read
     * them joined ({@code e7e8,e8d5q}): that is how the engine reads a GUI's move and the match
     * runner an engine's.
     *
     * @param position the position
     * @param turn the turn, as the variant encodes it
     * @throws dev.mallard.core.rules.IllegalMoveException if {@code turn} is not a legal turn here
     */
    default List<String> cecpLegs(Position position, int turn) {
        return List.of(rules().formatTurn(position, turn));
    }

    /**
     * {@return whether CECP's {@code edit} command can set up every position of this variant, for
     * an engine without {@code setboard}} {@code edit} places pieces for a side to move and
     * nothing else (castling follows from unmoved kings and rooks, there is no en-passant
     * square), so it fits FIDE chess; the default is false: a variant whose positions hold more
     * (a Duck, a pending veto) needs {@code setboard} to start from anything but its start
     * position.
     */
    default boolean setsUpByEdit() {
        return false;
    }

    /**
     * {@return the FEN of {@code position} as the start of a new game} It leaves out what only
     * the game that led there gives (the default writes {@link #toFen} unchanged; Refusal leaves
     * out a pending veto), so that a random opening is a plain position every engine can set up.
     *
     * @param position the position
     */
    default String openingFen(Position position) {
        return toFen(position);
    }

    /**
     * {@return whether neither side can win any more by any sequence of legal turns, for the draw
     * query of a game} The default is false: a variant without such a rule (Duck Chess, where bare
     * kings can still capture each other) never draws by material.
     *
     * @param position the position
     */
    default boolean isInsufficientMaterial(Position position) {
        return false;
    }

    /**
     * {@return whether the game is over in {@code position} and why, for result claims} The default
     * knows only the end by having no turn: checkmate when the side to move is in check ({@link
     * Position#inCheck()}), stalemate otherwise. Variants add their draw rules (fifty moves,
     * repetition, material) and their own ends by overriding.
     *
     * @param position the position
     */
    default GameStatus status(Position position) {
        Rules rules = rules();
        if (rules.generateTurns(position, new int[rules.maxTurns()], 0) > 0) {
            return GameStatus.ONGOING;
        }
        return position.inCheck() ? GameStatus.CHECKMATE : GameStatus.STALEMATE;
    }

    /**
     * {@return the winner of a game that {@link #status} says has ended: {@link Color#WHITE},
     * {@link Color#BLACK}, or -1 for a draw} The default: checkmate and a captured king lose for
     * the side to move, every other end is a draw (a variant where stalemate wins overrides this).
     *
     * @param position the position
     * @param status the game status
     * @throws IllegalArgumentException for {@link GameStatus#ONGOING}
     */
    default int winner(Position position, GameStatus status) {
        return switch (status) {
            case ONGOING -> throw new IllegalArgumentException("the game is not over");
            case CHECKMATE, KING_CAPTURED -> Color.opposite(position.sideToMove());
            default -> -1;
        };
    }
}
