package dev.mallard.match;

import dev.mallard.core.play.GameResult;
import java.util.List;

/**
 * One finished game: who played, from where, the turns in the variant's notation, the result
 * and why.
 *
 * @param number the game's number in the match, from 1
 * @param fen the opening position
 * @param white the name of the engine that had White
 * @param black the name of the engine that had Black
 * @param engine1White whether the match's first engine had White
 * @param turns the turns played, as they go in the PGN
 * @param result the result
 * @param reason why the game ended, e.g. {@code White mates} or {@code Black loses on time}
 * @param whiteFaulty whether White's engine crashed, hung or broke the protocol (it is restarted)
 * @param blackFaulty the same for Black's engine
 */
public record GameRecord(int number, String fen, String white, String black, boolean engine1White,
        List<String> turns, GameResult result, String reason, boolean whiteFaulty, boolean blackFaulty) {
    /**
     * Defensive copy.
     *
     * @param number the game's number in the match, from 1
     * @param fen the opening position
     * @param white the name of the engine that had White
     * @param black the name of the engine that had Black
     * @param engine1White whether the match's first engine had White
     * @param turns the turns played, as they go in the PGN
     * @param result the result
     * @param reason why the game ended, e.g. {@code White mates} or {@code Black loses on time}
     * @param whiteFaulty whether White's engine crashed, hung or broke the protocol (it is
     *     restarted)
     * @param blackFaulty the same for Black's engine
     */
    public GameRecord {
        turns = List.copyOf(turns);
    }

    /** {@return the score of the match's first engine: 1, 0.5 or 0} */
    public double engine1Score() {
        return engine1White ? result.whitePoints() : 1 - result.whitePoints();
    }
}
