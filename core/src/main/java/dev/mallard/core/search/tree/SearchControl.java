package dev.mallard.core.search.tree;

import dev.mallard.core.search.SearchLimits;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

/**
 * One thread's node count and the decision when its search must stop: a stop request, the
 * caller's stop token, the node limit or the clock. The limits are checked every
 * {@value #CHECK_INTERVAL} nodes rather than at each, since reading the clock or a volatile
 * flag at every node would cost more than the few nodes a late stop adds. Once a check says
 * stop, {@link #aborted()} stays true until the next search, and every node returns at once.
 *
 * <p>A search may be put under new limits while it runs ({@link #ponderHit}): a ponder search,
 * started until stopped, becomes the engine's own timed search without starting over, its
 * clock and node count starting at the hit (as in Stockfish). The search thread takes the new
 * limits at its next check, so the caller's thread never writes what the search reads per node.
 */
final class SearchControl {
    /** Nodes between two limit checks: a stop takes effect within a few milliseconds. */
    static final int CHECK_INTERVAL = 1024;
    private static final LongSupplier NO_OTHER_NODES = () -> 0;

    private long nodes;
    private long nextCheck;
    /**
     * {@link #nodes} as of the last limit check, for other threads. The counter itself is a
     * plain field because it changes at every node; publishing it every {@value #CHECK_INTERVAL}
     * nodes through a volatile field lets the main thread read a helper's count safely (a plain
     * field read from another thread may be stale for any length of time) at no cost per node.
     */
    private volatile long publishedNodes;
    private long nodeLimit;
    /**
     * {@link #nodeLimit}, published for the helper threads that share it (a ponder hit changes
     * it on the search thread while they run).
     */
    private volatile long sharedNodeLimit = Long.MAX_VALUE;
    /** The main search's control, whose node limit a helper's search shares; null for the main search. */
    private SearchControl leader;
    /** The deepest iteration to start; {@link SearchLimits#MAX_DEPTH} without a depth limit. */
    private int depthLimit;
    /** Whether only a stop ends the search (analysis, pondering): no early end at a found mate. */
    private boolean untilStopped;
    /** New limits from {@link #ponderHit}, for the search thread to take at its next check. */
    private final AtomicReference<Hit> pendingHit = new AtomicReference<>();
    private volatile boolean stopRequested;
    /** The caller's stop token of the running search. */
    private AtomicBoolean stopToken = new AtomicBoolean();
    /** The nodes other threads of the same search have searched so far (helper threads). */
    private LongSupplier otherNodes = NO_OTHER_NODES;
    private boolean aborted;
    private int selectiveDepth;
    private long startNanos;
    private TimeManager time;
    /** When {@link #time}'s clock started: the search's start, or its ponder hit. */
    private long clockStartNanos;
    /** What {@link #suspend} saved, for {@link #resume}. */
    private boolean suspendedAborted;
    private long suspendedCheck;

    /** Starts counting for a new search within {@code limits}, also stopping when {@code stopToken} is set. */
    void start(SearchLimits limits, AtomicBoolean stopToken) {
        this.stopToken = stopToken;
        stopRequested = false;
        aborted = false;
        nodes = 0;
        publishedNodes = 0;
        selectiveDepth = 0;
        startNanos = System.nanoTime();
        otherNodes = NO_OTHER_NODES;
        leader = null;
        apply(limits, startNanos, 0);
        nextCheck = Math.min(CHECK_INTERVAL, nodeLimit);
    }

    /** Limits that a ponder hit gave at {@code nanos}. */
    private record Hit(SearchLimits limits, long nanos) {
    }

    /**
     * Puts the search under {@code limits} from now on (from any thread): its time and node
     * limits count from this call, its depth limit from the root. The search thread takes them
     * at its next check, within {@value #CHECK_INTERVAL} nodes. New limits that come before the
     * search has started hold for it: the caller makes sure no other search starts in between.
     */
    void ponderHit(SearchLimits limits) {
        pendingHit.set(new Hit(limits, System.nanoTime()));
    }

    /** Drops limits from {@link #ponderHit} that no search has taken (it ended first). */
    void forgetPonderHit() {
        pendingHit.set(null);
    }

    /** The limits of a ponder hit, if one has come since the last check: on the search thread. */
    private void takePonderHit() {
        Hit hit = pendingHit.getAndSet(null);
        if (hit != null) {
            apply(hit.limits(), hit.nanos(), totalNodes());
        }
    }

