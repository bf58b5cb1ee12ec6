package dev.mallard.protocol;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A transcript of the protocol dialogue, for finding out what a GUI and the engine said to each
 * other (like Stockfish's "Debug Log File"): one line per line of the dialogue,
 * {@code <milliseconds since start> <direction> <text>} with {@code <} for a line from the GUI and
 * {@code >} for one from the engine. It goes to a file named by {@code mallard xboard --log FILE}
 * or the {@code MALLARD_LOG} environment variable, never to stdout, and is flushed line by line so
 * it survives a crash. A log that cannot be written any more is given up without disturbing the
 * engine.
 */
public final class DialogueLog {
    private static final Logger LOG = LoggerFactory.getLogger(DialogueLog.class);

    private final long startNanos = System.nanoTime();
    private Writer writer;

    private DialogueLog(Writer writer) {
        this.writer = writer;
    }

    /**
     * No transcript.
     *
     * @return a transcript that writes nothing
     */
    public static DialogueLog none() {
        return new DialogueLog(null);
    }

    /**
     * {@return a transcript appended to {@code file} (created if missing)}
     *
     * @param file the transcript file
     * @throws IOException if the file cannot be opened for writing
     */
    public static DialogueLog toFile(Path file) throws IOException {
        OutputStream stream = Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        return to(stream);
    }

    /**
     * {@return a transcript written to {@code stream} (tests)}
     *
     * @param stream where the transcript goes
     */
    public static DialogueLog to(OutputStream stream) {
        return new DialogueLog(new OutputStreamWriter(stream, StandardCharsets.UTF_8));
    }

    /**
     * A line from the GUI.
     *
     * @param line the line, without its line end
     */
    public void received(String line) {
        write('<', line);
    }

    /**
     * A line to the GUI.
     *
     * @param line the line, without its line end
     */
    public void sent(String line) {
        write('>', line);
    }

    private synchronized void write(char direction, String line) {
        if (writer == null) {
            return;
        }
        long millis = (System.nanoTime() - startNanos) / 1_000_000;
        try {
            writer.write(millis + " " + direction + " " + line + "\n");
            writer.flush();
        } catch (IOException e) {
            LOG.warn("protocol log given up: {}", e.toString());
            close();
        }
    }

    /** Closes the file; later lines are dropped. */
    public synchronized void close() {
        if (writer == null) {
            return;
        }
        try {
            writer.close();
        } catch (IOException e) {
            LOG.debug("closing the protocol log: {}", e.toString());
        }
        writer = null;
    }
}
