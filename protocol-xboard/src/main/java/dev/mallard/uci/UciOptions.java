package dev.mallard.uci;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.Searcher;
import dev.mallard.protocol.NetworkFile;
import dev.mallard.protocol.NetworkSwitch;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The options Mallard offers over UCI, with Stockfish's names and types: {@code UCI_Variant},
 * {@code Hash}, {@code Threads}, {@code MultiPV}, {@code Ponder}, {@code Move Overhead},
 * {@code Clear Hash}, {@code EvalFile} ({@link NetworkFile}) and {@code Use NNUE}
 * ({@link NetworkSwitch}). Names are matched without regard to case, as Stockfish does. The ranges are
 * Stockfish's where Mallard can honour them; {@code Hash} and {@code Threads} stop at what the
 * engine can allocate ({@value Engine#MAX_HASH_MB} MB, {@value Searcher#MAX_THREADS} threads).
 */
final class UciOptions {
    static final String VARIANT = "UCI_Variant";
    static final String HASH = "Hash";
    static final String THREADS = "Threads";
    static final String MULTI_PV = "MultiPV";
    static final String PONDER = "Ponder";
    static final String MOVE_OVERHEAD = "Move Overhead";
    static final String CLEAR_HASH = "Clear Hash";
    static final String EVAL_FILE = "EvalFile";
    static final String USE_NNUE = NetworkSwitch.OPTION;

    static final int DEFAULT_HASH_MB = Engine.DEFAULT_HASH_MB;
    static final int DEFAULT_MOVE_OVERHEAD_MS = 10;
    static final int MAX_MOVE_OVERHEAD_MS = 5000;

    /** One spin option's range. */
    record Spin(String name, int defaultValue, int min, int max) {
        /** The {@code option} line. */
        String line() {
            return "option name " + name + " type spin default " + defaultValue + " min " + min + " max " + max;
        }

        /**
         * The value of {@code setoption} for this option.
         *
         * @throws IllegalArgumentException naming the option, the value and the range
         */
        int parse(String value) {
            try {
                int parsed = Integer.parseInt(value.trim());
                if (parsed >= min && parsed <= max) {
                    return parsed;
                }
            } catch (NumberFormatException e) {
                // reported below with the range
            }
            throw new IllegalArgumentException("option " + name + " needs a whole number from " + min + " to " + max
                    + ", got \"" + value + "\"");
        }
    }

    static final Spin HASH_SPIN = new Spin(HASH, DEFAULT_HASH_MB, 1, Engine.MAX_HASH_MB);
    static final Spin THREADS_SPIN = new Spin(THREADS, 1, 1, Searcher.MAX_THREADS);
    static final Spin MULTI_PV_SPIN = new Spin(MULTI_PV, 1, 1, SearchLimits.MAX_MULTI_PV);
    static final Spin MOVE_OVERHEAD_SPIN = new Spin(MOVE_OVERHEAD, DEFAULT_MOVE_OVERHEAD_MS, 0, MAX_MOVE_OVERHEAD_MS);

    private static final List<String> NAMES = List.of(VARIANT, HASH, THREADS, MULTI_PV, PONDER, MOVE_OVERHEAD,
            CLEAR_HASH, EVAL_FILE, USE_NNUE);

    private UciOptions() {
    }

    /**
     * The {@code option} lines, the variants as {@code UCI_Variant} names them, the default first;
     * {@code Use NNUE} defaults to {@code useNetworks} (false in an engine started with
     * {@code --no-nnue}).
     */
    static List<String> lines(List<String> variantNames, boolean useNetworks) {
        List<String> lines = new ArrayList<>();
        StringBuilder combo = new StringBuilder("option name " + VARIANT + " type combo default " + variantNames.get(0));
        for (String name : variantNames) {
            combo.append(" var ").append(name);
        }
        lines.add(combo.toString());
        lines.add(HASH_SPIN.line());
        lines.add(THREADS_SPIN.line());
        lines.add(MULTI_PV_SPIN.line());
        lines.add("option name " + PONDER + " type check default false");
        lines.add(MOVE_OVERHEAD_SPIN.line());
        lines.add("option name " + CLEAR_HASH + " type button");
        lines.add("option name " + EVAL_FILE + " type string default " + NetworkFile.NONE);
        lines.add("option name " + USE_NNUE + " type check default " + useNetworks);
        return lines;
    }

    /** The option's proper name, whatever the case of {@code name}; empty for an unknown option. */
    static Optional<String> canonicalName(String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        return NAMES.stream().filter(n -> n.toLowerCase(Locale.ROOT).equals(wanted)).findFirst();
    }

    /**
     * A check option's value: {@code true} or {@code false} in any case.
     *
     * @throws IllegalArgumentException for anything else
     */
    static boolean parseCheck(String name, String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (v.equals("true") || v.equals("false")) {
            return v.equals("true");
        }
        throw new IllegalArgumentException("option " + name + " needs true or false, got \"" + value + "\"");
    }

    /**
     * A {@code setoption} command's option and value.
     *
     * @param name  the option's name as sent (words joined by single spaces)
     * @param value the value, empty for a button or when none was given
     */
    record Setting(String name, String value) {
    }

    /**
     * The setting of {@code setoption name <name> [value <value>]}, from its words.
     *
     * @throws IllegalArgumentException when the words do not start with {@code name} and an option
     */
    static Setting parseSetOption(List<String> words) {
        if (words.isEmpty() || !words.get(0).equals("name")) {
            throw new IllegalArgumentException("setoption needs \"name <option> [value <value>]\"");
        }
        int valueAt = words.indexOf("value");
        List<String> name = valueAt < 0 ? words.subList(1, words.size()) : words.subList(1, valueAt);
        if (name.isEmpty()) {
            throw new IllegalArgumentException("setoption names no option");
        }
        String value = valueAt < 0 ? "" : String.join(" ", words.subList(valueAt + 1, words.size()));
        return new Setting(String.join(" ", name), value);
    }
}