    private void apply(SearchLimits limits, long clockStart, long nodesSoFar) {
        time = new TimeManager(limits);
        clockStartNanos = clockStart;
        nodeLimit = limits.nodes() > 0 ? nodesSoFar + limits.nodes() : Long.MAX_VALUE;
        sharedNodeLimit = nodeLimit;
        depthLimit = limits.depth() > 0 ? limits.depth() : SearchLimits.MAX_DEPTH;
        untilStopped = limits.infinite();
    }

    /** {@return the deepest iteration the search may start} */
    int depthLimit() {
        return depthLimit;
    }

    /** {@return whether only a stop ends the search: it goes on after finding a mate} */
    boolean untilStopped() {
        return untilStopped;
    }

    /** Asks the running search to stop (from any thread). */
    void requestStop() {
        stopRequested = true;
    }

    /**
     * Counts the other threads' nodes, as {@code otherNodes} reports them, against the node
     * limit and in the reports; null stops counting them.
     */
    void countOtherNodes(LongSupplier otherNodes) {
        this.otherNodes = otherNodes == null ? NO_OTHER_NODES : otherNodes;
    }

    /**
     * Makes this helper's search stop by itself, at its own checks, once all threads together
     * have searched {@code leader}'s node limit, counting the others' nodes as {@code
     * otherNodes} reports them (for {@link #countOtherNodes}); after {@link #start}. Otherwise a
     * helper would search on until the main thread noticed the limit, and a main thread that the
     * machine starves of time would let the helpers overshoot it without bound.
     */
    void shareNodeLimit(SearchControl leader, LongSupplier otherNodes) {
        this.leader = leader;
        countOtherNodes(otherNodes);
    }

    /** Counts one node, checking the limits when due; returns whether the search must return at once. */
    boolean countNode() {
        if (++nodes >= nextCheck) {
            checkLimits();
        }
        return aborted;
    }

    /** Whether a limit stopped the search: the node that notices returns at once, with no value. */
    boolean aborted() {
        return aborted;
    }

    /** A quiescence node reached {@code ply}. */
    void reached(int ply) {
        if (ply > selectiveDepth) {
            selectiveDepth = ply;
        }
    }

    /** The deepest ply reached so far. */
    int selectiveDepth() {
        return selectiveDepth;
    }

    /**
     * Lifts the limits for a bounded extra search after the main one stopped (the completion of
     * the root turn), until {@link #resume}.
     */
    void suspend() {
        suspendedAborted = aborted;
        suspendedCheck = nextCheck;
        aborted = false;
        nextCheck = Long.MAX_VALUE;
    }

    /** Puts back what {@link #suspend} lifted. */
    void resume() {
        aborted = suspendedAborted;
        nextCheck = suspendedCheck;
    }

    /** Whether a new iteration is worth starting: no stop yet, and time enough left for it. */
    boolean mayStartIteration() {
        takePonderHit();
        return time.mayStartIteration(clockMs()) && !stopRequested && !stopToken.get();
    }

    /**
     * Lets the clock's soft deadline move with the iteration of {@code depth} that just ended
     * ({@link TimeManager#iterationDone}); on the search thread.
     */
    void iterationDone(int depth, int bestMove, int score, double bestMoveShare) {
        time.iterationDone(depth, bestMove, score, bestMoveShare);
    }

    /** Adds nodes searched for this search elsewhere (by helper threads that have ended). */
    void addNodes(long more) {
        nodes += more;
    }

    /**
     * Nodes searched by this thread alone, exact for the thread that searched them, or for a
     * thread that has joined it.
     */
    long nodes() {
        return nodes;
    }

    /**
     * Nodes searched so far by this thread, as last published for other threads. It lags the
     * true count by less than {@value #CHECK_INTERVAL} nodes.
     */
    long publishedNodes() {
        return publishedNodes;
    }

    /** This thread's nodes and, while they run, the other threads'. */
    long totalNodes() {
        return nodes + otherNodes.getAsLong();
    }

    long elapsedMs() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    /** Milliseconds on the time manager's clock, which starts at the search's start or its ponder hit. */
    private long clockMs() {
        return (System.nanoTime() - clockStartNanos) / 1_000_000;
    }

    private void checkLimits() {
        takePonderHit();
        publishedNodes = nodes;
        nextCheck = Math.min(nodes + CHECK_INTERVAL, nodeLimit);
        long limit = leader == null ? nodeLimit : leader.sharedNodeLimit;
        if (stopRequested || stopToken.get() || totalNodes() >= limit || time.mustStop(clockMs())) {
            aborted = true;
        }
    }
}
