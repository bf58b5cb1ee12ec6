package dev.mallard.match;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code feature} announcements of a CECP engine, with protocol version 2's defaults for
 * what it does not announce. The referee accepts every feature it can live with and rejects
 * {@code san=1} (it reads coordinate moves only), as the protocol lets a GUI do.
 */
final class EngineFeatures {
    /** Features the referee understands or may safely ignore; others are rejected. */
    private static final Set<String> KNOWN = Set.of("ping", "setboard", "playother", "san", "usermove", "time",
            "draw", "sigint", "sigterm", "reuse", "analyze", "myname", "variants", "colors", "ics", "name", "pause",
            "nps", "debug", "memory", "smp", "egt", "option", "exclude", "setscore", "highlight", "done");

    private final Map<String, String> values = new HashMap<>();
    private boolean announced;

    /**
     * Reads the arguments of one {@code feature} line ({@code ping=1 myname="Fairy-Max 5.0b"})
     * and returns the {@code accepted}/{@code rejected} replies to send, one per feature.
     */
    List<String> parse(String text) {
        announced = true;
        List<String> replies = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            while (i < n && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            int eq = text.indexOf('=', i);
            if (i >= n || eq < 0) {
                break;
            }
            String key = text.substring(i, eq).trim();
            String value;
            i = eq + 1;
            if (i < n && text.charAt(i) == '"') {
                int close = text.indexOf('"', i + 1);
                close = close < 0 ? n : close;
                value = text.substring(i + 1, close);
                i = close + 1;
            } else {
                int end = i;
                while (end < n && !Character.isWhitespace(text.charAt(end))) {
                    end++;
                }
                value = text.substring(i, end);
                i = end;
            }
            boolean acceptable = KNOWN.contains(key) && !(key.equals("san") && value.equals("1"));
            if (acceptable) {
                values.put(key, value);
            }
            replies.add((acceptable ? "accepted " : "rejected ") + key);
        }
        return replies;
    }

    /** Whether any {@code feature} line has arrived (else the engine speaks protocol version 1, or was too slow). */
    boolean announced() {
        return announced;
    }

    /** {@code done=1} has arrived. */
    boolean done() {
        return "1".equals(values.get("done"));
    }

    /** {@code done=0} has arrived and no {@code done=1} yet: the engine asked for time to start. */
    boolean waiting() {
        return "0".equals(values.get("done"));
    }

    boolean ping() {
        return "1".equals(values.get("ping"));
    }

    boolean setboard() {
        return "1".equals(values.get("setboard"));
    }

    boolean usermove() {
        return "1".equals(values.get("usermove"));
    }

    /** Whether the engine takes {@code nps} (virtual time; default 1, as XBoard assumes). */
    boolean nps() {
        return !"0".equals(values.get("nps"));
    }

    /** Whether the engine keeps its state across games ({@code reuse}, default 1). */
    boolean reuse() {
        return !"0".equals(values.get("reuse"));
    }

    /** The engine's name from {@code myname}, or null. */
    String myName() {
        return values.get("myname");
    }

    /**
     * Whether the engine plays {@code variant}: FIDE chess always; another variant only if it is
     * in the engine's {@code variants} list.
     */
    boolean plays(String variant) {
        if (variant.equals("normal")) {
            return true;
        }
        String list = values.get("variants");
        if (list == null) {
            return false;
        }
        for (String name : list.split(",")) {
            if (name.trim().equals(variant)) {
                return true;
            }
        }
        return false;
    }
}
