package dev.mallard.uci;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Drives a {@link UciEngine} on a thread of its own as a GUI would, through pipes both ways: it
 * sends commands and reads the engine's lines. Waits are bounded only to fail a hung test, never
 * to judge speed.
 */
final class UciDriver implements AutoCloseable {
    /** Long enough for any search a test asks for on a loaded machine. */
    private static final long TIMEOUT_SECONDS = 60;
    /** What the engine prints when its input ends: nothing; this marks the end of its output. */
    private static final String END = "\u0000end";

    private final PrintStream toEngine;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> transcript = new ArrayList<>();
    private final Thread engineThread;

    UciDriver() {
        try {
            PipedOutputStream commands = new PipedOutputStream();
            PipedInputStream engineIn = new PipedInputStream(commands, 1 << 16);
            PrintStream engineOut = new PrintStream(new Lines(), true, StandardCharsets.UTF_8);
            toEngine = new PrintStream(commands, true, StandardCharsets.UTF_8);
            engineThread = new Thread(() -> {
                new UciEngine(engineIn, engineOut).run();
                engineOut.close();
            }, "uci-under-test");
            engineThread.setDaemon(true);
            engineThread.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The engine's stdout, cut into lines for the queue; its end marks the end of the output. (A
     * pipe would not do: the engine writes from search threads that end, which breaks a pipe.)
     */
    private final class Lines extends OutputStream {
        private final StringBuilder pending = new StringBuilder();

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) {
            pending.append(new String(bytes, offset, length, StandardCharsets.UTF_8));
            for (int end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n")) {
                lines.add(pending.substring(0, end));
                pending.delete(0, end + 1);
            }
        }

        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void close() {
            lines.add(END);
        }
    }

    /** Sends command lines. */
    UciDriver send(String... commands) {
        for (String command : commands) {
            synchronized (transcript) {
                transcript.add("> " + command);
            }
            toEngine.println(command);
        }
        return this;
    }

    /** The engine's next line, or null if none comes within the timeout. */
    private String nextLine() {
        return nextLine(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS));
    }

    /** The engine's next line, or null if none comes within {@code millis}. */
    private String nextLine(long millis) {
        try {
            return lines.poll(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The engine's lines up to and including the first that {@code wanted} accepts. */
    List<String> until(Predicate<String> wanted) {
        return within(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS), wanted);
    }

    /**
     * The engine's lines up to and including the first that {@code wanted} accepts, which must
     * come within {@code millis} of now: for the answers that must not wait for a search.
     */
    List<String> within(long millis, Predicate<String> wanted) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        List<String> seen = new ArrayList<>();
        while (true) {
            String line = nextLine(Math.max(0, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            if (line == null || line.equals(END)) {
                fail("the engine " + (line == null ? "did not answer within " + millis + " ms" : "ended")
                        + " before the expected line; dialogue:\n" + transcript());
            }
            synchronized (transcript) {
                transcript.add("< " + line);
            }
            seen.add(line);
            if (wanted.test(line)) {
                return seen;
            }
        }
    }

    /** The lines up to and including the first that starts with {@code prefix}. */
    List<String> untilPrefix(String prefix) {
        return until(l -> l.startsWith(prefix));
    }

    /** The next line starting with {@code prefix}. */
    String expect(String prefix) {
        List<String> seen = untilPrefix(prefix);
        return seen.get(seen.size() - 1);
    }

    /** Sends {@code isready} and returns every line before {@code readyok}. */
    List<String> sync() {
        send("isready");
        List<String> seen = until("readyok"::equals);
        return seen.subList(0, seen.size() - 1);
    }

    /** Runs a search to its {@code bestmove} and returns every line up to it. */
    List<String> search(String go) {
        send(go);
        return untilPrefix("bestmove");
    }

    /** Closes the engine's input and returns every line it still writes before it ends. */
    List<String> closeInput() {
        toEngine.close();
        List<String> rest = new ArrayList<>();
        while (true) {
            String line = nextLine();
            if (line == null) {
                fail("the engine did not end after its input closed; dialogue:\n" + transcript());
            }
            if (line.equals(END)) {
                return rest;
            }
            rest.add(line);
        }
    }

    /** Whether the engine's loop has returned. */
    boolean ended() throws InterruptedException {
        engineThread.join(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS));
        return !engineThread.isAlive();
    }

    String transcript() {
        synchronized (transcript) {
            return String.join("\n", transcript);
        }
    }

    @Override
    public void close() {
        if (engineThread.isAlive()) {
            send("quit");
            toEngine.close();
        }
    }
}
