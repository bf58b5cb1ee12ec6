package dev.mallard.gui.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.gui.http.HttpProblem;
import dev.mallard.gui.search.SearchPool;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The open games are bounded in number, and a game left unused is released. */
class SessionsTest {
    @Test
    void aGameUnusedForTheTimeoutIsReleased() throws InterruptedException {
        try (SearchPool pool = new SearchPool(1); Sessions sessions = new Sessions(pool, 4, 1, Duration.ofSeconds(2))) {
            GameSession idle = sessions.create();
            GameSession used = sessions.create();
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (sessions.size() > 1 && System.nanoTime() < deadline) {
                Thread.sleep(50);
                sessions.find(used.id()); // the page's ping
            }
            assertThat(sessions.size()).isEqualTo(1);
            assertThatThrownBy(() -> sessions.find(idle.id())).isInstanceOf(HttpProblem.class)
                    .hasMessageContaining("released after 2 s unused");
            assertThat(sessions.find(used.id())).isSameAs(used);
        }
    }

    @Test
    void noMoreGamesThanTheLimit() {
        try (SearchPool pool = new SearchPool(1); Sessions sessions = new Sessions(pool, 2, 1, Duration.ofMinutes(5))) {
            GameSession first = sessions.create();
            sessions.create();
            assertThatThrownBy(sessions::create).isInstanceOf(HttpProblem.class).hasMessageContaining("too many games")
                    .satisfies(e -> assertThat(((HttpProblem) e).status()).isEqualTo(503));
            assertThat(first.id()).hasSize(32).matches("[0-9a-f]+");
        }
    }
}
