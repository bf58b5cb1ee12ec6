package dev.mallard.match;

import dev.mallard.core.board.Position;
import dev.mallard.core.variant.Variant;

/**
 * How the referee writes a turn, as the variant says: for the PGN, the variant's SAN
 * ({@link Variant#formatSan}: {@code Nf3}, a Duck turn {@code Nf3,e4}, a Refusal turn
 * {@code e4/e5}), as the library's PGN writes it; for the engines, CECP text, its legs joined
 * ({@link Variant#cecpLegs}: a Duck turn with the promotion letter on the Duck's leg as
 * Fairy-Stockfish reads it, {@code e7e8,e8d5q}).
 */
final class TurnNotation {
    private final Variant variant;

    TurnNotation(Variant variant) {
        this.variant = variant;
    }

    /** The turn, legal in {@code position} (not yet played), as the PGN writes it. */
    String pgn(Position position, int turn) {
        return variant.formatSan(position, turn);
    }

    /** The turn, legal in {@code position} (not yet played), as a {@code usermove} argument. */
    String cecp(Position position, int turn) {
        return String.join("", variant.cecpLegs(position, turn));
    }
}
