package dev.mallard.uci;

import dev.mallard.protocol.SessionSearch;

/** What the UCI engine's loop reacts to, in the order it happened. */
sealed interface UciEvent {
    /** A line from the GUI; a {@code tooLong} line carries only its beginning. */
    record Input(String text, boolean tooLong) implements UciEvent {
    }

    /** The GUI closed the input. */
    record EndOfInput() implements UciEvent {
    }

    /** A search ended with an outcome, or with the error that ended it. */
    record SearchDone(SessionSearch.End end) implements UciEvent {
    }
}
