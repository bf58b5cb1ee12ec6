package dev.mallard.cli;

import dev.mallard.cecp.XboardEngine;
import dev.mallard.core.Version;
import dev.mallard.gui.GuiCommand;
import dev.mallard.protocol.DialogueLog;
import dev.mallard.protocol.EngineSettings;
import dev.mallard.protocol.NetworkSwitch;
import dev.mallard.protocol.Warmup;
import dev.mallard.uci.UciEngine;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Set;

/**
 * Entry point of the {@code mallard} command. Without arguments it is an engine on stdin and
 * stdout that speaks the protocol the GUI's first command names (UCI after {@code uci}, else
 * CECP); {@code xboard} and {@code uci} force one; otherwise the first argument names a
 * subcommand. Errors in the command line go to stderr with exit status 2.
 */
public final class Main {
    private static final String USAGE = String.join(System.lineSeparator(),
            "usage:",
            "  mallard                  the engine: speaks UCI if the first command is uci, else CECP",
            "  mallard xboard [--off tt,null,lmr,...] [--try probcut,delta,...] [--search-param NAME=VALUE,...] [--tunable] [--no-nnue] [--log FILE]",
            "                           the engine, speaking CECP (XBoard protocol 2) on stdin/stdout;",
            "                           --log (or the MALLARD_LOG environment variable) appends the dialogue to FILE;",
            "                           --tunable offers the search parameters as engine options (a tuner's engines);",
            "                           --no-nnue plays the hand evaluations, not the networks (Use NNUE off)",
            "  mallard uci [--off tt,null,lmr,...] [--try probcut,delta,...] [--search-param NAME=VALUE,...] [--tunable] [--no-nnue] [--log FILE]",
            "                           the engine, speaking UCI (Fairy-Stockfish's UCI_Variant for duck, refusal);",
            "                           --search-param changes search parameters (a tuning run's engines)",
            "  " + PerftCommand.USAGE,
            "  " + AnalyseCommand.USAGE,
            "  " + BenchCommand.USAGE,
            "  " + VerifyCommand.USAGE,
            "  " + RefusalBenchCommand.USAGE,
            "  " + EpdCommand.USAGE,
            "  " + MatchCommand.USAGE,
            "  " + OpeningsCommand.USAGE,
            "  " + DatagenCommand.USAGE,
            "  " + TuneCommand.USAGE,
            "  " + SiblingsCommand.USAGE,
            "  " + SearchParamsCommand.USAGE,
            "  " + SpsaCommand.USAGE,
            "  " + GuiCommand.USAGE,
            "  mallard --version        the engine's name and version");

    /** The environment variable naming the protocol log when {@code --log} does not. */
    public static final String LOG_VARIABLE = "MALLARD_LOG";

    private Main() {
    }

    /**
     * Runs the command and exits with its status.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        System.exit(run(args, System.in, System.out, System.err));
    }

    /**
     * Runs the command with the given output streams (the engine reads stdin) and returns the exit
     * status.
     *
     * @param args the command line
     * @param out the standard output
     * @param err the standard error
     * @return the exit status: 0 for success, 2 for a bad command line
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, System.in, out, err);
    }

    /**
     * Runs the command with the given streams and returns the exit status.
     *
     * @param args the command line
     * @param in the standard input
     * @param out the standard output
     * @param err the standard error
     * @return the exit status: 0 for success, 2 for a bad command line
     */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        try {
            if (args.length == 0 || args[0].equals("xboard") || args[0].equals("uci")) {
                CommandLine options = new CommandLine(args, 1, Set.of("--off", "--try", "--search-param", "--log"),
                        Set.of("--tunable", NetworkSwitch.FLAG));
                EngineSettings settings = EngineSettings.defaults()
                        .withSearchOptions(SearchCommand.searchOptions(options))
                        .withTunable(options.has("--tunable"))
                        .withUseNetworks(!options.has(NetworkSwitch.FLAG))
                        .withWarmupMs(Warmup.DEFAULT_MS);
                InputStream input = in;
                boolean uci = args.length > 0 && args[0].equals("uci");
                if (args.length == 0) {
                    FirstCommand first = readFirstCommand(in);
                    uci = first.isUci();
                    input = first.input();
                }
                settings = settings.withLog(dialogueLog(options, err));
                return uci ? new UciEngine(input, out, settings).run() : new XboardEngine(input, out, settings).run();
            }
            int status = 0;
            switch (args[0]) {
                case "perft" -> status = PerftCommand.run(args, out);
                case "analyse", "analyze" -> AnalyseCommand.run(args, out);
                case "bench" -> BenchCommand.run(args, out);
                case "verify" -> status = VerifyCommand.run(args, out);
                case "refusal-bench" -> RefusalBenchCommand.run(args, out);
                case "epd" -> EpdCommand.run(args, out);
                case "match" -> status = MatchCommand.run(args, out, err);
                case "openings" -> OpeningsCommand.run(args, out);
                case "datagen" -> status = DatagenCommand.run(args, out, err);
                case "tune" -> status = TuneCommand.run(args, out, err);
                case "siblings" -> SiblingsCommand.run(args, out);
                case "search-params" -> SearchParamsCommand.run(args, out);
                case "spsa" -> status = SpsaCommand.run(args, out, err);
                case "gui" -> status = GuiCommand.run(args, out, err);
                case "help", "--help", "-h" -> out.println(USAGE);
                case "--version", "version" -> out.println(Version.engineName());
                default -> throw new UsageException("unknown command \"" + args[0] + "\"");
            }
            out.flush();
            return status;
        } catch (UsageException e) {
            err.println("mallard: " + e.getMessage());
            err.println(USAGE);
            return 2;
        }
    }

    /** The GUI's first command; an input that cannot be read counts as ended (the engine then quits). */
    private static FirstCommand readFirstCommand(InputStream in) {
        try {
            return FirstCommand.read(in);
        } catch (IOException e) {
            return readFirstCommand(InputStream.nullInputStream());
        }
    }

    /**
     * The dialogue log asked for by {@code xboard --log FILE}, else by {@code MALLARD_LOG}; none if
     * neither is set. A file that cannot be opened is reported on stderr and the engine runs
     * without a log: a GUI must not lose its engine over a log file.
     */
    private static DialogueLog dialogueLog(CommandLine options, PrintStream err) throws UsageException {
        String file = options.has("--log") ? options.get("--log", "") : System.getenv(LOG_VARIABLE);
        if (options.has("--log") && file.isBlank()) {
            throw new UsageException("option --log needs a file name");
        }
        if (file == null || file.isBlank()) {
            return DialogueLog.none();
        }
        try {
            return DialogueLog.toFile(Path.of(file));
        } catch (IOException | InvalidPathException e) {
            err.println("mallard: cannot write the protocol log " + file + " (" + e.getMessage() + "); running without it");
            err.flush();
            return DialogueLog.none();
        }
    }
}
