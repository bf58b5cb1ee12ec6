package dev.mallard.cecp;

/** A test's line-by-line connection to an engine, in-process or a real process. */
interface EngineLink {
    /** Sends one line to the engine. */
    void sendLine(String line);

    /** The engine's next line; fails the test when none comes in time. */
    String nextLine();
}
