package dev.mallard.protocol;

import java.io.PrintStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The engine's side of the protocol: whole lines to the GUI, each flushed at once. The input
 * loop and the search thread both write, so a line is never split by another.
 */
public final class ProtocolOutput {
    private static final Logger LOG = LoggerFactory.getLogger(ProtocolOutput.class);

    private final PrintStream out;
    private final DialogueLog log;

    /**
     * Output to {@code out}, each line also written to {@code log}.
     *
     * @param out where the output goes
     * @param log the transcript, which gets every line sent
     */
    public ProtocolOutput(PrintStream out, DialogueLog log) {
        this.out = out;
        this.log = log;
    }

    /**
     * Sends one line (without its line end) and flushes.
     *
     * @param text the line, without its line end
     */
    public synchronized void line(String text) {
        LOG.debug("> {}", text);
        log.sent(text);
        out.print(text);
        out.print('\n');
        out.flush();
    }

    /**
     * Text from the GUI made safe to echo in a reply: control characters and Unicode's line and
     * paragraph separators (which some readers take for line ends) become {@code ?}, and anything
     * past {@code max} characters becomes {@code ...}.
     *
     * @param text the text from the GUI
     * @param max the most characters kept
     * @return the text, safe to print
     */
    public static String echo(String text, int max) {
        StringBuilder sb = new StringBuilder(Math.min(text.length(), max) + 3);
        for (int i = 0; i < text.length() && i < max; i++) {
            char c = text.charAt(i);
            sb.append(Character.isISOControl(c) || c == '\u2028' || c == '\u2029' ? '?' : c);
        }
        if (text.length() > max) {
            sb.append("...");
        }
        return sb.toString();
    }
}
