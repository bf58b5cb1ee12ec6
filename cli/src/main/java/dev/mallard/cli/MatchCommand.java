package dev.mallard.cli;

import dev.mallard.core.play.Adjudication;
import dev.mallard.core.variant.Variant;
import dev.mallard.match.Match;
import dev.mallard.match.MatchLimit;
import dev.mallard.match.MatchSettings;
import dev.mallard.match.Openings;
import dev.mallard.match.Sprt;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * {@code mallard match}: plays two CECP engines against each other with Mallard as the referee
 * (see {@link Match}). Progress and the final score go to stdout; exit status 0 when the match
 * ran, 1 when an engine could not be started or played, 2 for a bad command line.
 */
final class MatchCommand {
    static final String USAGE = "mallard match [--variant V] --engine1 CMD --engine2 CMD --games N"
            + " (--tc BASE+INC | --movetime MS | --depth D | --nodes N) [--concurrency K] [--openings FILE] [--pgn FILE]"
            + " [--sprt elo0,elo1,alpha,beta] [--margin MS] [--name1 NAME] [--name2 NAME]"
            + " [--resign MOVES,CP] [--draw FROM_MOVE,MOVES,CP] [--max-moves N]";
    /** Default grace per move for process and pipe latency, as cutechess's timemargin. */
    static final int DEFAULT_MARGIN_MS = 100;

    private MatchCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException {
        CommandLine options = new CommandLine(args, 1, Set.of("--variant", "--engine1", "--engine2", "--games", "--tc",
                "--movetime", "--depth", "--nodes", "--concurrency", "--openings", "--pgn", "--sprt", "--margin", "--name1",
                "--name2", "--resign", "--draw", "--max-moves"), Set.of());
        Variant variant = options.variant();
        if (!options.has("--engine1") || !options.has("--engine2") || !options.has("--games")) {
            throw new UsageException("match needs --engine1, --engine2 and --games");
        }
        int games = options.getInt("--games", 1, 1, 10_000_000);
        int concurrency = options.getInt("--concurrency", 1, 1, 256);
        int margin = options.getInt("--margin", DEFAULT_MARGIN_MS, 0, 3_600_000);
        MatchLimit limit = limit(options, margin);
        Sprt sprt = null;
        if (options.has("--sprt")) {
            try {
                sprt = Sprt.parse(options.get("--sprt", ""));
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        List<String> openings = List.of(variant.startFen());
        if (options.has("--openings")) {
            try {
                openings = Openings.read(Path.of(options.get("--openings", "")), variant);
            } catch (IOException e) {
                throw new UsageException("cannot read openings: " + e);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        Path pgn = options.has("--pgn") ? Path.of(options.get("--pgn", "")) : null;
        MatchSettings settings;
        try {
            settings = new MatchSettings(variant, options.get("--engine1", ""), options.get("--engine2", ""), games,
                    limit, concurrency, openings, pgn, sprt, options.get("--name1", null), options.get("--name2", null),
                    adjudication(options));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        try {
            new Match(settings, out).run();
            return 0;
        } catch (IOException | IllegalStateException e) {
            out.flush();
            err.println("mallard match: " + e.getMessage());
            return 1;
        }
    }

    /**
     * The early ends asked for: {@code --resign MOVES,CP} (both engines give one side at least CP
     * on each of their last MOVES moves: it wins), {@code --draw FROM_MOVE,MOVES,CP} (from move
     * FROM_MOVE on, both within ±CP for MOVES moves each: a draw), {@code --max-moves N}; the
     * values of cutechess's {@code -resign}, {@code -draw} and {@code -maxmoves}.
     */
    static Adjudication adjudication(CommandLine options) throws UsageException {
        Adjudication adjudication = Adjudication.NONE;
        try {
            if (options.has("--resign")) {
                int[] values = options.getInts("--resign", "MOVES,CP");
                adjudication = adjudication.withResign(values[0], values[1]);
            }
            if (options.has("--draw")) {
                int[] values = options.getInts("--draw", "FROM_MOVE,MOVES,CP");
                adjudication = adjudication.withDraw(values[0], values[1], values[2]);
            }
            if (options.has("--max-moves")) {
                adjudication = adjudication.withMaxMoves(options.getInt("--max-moves", 1, 1, 100_000));
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        return adjudication;
    }

    /** Exactly one of {@code --tc}, {@code --movetime}, {@code --depth}, {@code --nodes}. */
    static MatchLimit limit(CommandLine options, int margin) throws UsageException {
        int given = 0;
        for (String option : new String[] {"--tc", "--movetime", "--depth", "--nodes"}) {
            given += options.has(option) ? 1 : 0;
        }
        if (given != 1) {
            throw new UsageException("give exactly one of --tc, --movetime, --depth, --nodes");
        }
        if (options.has("--depth")) {
            return MatchLimit.depth(options.getInt("--depth", 1, 1, 127));
        }
        if (options.has("--nodes")) {
            return MatchLimit.nodes(options.getInt("--nodes", 1, 1, Integer.MAX_VALUE));
        }
        if (options.has("--movetime")) {
            return MatchLimit.moveTime(options.getInt("--movetime", 1, 1, Integer.MAX_VALUE), margin);
        }
        try {
            return MatchLimit.clock(options.get("--tc", ""), margin);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }
}
