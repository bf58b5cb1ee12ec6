package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.mallard.core.board.Position;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.EngineSettings;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs an {@link XboardEngine} on a thread, feeding it through a pipe and collecting its
 * output lines, as a GUI would; no process is started.
 */
final class EngineHarness implements AutoCloseable, EngineLink {
    static final Duration TIMEOUT = Duration.ofSeconds(10);
    static final Pattern MOVE = Pattern.compile("move (\\S+)");
    /** How long a test waits for a move of a short search, on a loaded machine. */
    static final Duration MOVE_WAIT = Duration.ofSeconds(15);
    /** FIDE chess's start position. */
    static final String START = Variants.find("normal").orElseThrow().startFen();
    /** White mates at once with Rd8. */
    static final String MATE_IN_ONE = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
    static final Pattern THINKING = Pattern.compile("(\\d+) (-?\\d+) (\\d+) (\\d+)( .*)?");

    private final PipedOutputStream toEngine = new PipedOutputStream();
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    /** Everything sent and received, for failure messages. */
    private final List<String> transcript = Collections.synchronizedList(new ArrayList<>());
    private final Thread thread;
    private volatile Integer exitStatus;
    private int pings;

    /** An engine as a program makes it, by the public constructor: the class path's variants, the default settings. */
    EngineHarness() {
        this((in, out) -> new XboardEngine(in, out));
    }

    /** An engine offering {@code variants}. */
    EngineHarness(List<SearchableVariant> variants) {
        this((in, out) -> new XboardEngine(in, out, variants, EngineSettings.defaults()));
    }

