package dev.mallard.gui.search;

/** A search a game has running or queued, which a new turn or a new game cancels. */
public interface Cancellable {
    /** Cancels the search and returns once its engine is idle again. */
    void cancel();
}
