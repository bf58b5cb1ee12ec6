package dev.mallard.match;

import dev.mallard.core.play.Adjudication;
import dev.mallard.core.variant.Variant;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Everything a match needs.
 *
 * @param variant the variant played and refereed
 * @param engine1 the first engine's command line (run by {@code /bin/sh})
 * @param engine2 the second engine's command line
 * @param games how many games at most (the SPRT may stop earlier)
 * @param limit the time control
 * @param concurrency how many games run at once
 * @param openings the opening positions, each played twice with colours swapped; under a depth
 *     or node limit at least half as many as the games (a second round of the book would replay
 *     the first move for move)
 * @param pgn where to write the games, or null
 * @param sprt the test that may stop the match, or null
 * @param name1 the first engine's name in the PGN and the score line, or null for its {@code myname}
 * @param name2 the second engine's name, or null for its {@code myname}
 * @param adjudication the rules that end a game early from the engines' scores
 */
public record MatchSettings(Variant variant, String engine1, String engine2, int games, MatchLimit limit,
        int concurrency, List<String> openings, Path pgn, Sprt sprt, String name1,
        String name2, Adjudication adjudication) {
    /**
     * Checks and copies.
     *
     * @param variant the variant played and refereed
     * @param engine1 the first engine's command line (run by {@code /bin/sh})
     * @param engine2 the second engine's command line
     * @param games how many games at most (the SPRT may stop earlier)
     * @param limit the time control
     * @param concurrency how many games run at once
     * @param openings the opening positions, each played twice with colours swapped
     * @param pgn where to write the games, or null
     * @param sprt the test that may stop the match, or null
     * @param name1 the first engine's name in the PGN and the score line, or null for its {@code
     *     myname}
     * @param name2 the second engine's name, or null for its {@code myname}
     * @param adjudication the rules that end a game early from the engines' scores
     * @throws IllegalArgumentException for a null or bad value, or more games than twice the
     *     openings under a depth or node limit
     */
    public MatchSettings {
        if (variant == null || limit == null || adjudication == null) {
            throw new IllegalArgumentException("variant, limit and adjudication must not be null");
        }
        if (engine1 == null || engine1.isBlank() || engine2 == null || engine2.isBlank()) {
            throw new IllegalArgumentException("both engine commands must be given");
        }
        if (games < 1) {
            throw new IllegalArgumentException("games must be at least 1, got " + games);
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency must be at least 1, got " + concurrency);
        }
        if (openings == null || openings.isEmpty()) {
            throw new IllegalArgumentException("at least one opening position is needed");
        }
        if (limit.workLimited() && games > 2L * openings.size()) {
            // Once the book comes round again each game repeats an earlier one move for move: the
            // score and the SPRT would count the same game twice (session 40: 1,000 of 3,000 games).
            throw new IllegalArgumentException(games + " games need at least " + ((games + 1) / 2)
                    + " openings under a " + limit.kind().name().toLowerCase(Locale.ROOT)
                    + " limit, got " + openings.size() + ": past " + 2 * openings.size()
                    + " games each one would replay an earlier one move for move");
        }
        openings = List.copyOf(openings);
    }

    /** The opening of game {@code index} (from 0): each opening twice in a row, then the next. */
    String opening(int index) {
        return openings.get(index / 2 % openings.size());
    }
}
