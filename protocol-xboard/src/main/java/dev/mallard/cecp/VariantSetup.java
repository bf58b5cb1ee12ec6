package dev.mallard.cecp;

import dev.mallard.core.variant.Variant;
import java.util.List;

/**
 * What the engine tells the GUI after {@code variant <name>} about a variant the GUI does not
 * know. XBoard 4.8 and later treat an unknown name as an engine-defined variant and wait for a
 * {@code setup (PIECETOCHAR) WxH+S_PARENT FEN} command describing it (without one XBoard 4.9.1
 * reports "Engine did not send setup for non-standard variant"). Mallard's variants all play on
 * 8×8 with the FIDE pieces and no holdings, so the answer is the one Fairy-Stockfish gives for
 * such a variant: its piece table, board {@code 8x8+0}, parent {@code fairy}, and the variant's
 * start position.
 */
final class VariantSetup {
    /** XBoard's piece-to-character table with the FIDE pieces only (as Fairy-Stockfish sends it). */
    static final String FIDE_PIECES = "PNBRQ................Kpnbrq................k";
    /** Board width × height + holdings, and the parent variant whose rules XBoard falls back on. */
    static final String BOARD_AND_PARENT = "8x8+0_fairy";

    private VariantSetup() {
    }

    /** The lines to send after selecting {@code variant}: none for {@code normal}, else its {@code setup}. */
    static List<String> lines(Variant variant) {
        if (variant.name().equals("normal")) {
            return List.of();
        }
        return List.of("setup (" + FIDE_PIECES + ") " + BOARD_AND_PARENT + " " + variant.startFen());
    }
}
