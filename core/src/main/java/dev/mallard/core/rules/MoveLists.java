package dev.mallard.core.rules;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Square;

/** Picking the move that coordinate text names out of a generated move list. */
public final class MoveLists {
    private MoveLists() {
    }

    /**
     * {@return the move of {@code moves[0..count)} going from {@code from} to {@code to} with the
     * given promotion type ({@link PieceType#NONE} for none)}
     *
     * @param moves the move list
     * @param count the number of moves in the list
     * @param text the move's text, for the error message
     * @param from the origin square
     * @param to the destination square
     * @param promotion the promotion piece type, or 0
     * @throws IllegalMoveException naming {@code text}: no such move, or a promotion letter
     *                              missing or given to a move that does not promote
     */
    public static int select(int[] moves, int count, String text, int from, int to, int promotion) {
        boolean fromTo = false;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (Move.from(move) == from && Move.to(move) == to) {
                fromTo = true;
                if (Move.promotionType(move) == promotion) {
                    return move;
                }
            }
        }
        if (fromTo) {
            throw new IllegalMoveException("illegal move \"" + text + "\": "
                    + (promotion == PieceType.NONE ? "a promotion needs a piece letter (q, r, b or n)"
                    : "this move does not promote"),
                    promotion == PieceType.NONE ? "promotion piece missing" : "this move does not promote");
        }
        throw new IllegalMoveException("illegal move \"" + text + "\": no legal move goes from "
                + Square.name(from) + " to " + Square.name(to),
                "no legal move from " + Square.name(from) + " to " + Square.name(to));
    }
}
