package dev.mallard.core.board;

import static dev.mallard.core.board.SliderAttacksTest.bits;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code between}, {@code line} and the leaper tables on hand-checked squares. */
class BitboardsTest {
    private static int sq(String name) {
        return Square.fromName(name);
    }

    @Test
    void betweenOnHandCheckedPairs() {
        assertThat(Bitboards.between(sq("a1"), sq("h8"))).isEqualTo(bits("b2", "c3", "d4", "e5", "f6", "g7"));
        assertThat(Bitboards.between(sq("a1"), sq("a8"))).isEqualTo(bits("a2", "a3", "a4", "a5", "a6", "a7"));
        assertThat(Bitboards.between(sq("e1"), sq("h1"))).isEqualTo(bits("f1", "g1"));
        assertThat(Bitboards.between(sq("e1"), sq("a1"))).isEqualTo(bits("b1", "c1", "d1"));
        assertThat(Bitboards.between(sq("h1"), sq("a8"))).isEqualTo(bits("g2", "f3", "e4", "d5", "c6", "b7"));
        assertThat(Bitboards.between(sq("d4"), sq("d5"))).as("adjacent").isZero();
        assertThat(Bitboards.between(sq("b1"), sq("c3"))).as("knight's step: no line").isZero();
        assertThat(Bitboards.between(sq("a1"), sq("b8"))).as("no line").isZero();
        assertThat(Bitboards.between(sq("h2"), sq("a3"))).as("no wrap-around").isZero();
    }

    @Test
    void lineOnHandCheckedPairs() {
        assertThat(Bitboards.line(sq("c1"), sq("e3"))).isEqualTo(bits("c1", "d2", "e3", "f4", "g5", "h6"));
        assertThat(Bitboards.line(sq("e3"), sq("c1"))).isEqualTo(bits("c1", "d2", "e3", "f4", "g5", "h6"));
        assertThat(Bitboards.line(sq("b2"), sq("b5"))).isEqualTo(Bitboards.FILE_A << 1);
        assertThat(Bitboards.line(sq("d4"), sq("g4"))).isEqualTo(Bitboards.RANK_4);
        assertThat(Bitboards.line(sq("d4"), sq("c5"))).isEqualTo(bits("a7", "b6", "c5", "d4", "e3", "f2", "g1"));
        assertThat(Bitboards.line(sq("b1"), sq("c3"))).isZero();
        assertThat(Bitboards.line(sq("e4"), sq("e4"))).as("same square").isZero();
    }

    /** Structural facts over all pairs: symmetry, and between lies inside the line without its ends. */
    @Test
    void betweenAndLineAreConsistentForAllPairs() {
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                long between = Bitboards.between(a, b);
                long line = Bitboards.line(a, b);
                assertThat(between).isEqualTo(Bitboards.between(b, a));
                assertThat(line).isEqualTo(Bitboards.line(b, a));
                assertThat(between & ~line).isZero();
                assertThat(between & (1L << a | 1L << b)).isZero();
                int df = Math.abs(Square.file(a) - Square.file(b));
                int dr = Math.abs(Square.rank(a) - Square.rank(b));
                boolean aligned = a != b && (df == 0 || dr == 0 || df == dr);
                if (aligned) {
                    assertThat(Long.bitCount(between)).isEqualTo(Math.max(df, dr) - 1);
                    assertThat(line & (1L << a)).isNotZero();
                    assertThat(line & (1L << b)).isNotZero();
                    assertThat(Long.bitCount(line)).isBetween(2, 8);
                } else {
                    assertThat(between).isZero();
                    assertThat(line).isZero();
                }
            }
        }
    }

    @Test
    void leaperTablesOnHandCheckedSquares() {
        assertThat(Bitboards.knightAttacks(sq("a1"))).isEqualTo(bits("b3", "c2"));
        assertThat(Bitboards.knightAttacks(sq("g1"))).isEqualTo(bits("e2", "f3", "h3"));
        assertThat(Long.bitCount(Bitboards.knightAttacks(sq("d4")))).isEqualTo(8);
        assertThat(Bitboards.kingAttacks(sq("h8"))).isEqualTo(bits("g8", "g7", "h7"));
        assertThat(Long.bitCount(Bitboards.kingAttacks(sq("e4")))).isEqualTo(8);
        assertThat(Bitboards.pawnAttacks(Color.WHITE, sq("a2"))).isEqualTo(bits("b3"));
        assertThat(Bitboards.pawnAttacks(Color.WHITE, sq("e4"))).isEqualTo(bits("d5", "f5"));
        assertThat(Bitboards.pawnAttacks(Color.BLACK, sq("h7"))).isEqualTo(bits("g6"));
        assertThat(Bitboards.pawnAttacks(Color.BLACK, sq("e5"))).isEqualTo(bits("d4", "f4"));
    }

    @Test
    void pawnAttacksOfIsTheUnionOfSingleSquareAttacks() {
        long pawns = bits("a2", "h2", "d4", "a7", "h7", "e5", "b3", "g6");
        for (int color = Color.WHITE; color <= Color.BLACK; color++) {
            long expected = 0;
            for (long p = pawns; p != 0; p &= p - 1) {
                expected |= Bitboards.pawnAttacks(color, Long.numberOfTrailingZeros(p));
            }
            assertThat(Bitboards.pawnAttacksOf(color, pawns)).isEqualTo(expected);
        }
    }

    @Test
    void lightSquaresAreThoseWithOddFilePlusRank() {
        assertThat(Bitboards.LIGHT_SQUARES & bits("h1")).as("h1 is light").isNotZero();
        assertThat(Bitboards.LIGHT_SQUARES & bits("a1")).as("a1 is dark").isZero();
        for (int s = 0; s < 64; s++) {
            boolean light = (Square.file(s) + Square.rank(s)) % 2 == 1;
            assertThat((Bitboards.LIGHT_SQUARES >>> s & 1) == 1).as(Square.name(s)).isEqualTo(light);
        }
    }
}
