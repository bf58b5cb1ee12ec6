package dev.mallard.cecp;

import dev.mallard.protocol.SessionSearch;

/** What the engine's input loop reacts to, in the order it happened. */
sealed interface Event {
    /** A line from the GUI; a {@code tooLong} line carries only its beginning. */
    record Input(String text, boolean tooLong) implements Event {
    }

    /** The GUI closed the input. */
    record EndOfInput() implements Event {
    }

    /** A search ended. */
    record SearchDone(SessionSearch.End end) implements Event {
    }
}
