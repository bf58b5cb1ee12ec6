package dev.mallard.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One run of the {@code mallard} command in this JVM ({@link Main#run(String[], PrintStream,
 * PrintStream)}): its exit status and what it wrote to stdout and stderr.
 *
 * @param status the exit status
 * @param out the standard output
 * @param err the standard error
 */
public record CommandRun(int status, String out, String err) {
    /**
     * Runs the command line.
     *
     * @param args the command line, the subcommand first
     * @return the status and the output
     */
    public static CommandRun run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CommandRun(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** {@return the standard output's lines} */
    public List<String> outLines() {
        return out.isEmpty() ? List.of() : List.of(out.split("\\R"));
    }
}
