package dev.mallard.match;

import dev.mallard.core.play.Adjudication;
import dev.mallard.core.variant.Variant;
import java.util.List;

/**
 * Two engines that play game after game against each other, kept running between games: each is
 * started when first needed, restarted after a game it lost by a fault (crash, hang, illegal
 * move, time) or when it announced {@code reuse=0}, and given its engine options (CECP
 * {@code option NAME=VALUE}) before every game. The games are refereed as a match's are
 * ({@link GameReferee}: the variant's rules, the limit, the adjudication). A {@link Match} plays
 * its games at one table per concurrent game; SPSA plays its pairs so too: θ+ and θ− are options
 * sent to two long-lived engines, where starting two JVMs for every pair would cost more than
 * the games at a few thousand nodes a move.
 *
 * <p>One thread plays at a table; {@code kill()} and {@code enginesRunning()} may come from
 * any thread (a match stopped from outside kills the engines of every table).
 */
public final class GameTable implements AutoCloseable {
    private static final String[] LABELS = {"engine1", "engine2"};

    private final Variant variant;
    private final String[] commands;
    /** The names given for the records, null for the name an engine gives itself. */
    private final String[] givenNames;
    private final List<String> openings;
    private final GameReferee referee;
    /** The running engines, null where none is. Guarded by {@code this}: {@code kill()} reads them from another thread. */
    private final EngineProcess[] engines = new EngineProcess[2];
    /** The names the engines last played under, null before their first start. Guarded by {@code this}. */
    private final String[] names = new String[2];
    /** Set by {@code kill()}: an engine started after it is killed at once. Guarded by {@code this}. */
    private boolean killed;
    private int starts;

    /**
     * A table; no engine is started before the first game.
     *
     * @param variant the variant played and refereed
     * @param engine1 the first engine's command line (run by {@code /bin/sh})
     * @param engine2 the second engine's command line
     * @param name1 the first engine's name in the records, or null for its {@code myname} (two
     *     engines that call themselves alike and are both unnamed become {@code <name> #1} and
     *     {@code <name> #2})
     * @param name2 the second engine's name, or null for its {@code myname}
     * @param limit the limit of every move
     * @param adjudication the early ends of a game
     * @param openings every opening the table will be given (an engine that cannot set them up is refused at its start)
     */
    public GameTable(Variant variant, String engine1, String engine2, String name1, String name2, MatchLimit limit,
            Adjudication adjudication, List<String> openings) {
        if (variant == null || limit == null || adjudication == null) {
            throw new IllegalArgumentException("variant, limit and adjudication must not be null");
        }
        if (engine1 == null || engine1.isBlank() || engine2 == null || engine2.isBlank()) {
            throw new IllegalArgumentException("both engine commands must be given");
        }
        if (openings == null || openings.isEmpty()) {
            throw new IllegalArgumentException("at least one opening position is needed");
        }
        this.variant = variant;
        this.commands = new String[] {engine1, engine2};
        this.givenNames = new String[] {name1, name2};
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
        EngineProcess[] pair = new EngineProcess[2];
        for (int i = 0; i < 2; i++) {
            pair[i] = engine(i);
            if (pair[i] == null || !pair[i].alive()) {
                discard(i);
                pair[i] = start(i);
            }
            try {
                pair[i].setOptions(options.get(i), GameReferee.SETUP_MS);
            } catch (EngineException e) {
                discard(i);
                throw new IllegalStateException(e.getMessage(), e);
            }
        }
        distinguish(pair);
        EngineProcess[] byColor = engine1White ? pair : new EngineProcess[] {pair[1], pair[0]};
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

    /**
     * {@return the name engine {@code which} (0 or 1) last played under, or null if it never
     * started} A match names the engines so in its score line.
     */
    synchronized String name(int which) {
        return names[which];
    }

    private synchronized EngineProcess engine(int which) {
        return engines[which];
    }

    private EngineProcess start(int which) {
        EngineProcess engine;
        try {
            engine = EngineProcess.start(commands[which], LABELS[which], givenNames[which]);
            starts++;
        } catch (EngineException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
        synchronized (this) {
            if (killed) {
                // started while the table was being killed (a match stopped from outside)
                engine.kill();
            }
            engines[which] = engine;
            names[which] = engine.name();
        }
        try {
            Match.checkFit(engine, LABELS[which], variant, openings);
        } catch (IllegalStateException e) {
            discard(which);
            throw e;
        }
        return engine;
    }

    /**
     * Names two engines that report the same name and were not named {@code <name> #1} and
     * {@code <name> #2}, so that the records and a match's score line tell them apart (two builds
     * of one engine).
     */
    private void distinguish(EngineProcess[] pair) {
        // compare what the engines call themselves: a restarted engine comes back unrenamed
        String name = pair[0].features().myName();
        if (givenNames[0] == null && givenNames[1] == null && name != null
                && name.equals(pair[1].features().myName())) {
            pair[0].rename(name + " #1");
            pair[1].rename(name + " #2");
            synchronized (this) {
                names[0] = pair[0].name();
                names[1] = pair[1].name();
            }
        }
    }

    /** {@return how many engines the table has started (for tests)} */
    int starts() {
        return starts;
    }

    /** {@return how many engine processes the table holds now} */
    synchronized int enginesRunning() {
        return (engines[0] != null ? 1 : 0) + (engines[1] != null ? 1 : 0);
    }

    /** Asks engine {@code which} to quit (it is killed if it does not) and forgets it. */
    private void discard(int which) {
        EngineProcess engine;
        synchronized (this) {
            engine = engines[which];
            engines[which] = null;
        }
        if (engine != null) {
            engine.close();
        }
    }

    /**
     * Kills both engines at once, from any thread: the game being played ends with their
     * disconnection, and an engine started from now on is killed as it starts.
     */
    synchronized void kill() {
        killed = true;
        for (int i = 0; i < 2; i++) {
            if (engines[i] != null) {
                engines[i].kill();
                engines[i] = null;
            }
        }
    }

    /** Stops both engines (a later game would start them again). */
    @Override
    public void close() {
        discard(0);
        discard(1);
    }
}
