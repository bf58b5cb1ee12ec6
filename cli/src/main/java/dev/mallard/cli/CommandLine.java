package dev.mallard.cli;

import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The {@code --name value} and {@code --flag} options of one subcommand, checked against the
 * options it knows.
 */
final class CommandLine {
    private final Map<String, String> values = new HashMap<>();

    /**
     * Parses {@code args} from index {@code start}; {@code valued} options take a value,
     * {@code flags} take none.
     */
    CommandLine(String[] args, int start, Set<String> valued, Set<String> flags) throws UsageException {
        for (int i = start; i < args.length; i++) {
            String arg = args[i];
            if (flags.contains(arg)) {
                values.put(arg, "");
            } else if (valued.contains(arg)) {
                if (i + 1 >= args.length || args[i + 1].startsWith("--")) {
                    throw new UsageException("option " + arg + " needs a value");
                }
                values.put(arg, args[++i]);
            } else {
                throw new UsageException("unknown option \"" + arg + "\"");
            }
        }
    }

    boolean has(String option) {
        return values.containsKey(option);
    }

    String get(String option, String fallback) {
        return values.getOrDefault(option, fallback);
    }

    /** {@return the path of a file name given on the command line} A name the system cannot take is a usage error. */
    static Path path(String name) throws UsageException {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new UsageException("bad file name " + name + ": " + e.getMessage());
        }
    }

    int getInt(String option, int fallback, int min, int max) throws UsageException {
        String text = values.get(option);
        if (text == null) {
            return fallback;
        }
        try {
            int value = Integer.parseInt(text);
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below with the accepted range
        }
        throw new UsageException("option " + option + " needs a whole number from " + min + " to " + max
                + ", got \"" + text + "\"");
    }

    /**
     * The comma-separated whole numbers of {@code option}, as many as {@code form} names (e.g.
     * {@code MOVES,CP}); a usage error quoting the form otherwise.
     */
    int[] getInts(String option, String form) throws UsageException {
        String text = values.getOrDefault(option, "");
        String[] parts = text.split(",", -1);
        int[] numbers = new int[form.split(",").length];
        try {
            if (parts.length == numbers.length) {
                for (int i = 0; i < numbers.length; i++) {
                    numbers[i] = Integer.parseInt(parts[i].strip());
                }
                return numbers;
            }
        } catch (NumberFormatException e) {
            // reported below with the expected form
        }
        throw new UsageException("option " + option + " needs " + form + " (whole numbers), got \"" + text + "\"");
    }

    /** The variant named by {@code --variant}, {@code normal} by default. */
    Variant variant() throws UsageException {
        return variant("normal");
    }

    /** The variant named by {@code --variant}, {@code fallback} by default. */
    Variant variant(String fallback) throws UsageException {
        String name = get("--variant", fallback);
        return Variants.find(name).orElseThrow(() -> new UsageException("unknown variant \"" + name
                + "\" (known: " + Variants.all().stream().map(Variant::name).collect(Collectors.joining(", ")) + ")"));
    }

    /** The variant named by {@code --variant}, which must have a search (not every variant has one yet). */
    SearchableVariant searchableVariant() throws UsageException {
        return searchableVariant("normal");
    }

    /** The same, {@code fallback} by default. */
    SearchableVariant searchableVariant(String fallback) throws UsageException {
        Variant variant = variant(fallback);
        if (variant instanceof SearchableVariant searchable) {
            return searchable;
        }
        throw new UsageException("variant " + variant.name() + " has no search yet (perft works)");
    }
}
