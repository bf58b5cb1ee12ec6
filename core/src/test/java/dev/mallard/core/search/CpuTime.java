package dev.mallard.core.search;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Processor time, in milliseconds, for tests of the search's time limits. A search that is
 * stopped or runs out of time must not keep computing; how much wall time passes before it
 * notices also depends on how busy the machine is (at load 15 on two cores a thread waits
 * hundreds of milliseconds for a turn), so these tests bound the processor time a search spends
 * where wall time would flake, and keep wall time only for lower bounds, which load cannot break.
 */
final class CpuTime {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private CpuTime() {
    }

    /** {@return the processor time the calling thread has used} */
    static long currentThreadMs() {
        return THREADS.getCurrentThreadCpuTime() / 1_000_000;
    }

    /** {@return the processor time thread {@code id} has used} */
    static long threadMs(long id) {
        long nanos = THREADS.getThreadCpuTime(id);
        if (nanos < 0) {
            throw new IllegalStateException("no processor time for thread " + id + " (ended, or not measurable here)");
        }
        return nanos / 1_000_000;
    }

    /** {@return the processor time the whole test JVM has used, all its threads together} */
    static long processMs() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime() / 1_000_000;
        }
        throw new IllegalStateException("this JVM does not report its processor time");
    }
}
