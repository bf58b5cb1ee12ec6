package dev.mallard.gui;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.concurrent.CountDownLatch;

/**
 * The {@code mallard gui} command: starts the GUI's server, prints the page's address and serves
 * until the process is stopped (Ctrl-C).
 */
public final class GuiCommand {
    /** The command's usage line, as {@code mallard help} lists it. */
    public static final String USAGE = "mallard gui [--port N] [--host H]"
            + "   a board in the browser: play and analyse duck, refusal and normal chess (127.0.0.1, a free port by default)";

    private GuiCommand() {
    }

    /**
     * Runs the GUI on its own, without the {@code mallard} command: {@code java -cp ...
     * dev.mallard.gui.GuiCommand [--port N] [--host H]}.
     *
     * @param args the options
     */
    public static void main(String[] args) {
        String[] command = new String[args.length + 1];
        command[0] = "gui";
        System.arraycopy(args, 0, command, 1, args.length);
        System.exit(run(command, System.out, System.err));
    }

    /**
     * Runs the command; returns only if the command line is bad or the server cannot start.
     *
     * @param args the command line, {@code gui} first
     * @param out where the page's address is printed
     * @param err where errors go
     * @return 2 for a bad command line, 1 if the server cannot start
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        GuiServer.Limits limits;
        try {
            limits = limits(args);
        } catch (IllegalArgumentException e) {
            err.println("mallard gui: " + e.getMessage());
            err.println("usage: " + USAGE);
            return 2;
        }
        GuiServer server;
        try {
            server = GuiServer.start(limits);
        } catch (UncheckedIOException e) {
            err.println("mallard gui: " + e.getMessage());
            return 1;
        }
        out.println("Mallard GUI: open " + server.uri() + " in a browser (Ctrl-C stops it)");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "gui-shutdown"));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            server.close();
        }
        return 0;
    }

    /**
     * {@return the server's limits from the command line}
     *
     * @param args the command line, {@code gui} first
     * @throws IllegalArgumentException naming a bad option or value
     */
    static GuiServer.Limits limits(String[] args) {
        String host = GuiServer.Limits.LOOPBACK;
        int port = 0;
        for (int i = 1; i < args.length; i++) {
            String option = args[i];
            if (!option.equals("--port") && !option.equals("--host")) {
                throw new IllegalArgumentException("unknown option \"" + option + "\"");
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("option " + option + " needs a value");
            }
            String value = args[++i];
            if (option.equals("--host")) {
                host = value;
            } else {
                try {
                    port = Integer.parseInt(value);
                } catch (NumberFormatException e) {
                    port = -1;
                }
                if (port < 0 || port > 65_535) {
                    throw new IllegalArgumentException("--port takes 0 (a free port) to 65535, not \"" + value + "\"");
                }
            }
        }
        return GuiServer.Limits.defaults(host, port);
    }
}
