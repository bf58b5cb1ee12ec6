package dev.mallard.match;

import dev.mallard.core.play.Adjudication;
import dev.mallard.core.variant.Variant;
import java.util.List;

/**
 * Two engines that play game after game against each other, kept running between games: each is
 * started when first needed, restarted after a game it lost by a fault (crash, hang, illegal
 * move, time) or when it announced {@code reuse=0}, and given its engine options (CECP
 * {@code option NAME=VALUE}) before every game. SPSA plays its pairs so: θ+ and θ− are options
 * sent to two long-lived engines, where starting two JVMs for every pair would cost more than
 * the games at a few thousand nodes a move. The games are refereed as a match's are
 * ({@link GameReferee}: the variant's rules, the limit, the adjudication).
 *
 * <p>Not thread-safe: one thread plays at a table.
 */
public final class GameTable implements AutoCloseable {
    private static final String[] LABELS = {"engine1", "engine2"};

    private final Variant variant;
    private final String[] commands;
    private final String[] names;
    private final List<String> openings;
    private final GameReferee referee;
    private final EngineProcess[] engines = new EngineProcess[2];
    private int starts;

    /**
     * A table; no engine is started before the first game.
     *
     * @param variant the variant played and refereed
     * @param engine1 the first engine's command line (run by {@code /bin/sh})
     * @param engine2 the second engine's command line
     * @param name1 the first engine's name in the records
     * @param name2 the second engine's name
     * @param limit the limit of every move
     * @param adjudication the early ends of a game
     * @param openings every opening the table will be given (an engine that cannot set them up is refused at its start)
     */
    public GameTable(Variant variant, String engine1, String engine2, String name1, String name2, MatchLimit limit,
            Adjudication adjudication, List<String> openings) {
        if (variant == null || limit == null || adjudication == null || name1 == null || name2 == null) {
            throw new IllegalArgumentException("variant, names, limit and adjudication must not be null");
        }
        if (engine1 == null || engine1.isBlank() || engine2 == null || engine2.isBlank()) {
            throw new IllegalArgumentException("both engine commands must be given");
        }
        if (openings == null || openings.isEmpty()) {
            throw new IllegalArgumentException("at least one opening position is needed");
        }
        this.variant = variant;
        this.commands = new String[] {engine1, engine2};
        this.names = new String[] {name1, name2};
        this.openings = List.copyOf(openings);
        this.referee = new GameReferee(variant, limit, adjudication);
    }

    /**
     * Plays one game from {@code opening}, each engine set to its options first.
     *
     * @param number the game's number in its records
     * @param opening the opening position, one of the table's openings
     * @param engine1White whether the first engine has White
     * @param options1 the first engine's options before the game, each {@code NAME=VALUE}
     * @param options2 the second engine's
     * @return the game's record (the first engine's score is {@link GameRecord#engine1Score()})
     * @throws IllegalArgumentException if the opening is not one of the table's
     * @throws IllegalStateException if an engine cannot be started, cannot play the variant or its
     *     openings, or refuses an option (the engine is stopped; the next game starts a new one)
     */
    public GameRecord play(int number, String opening, boolean engine1White, List<String> options1,
            List<String> options2) {
        if (!openings.contains(opening)) {
            throw new IllegalArgumentException("not one of the table's openings: " + opening);
        }
        List<List<String>> options = List.of(options1, options2);
        for (int i = 0; i < 2; i++) {
            if (engines[i] == null || !engines[i].alive()) {
                engines[i] = start(i);
            }
            try {
                engines[i].setOptions(options.get(i), GameReferee.SETUP_MS);
            } catch (EngineException e) {
                discard(i);
                throw new IllegalStateException(e.getMessage(), e);
            }
        }
        EngineProcess[] byColor = engine1White ? engines.clone() : new EngineProcess[] {engines[1], engines[0]};
        GameRecord record = referee.play(number, opening, byColor, engine1White);
        boolean[] faulty = {record.whiteFaulty(), record.blackFaulty()};
        for (int color = 0; color < 2; color++) {
            // a faulty engine is restarted, and so is one that asked not to be reused (reuse=0)
            if (faulty[color] || !byColor[color].features().reuse()) {
                discard(engine1White == (color == 0) ? 0 : 1);
            }
        }
        return record;
    }

    private EngineProcess start(int which) {
        EngineProcess engine;
        try {
            engine = EngineProcess.start(commands[which], LABELS[which], names[which]);
            starts++;
        } catch (EngineException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
        try {
            Match.checkFit(engine, LABELS[which], variant, openings);
        } catch (IllegalStateException e) {
            engine.close();
            throw e;
        }
        return engine;
    }

    /** {@return how many engines the table has started (for tests)} */
    int starts() {
        return starts;
    }

    private void discard(int which) {
        if (engines[which] != null) {
            engines[which].close();
            engines[which] = null;
        }
    }

    /** Stops both engines (a later game would start them again). */
    @Override
    public void close() {
        discard(0);
        discard(1);
    }
}
