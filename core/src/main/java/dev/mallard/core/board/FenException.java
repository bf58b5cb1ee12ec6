package dev.mallard.core.board;

/** A FEN string that is malformed or describes an impossible position; the message names the field. */
public final class FenException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /**
     * A rejection with a message of the form {@code "<field>: <what is wrong>"}.
     *
     * @param message what went wrong
     */
    public FenException(String message) {
        super(message);
    }
}
