package dev.mallard.spsa;

import dev.mallard.core.play.Adjudication;
import dev.mallard.core.variant.Variant;
import dev.mallard.match.GameRecord;
import dev.mallard.match.Match;
import dev.mallard.match.MatchLimit;
import dev.mallard.match.MatchSettings;
import dev.mallard.match.MatchStats;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays SPSA's pairs with real engines through the match referee: a match of two games (one
 * opening of the book, both colours) between {@code ENGINE xboard --search-param θ+} and
 * {@code ENGINE xboard --search-param θ−}, with the referee's rules, limits and adjudication.
 * The engines are started for the pair and stopped after it (their parameters change every
 * iteration). The referee's per-game lines are not printed (the run's progress line says more);
 * a game an engine lost by a fault (crash, illegal move, time) is logged as a warning.
 */
public final class EnginePairPlayer implements PairPlayer {
    private static final Logger LOG = LoggerFactory.getLogger(EnginePairPlayer.class);

    private final Variant variant;
    private final String engine;
    private final List<TunedParameter> parameters;
    private final MatchLimit limit;
    private final Adjudication adjudication;
    private final List<String> openings;

    /**
     * A player of pairs.
     *
     * @param variant the variant played
     * @param engine the command that starts a Mallard engine without its subcommand (run by
     *     {@code /bin/sh}; {@code xboard --search-param ...} is appended)
     * @param parameters the parameters tuned, in the order of the pairs' values
     * @param limit the limit of every move
     * @param adjudication the early ends of a game
     * @param openings the book, one opening drawn per pair by the pair's seed
     */
    public EnginePairPlayer(Variant variant, String engine, List<TunedParameter> parameters, MatchLimit limit,
            Adjudication adjudication, List<String> openings) {
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("at least one opening is needed");
        }
        this.variant = variant;
        this.engine = engine;
        this.parameters = List.copyOf(parameters);
        this.limit = limit;
        this.adjudication = adjudication;
        this.openings = List.copyOf(openings);
    }

    @Override
    public MatchStats play(Pair pair) throws IOException {
        String opening = openings.get((int) Math.floorMod(pair.seed(), (long) openings.size()));
        MatchSettings settings = new MatchSettings(variant, command(pair.plus()), command(pair.minus()), 2, limit, 1,
                List.of(opening), null, null, "theta+", "theta-", adjudication);
        Match match = new Match(settings, new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8));
        MatchStats result = match.run();
        for (GameRecord record : match.records()) {
            if (record.whiteFaulty() || record.blackFaulty()) {
                LOG.warn("iteration {} game {}: {} {{}}", pair.iteration(), record.number(), record.result().pgn(),
                        record.reason());
            } else {
                LOG.debug("iteration {} game {} ({} vs {}): {} {{}}", pair.iteration(), record.number(), record.white(),
                        record.black(), record.result().pgn(), record.reason());
            }
        }
        if (result.games() != 2) {
            // a match stopped from outside (the JVM shutting down) abandons its games
            throw new IOException("iteration " + pair.iteration() + ": the pair was not played to the end");
        }
        return result;
    }

    /** {@return the command of an engine with these values} */
    private String command(int[] values) {
        return engine + " xboard --search-param " + SearchParamLine.assignments(parameters, values);
    }
}
