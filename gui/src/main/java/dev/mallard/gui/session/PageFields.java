package dev.mallard.gui.session;

import dev.mallard.core.board.Color;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import dev.mallard.gui.http.HttpProblem;
import java.util.Locale;

/**
 * The fields the page sends (a variant, the side Mallard plays, a time per move), read with a
 * clear message for a bad one, and the side names it reads back.
 */
final class PageFields {
    private PageFields() {
    }

    /** {@return the searchable variant of a name} @throws HttpProblem for an unknown one */
    static SearchableVariant searchable(Variants variants, String name) {
        Variant variant = variants.named(name == null ? "" : name.strip()).orElseThrow(() -> HttpProblem.badRequest(
                "unknown variant \"" + name + "\"; the page plays normal, duck and refusal"));
        if (!(variant instanceof SearchableVariant searchable)) {
            throw HttpProblem.badRequest("Mallard has no search for " + variant.name());
        }
        return searchable;
    }

    /** {@return the side Mallard plays: white, black or none} @throws HttpProblem for another */
    static int side(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "white" -> Color.WHITE;
            case "black" -> Color.BLACK;
            case "none", "" -> GameSession.NOBODY;
            default -> throw HttpProblem.badRequest("the engine plays white, black or none, not \"" + text + "\"");
        };
    }

    /** {@return a time per move in ms} @throws HttpProblem outside 10 ms to the page's maximum */
    static long moveTime(String text) {
        try {
            long ms = Long.parseLong(text.strip());
            if (ms >= 10 && ms <= GameSession.MAX_MOVE_TIME_MS) {
                return ms;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw HttpProblem.badRequest("the time per move is 10 to " + GameSession.MAX_MOVE_TIME_MS + " ms, not \"" + text + "\"");
    }

    /** {@return a side's name as the page reads it} */
    static String colour(int color) {
        return color == Color.WHITE ? "white" : "black";
    }
}
