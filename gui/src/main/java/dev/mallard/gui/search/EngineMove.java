package dev.mallard.gui.search;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.search.SearchLimits;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;

/** One search of a game's position for its best turn and score, queued on the pool: the engine's turn, or a review's. */
public final class EngineMove implements Cancellable {
    private final EngineTask<SearchOutcome> task;

    /**
     * Queues the search of the game's current position.
     *
     * @param pool the search threads
     * @param engine the game's engine, idle
     * @param game the game (copied: it may change while the search waits or runs)
     * @param limits when the search stops, asked when it starts: a clock's time left is the one
     *     it has then, not when the search was queued
     * @param priority {@link SearchPool.Priority#PLAY} for a turn of a game, whose clock may run
     */
    public EngineMove(SearchPool pool, Engine engine, Game game, Supplier<SearchLimits> limits, SearchPool.Priority priority) {
        Game root = game.copy();
        task = new EngineTask<>(pool, engine, priority, () -> {
            engine.setMultiPv(1); // an analysis may have asked for more lines
            engine.setPosition(root);
            return engine.search(limits.get());
        });
    }

    /**
     * {@return the search's outcome, once it has ended; empty if it was cancelled before it ran}
     *
     * @throws InterruptedException if the waiting thread is interrupted
     * @throws IllegalStateException with the search's failure
     */
    public Optional<SearchOutcome> await() throws InterruptedException {
        try {
            return Optional.ofNullable(task.await());
        } catch (ExecutionException e) {
            throw new IllegalStateException("the engine's search failed: " + e.getCause(), e.getCause());
        }
    }

    @Override
    public void cancel() {
        task.cancel();
    }
}
