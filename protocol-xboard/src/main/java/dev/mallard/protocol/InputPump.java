package dev.mallard.protocol;

import java.io.IOException;
import java.io.InputStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads a protocol's input on a daemon thread of its own, so that the engine's loop can wait for
 * input and for the ends of searches alike: each line goes to the dialogue log and then to a
 * {@link LineSink}, and the end of the input (or a read error) is reported once at the end.
 */
public final class InputPump {
    private static final Logger LOG = LoggerFactory.getLogger(InputPump.class);

    /** Receives the lines, on the pump's thread. */
    @FunctionalInterface
    public interface LineSink {
        /**
         * One line; a {@code tooLong} line carries only its beginning.
         *
         * @param text the line, without its line end
         * @param tooLong whether the line was longer than the reader keeps
         */
        void line(String text, boolean tooLong);
    }

    private InputPump() {
    }

    /**
     * Starts reading {@code in} on a daemon thread named {@code threadName}: each line to
     * {@code lines}, then {@code end} once the input has ended.
     *
     * @param in where the input comes from
     * @param log the transcript, which gets every line read
     * @param lines receives each line
     * @param end runs once the input has ended
     * @param threadName the name of the reading thread
     */
    public static void start(InputStream in, DialogueLog log, LineSink lines, Runnable end, String threadName) {
        Thread reader = new Thread(() -> pump(in, log, lines, end), threadName);
        reader.setDaemon(true);
        reader.start();
    }

    private static void pump(InputStream in, DialogueLog log, LineSink lines, Runnable end) {
        LineReader reader = new LineReader(in, LineReader.MAX_LINE_BYTES);
        try {
            LineReader.Line line;
            while ((line = reader.next()) != null) {
                log.received(line.tooLong() ? line.text() + "... (too long)" : line.text());
                lines.line(line.text(), line.tooLong());
            }
        } catch (IOException e) {
            LOG.debug("input failed: {}", e.toString());
        }
        end.run();
    }
}
