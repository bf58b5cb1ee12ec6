package dev.mallard.match;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.variant.Variant;
import dev.mallard.duck.DuckRules;
import dev.mallard.fide.FideVariant;
import dev.mallard.fide.notation.San;

/**
 * How the referee writes a turn: for the PGN, SAN in FIDE chess (what every PGN reader expects)
 * and the variant's own coordinate notation elsewhere, which carries the Duck's square
 * ({@code e2e4,e4d5}) or the veto ({@code e2e4/e7e5}); for the engines, CECP text, which for a
 * Duck turn puts a promotion letter on the Duck's leg as Fairy-Stockfish reads it
 * ({@code e7e8,e8d5q}).
 */
final class TurnNotation {
    private final Variant variant;
    private final boolean fide;
    private final boolean duck;

    TurnNotation(Variant variant) {
        this.variant = variant;
        this.fide = variant instanceof FideVariant;
        this.duck = variant.rules() instanceof DuckRules;
    }

    /** The turn, legal in {@code position} (not yet played), as the PGN writes it. */
    String pgn(Position position, int turn) {
        return fide ? San.format(position, Move.base(turn)) : variant.rules().formatTurn(position, turn);
    }

    /** The turn, legal in {@code position} (not yet played), as a {@code usermove} argument. */
    String cecp(Position position, int turn) {
        if (duck) {
            String[] legs = DuckRules.cecpLegs(position, turn);
            return legs[0] + legs[1];
        }
        return variant.rules().formatTurn(position, turn);
    }
}
