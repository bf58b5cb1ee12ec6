package dev.mallard.core.search;

/**
 * When a search stops: at a depth, a node count, a fixed time, a share of a game clock, or only
 * on {@link Searcher#stop()} (infinite analysis, {@link #untilStopped()}). Unset limits are 0. Build with the static
 * factories and the {@code with…} methods.
 *
 * @param depth      maximum depth in plies (0 = no limit)
 * @param nodes      maximum nodes (0 = no limit)
 * @param moveTimeMs exact time for this move (0 = none)
 * @param timeLeftMs the side to move's clock (0 = no clock)
 * @param incrementMs increment per move
 * @param movesToGo  moves until the next time control (0 = the rest of the game)
 * @param infinite   search until stopped, ignoring the other limits but depth
 */
public record SearchLimits(int depth, long nodes, long moveTimeMs, long timeLeftMs, long incrementMs,
                           int movesToGo, boolean infinite) {
    /** The deepest iteration the search will start. */
    public static final int MAX_DEPTH = 100;
    /** The deepest ply a search reaches, quiescence included: the size of its per-ply storage. */
    public static final int MAX_PLY = 127;
    /** The most principal variations a MultiPV search finds (Stockfish's limit). */
    public static final int MAX_MULTI_PV = 500;

    /**
     * Validates the values.
     *
     * @param depth maximum depth in plies (0 = no limit)
     * @param nodes maximum nodes (0 = no limit)
     * @param moveTimeMs exact time for this move (0 = none)
     * @param timeLeftMs the side to move's clock (0 = no clock)
     * @param incrementMs increment per move
     * @param movesToGo moves until the next time control (0 = the rest of the game)
     * @param infinite search until stopped, ignoring the other limits but depth
     */
    public SearchLimits {
        if (depth < 0 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("depth must be 0 to " + MAX_DEPTH + ", got " + depth);
        }
        if (nodes < 0 || moveTimeMs < 0 || timeLeftMs < 0 || incrementMs < 0 || movesToGo < 0) {
            throw new IllegalArgumentException("limits must not be negative");
        }
    }

    /**
     * Search to a fixed depth.
     *
     * @param depth the depth in plies
     * @return limits of a fixed depth
     */
    public static SearchLimits depth(int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be at least 1, got " + depth);
        }
        return new SearchLimits(depth, 0, 0, 0, 0, 0, false);
    }

    /**
     * Search a fixed number of nodes.
     *
     * @param nodes the node count
     * @return limits of a fixed node count
     */
    public static SearchLimits nodes(long nodes) {
        if (nodes < 1) {
            throw new IllegalArgumentException("nodes must be at least 1, got " + nodes);
        }
        return new SearchLimits(0, nodes, 0, 0, 0, 0, false);
    }

    /**
     * Search for a fixed time.
     *
     * @param millis the time in milliseconds
     * @return limits of a fixed time
     */
    public static SearchLimits moveTime(long millis) {
        if (millis < 1) {
            throw new IllegalArgumentException("move time must be at least 1 ms, got " + millis);
        }
        return new SearchLimits(0, 0, millis, 0, 0, 0, false);
    }

    /**
     * Search by the clock: time left, increment, and moves to the next control (0 = none).
     *
     * @param timeLeftMs the time left on the clock in milliseconds
     * @param incrementMs the increment per move in milliseconds
     * @param movesToGo the moves until the next time control (0: the rest of the game)
     * @return limits that share out the clock
     */
    public static SearchLimits clock(long timeLeftMs, long incrementMs, int movesToGo) {
        return new SearchLimits(0, 0, 0, Math.max(1, timeLeftMs), incrementMs, movesToGo, false);
    }

    /**
     * Search until stopped.
     *
     * @return limits that only a stop ends
     */
    public static SearchLimits untilStopped() {
        return new SearchLimits(0, 0, 0, 0, 0, 0, true);
    }

    /**
     * {@return the same limits with a depth cap}
     *
     * @param maxDepth the depth cap
     */
    public SearchLimits withDepth(int maxDepth) {
        return new SearchLimits(maxDepth, nodes, moveTimeMs, timeLeftMs, incrementMs, movesToGo, infinite);
    }

    /**
     * {@return the same limits with a node cap}
     *
     * @param maxNodes the node cap
     */
    public SearchLimits withNodes(long maxNodes) {
        return new SearchLimits(depth, maxNodes, moveTimeMs, timeLeftMs, incrementMs, movesToGo, infinite);
    }
}
