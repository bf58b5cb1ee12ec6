package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import dev.mallard.core.board.Fen;
import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Pgn;
import dev.mallard.core.engine.PgnGame;
import dev.mallard.core.search.SearchLimits;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * What an embedder sees of the libraries at debug level, here through Logback (the module's
 * provider): the variants found, the table's size, each search's start and end; nothing per node.
 */
class LibraryLoggingTest {
    private final Logger core = (Logger) LoggerFactory.getLogger("dev.mallard.core");
    private final ListAppender<ILoggingEvent> events = new ListAppender<>();
    private Level previous;

    @BeforeEach
    void listen() {
        previous = core.getLevel();
        core.setLevel(Level.DEBUG);
        core.setAdditive(false); // the events go to the list alone, not to the console as well
        events.start();
        core.addAppender(events);
    }

    @AfterEach
    void stopListening() {
        core.detachAppender(events);
        core.setLevel(previous);
        core.setAdditive(true);
    }

    @Test
    void discoveryTableAndSearchAreLoggedAtDebugLevel() {
        Engine engine = Engine.create("duck", 2);
        engine.setPosition(Fen.START, List.of());
        engine.search(SearchLimits.depth(3));
        // Other tests may search in parallel threads of this JVM; only this thread's events count.
        List<String> messages = events.list.stream()
                .filter(e -> e.getThreadName().equals(Thread.currentThread().getName()))
                .map(ILoggingEvent::getFormattedMessage).toList();
        assertThat(events.list).allMatch(e -> e.getLevel() == Level.DEBUG);
        assertThat(messages).anyMatch(m -> m.matches("variant duck found on the class path: dev\\.mallard\\.duck\\.DuckVariant"));
        assertThat(messages).anyMatch(m -> m.startsWith("transposition table of 2 MB asked for: 2 MB allocated"));
        assertThat(messages).anyMatch(m -> m.startsWith("duck search starts: " + Fen.START));
        assertThat(messages).anyMatch(m -> m.matches("duck search ends: best \\S+,\\S+ score cp -?\\d+ depth 3 nodes \\d+ .*"));
        assertThat(messages.size()).as("no message per node").isLessThan(20);
    }

    @Test
    void aPgnTextOfManyGamesIsReadWithOneScanOfTheClassPath() {
        List<PgnGame> games = Pgn.readAll("1. e4 e5 *\n\n[Variant \"duck\"]\n\n1. e4,e5 *\n\n1. d4 *\n");
        assertThat(games).hasSize(3);
        List<String> scans = events.list.stream()
                .filter(e -> e.getThreadName().equals(Thread.currentThread().getName()))
                .map(ILoggingEvent::getFormattedMessage).filter(m -> m.startsWith("variant normal found")).toList();
        assertThat(scans).hasSize(1);
    }
}
