package dev.mallard.gui.http;

import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Writes the page's answers as JSON: maps (objects, in their iteration order), lists, strings,
 * numbers, booleans and null. The server only writes JSON (requests come as form fields), so a
 * writer of a few lines spares the module a JSON library.
 */
public final class Json {
    private Json() {
    }

    /**
     * {@return {@code value} as JSON text}
     *
     * @param value a {@link Map} with string keys, a {@link List}, a {@link CharSequence}, a
     *     {@link Number}, a {@link Boolean} or null, nested as deep as wished
     * @throws IllegalArgumentException for any other type
     */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        append(out, value);
        return out.toString();
    }

    private static void append(StringBuilder out, Object value) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof CharSequence text) {
            string(out, text);
        } else if (value instanceof Integer || value instanceof Long || value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
            while (entries.hasNext()) {
                Map.Entry<?, ?> entry = entries.next();
                string(out, String.valueOf(entry.getKey()));
                out.append(':');
                append(out, entry.getValue());
                if (entries.hasNext()) {
                    out.append(',');
                }
            }
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                append(out, list.get(i));
            }
            out.append(']');
        } else {
            throw new IllegalArgumentException("no JSON form for " + value.getClass().getName());
        }
    }

    /** A JSON string: quotes, backslashes and control characters escaped, the rest as it is. */
    private static void string(StringBuilder out, CharSequence text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    // Below space must be escaped; U+2028/9 too, which some parsers take for line ends;
                    // '<' so that no answer can close a script element it is pasted into.
                    if (c < 0x20 || c == '\u2028' || c == '\u2029' || c == '<') {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
