package dev.mallard.core.search;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The transposition table: buckets of four 16-byte entries, one 64-byte cache line each. Slots
 * 0–2 of a bucket are depth-preferred (a new entry replaces the shallowest or stalest of them
 * only if it is at least as deep, or the old one is from an earlier search); slot 3 always takes
 * what the others refuse, so the current search tree is never shut out.
 *
 * <p>An entry is two {@code long}s: the data (move, score, depth, bound type, age and whether the
 * position has been on a principal variation), and the
 * upper 32 bits of the Zobrist key (the lower bits select the bucket) with a 32-bit field that
 * the backup rule may use (Duck: the exception score and square; Refusal: the second-best move),
 * stored XOR the data. Scores are stored as given: the search converts mate scores to and from
 * "distance from this node".
 *
 * <p>The searchers of one search share a table (the helper threads of {@link Searcher#setThreads})
 * without locks. Two threads may store into one entry at the same time and leave the key word
 * of one result beside the data of the other; such an entry fails the key check, because the key
 * word was stored XOR its own data, so a probe never returns a mixture. A probe copies the
 * entry into the caller's {@link Hit}, so a later store cannot change what the caller reads.
 *
 * <p>What an embedder uses: the constructor, {@link #resize}, {@link #clear} and {@link #hashFull}
 * (a table is given to a {@link Searcher}, and may be shared by several). A backup rule uses
 * the bound types and {@link #boundOf} and {@link #settles} for what it keeps in an entry's extra
 * bits. {@link #probe}, {@link #store} and {@link #newSearch} are the search's own.
 */
public final class TranspositionTable {
    /** The score is an upper bound (the node failed low). */
    public static final int UPPER = 1;
    /** The score is a lower bound (the node failed high). */
    public static final int LOWER = 2;
    /** The score is exact. */
    public static final int EXACT = 3;

    private static final Logger LOG = LoggerFactory.getLogger(TranspositionTable.class);
    private static final int SLOTS = 4;
    private static final int LONGS_PER_BUCKET = 2 * SLOTS;
    /** The data word's bit that marks a principal-variation position (above the age's six bits). */
    private static final int PV_SHIFT = 48;

    private long[] table;
    private int bucketMask;
    private int age;

    /**
     * A table of about {@code megabytes} MB (rounded down to a power of two buckets, at least 1 MB).
     *
     * @param megabytes the size in megabytes
     */
    public TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    /**
     * Reallocates the table to about {@code megabytes} MB and empties it.
     *
     * @param megabytes the size in megabytes
     */
    public void resize(int megabytes) {
        if (megabytes < 1 || megabytes > 65536) {
            throw new IllegalArgumentException("hash size must be 1 to 65536 MB, got " + megabytes);
        }
        long buckets = Long.highestOneBit((long) megabytes * 1024 * 1024 / 64);
        buckets = Math.min(buckets, 1L << 27); // Java arrays hold at most 2^31 longs
        table = null; // let the old table go before allocating the new one
        table = new long[(int) buckets * LONGS_PER_BUCKET];
        bucketMask = (int) buckets - 1;
        age = 0;
        LOG.debug("transposition table of {} MB asked for: {} MB allocated ({} buckets)", megabytes, megabytes(), buckets);
    }

    /** {@return the size in MB} */
    public int megabytes() {
        return (int) ((long) table.length * 8 / (1024 * 1024));
    }

    /** Empties the table. */
    public void clear() {
        java.util.Arrays.fill(table, 0);
        age = 0;
    }

    /** Marks the start of a new search: older entries become the first to be replaced. */
    public void newSearch() {
        age = (age + 1) & 63;
    }

    /**
     * Looks {@code key} up; on a hit copies the entry into {@code hit} and returns true. A stored
     * entry counts only when its key word matches its data word (see the class comment).
     *
     * @param key the position's Zobrist key
     * @param hit receives the entry
     * @return whether the table holds an entry for the key
     */
    public boolean probe(long key, Hit hit) {
        int base = ((int) key & bucketMask) * LONGS_PER_BUCKET;
        int check = (int) (key >>> 32);
        for (int i = base; i < base + LONGS_PER_BUCKET; i += 2) {
            long data = table[i + 1];
            long keyWord = table[i] ^ data;
            if ((int) (keyWord >>> 32) == check && data != 0) {
                hit.data = data;
                hit.extra = (int) keyWord;
                return true;
            }
        }
        return false;
    }

    /**
     * {@return the bound type of a node's value searched within (alpha, beta): a lower bound at
     * or above beta, exact inside, an upper bound at or below alpha}
     *
     * @param value the node's value
     * @param alpha the window's lower end, as the node was entered
     * @param beta the window's upper end
     */
    public static int boundOf(int value, int alpha, int beta) {
        return value >= beta ? LOWER : value > alpha ? EXACT : UPPER;
    }

    /**
     * {@return whether a stored score of bound type {@code bound} settles a node's value within
     * (alpha, beta): it is exact, or a bound that lies outside the window on its own side}
     *
     * @param bound the stored bound type
     * @param score the stored score, converted to the node's ply
     * @param alpha the window's lower end
     * @param beta the window's upper end
     */
    public static boolean settles(int bound, int score, int alpha, int beta) {
        return bound == EXACT || bound == LOWER && score >= beta || bound == UPPER && score <= alpha;
    }

    /** A copy of one entry, filled by {@link #probe}; a searcher keeps one and reuses it. */
    public static final class Hit {
        private long data;
        private int extra;

        /** An empty copy, to be filled by {@link #probe}. */
        public Hit() {
        }

        /** {@return the move, or 0} */
        public int move() {
            return (int) (data & 0xFFFF);
        }

        /** {@return the stored score} */
        public int score() {
            return (short) (data >>> 16);
        }

        /** {@return the stored depth} */
        public int depth() {
            return (int) (data >>> 32 & 0xFF);
        }

        /** {@return the bound type: {@link #UPPER}, {@link #LOWER} or {@link #EXACT}} */
        public int bound() {
            return (int) (data >>> 40 & 3);
        }

        /** {@return the backup rule's 32 bits} */
        public int extra() {
            return extra;
        }

        /** {@return whether the position has been searched as a principal-variation node (stored so)} */
        public boolean pv() {
            return (data >>> PV_SHIFT & 1) != 0;
        }
    }

    /**
     * Stores a search result. A deeper entry of the same key survives a shallower store unless
     * it is stale or the new one is exact; the move is kept when the new result has none.
     *
     * @param key the position's Zobrist key
     * @param move the best move, or 0
     * @param score the score, as {@code Score.toTable} made it
     * @param depth the depth searched
     * @param bound the bound type ({@code EXACT}, {@code LOWER}, {@code UPPER})
     * @param extra the backup rule's data
     * @param pv whether the position is, or has been, a principal-variation node: once stored,
     *     the mark stays with the position's entry whatever later stores of it say
     */
    public void store(long key, int move, int score, int depth, int bound, int extra, boolean pv) {
        int base = ((int) key & bucketMask) * LONGS_PER_BUCKET;
        int check = (int) (key >>> 32);
        int target = -1;
        for (int i = base; i < base + LONGS_PER_BUCKET; i += 2) {
            if ((int) ((table[i] ^ table[i + 1]) >>> 32) == check && table[i + 1] != 0) {
                target = i;
                break;
            }
        }
        if (target >= 0) {
            long old = table[target + 1];
            int oldDepth = (int) (old >>> 32 & 0xFF);
            int oldAge = (int) (old >>> 42 & 63);
            if (depth < oldDepth - 2 && bound != EXACT && oldAge == age) {
                return;
            }
            if (move == 0) {
                move = (int) (old & 0xFFFF);
            }
            pv |= (old >>> PV_SHIFT & 1) != 0;
        } else {
            int worst = -1;
            int worstValue = Integer.MAX_VALUE;
            for (int i = base; i < base + 2 * (SLOTS - 1); i += 2) {
                long data = table[i + 1];
                int value = data == 0 ? -1000 : (int) (data >>> 32 & 0xFF) - (((int) (data >>> 42 & 63)) == age ? 0 : 256);
                if (value < worstValue) {
                    worstValue = value;
                    worst = i;
                }
            }
            target = depth >= worstValue ? worst : base + 2 * (SLOTS - 1);
        }
        long data = (move & 0xFFFFL)
                | (score & 0xFFFFL) << 16
                | (long) (Math.max(0, Math.min(depth, 255))) << 32
                | (long) bound << 40
                | (long) age << 42
                | (pv ? 1L : 0L) << PV_SHIFT;
        table[target] = ((long) check << 32 | (extra & 0xFFFFFFFFL)) ^ data;
        table[target + 1] = data;
    }

    /** {@return permille of the first thousand entries that hold a result of the current search} */
    public int hashFull() {
        int used = 0;
        int entries = Math.min(1000, table.length / 2);
        for (int e = 0; e < entries; e++) {
            long data = table[2 * e + 1];
            if (data != 0 && (int) (data >>> 42 & 63) == age) {
                used++;
            }
        }
        return used * 1000 / entries;
    }
}
