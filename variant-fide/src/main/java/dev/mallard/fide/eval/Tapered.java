package dev.mallard.fide.eval;

import dev.mallard.core.tune.ParameterSet;

/**
 * A middlegame and an endgame value packed into one {@code int}, so that evaluation terms can
 * be added up and returned from helper methods without allocating a pair object.
 *
 * <p>The packed value is {@code eg * 65536 + mg}. Packed values add and subtract component-wise
 * as long as each component stays within a {@code short} (±32767), which holds for any chess
 * position: all the material on the board is worth less than 12 000 centipawns.
 */
final class Tapered {
    /** The phase of a board with all minor and major pieces: 4 minors, 4 rooks, 2 queens. */
    static final int MAX_PHASE = 24;

    private Tapered() {
    }

    /** Packs a middlegame and an endgame value. */
    static int of(int mg, int eg) {
        return (eg << 16) + mg;
    }

    /** Packs the middlegame and endgame values of parameter {@code index} of {@code values}. */
    static int of(ParameterSet values, int index) {
        return of(values.mg(index), values.eg(index));
    }

    /** The middlegame component of a packed value. */
    static int mg(int packed) {
        return (short) packed;
    }

    /** The endgame component of a packed value (rounded so that a negative mg part is undone). */
    static int eg(int packed) {
        return (packed + 0x8000) >> 16;
    }

    /**
     * Blends the two components of a packed value by {@code phase} (0 = bare endgame,
     * {@link #MAX_PHASE} = full middlegame). Division truncates toward zero, so blending
     * {@code -x} gives exactly {@code -blend(x)}, which the colour-symmetry of the evaluation
     * relies on.
     */
    static int blend(int packed, int phase) {
        return (mg(packed) * phase + eg(packed) * (MAX_PHASE - phase)) / MAX_PHASE;
    }
}
