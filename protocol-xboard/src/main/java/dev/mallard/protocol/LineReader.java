package dev.mallard.protocol;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads the GUI's input as lines of UTF-8 (malformed bytes become replacement characters),
 * ending at {@code \n} with an optional {@code \r} before it. A line longer than the cap is
 * not kept: its first bytes are returned, marked too long, and the rest is skipped.
 */
public final class LineReader {
    /** The longest line accepted: far beyond any command or FEN. */
    public static final int MAX_LINE_BYTES = 64 * 1024;
    /** How much of an over-long line is kept, to name it in the error reply. */
    private static final int TOO_LONG_PREFIX = 40;

    /**
     * One line of input.
     *
     * @param text    the line without its line end; a too long line's beginning only
     * @param tooLong whether the line was longer than the reader keeps
     */
    public record Line(String text, boolean tooLong) {
    }

    private final InputStream in;
    private final int maxBytes;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();

    /**
     * A reader of {@code in} that keeps lines of at most {@code maxBytes} bytes.
     *
     * @param in where the input comes from
     * @param maxBytes the longest line kept whole, in bytes
     */
    public LineReader(InputStream in, int maxBytes) {
        this.in = new BufferedInputStream(in);
        this.maxBytes = maxBytes;
    }

    /**
     * {@return the next line, or {@code null} at the end of the input}
     *
     * @throws IOException if the input cannot be read
     */
    public Line next() throws IOException {
        buffer.reset();
        boolean tooLong = false;
        boolean any = false;
        int b;
        while ((b = in.read()) != -1) {
            any = true;
            if (b == '\n') {
                return finish(tooLong);
            }
            if (tooLong) {
                continue;
            }
            if (buffer.size() >= maxBytes) {
                tooLong = true;
                continue;
            }
            buffer.write(b);
        }
        return any ? finish(tooLong) : null;
    }

    private Line finish(boolean tooLong) {
        byte[] bytes = buffer.toByteArray();
        int length = bytes.length;
        if (tooLong) {
            length = Math.min(length, TOO_LONG_PREFIX);
        } else if (length > 0 && bytes[length - 1] == '\r') {
            length--;
        }
        return new Line(new String(bytes, 0, length, StandardCharsets.UTF_8), tooLong);
    }
}
