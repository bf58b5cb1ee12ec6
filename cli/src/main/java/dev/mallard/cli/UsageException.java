package dev.mallard.cli;

/** A command line that cannot be run: unknown option, missing value, bad number or FEN. */
final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
