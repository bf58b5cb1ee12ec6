package dev.mallard.cecp;

/**
 * A command that cannot be carried out now or with these arguments; the engine answers
 * {@code Error (<reason>): <command>}.
 */
final class CommandException extends Exception {
    private static final long serialVersionUID = 1L;

    CommandException(String reason) {
        super(reason);
    }
}
