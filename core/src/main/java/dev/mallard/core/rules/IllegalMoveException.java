package dev.mallard.core.rules;

/** A move text that is malformed or names no legal move; the message says which and why. */
public final class IllegalMoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /**
     * A rejection of a move text.
     *
     * @param message what went wrong
     */
    public IllegalMoveException(String message) {
        super(message);
    }
}
