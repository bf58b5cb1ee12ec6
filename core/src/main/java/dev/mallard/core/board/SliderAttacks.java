package dev.mallard.core.board;

/**
 * Rook and bishop attacks by "fancy" magic bitboards: the relevant blockers of a square are
 * multiplied by a magic number whose top bits index a per-square slice of one shared table.
 *
 * <p>The magic numbers were found by a trial search over sparse random numbers (an AND of three
 * xorshift outputs, fixed seed). They are stored rather than searched at start-up, which took
 * half a second; loading checks every one of them against ray walking, so a wrong constant
 * fails loudly instead of producing wrong moves. The tables are never written after loading.
 */
public final class SliderAttacks {
    private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = {
            0x1080004008801020L, 0x0840092002C03000L, 0x1900200010400900L, 0x0880100008000480L,
            0x4200100420080200L, 0x8100020100080400L, 0x0200040110886200L, 0x0200008040220411L,
            0x0404800084400220L, 0x0000401000402000L, 0x0086001081220440L, 0x0408800800100280L,
            0x000A001201040820L, 0x8848800200840080L, 0x4001000100040200L, 0x0442000102105084L,
            0x9080010020804100L, 0x0040404000201009L, 0x0000808010002009L, 0x2200090021D00100L,
            0x0008008008040080L, 0x0004004002010040L, 0x0011040008015042L, 0x00000A0001768104L,
            0x0000800080204009L, 0x2010004140002001L, 0x9800200280100080L, 0x1000100080080080L,
            0x0442000A00049020L, 0x2100040080020080L, 0x0800120400900148L, 0x0010040A00128541L,
            0x2800804000800030L, 0x1010002000400041L, 0x4000200011004100L, 0x0610008410800800L,
            0x0400802402800800L, 0xC100020080800400L, 0x0002000802000401L, 0x0182085882000401L,
            0x0220204000808000L, 0x2860100040024022L, 0x0001002004110040L, 0x99101042000A0020L,
            0x0004080004008080L, 0x0010040002008080L, 0x2012004881020004L, 0x8300842444820011L,
            0x0088403882010200L, 0x0820400080210100L, 0x0110910040A00300L, 0x0801100280080480L,
            0x0242009008200600L, 0x1002000489500200L, 0x0040800200010080L, 0x0091800041000080L,
            0x0000209300488001L, 0x04C1002414824001L, 0x020020000B001041L, 0x7000100004200901L,
            0x8002002004100802L, 0x30010002084C0007L, 0x0888221800813004L, 0x4000002840840112L};
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = {
            0xA010041108003100L, 0x006082020A002900L, 0x6810010619200000L, 0x08281A0520000408L,
            0x0001104001000400L, 0x0018901008048400L, 0x00040A0210245280L, 0x000200210808A402L,
            0x9140048410821200L, 0x0800091010820041L, 0x20504804832202C0L, 0x0100091401081000L,
            0x8021011140000012L, 0x0810020804450400L, 0x208B0542109008A2L, 0x0080084A08040204L,
            0x0040E2A80811244CL, 0x2505022008008108L, 0x0430220100420040L, 0x010A040420220040L,
            0x1105000290400000L, 0x0093001200822120L, 0x4000A62048043004L, 0x280120048A015004L,
            0x006090002A020814L, 0x44042000240800D0L, 0x01102800040A4400L, 0x1004080080220040L,
            0x0001001011004024L, 0x0010044000805040L, 0x0914041200820100L, 0x0004821012821480L,
            0x0024040500C05021L, 0x0088611002080200L, 0x0116080A00040020L, 0x4000020080080080L,
            0x2450450140840040L, 0x0000880201484100L, 0x0222020404020092L, 0x8081110600002E00L,
            0x2842101105000801L, 0x1100809008001025L, 0x00020202221C0400L, 0x0422014022009020L,
            0x0210046102100C00L, 0xC004008082029102L, 0x00AA461801101200L, 0x0404080080201108L,
            0x020542108C205002L, 0x0410544804100100L, 0x0040910841100000L, 0x0400200042021100L,
            0x00004204850400C0L, 0x0200100410A42102L, 0x1040020801210102L, 0x0805040410420000L,
            0x2884804130100200L, 0x800C262201242000L, 0x1058000194108800L, 0x0014221054420204L,
            0x0104000012A02200L, 0x0200881003300100L, 0x0140400202840100L, 0x0402020801010201L};
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_TABLE;