    /** The engine {@code engine} makes on the harness's pipe and output. */
    private EngineHarness(BiFunction<InputStream, PrintStream, XboardEngine> engine) {
        PipedInputStream engineInput;
        try {
            engineInput = new PipedInputStream(toEngine, 1 << 16);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        PrintStream engineOutput = new PrintStream(new LineCollector(), true, StandardCharsets.UTF_8);
        XboardEngine underTest = engine.apply(engineInput, engineOutput);
        thread = new Thread(() -> exitStatus = underTest.run(), "engine-under-test");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Runs an engine offering {@code variants} on {@code commands}, the input closing after
     * them (a move being thought about is still sent), and returns its whole output.
     */
    static String runToEnd(List<SearchableVariant> variants, String... commands) {
        try {
            PipedOutputStream toEngine = new PipedOutputStream();
            PipedInputStream input = new PipedInputStream(toEngine, 1 << 16);
            ByteArrayOutputStream output = new ByteArrayOutputStream();
            XboardEngine engine = new XboardEngine(input, new PrintStream(output, true, StandardCharsets.UTF_8), variants,
                    EngineSettings.defaults());
            toEngine.write((String.join("\n", commands) + "\n").getBytes(StandardCharsets.UTF_8));
            toEngine.close();
            assertThat(engine.run()).isZero();
            return output.toString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether {@code move} is legal in FIDE chess after {@code before} from {@code fen}. */
    static boolean legal(String fen, String move, String... before) {
        SearchableVariant normal = (SearchableVariant) Variants.find("normal").orElseThrow();
        Position position = normal.parseFen(fen);
        for (String m : before) {
            normal.rules().makeTurn(position, normal.rules().parseTurn(position, m));
        }
        try {
            normal.rules().parseTurn(position, move);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The move of the last of {@code lines}, which must be a {@code move} line. */
    static String moveOf(List<String> lines) {
        Matcher m = MOVE.matcher(lines.get(lines.size() - 1));
        assertThat(m.matches()).isTrue();
        return m.group(1);
    }

    /** The thinking lines among {@code lines}. */
    static List<String> thinking(List<String> lines) {
        return lines.stream().filter(l -> THINKING.matcher(l).matches()).toList();
    }

    /** The score of a depth-1 search of the start position, as the engine's thinking output gives it. */
    int depthOneScore() {
        send("new", "force", "sd 1", "post", "go");
        Matcher thinking = THINKING.matcher(expect(THINKING));
        assertThat(thinking.matches()).isTrue();
        untilMove(Duration.ofSeconds(30));
        sync();
        return Integer.parseInt(thinking.group(2));
    }

    /** {@code xboard} and {@code protover 2}, up to {@code feature done=1}. */
    void handshake() {
        send("xboard", "protover 2");
        expect(Pattern.compile("feature .*done=1.*"));
    }

    /** Sends lines to the engine. */
    EngineHarness send(String... commands) {
        for (String command : commands) {
            transcript.add("> " + command);
            try {
                toEngine.write((command + "\n").getBytes(StandardCharsets.UTF_8));
                toEngine.flush();
            } catch (IOException e) {
                fail("cannot write to the engine: " + e + "\n" + transcript());
            }
        }
        return this;
    }

    @Override
    public void sendLine(String line) {
        send(line);
    }

    @Override
    public String nextLine() {
        return until(l -> true, TIMEOUT).get(0);
    }

    /** Sends raw bytes (no line end added). */
    EngineHarness sendRaw(byte[] bytes) {
        transcript.add("> (" + bytes.length + " raw bytes)");
        try {
            toEngine.write(bytes);
            toEngine.flush();
        } catch (IOException e) {
            fail("cannot write to the engine: " + e);
        }
        return this;
    }

    /** The lines before the first line matching {@code predicate}, which is returned last. */
    List<String> until(Predicate<String> predicate, Duration timeout) {
        List<String> seen = new ArrayList<>();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            long left = deadline - System.nanoTime();
            String line = null;
            try {
                line = left > 0 ? lines.poll(left, TimeUnit.NANOSECONDS) : null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (line == null) {
                fail("timed out after " + timeout.toMillis() + " ms; transcript:\n" + transcript());
            }
            seen.add(line);
            if (predicate.test(line)) {
                return seen;
            }
        }
    }

    /** The first line matching the pattern (whole line), skipping others. */
    String expect(Pattern pattern) {
        List<String> seen = until(l -> pattern.matcher(l).matches(), TIMEOUT);
        return seen.get(seen.size() - 1);
    }

    /** The next {@code move}, after the lines before it. */
    List<String> untilMove(Duration timeout) {
        return until(l -> MOVE.matcher(l).matches(), timeout);
    }

    /** Sends {@code ping} and returns what the engine said before its {@code pong}. */
    List<String> sync() {
        int n = ++pings;
        send("ping " + n);
        List<String> seen = until(l -> l.equals("pong " + n), TIMEOUT);
        return new ArrayList<>(seen.subList(0, seen.size() - 1));
    }

    /** Lines already received or arriving within {@code wait}. */
    List<String> drain(Duration wait) {
        List<String> out = new ArrayList<>();
        long deadline = System.nanoTime() + wait.toNanos();
        while (true) {
            long left = deadline - System.nanoTime();
            String line = null;
            try {
                line = lines.poll(Math.max(0, left), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (line == null) {
                return out;
            }
            out.add(line);
        }
    }

    /** Closes the engine's input (end of file). */
    void closeInput() {
        try {
            toEngine.close();
        } catch (IOException e) {
            // already closed
        }
    }

    /** Waits for the engine to return; its exit status, or null if it is still running. */
    Integer awaitExit(Duration timeout) {
        try {
            thread.join(timeout.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return thread.isAlive() ? null : exitStatus;
    }

    String transcript() {
        synchronized (transcript) {
            return String.join("\n", transcript);
        }
    }

    @Override
    public void close() {
        if (thread.isAlive()) {
            try {
                toEngine.write("quit\n".getBytes(StandardCharsets.UTF_8));
                toEngine.flush();
            } catch (IOException e) {
                // the input is already closed
            }
            closeInput();
            awaitExit(TIMEOUT);
        }
    }

    /** Splits the engine's output into lines. */
    private final class LineCollector extends OutputStream {
        private final ByteArrayOutputStream current = new ByteArrayOutputStream();

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                String line = current.toString(StandardCharsets.UTF_8);
                current.reset();
                transcript.add("< " + line);
                lines.add(line);
            } else {
                current.write(b);
            }
        }
    }
}
