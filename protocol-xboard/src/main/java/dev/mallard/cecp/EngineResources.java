package dev.mallard.cecp;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.search.Searcher;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What CECP's {@code memory} and {@code cores} ask of the engine: the table size and the search
 * threads. They are applied to the engine when it is idle: {@code memory} at once unless a
 * search runs, both before each search.
 */
final class EngineResources {
    private static final Logger LOG = LoggerFactory.getLogger(EngineResources.class);
    /** Of the memory {@code memory} offers, this much is kept for the rest of the engine. */
    static final int OVERHEAD_MB = 8;

    /** The threads of the next search, as {@code cores} set them, and those the engine has. */
    private int threads = 1;
    private int engineThreads = 1;
    private int pendingHashMb;
    /** The table size {@code memory} asked for last and got; 0 before the first. */
    private int appliedHashMb;

    /** {@code cores N}: the threads of the next search; more than the searcher's maximum get the maximum. */
    void cores(long cores) {
        threads = (int) Math.min(cores, Searcher.MAX_THREADS);
    }

    /** {@code memory N}: the table gets the megabytes less {@link #OVERHEAD_MB}, at most half the heap. */
    void memory(int megabytes) {
        long heapMb = Runtime.getRuntime().maxMemory() / (1024 * 1024);
        pendingHashMb = (int) Math.max(1, Math.min(megabytes - OVERHEAD_MB, Math.min(Engine.MAX_HASH_MB, heapMb / 2)));
    }

    /** The threads of the next search. */
    int threads() {
        return threads;
    }

    /**
     * Applies what was asked to the idle {@code engine}. The table is sized as the last
     * {@code memory} asked, unless that size was asked for before (XBoard repeats {@code memory}
     * before every game; the table is rounded to a power of two, so its size cannot tell).
     */
    void applyTo(Engine engine) {
        applyHashTo(engine);
        if (engineThreads != threads) {
            try {
                engine.setThreads(threads);
                engineThreads = threads;
            } catch (OutOfMemoryError e) { // a helper holds about 1 MB: search on as many as before
                LOG.warn("no memory for {} search threads; keeping {}", threads, engineThreads);
                threads = engineThreads;
            }
        }
    }

    /** Applies the table size alone (a {@code memory} while no search runs). */
    void applyHashTo(Engine engine) {
        if (pendingHashMb > 0 && pendingHashMb != appliedHashMb) {
            try {
                engine.setHashSize(pendingHashMb);
            } catch (IllegalStateException e) { // no memory for it: the table keeps its size
                LOG.warn("{}", e.getMessage());
            }
            appliedHashMb = pendingHashMb;
            LOG.debug("hash table {} MB", engine.hashSize());
        }
        pendingHashMb = 0;
    }
}
