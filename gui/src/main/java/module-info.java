/**
 * Mallard's board in the browser ({@code mallard gui}): a local web server on the JDK's own
 * HTTP server and the page it serves, built on the library's public API alone ({@code Engine},
 * {@code Game}, {@code Pgn}, {@code Fen}); the variants are found through core's plug-in lookup.
 * Only the entry point's package is exported; the HTTP layer, the games and the searches are
 * internal.
 */
module dev.mallard.gui {
    requires dev.mallard.core;
    requires jdk.httpserver;
    requires org.slf4j;

    exports dev.mallard.gui;
}