    static {
        ROOK_TABLE = build(ROOK_DIRECTIONS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET);
        BISHOP_TABLE = build(BISHOP_DIRECTIONS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET);
    }

    private SliderAttacks() {
    }

    /**
     * {@return squares a rook on {@code square} attacks when {@code occupied} holds the blockers}
     *
     * @param square the square (0 = a1 to 63 = h8)
     * @param occupied the occupied squares
     */
    public static long rook(int square, long occupied) {
        return ROOK_TABLE[ROOK_OFFSET[square]
                + (int) (((occupied & ROOK_MASK[square]) * ROOK_MAGIC[square]) >>> ROOK_SHIFT[square])];
    }

    /**
     * {@return squares a bishop on {@code square} attacks when {@code occupied} holds the blockers}
     *
     * @param square the square (0 = a1 to 63 = h8)
     * @param occupied the occupied squares
     */
    public static long bishop(int square, long occupied) {
        return BISHOP_TABLE[BISHOP_OFFSET[square]
                + (int) (((occupied & BISHOP_MASK[square]) * BISHOP_MAGIC[square]) >>> BISHOP_SHIFT[square])];
    }

    /**
     * {@return squares a queen on {@code square} attacks when {@code occupied} holds the blockers}
     *
     * @param square the square (0 = a1 to 63 = h8)
     * @param occupied the occupied squares
     */
    public static long queen(int square, long occupied) {
        return rook(square, occupied) | bishop(square, occupied);
    }

    /** Attacks by walking the rays one square at a time: the reference the magics are built from. */
    static long slowAttacks(int[][] directions, int square, long occupied) {
        long attacks = 0;
        for (int[] d : directions) {
            int file = Square.file(square) + d[0];
            int rank = Square.rank(square) + d[1];
            while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                long bit = 1L << Square.of(file, rank);
                attacks |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                file += d[0];
                rank += d[1];
            }
        }
        return attacks;
    }

    /** Rook attacks by ray walking, for tests. */
    static long slowRook(int square, long occupied) {
        return slowAttacks(ROOK_DIRECTIONS, square, occupied);
    }

    /** Bishop attacks by ray walking, for tests. */
    static long slowBishop(int square, long occupied) {
        return slowAttacks(BISHOP_DIRECTIONS, square, occupied);
    }

    /** The squares whose occupancy matters: the rays without their last (edge) square. */
    private static long relevantMask(int[][] directions, int square) {
        long mask = 0;
        for (int[] d : directions) {
            int file = Square.file(square) + d[0];
            int rank = Square.rank(square) + d[1];
            while (file + d[0] >= 0 && file + d[0] < 8 && rank + d[1] >= 0 && rank + d[1] < 8) {
                mask |= 1L << Square.of(file, rank);
                file += d[0];
                rank += d[1];
            }
        }
        return mask;
    }

    private static long[] build(int[][] directions, long[] masks, long[] magics, int[] shifts, int[] offsets) {
        int total = 0;
        for (int sq = 0; sq < 64; sq++) {
            masks[sq] = relevantMask(directions, sq);
            shifts[sq] = 64 - Long.bitCount(masks[sq]);
            offsets[sq] = total;
            total += 1 << Long.bitCount(masks[sq]);
        }
        long[] table = new long[total];
        boolean[] filled = new boolean[total];
        for (int sq = 0; sq < 64; sq++) {
            long mask = masks[sq];
            long subset = 0;
            do {
                long attacks = slowAttacks(directions, sq, subset);
                int index = offsets[sq] + (int) ((subset * magics[sq]) >>> shifts[sq]);
                if (filled[index] && table[index] != attacks) {
                    throw new IllegalStateException("magic number of square " + Square.name(sq) + " collides");
                }
                filled[index] = true;
                table[index] = attacks;
                subset = (subset - mask) & mask; // Carry-Rippler: next subset of the mask
            } while (subset != 0);
        }
        return table;
    }
}
