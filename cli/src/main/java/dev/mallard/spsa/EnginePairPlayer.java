package dev.mallard.spsa;

import dev.mallard.core.play.Adjudication;
import dev.mallard.core.variant.Variant;
import dev.mallard.match.GameRecord;
import dev.mallard.match.GameTable;
import dev.mallard.match.MatchLimit;
import dev.mallard.match.MatchStats;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedDeque;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays SPSA's pairs with real engines: two games (one opening of the book, both colours)
 * between {@code ENGINE xboard --tunable} engines set to θ+ and θ− by engine options, refereed as
 * a match's games are. The engines live as long as the player: each thread that plays pairs
 * takes a {@link GameTable} of two running engines and sends them the pair's values before each
 * game, so a pair costs its games alone, not the start and warm-up of two JVMs (about 4 s of a
 * pair's processor time at a few thousand nodes a move). The referee's per-game lines are not
 * printed (the run's progress line says more); a game an engine lost by a fault (crash, illegal
 * move, time) is logged as a warning, and the engine is started again for the next game.
 */
public final class EnginePairPlayer implements PairPlayer, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(EnginePairPlayer.class);

    private final Variant variant;
    private final String engine;
    private final List<TunedParameter> parameters;
    private final MatchLimit limit;
    private final Adjudication adjudication;
    private final List<String> openings;
    /** The tables no pair is being played at. */
    private final ConcurrentLinkedDeque<GameTable> idle = new ConcurrentLinkedDeque<>();
    /** Every table made, to be closed at the end. */
    private final List<GameTable> tables = new ArrayList<>();

    /**
     * A player of pairs.
     *
     * @param variant the variant played
     * @param engine the command that starts a Mallard engine without its subcommand (run by
     *     {@code /bin/sh}; {@code xboard --tunable} is appended)
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

    /**
     * {@inheritDoc}
     *
     * @throws IllegalStateException if an engine cannot be started or refuses a value
     */
    @Override
    public MatchStats play(Pair pair) {
        String opening = openings.get((int) Math.floorMod(pair.seed(), (long) openings.size()));
        List<String> plus = SearchParamLine.options(parameters, pair.plus());
        List<String> minus = SearchParamLine.options(parameters, pair.minus());
        GameTable table = table();
        try {
            MatchStats result = new MatchStats(0, 0, 0);
            for (int game = 0; game < 2; game++) {
                GameRecord record = table.play(2 * pair.iteration() + game + 1, opening, game == 0, plus, minus);
                if (record.whiteFaulty() || record.blackFaulty()) {
                    LOG.warn("iteration {} game {}: {} {{}}", pair.iteration(), record.number(),
                            record.result().pgn(), record.reason());
                } else {
                    LOG.debug("iteration {} game {} ({} vs {}): {} {{}}", pair.iteration(), record.number(),
                            record.white(), record.black(), record.result().pgn(), record.reason());
                }
                result = result.plus(record.engine1Score());
            }
            return result;
        } finally {
            idle.push(table);
        }
    }

    /** An idle table, or a new one (its engines start with its first game). */
    private GameTable table() {
        GameTable table = idle.poll();
        if (table != null) {
            return table;
        }
        String command = engine + " xboard --tunable";
        table = new GameTable(variant, command, command, "theta+", "theta-", limit, adjudication, openings);
        synchronized (tables) {
            tables.add(table);
        }
        return table;
    }

    /** Stops every table's engines. */
    @Override
    public void close() {
        synchronized (tables) {
            tables.forEach(GameTable::close);
        }
    }
}
