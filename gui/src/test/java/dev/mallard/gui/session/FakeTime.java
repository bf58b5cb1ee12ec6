package dev.mallard.gui.session;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/** A nanosecond time source that moves only when a test moves it: clocks tested without sleeping. */
final class FakeTime implements LongSupplier {
    private final AtomicLong nanos = new AtomicLong(1_000_000_000L);

    @Override
    public long getAsLong() {
        return nanos.get();
    }

    /** Moves the time on by {@code ms} milliseconds. */
    void advanceMs(long ms) {
        nanos.addAndGet(ms * 1_000_000);
    }
}
