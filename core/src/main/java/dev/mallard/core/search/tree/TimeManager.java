package dev.mallard.core.search.tree;

import dev.mallard.core.search.SearchLimits;

/**
 * Turns search limits into two deadlines: a soft one, after which no new iteration starts, and
 * a hard one, at which the search is aborted. With a clock it never plans to use more than a
 * fraction of the remaining time, and it keeps a reserve for the protocol's round trip, so a
 * game is not lost on time even at one second plus a tenth per move.
 */
final class TimeManager {
    /** Time kept in reserve for the GUI and the JVM, per move. */
    private static final long OVERHEAD_MS = 30;
    /** Moves assumed left in a game without a move count to the next control. */
    private static final int DEFAULT_MOVES_TO_GO = 30;

    private final long softMs;
    private final long hardMs;
    /** With a fixed move time every millisecond may be used: iterations start until the end. */
    private final boolean fixedTime;

    TimeManager(SearchLimits limits) {
        fixedTime = !limits.infinite() && limits.moveTimeMs() > 0;
        if (limits.infinite()) {
            softMs = Long.MAX_VALUE;
            hardMs = Long.MAX_VALUE;
        } else if (limits.moveTimeMs() > 0) {
            long budget = Math.max(1, limits.moveTimeMs() - 5);
            softMs = budget;
            hardMs = budget;
        } else if (limits.timeLeftMs() > 0) {
            long available = Math.max(1, limits.timeLeftMs() - OVERHEAD_MS);
            int movesToGo = limits.movesToGo() > 0 ? Math.min(limits.movesToGo(), 50) : DEFAULT_MOVES_TO_GO;
            long share = available / movesToGo + limits.incrementMs() * 3 / 4;
            softMs = Math.max(1, Math.min(share, available * 2 / 5));
            hardMs = Math.max(1, Math.min(softMs * 3, available * 3 / 5));
        } else {
            softMs = Long.MAX_VALUE;
            hardMs = Long.MAX_VALUE;
        }
    }

    /** Whether a new iteration may start after {@code elapsedMs}: it would likely take longer than the rest. */
    boolean mayStartIteration(long elapsedMs) {
        return softMs == Long.MAX_VALUE || elapsedMs < (fixedTime ? hardMs : softMs / 2);
    }

    /** Whether the search must stop now. */
    boolean mustStop(long elapsedMs) {
        return elapsedMs >= hardMs;
    }

    /** The hard limit in milliseconds ({@link Long#MAX_VALUE} for none). */
    long hardMs() {
        return hardMs;
    }
}
