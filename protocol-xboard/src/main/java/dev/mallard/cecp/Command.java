package dev.mallard.cecp;

import java.util.List;

/**
 * One command from the GUI: its name, its arguments split at white space, and the whole line
 * with white space normalised (for echoing it back and for arguments with spaces, like a FEN).
 */
record Command(String name, List<String> args, String text) {
    /** Defensive copy. */
    Command {
        args = List.copyOf(args);
    }

    /** The arguments joined by single spaces ({@code ""} when there are none). */
    String argText() {
        return String.join(" ", args);
    }
}
