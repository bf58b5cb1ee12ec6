package dev.mallard.xboard;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Set;

/**
 * Entry point of the {@code mallard} command. Without arguments (or with {@code xboard}) it is a
 * CECP engine on stdin and stdout; otherwise the first argument names a subcommand. Errors in
 * the command line go to stderr with exit status 2.
 */
public final class Main {
    private static final String USAGE = String.join(System.lineSeparator(),
            "usage:",
            "  mallard [xboard [--off tt,null,lmr,...]]  the engine, speaking CECP (XBoard protocol 2) on stdin/stdout",
            "  " + PerftCommand.USAGE,
            "  " + AnalyseCommand.USAGE,
            "  " + BenchCommand.USAGE,
            "  " + VerifyCommand.USAGE,
            "  " + RefusalBenchCommand.USAGE,
            "  " + EpdCommand.USAGE,
            "  " + MatchCommand.USAGE,
            "  " + OpeningsCommand.USAGE);

    private Main() {
    }

    /** Runs the command and exits with its status. */
    public static void main(String[] args) {
        System.exit(run(args, System.in, System.out, System.err));
    }

    /** Runs the command with the given output streams (the engine reads stdin) and returns the exit status. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, System.in, out, err);
    }

    /** Runs the command with the given streams and returns the exit status. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        if (args.length == 0 || args.length == 1 && args[0].equals("xboard")) {
            return new XboardEngine(in, out).run();
        }
        try {
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
                case "help", "--help", "-h" -> out.println(USAGE);
                case "xboard" -> {
                    CommandLine options = new CommandLine(args, 1, Set.of("--off"), Set.of());
                    return new XboardEngine(in, out, SearchCommand.searchOptions(options)).run();
                }
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
}
