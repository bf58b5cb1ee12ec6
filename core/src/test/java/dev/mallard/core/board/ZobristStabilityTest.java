package dev.mallard.core.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Zobrist keys are part of the public contract (hash tables, opening books and game databases
 * keyed by them are shared between runs and machines), so their values are pinned here: a change
 * to the seed, the generator or the order of the tables fails this test rather than silently
 * invalidating stored keys.
 */
class ZobristStabilityTest {
    @Test
    void keysOfKnownPositionsNeverChange() {
        assertThat(Fen.parse(Fen.START).key()).isEqualTo(0x2b2a7624e6e8701bL);
        assertThat(Fen.parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").key())
                .isEqualTo(0x95e31f781d0ddecfL);
        assertThat(Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/3*4/PPPP1PPP/RNBQKBNR b KQkq - 0 1", true).key())
                .isEqualTo(0xdc7a1a0eb0444ab2L);
        assertThat(Fen.parse("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3").key())
                .isEqualTo(0x0dbb6cf569891a8fL);
    }

    @Test
    void singleKeysNeverChange() {
        assertThat(Zobrist.piece(Piece.of(Color.WHITE, PieceType.KING), Square.E1)).isEqualTo(0x6257be53311478aeL);
        assertThat(Zobrist.forbiddenMove(Move.of(Square.of(4, 6), Square.of(4, 4)))).isEqualTo(0x17b2c0cb19883cfdL);
    }

    /** The first table entry is the first output of the published SplitMix64 for the seed "Mallard!". */
    @Test
    void theFirstKeyIsSplitMix64OfTheSeed() {
        long z = 0x4D616C6C61726421L + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        assertThat(Zobrist.piece(0, 0)).isEqualTo(z ^ (z >>> 31));
    }

    @Test
    void theKeyOfAPositionIsItsKeyRecomputedFromScratch() {
        Position position = Fen.parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        assertThat(position.computeKey()).isEqualTo(position.key());
    }
}
