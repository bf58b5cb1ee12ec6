package dev.mallard.core.variant;

import dev.mallard.core.board.Position;
import java.util.List;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchRules;

/**
 * A chess variant that Mallard can play: its name in the CECP {@code variant} command, its FEN
 * dialect and its rules. Variant modules register implementations with
 * {@link java.util.ServiceLoader} (see {@link Variants}).
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

    /** The variant's hooks for the shared search (node moves, draws, backup rule). */
    SearchRules searchRules();

    /** A new instance of the variant's static evaluation. */
    Evaluator newEvaluator();

    /** The positions of the {@code bench} command: varied, fixed, so node counts track search changes. */
    List<String> benchFens();
}
