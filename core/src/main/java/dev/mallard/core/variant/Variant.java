package dev.mallard.core.variant;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.Rules;

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
