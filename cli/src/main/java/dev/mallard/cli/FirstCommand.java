package dev.mallard.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;

/**
 * Tells which protocol a GUI speaks from its first command, {@code uci} or anything else (CECP
 * GUIs start with {@code xboard}), without losing any input: the lines read to decide are
 * handed on in front of the rest. It reads byte by byte, so nothing after the first command is
 * consumed before the engine's own reader takes over.
 */
final class FirstCommand {
    private final boolean uci;
    private final InputStream input;

    private FirstCommand(boolean uci, InputStream input) {
        this.uci = uci;
        this.input = input;
    }

    /** Reads up to the first line that is not blank (or the end of {@code in}). */
    static FirstCommand read(InputStream in) throws IOException {
        ByteArrayOutputStream seen = new ByteArrayOutputStream();
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1) {
            seen.write(b);
            if (b != '\n') {
                if (line.size() < 64) { // a command word is short; the rest of a long line is not needed
                    line.write(b);
                }
                continue;
            }
            if (!line.toString(StandardCharsets.UTF_8).isBlank()) {
                break;
            }
            line.reset();
        }
        String first = line.toString(StandardCharsets.UTF_8).trim();
        boolean uci = first.equals("uci") || first.startsWith("uci ") || first.startsWith("uci\t");
        InputStream replay = new SequenceInputStream(new ByteArrayInputStream(seen.toByteArray()), in);
        return new FirstCommand(uci, replay);
    }

    /** Whether the first command was {@code uci}. */
    boolean isUci() {
        return uci;
    }

    /** The whole input, the lines read to decide included. */
    InputStream input() {
        return input;
    }
}
