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
        try (SearchPool pool = new SearchPool(1); Sessions sessions = new Sessions(pool, 4, 1, Duration.ofMillis(300))) {
            GameSession idle = sessions.create();
            GameSession used = sessions.create();
            for (int i = 0; i < 10; i++) {
                Thread.sleep(100);
                sessions.find(used.id());
            }
            assertThat(sessions.size()).isEqualTo(1);
            assertThatThrownBy(() -> sessions.find(idle.id())).isInstanceOf(HttpProblem.class)
                    .hasMessageContaining("start a new game");
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
