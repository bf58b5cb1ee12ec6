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

    /**
     * {@return the single argument}
     *
     * @param what what the argument is, for the error
     * @throws CommandException if there is none or more than one
     */
    String single(String what) throws CommandException {
        if (args.isEmpty()) {
            throw new CommandException("missing argument: " + what);
        }
        if (args.size() > 1) {
            throw new CommandException("too many arguments");
        }
        return args.get(0);
    }

    /**
     * {@return the single whole-number argument, from {@code min} to {@code max}}
     *
     * @throws CommandException if it is missing, not a whole number or out of range
     */
    long number(long min, long max) throws CommandException {
        String text = single("a number");
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new CommandException("not a whole number");
        }
        if (value < min || value > max) {
            throw new CommandException("out of range");
        }
        return value;
    }
}
