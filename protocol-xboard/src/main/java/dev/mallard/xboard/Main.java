package dev.mallard.xboard;

import java.io.PrintStream;

/**
 * Entry point of the {@code mallard} command. The first argument names a subcommand; errors in
 * the command line go to stderr with exit status 2.
 */
public final class Main {
    private static final String USAGE = String.join(System.lineSeparator(),
            "usage:",
            "  " + PerftCommand.USAGE,
            "  " + AnalyseCommand.USAGE,
            "  " + BenchCommand.USAGE,
            "  " + VerifyCommand.USAGE,
            "  " + EpdCommand.USAGE);

    private Main() {
    }

    /** Runs the command and exits with its status. */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the command with the given streams and returns the exit status. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.println(USAGE);
            return 2;
        }
        try {
            int status = 0;
            switch (args[0]) {
                case "perft" -> PerftCommand.run(args, out);
                case "analyse", "analyze" -> AnalyseCommand.run(args, out);
                case "bench" -> BenchCommand.run(args, out);
                case "verify" -> status = VerifyCommand.run(args, out);
                case "epd" -> EpdCommand.run(args, out);
                case "help", "--help", "-h" -> out.println(USAGE);
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
