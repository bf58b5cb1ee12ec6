package dev.mallard.core.engine;

/**
 * One turn of a game as the API hands it out: the variant's {@code int} code (a FIDE move in the
 * low 16 bits plus the variant's extras, a Duck square or a veto) with its two spellings.
 *
 * @param code the turn as the variant's rules encode it
 * @param text the variant's coordinate notation, as protocols use it ({@code e2e4},
 *     {@code e2e4,e4d5}, {@code e2e4/e7e5})
 * @param san  Standard Algebraic Notation as the variant writes it in PGN ({@code e4},
 *     {@code e4,d5}, {@code e4/e5})
 */
public record Turn(int code, String text, String san) {
    /**
     * Rejects missing spellings.
     *
     * @param code the turn as the variant's rules encode it
     * @param text the variant's coordinate notation, as protocols use it ({@code e2e4}, {@code
     *     e2e4,e4d5}, {@code e2e4/e7e5})
     * @param san Standard Algebraic Notation as the variant writes it in PGN ({@code e4}, {@code
     *     e4,d5}, {@code e4/e5})
     */
    public Turn {
        if (text == null || text.isEmpty() || san == null || san.isEmpty()) {
            throw new IllegalArgumentException("a turn needs its coordinate text and its SAN, got \""
                    + text + "\" and \"" + san + "\"");
        }
    }

    /** The coordinate text, as a protocol would send it. */
    @Override
    public String toString() {
        return text;
    }
}
