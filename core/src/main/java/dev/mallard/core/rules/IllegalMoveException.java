package dev.mallard.core.rules;

import java.util.Optional;

/**
 * A move text that is malformed or names no legal move; the message says which and why. The
 * rules also give a short {@linkplain #reason() reason}, a few words without the move text, for
 * a protocol's own form of the rejection (CECP {@code Illegal move (no Duck square given): e2e4}).
 */
public final class IllegalMoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    /** The short reason, or null when the message is all there is. */
    private final String reason;

    /**
     * A rejection of a move text, without a short reason.
     *
     * @param message what went wrong
     */
    public IllegalMoveException(String message) {
        this(message, null);
    }

    /**
     * A rejection of a move text with its short reason, e.g. {@code no Duck square given}: a
     * few words in lower case, no move text, no parentheses or colons (a protocol puts them in
     * its own frame).
     *
     * @param message what went wrong
     * @param reason the short reason, as CECP's {@code Illegal move (reason)} gives it
     */
    public IllegalMoveException(String message, String reason) {
        super(message);
        this.reason = reason;
    }

    /** {@return the short reason, if the rules gave one} */
    public Optional<String> reason() {
        return Optional.ofNullable(reason);
    }

    /**
     * {@return the same rejection, its message preceded by where it happened ({@code turn 3 of 5:
     * ...})}
     *
     * @param context what the text was being read as
     */
    public IllegalMoveException in(String context) {
        IllegalMoveException wrapped = new IllegalMoveException(context + ": " + getMessage(), reason);
        wrapped.initCause(this);
        return wrapped;
    }
}
