package dev.mallard.match;

/** An engine that cannot be driven: it failed to start, crashed, or broke the handshake. */
final class EngineException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    EngineException(String message) {
        super(message);
    }
}
