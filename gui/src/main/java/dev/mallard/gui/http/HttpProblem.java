package dev.mallard.gui.http;

/**
 * A request the server refuses, with the HTTP status and the message the page shows: a malformed
 * or oversized body, an unknown game, an illegal turn, a foreign origin. Thrown before anything
 * changes, so the game stays as it was.
 */
public final class HttpProblem extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The HTTP status of the answer. */
    private final int status;

    /**
     * A refused request.
     *
     * @param status the HTTP status, 4xx or 5xx
     * @param message what was wrong, for the page to show
     */
    public HttpProblem(int status, String message) {
        super(message);
        this.status = status;
    }

    /**
     * {@return a 400 Bad Request with the message}
     *
     * @param message what was wrong
     */
    public static HttpProblem badRequest(String message) {
        return new HttpProblem(400, message);
    }

    /** {@return the HTTP status of the answer} */
    public int status() {
        return status;
    }
}
