package dev.mallard.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One CECP engine as a child process: lines go to its stdin, and a reader thread queues the
 * lines of its stdout so that the referee can wait for them with a deadline (an engine that
 * hangs must not hang the match). The command runs through {@code /bin/sh -c}, so it
 * may carry arguments, quotes and environment settings as on a shell's command line. Its stderr
 * is discarded.
 *
 * <p>Not thread-safe: one game thread owns it.
 */
final class EngineProcess implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(EngineProcess.class);
    /** Queued in place of a line when the engine's stdout closes (it crashed or quit). */
    private static final String END = new String("<end of output>");
    /**
     * How long the handshake waits after {@code protover 2}. An engine that has written nothing
     * at all is still starting (a JVM starved on a loaded machine has been seen to need minutes
     * for its first line): it is waited for up to {@code doneMs}, and only an engine silent that
     * long is taken to speak protocol version 1. Once it has written a line, it has
     * {@code featuresMs} from that line to send a {@code feature}, else it speaks version 1; one
     * that sent features but neither {@code done=0} nor {@code done=1} is taken to have finished
     * then. {@code done=0} is CECP's way to ask for more time (to load tables, warm up, start a
     * JVM): such an engine may take up to {@code doneMs} from {@code protover 2} to send
     * {@code done=1}, after which it has failed to start.
     *
     * @param featuresMs the wait for features without {@code done=0}
     * @param doneMs the wait for {@code done=1} after {@code done=0}
     */
    record Startup(long featuresMs, long doneMs) {
        /**
         * The referee's limits. The protocol suggests two seconds for the features; a JVM
         * engine on a machine loaded far beyond its cores (load 35 on two) has been seen to take
         * over ten to answer at all, and only version-1 engines pay for the wait, once per
         * process. Five minutes for {@code done=1} leave an engine that asked for time all it
         * could sensibly need.
         */
        static final Startup DEFAULT = new Startup(30_000, 300_000);
    }

    private final String label;
    private String givenName;
    private final Process process;
    private final Writer input;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final EngineFeatures features = new EngineFeatures();
    private boolean ended;
    private int pings;

    private EngineProcess(String command, String label, String givenName) throws IOException {
        this.label = label;
        this.givenName = givenName;
        ProcessBuilder builder = new ProcessBuilder(List.of("/bin/sh", "-c", command));
        builder.redirectError(ProcessBuilder.Redirect.DISCARD);
        process = builder.start();
        input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readOutput, "match-engine-" + label);
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts {@code command} and runs the CECP handshake ({@code xboard}, {@code protover 2},
     * the features up to {@code done=1}). {@code label} names it in messages; {@code givenName}
     * (may be null) overrides its {@code myname}.
     *
     * @throws EngineException if the process cannot start or dies or stays silent during the handshake
     */
    static EngineProcess start(String command, String label, String givenName) {
        return start(command, label, givenName, Startup.DEFAULT);
    }

    /**
     * Starts {@code command} as {@link #start(String, String, String)} does, waiting for its
     * features as long as {@code limits} say.
     *
     * @throws EngineException if the process cannot start or dies during the handshake, or
     *     sent {@code done=0} and no {@code done=1} in time
     */
    static EngineProcess start(String command, String label, String givenName, Startup limits) {
        EngineProcess engine;
        try {
            engine = new EngineProcess(command, label, givenName);
        } catch (IOException e) {
            throw new EngineException("cannot start engine \"" + command + "\": " + e.getMessage());
        }
        try {
            engine.handshake(limits);
            return engine;
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
    }

    private void handshake(Startup limits) {
        send("xboard");
        send("protover 2");
        long start = System.nanoTime();
        boolean heard = false; // whether the engine has written a line
        long firstLine = start; // when it wrote its first
        while (true) {
            long now = System.nanoTime();
            long left = features.waiting() || !heard ? limits.doneMs() - (now - start) / 1_000_000
                    : limits.featuresMs() - (now - firstLine) / 1_000_000;
            String line = readLine(left);
            if (line == null) {
                if (features.waiting()) {
                    throw new EngineException(label + " sent feature done=0 and no done=1 within "
                            + seconds(limits.doneMs()) + " of protover 2");
                }
                return;
            }
            if (!heard) {
                heard = true;
                firstLine = System.nanoTime();
            }
            if (line.startsWith("feature ")) {
                for (String reply : features.parse(line.substring(8))) {
                    send(reply);
                }
                if (features.done()) {
                    return;
                }
            }
        }
    }

    /** {@code ms} as seconds for a message, e.g. {@code "30 s"} or {@code "0.5 s"}. */
    static String seconds(long ms) {
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms / 1000.0 + " s";
    }

    /** The features the engine announced. */
    EngineFeatures features() {
        return features;
    }

    /** The engine's name: the given one, else its {@code myname}, else its label. */
    String name() {
        return givenName != null ? givenName : features.myName() != null ? features.myName() : label;
    }

    /** Names the engine from now on (two engines that call themselves alike must be told apart). */
    void rename(String name) {
        givenName = name;
    }

    /** Sends one line (ignored once the engine has gone: the next read reports the end). */
    void send(String line) {
        LOG.trace("{} < {}", label, line);
        try {
            input.write(line);
            input.write('\n');
            input.flush();
        } catch (IOException e) {
            LOG.debug("{}: write failed: {}", label, e.toString());
        }
    }

    /**
     * The next line of output, waiting at most {@code timeoutMs}; {@code null} on timeout.
     *
     * @throws EngineException if the engine's output has ended (it crashed or quit)
     */
    String readLine(long timeoutMs) {
        if (ended) {
            throw new EngineException(label + " has ended (exit status " + exitStatus() + ")");
        }
        try {
            String line = lines.poll(Math.max(0, timeoutMs), TimeUnit.MILLISECONDS);
            if (line == END) {
                ended = true;
                throw new EngineException(label + " has ended (exit status " + exitStatus() + ")");
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted while waiting for " + label);
        }
    }

    /**
     * Sends {@code ping} and waits for the matching {@code pong}, dropping other lines; without
     * the ping feature, returns at once. Returns false if the pong did not come in time.
     */
    boolean sync(long timeoutMs) {
        if (!features.ping()) {
            return true;
        }
        String expected = "pong " + (++pings);
        send("ping " + pings);
        long deadline = System.nanoTime() + timeoutMs * 1_000_000;
        while (true) {
            String line = readLine((deadline - System.nanoTime()) / 1_000_000);
            if (line == null) {
                return false;
            }
            if (line.trim().equals(expected)) {
                return true;
            }
        }
    }

    /**
     * Sets engine options, CECP's {@code option NAME=VALUE} for each of {@code assignments}, and
     * waits for the engine to have taken them: a {@code ping} after them, whose {@code pong} comes
     * after any error the engine answered an option with. Lines that are not errors are dropped.
     *
     * @param assignments the options as {@code NAME=VALUE}
     * @param timeoutMs how long the engine may take to answer the ping
     * @throws EngineException if the engine refuses an option (its {@code Error} line), cannot be
     *     asked (no ping feature), does not answer in time or has ended
     */
    void setOptions(List<String> assignments, long timeoutMs) {
        if (assignments.isEmpty()) {
            return;
        }
        if (!features.ping()) {
            throw new EngineException(label + " cannot confirm options: it has no ping feature");
        }
        for (String assignment : assignments) {
            send("option " + assignment);
        }
        String expected = "pong " + (++pings);
        send("ping " + pings);
        long deadline = System.nanoTime() + timeoutMs * 1_000_000;
        String refused = null;
        while (true) {
            String line = readLine((deadline - System.nanoTime()) / 1_000_000);
            if (line == null) {
                throw new EngineException(label + " does not answer ping within " + timeoutMs + " ms after its options");
            }
            if (line.trim().equals(expected)) {
                break;
            }
            if (refused == null && line.startsWith("Error")) {
                refused = line;
            }
        }
        if (refused != null) {
            throw new EngineException(label + " refuses an option: " + refused);
        }
    }

    /** Whether the process is still running. */
    boolean alive() {
        return !ended && process.isAlive();
    }

    private String exitStatus() {
        try {
            return process.waitFor(200, TimeUnit.MILLISECONDS) ? String.valueOf(process.exitValue()) : "still running";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }

    private void readOutput() {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                LOG.trace("{} > {}", label, line);
                lines.add(line);
            }
        } catch (IOException e) {
            LOG.debug("{}: read failed: {}", label, e.toString());
        }
        lines.add(END);
    }

    /** Asks the engine to quit, and kills it (and anything it started) if it has not within a second. */
    @Override
    public void close() {
        if (process.isAlive()) {
            send("quit");
            try {
                process.waitFor(1, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        kill();
    }

    /** Kills the process and its descendants at once. */
    void kill() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            input.close();
        } catch (IOException e) {
            LOG.trace("{}: close failed: {}", label, e.toString());
        }
    }
}
