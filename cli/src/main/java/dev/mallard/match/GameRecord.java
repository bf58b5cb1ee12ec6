package dev.mallard.match;

import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Pgn;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.play.GameResult;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One finished game: who played, the library's game as it was played (its opening position and
 * turns), the result and why.
 *
 * @param number the game's number in the match, from 1
 * @param game the game as played, from its opening position (a copy is kept)
 * @param white the name of the engine that had White
 * @param black the name of the engine that had Black
 * @param engine1White whether the match's first engine had White
 * @param result the result
 * @param reason why the game ended, e.g. {@code White mates} or {@code Black loses on time}
 * @param whiteFaulty whether White's engine crashed, hung or broke the protocol (it is restarted)
 * @param blackFaulty the same for Black's engine
 * @param reports what the referee saw of each turn, in order (fewer than the turns only where a
 *     game was not played by a referee)
 */
public record GameRecord(int number, Game game, String white, String black, boolean engine1White,
        GameResult result, String reason, boolean whiteFaulty, boolean blackFaulty, List<TurnReport> reports) {
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");

    /**
     * Defensive copy.
     *
     * @param number the game's number in the match, from 1
     * @param game the game as played, from its opening position
     * @param white the name of the engine that had White
     * @param black the name of the engine that had Black
     * @param engine1White whether the match's first engine had White
     * @param result the result
     * @param reason why the game ended, e.g. {@code White mates} or {@code Black loses on time}
     * @param whiteFaulty whether White's engine crashed, hung or broke the protocol (it is
     *     restarted)
     * @param blackFaulty the same for Black's engine
     * @param reports what the referee saw of each turn, in order
     * @throws IllegalArgumentException if the reports are null or more than the turns
     */
    public GameRecord {
        if (reports == null) {
            throw new IllegalArgumentException("turn reports must not be null (use List.of())");
        }
        game = game.copy();
        reports = List.copyOf(reports);
        if (reports.size() > game.turns().size()) {
            throw new IllegalArgumentException(reports.size() + " turn reports for a game of " + game.turns().size() + " turns");
        }
    }

    /** {@return the game as played (a copy)} */
    @Override
    public Game game() {
        return game.copy();
    }

    /** {@return the turns played in the variant's SAN, as they go in the PGN} */
    public List<String> turns() {
        return game.turns().stream().map(Turn::san).toList();
    }

    /** {@return the score of the match's first engine: 1, 0.5 or 0} */
    public double engine1Score() {
        return engine1White ? result.whitePoints() : 1 - result.whitePoints();
    }

    /**
     * {@return the game in PGN, written by the library's {@link Pgn}} The roster with the
     * match's event, {@code TimeControl}, {@code PlyCount}, {@code Termination} ({@code rules
     * infraction} when an engine was at fault), each turn's report as a comment after it
     * ({@link TurnReport#pgnComment()}) and the reason for the end as a comment before the result.
     *
     * @param timeControl the {@code TimeControl} tag's value
     * @param date the day the game was played
     */
    public String pgn(String timeControl, LocalDate date) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "mallard match");
        tags.put("Date", DATE.format(date));
        tags.put("Round", String.valueOf(number));
        tags.put("White", white);
        tags.put("Black", black);
        tags.put("Result", result.pgn());
        tags.put("TimeControl", timeControl);
        tags.put("PlyCount", String.valueOf(game.turns().size()));
        tags.put("Termination", whiteFaulty || blackFaulty ? "rules infraction" : "normal");
        return Pgn.write(game, tags, reason, reports.stream().map(TurnReport::pgnComment).toList()) + "\n";
    }
}
