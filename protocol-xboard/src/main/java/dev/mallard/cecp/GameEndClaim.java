package dev.mallard.cecp;

import dev.mallard.core.board.Color;
import dev.mallard.core.engine.Game;
import dev.mallard.core.rules.GameStatus;
import java.util.Optional;

/**
 * The result line an engine sends when a move ends the game, e.g. {@code 1-0 {White mates}} or
 * {@code 1/2-1/2 {Stalemate}}. Whether and how the game ended is the variant's to say
 * ({@link Game#status}, {@link Game#winner}); this class only writes it down.
 */
final class GameEndClaim {
    private GameEndClaim() {
    }

    /** The claim for the game's position, or empty while the game goes on. */
    static Optional<String> of(Game game) {
        GameStatus status = game.status();
        if (status == GameStatus.ONGOING) {
            return Optional.empty();
        }
        return Optional.of(text(status, game.winner().orElse(-1)));
    }

    /** The claim for a game ended by {@code status} and won by {@code winner} (-1 for a draw). */
    static String text(GameStatus status, int winner) {
        String result = winner == Color.WHITE ? "1-0" : winner == Color.BLACK ? "0-1" : "1/2-1/2";
        String side = winner == Color.WHITE ? "White" : "Black";
        String reason = switch (status) {
            case CHECKMATE -> winner < 0 ? "Checkmate" : side + " mates";
            case KING_CAPTURED -> winner < 0 ? "King captured" : side + " captures the king";
            case STALEMATE -> winner < 0 ? "Stalemate" : side + " wins by stalemate";
            case THREEFOLD_REPETITION -> "Draw by repetition";
            case FIFTY_MOVE_RULE -> "Fifty move rule";
            case INSUFFICIENT_MATERIAL -> "Insufficient material";
            case ONGOING -> throw new IllegalArgumentException("the game is not over");
        };
        return result + " {" + reason + "}";
    }
}
