package dev.mallard.gui.session;

import dev.mallard.core.board.Color;
import dev.mallard.core.engine.Game;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.gui.search.WhiteScore;
import java.util.OptionalInt;

/**
 * How a game stands at its end: over or not, the winner, the result and the reason the page
 * shows, by the rules or by a fallen flag.
 *
 * @param game the game
 * @param flagged the side whose clock fell, which ended the game, or {@link GameSession#NOBODY}
 */
record GameEnd(Game game, int flagged) {
    /** {@return whether the game is over, by the rules or on time} */
    boolean isOver() {
        return flagged != GameSession.NOBODY || game.status() != GameStatus.ONGOING;
    }

    /** {@return the result as PGN writes it: 1-0, 0-1 or 1/2-1/2} */
    String result() {
        OptionalInt winner = winner();
        return winner.isEmpty() ? "1/2-1/2" : winner.getAsInt() == Color.WHITE ? "1-0" : "0-1";
    }

    /**
     * {@return the winner, empty for a draw} A fallen flag loses, except where the other side
     * could not mate by any series of legal turns (FIDE's rule 6.9): in FIDE and Refusal chess a
     * lone king, since with any other piece a mate exists with the flagged side's help, and when
     * the whole board could not mate the game had already ended. In Duck Chess a fallen flag
     * always loses: with no check, even a lone king wins by taking a king that comes next to it.
     */
    OptionalInt winner() {
        if (flagged == GameSession.NOBODY) {
            return game.winner();
        }
        int other = Color.opposite(flagged);
        boolean loneKing = !game.variant().name().equals("duck") && onlyKing(other);
        return loneKing ? OptionalInt.empty() : OptionalInt.of(other);
    }

    /** {@return why the game ended and who won, as the page says it} */
    String reason() {
        String winner = winner().isEmpty() ? "draw" : PageFields.colour(winner().getAsInt()) + " wins";
        if (flagged != GameSession.NOBODY) {
            String why = PageFields.colour(flagged) + " ran out of time";
            return winner().isEmpty() ? why + " and " + PageFields.colour(Color.opposite(flagged)) + " has a lone king: draw"
                    : why + ": " + winner;
        }
        String why = switch (game.status()) {
            case CHECKMATE -> "checkmate";
            case STALEMATE -> "stalemate";
            case FIFTY_MOVE_RULE -> "fifty-move rule";
            case THREEFOLD_REPETITION -> "threefold repetition";
            case INSUFFICIENT_MATERIAL -> "insufficient material";
            case KING_CAPTURED -> "king captured";
            case ONGOING -> "game on";
        };
        return why + ": " + winner;
    }

    /** {@return the score of a position the rules ended: the result, a win counting as a mate} */
    static WhiteScore score(Game ended) {
        if (ended.winner().isEmpty()) {
            return new WhiteScore(0, 0);
        }
        return new WhiteScore(ended.winner().getAsInt() == Color.WHITE ? WhiteScore.MATE_CP : -WhiteScore.MATE_CP, 0);
    }

    /** {@return whether {@code side} has nothing but its king, from the FEN's placement} */
    private boolean onlyKing(int side) {
        String placement = game.fen().split(" ", 2)[0];
        for (char c : placement.toCharArray()) {
            boolean own = side == Color.WHITE ? Character.isUpperCase(c) : Character.isLowerCase(c);
            if (own && Character.toLowerCase(c) != 'k') {
                return false;
            }
        }
        return true;
    }
}
