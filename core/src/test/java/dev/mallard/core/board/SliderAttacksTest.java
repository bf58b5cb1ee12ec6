package dev.mallard.core.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The magic-bitboard slider attacks must agree with the plain ray walkers ({@code slowRook},
 * {@code slowBishop}) on every square for any occupancy. The ray walkers themselves are checked
 * against a few hand-worked boards first, so the comparison has a trusted reference.
 */
class SliderAttacksTest {
    private static final int RANDOM_OCCUPANCIES_PER_SQUARE = 3_000;

    /** Bitboard of the named squares, e.g. {@code bits("a1", "h8")}. */
    static long bits(String... names) {
        long b = 0;
        for (String name : names) {
            b |= 1L << Square.fromName(name);
        }
        return b;
    }

    private static int sq(String name) {
        return Square.fromName(name);
    }

    @Test
    void rayWalkerRookOnEmptyBoardSeesWholeRankAndFile() {
        long expected = bits("a2", "a3", "a4", "a5", "a6", "a7", "a8", "b1", "c1", "d1", "e1", "f1", "g1", "h1");
        assertThat(SliderAttacks.slowRook(sq("a1"), 0)).isEqualTo(expected);
        assertThat(Long.bitCount(SliderAttacks.slowRook(sq("d4"), 0))).isEqualTo(14);
    }

    @Test
    void rayWalkerRookStopsOnFirstBlockerAndIncludesIt() {
        // Rook d4, blockers d6, f4, d2 and b4; a8 is far away and irrelevant.
        long occupied = bits("d6", "f4", "d2", "b4", "a8");
        long expected = bits("d5", "d6", "e4", "f4", "d3", "d2", "c4", "b4");
        assertThat(SliderAttacks.slowRook(sq("d4"), occupied)).isEqualTo(expected);
    }

    @Test
    void rayWalkerBishopStopsOnFirstBlockerAndIncludesIt() {
        // Bishop c1 with a blocker on e3: b2, a3 on one diagonal, d2, e3 on the other.
        assertThat(SliderAttacks.slowBishop(sq("c1"), bits("e3"))).isEqualTo(bits("b2", "a3", "d2", "e3"));
        // Bishop e4 on an empty board: 13 squares (the two long-ish diagonals through e4).
        assertThat(Long.bitCount(SliderAttacks.slowBishop(sq("e4"), 0))).isEqualTo(13);
        assertThat(SliderAttacks.slowBishop(sq("h8"), 0))
                .isEqualTo(bits("g7", "f6", "e5", "d4", "c3", "b2", "a1"));
    }

    @Test
    void magicAttacksMatchRayWalkersOnEmptyAndFullBoards() {
        for (int s = 0; s < 64; s++) {
            for (long occupied : new long[] {0L, -1L, 1L << s, ~(1L << s)}) {
                assertThat(SliderAttacks.rook(s, occupied)).as("rook %s occ %x", Square.name(s), occupied)
                        .isEqualTo(SliderAttacks.slowRook(s, occupied));
                assertThat(SliderAttacks.bishop(s, occupied)).as("bishop %s occ %x", Square.name(s), occupied)
                        .isEqualTo(SliderAttacks.slowBishop(s, occupied));
            }
        }
    }

    /**
     * Random occupancies of several densities (sparse ones from AND-ed randoms, dense ones from
     * OR-ed randoms), fixed seed so a failure is reproducible.
     */
    @Test
    void magicAttacksMatchRayWalkersOnRandomOccupancies() {
        SplittableRandom random = new SplittableRandom(20240611L);
        for (int s = 0; s < 64; s++) {
            for (int i = 0; i < RANDOM_OCCUPANCIES_PER_SQUARE; i++) {
                long occupied = switch (i % 4) {
                    case 0 -> random.nextLong() & random.nextLong() & random.nextLong();
                    case 1 -> random.nextLong() & random.nextLong();
                    case 2 -> random.nextLong();
                    default -> random.nextLong() | random.nextLong();
                };
                assertThat(SliderAttacks.rook(s, occupied)).as("rook %s occ %x", Square.name(s), occupied)
                        .isEqualTo(SliderAttacks.slowRook(s, occupied));
                assertThat(SliderAttacks.bishop(s, occupied)).as("bishop %s occ %x", Square.name(s), occupied)
                        .isEqualTo(SliderAttacks.slowBishop(s, occupied));
                assertThat(SliderAttacks.queen(s, occupied))
                        .isEqualTo(SliderAttacks.slowRook(s, occupied) | SliderAttacks.slowBishop(s, occupied));
            }
        }
    }

    /** A slider's own square never matters and is never attacked. */
    @Test
    void ownSquareIsIgnoredAndNeverAttacked() {
        SplittableRandom random = new SplittableRandom(7L);
        for (int s = 0; s < 64; s++) {
            long occupied = random.nextLong();
            long self = 1L << s;
            assertThat(SliderAttacks.rook(s, occupied | self)).isEqualTo(SliderAttacks.rook(s, occupied & ~self));
            assertThat(SliderAttacks.bishop(s, occupied | self)).isEqualTo(SliderAttacks.bishop(s, occupied & ~self));
            assertThat(SliderAttacks.queen(s, occupied) & self).isZero();
        }
    }
}
