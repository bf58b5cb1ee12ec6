package dev.mallard.refusal;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.fide.notation.San;

/**
 * Refusal Chess turns in SAN: the move's SAN (with its check or mate mark), then {@code /} and
 * the veto's SAN in the position after the move, e.g. {@code e4/e5}, {@code Nf3+/Kg8},
 * {@code e8=Q/Kxe8}; a turn without veto (the opponent has at most one reply) is the move alone.
 * The veto carries no check mark: it is a move that is never played.
 *
 * <p>Parsing reads both halves like {@link San#parse}, then checks the whole turn with
 * {@link RefusalRules#parseTurn} (the pending veto, the lone-reply rule), so it accepts exactly
 * the legal turns.
 */
public final class RefusalSan {
    private RefusalSan() {
    }

    /**
     * {@return the SAN of a legal turn}
     *
     * @param rules the variant's rules
     * @param position the position
     * @param turn the turn, as the variant encodes it
     * @throws IllegalMoveException if {@code turn} is not a legal turn in {@code position}
     */
    public static String format(RefusalRules rules, Position position, int turn) {
        String coordinates = rules.formatTurn(position, turn);
        if (rules.parseTurn(position, coordinates) != turn) {
            throw new IllegalMoveException("cannot write " + coordinates + " in SAN: it is not a legal turn here");
        }
        int move = RefusalRules.move(turn);
        int veto = RefusalRules.veto(turn);
        String san = San.format(position, move);
        if (veto == Move.NONE) {
            return san;
        }
        position.makeMove(move);
        try {
            int[] replies = new int[MoveGenerator.MAX_MOVES];
            int count = MoveGenerator.legal(position, replies, 0, MoveGenerator.ALL);
            return san + "/" + San.formatAmong(position, veto, replies, count);
        } finally {
            position.unmakeMove(move);
        }
    }

    /**
     * {@return the legal turn that a Refusal SAN text names}
     *
     * @param rules the variant's rules
     * @param position the position
     * @param text the SAN text
     * @throws IllegalMoveException if either half is malformed, ambiguous or illegal, the move is
     *     the vetoed one, or the veto is missing or forbidden by the lone-reply rule
     */
    public static int parse(RefusalRules rules, Position position, String text) {
        if (text == null) {
            throw new IllegalMoveException("move must not be null");
        }
        int slash = text.indexOf('/');
        String moveText = slash < 0 ? text : text.substring(0, slash);
        String vetoText = slash < 0 ? null : text.substring(slash + 1);
        if (moveText.isEmpty() || vetoText != null && (vetoText.isEmpty() || vetoText.indexOf('/') >= 0)) {
            throw new IllegalMoveException("malformed turn \"" + text + "\": expected <move>/<veto> in SAN like"
                    + " e4/e5, or a move alone like e4 when the opponent has at most one legal reply");
        }
        int move = San.parse(position, moveText);
        String coordinates = Move.toUci(move);
        if (vetoText != null) {
            position.makeMove(move);
            try {
                coordinates += "/" + Move.toUci(San.parse(position, vetoText));
            } catch (IllegalMoveException e) {
                throw new IllegalMoveException("veto of \"" + text + "\": " + e.getMessage());
            } finally {
                position.unmakeMove(move);
            }
        }
        try {
            return rules.parseTurn(position, coordinates);
        } catch (IllegalMoveException e) {
            throw new IllegalMoveException("\"" + text + "\" (" + coordinates + "): " + e.getMessage());
        }
    }
}
