package dev.mallard.core.variant;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Rules;

/**
 * A chess variant that Mallard knows: its name in the CECP {@code variant} command, its FEN
 * dialect and its rules (enough for perft and for checking games). A variant that the shared
 * search can also play implements {@link SearchableVariant}. Variant modules register
 * implementations with {@link java.util.ServiceLoader} (see {@link Variants}).
 */
public interface Variant {
    /** The CECP name, e.g. {@code normal}, {@code duck}, {@code refusal}. */
    String name();

    /** The FEN of the start position. */
    String startFen();

    /**
     * Parses a FEN of this variant's dialect into a new position.
     *
     * @throws dev.mallard.core.board.FenException naming the offending field
     */
    Position parseFen(String fen);

    /** The FEN of a position in this variant's dialect. */
    String toFen(Position position);

    /** The turn rules. */
    Rules rules();
}
