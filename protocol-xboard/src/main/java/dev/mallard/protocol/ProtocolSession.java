package dev.mallard.protocol;

import java.util.concurrent.BlockingQueue;

/**
 * One protocol's state machine (CECP's or UCI's), fed one event at a time: a line of input, the
 * end of the input, a search that ended. Events arrive on one thread in order, so a session
 * needs no locks for its own state; {@link #serve} is the loop that feeds it.
 *
 * @param <E> the protocol's event type
 */
public interface ProtocolSession<E> {
    /**
     * Handles one event.
     *
     * @param event the next event
     */
    void handle(E event);

    /** {@return whether the session is over ({@code quit}, or the input closed and nothing left to do)} */
    boolean finished();

    /** Stops any search: the session is over. */
    void close();

    /**
     * Hands {@code session} the events of {@code events} in order until it has finished, then
     * closes it and {@code log}, also when the thread is interrupted.
     *
     * @param <E> the protocol's event type
     * @param session the session to feed
     * @param events where the input reader and the searches put their events
     * @param log the dialogue's transcript, closed at the end
     */
    static <E> void serve(ProtocolSession<E> session, BlockingQueue<E> events, DialogueLog log) {
        try {
            while (!session.finished()) {
                session.handle(events.take());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            session.close();
            log.close();
        }
    }
}
