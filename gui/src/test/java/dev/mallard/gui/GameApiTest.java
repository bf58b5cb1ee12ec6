package dev.mallard.gui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Pgn;
import java.io.IOException;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The page's API over HTTP: the rules decide, bad requests say why and leave the game as it was. */
class GameApiTest {
    private GuiServer server;
    private Http http;

    @BeforeEach
    void start() {
        server = GuiServer.start(new GuiServer.Limits("127.0.0.1", 0, 4, 2, 4, Duration.ofMinutes(5)));
        http = new Http(server.uri().getPort());
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private String newGame(String variant, String engine) throws IOException {
        Http.Answer answer = http.post("/api/new", Map.of("variant", variant, "engine", engine, "moveTime", "50"));
        assertThat(answer.status()).isEqualTo(200);
        return answer.field("session");
    }

    private String fen(String session) throws IOException {
        return http.get("/api/state", Map.of("session", session)).field("fen");
    }

    @Test
    void aLegalTurnIsPlayedAndAnIllegalOneRefusedWithItsReason() throws IOException {
        String session = newGame("duck", "none");
        Http.Answer played = http.post("/api/play", Map.of("session", session, "turn", "e2e4,e4d5"));
        assertThat(played.status()).isEqualTo(200);
        assertThat(played.body()).contains("\"san\":\"e4,d5\"").contains("\"side\":\"black\"");
        String before = fen(session);
        Http.Answer refused = http.post("/api/play", Map.of("session", session, "turn", "e7e5,e5d5"));
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.field("error")).contains("e7e5,e5d5");
        assertThat(fen(session)).isEqualTo(before);
    }

    @Test
    void badFensAndPgnsAreRefusedAndTheGameStays() throws IOException {
        String session = newGame("normal", "none");
        http.post("/api/play", Map.of("session", session, "turn", "e2e4"));
        String before = fen(session);
        Http.Answer fen = http.post("/api/new", Map.of("session", session, "variant", "normal", "fen", "8/8/8 w - - 0 1"));
        assertThat(fen.status()).isEqualTo(400);
        assertThat(fen.field("error")).startsWith("bad FEN");
        Http.Answer pgn = http.post("/api/import-pgn", Map.of("session", session, "pgn", "1. e4 e5 2. Ke3 *"));
        assertThat(pgn.status()).isEqualTo(400);
        assertThat(pgn.field("error")).startsWith("bad PGN").contains("Ke3");
        Http.Answer variant = http.post("/api/new", Map.of("session", session, "variant", "shogi"));
        assertThat(variant.status()).isEqualTo(400);
        assertThat(fen(session)).isEqualTo(before);
    }

    @Test
    void oversizedBodiesAreRefused() throws IOException {
        String session = newGame("normal", "none");
        byte[] body = new byte[1 << 20];
        Arrays.fill(body, (byte) 'a');
        Http.Answer answer = http.request("POST", "/api/import-pgn?session=" + session, body, Map.of());
        assertThat(answer.status()).isEqualTo(413);
        assertThat(http.get("/api/state", Map.of("session", session)).status()).isEqualTo(200);
    }

    @Test
    void foreignHostsAndOriginsAreRefused() throws IOException {
        int port = server.uri().getPort();
        assertThat(http.request("GET", "/", new byte[0], Map.of("Host", "attacker.example:" + port)).status()).isEqualTo(403);
        assertThat(http.request("GET", "/api/state", new byte[0], Map.of("Host", "127.0.0.1:" + (port + 1))).status())
                .isEqualTo(403);
        Http.Answer origin = http.request("POST", "/api/new", new byte[0], Map.of("Origin", "http://attacker.example"));
        assertThat(origin.status()).isEqualTo(403);
        assertThat(origin.field("error")).contains("Origin");
        assertThat(http.request("POST", "/api/new", new byte[0], Map.of("Origin", "http://localhost:" + port)).status())
                .isEqualTo(200);
        assertThat(server.sessions().size()).isEqualTo(1);
    }

    @Test
    void changesNeedAPostAndAGameThatExists() throws IOException {
        String session = newGame("normal", "none");
        assertThat(http.get("/api/play", Map.of("session", session, "turn", "e2e4")).status()).isEqualTo(405);
        assertThat(fen(session)).startsWith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/");
        assertThat(http.post("/api/play", Map.of("session", "0123", "turn", "e2e4")).status()).isEqualTo(410);
        assertThat(http.get("/../../etc/passwd", Map.of()).status()).isEqualTo(404);
    }

    @Test
    void theEngineAnswersAndTakebackReturnsToThePlayersTurn() throws IOException {
        String session = newGame("refusal", "black");
        http.post("/api/play", Map.of("session", session, "turn", "e2e4/e7e5"));
        Http.Answer moved = http.post("/api/engine-move", Map.of("session", session));
        assertThat(moved.status()).isEqualTo(200);
        assertThat(moved.body()).contains("\"side\":\"white\"").contains("veto:");
        assertThat(moved.body()).doesNotContain("\"text\":\"e7e5");
        Http.Answer back = http.post("/api/takeback", Map.of("session", session));
        assertThat(back.body()).contains("\"turns\":[]").contains("\"side\":\"white\"");
    }

    @Test
    void aPgnImportedIsExportedWithItsTurns() throws IOException {
        Game duck = Game.start("duck");
        for (String turn : new String[] {"e2e4,e4d5", "g8f6,f6c3", "g1f3,f3e5"}) {
            duck.play(turn);
        }
        String session = newGame("normal", "black");
        Http.Answer imported = http.post("/api/import-pgn", Map.of("session", session, "pgn", Pgn.write(duck)));
        assertThat(imported.status()).isEqualTo(200);
        assertThat(imported.body()).contains("\"variant\":\"duck\"").contains("\"engineSide\":\"none\"");
        assertThat(imported.field("fen")).isEqualTo(duck.fen());
        String exported = http.get("/api/pgn", Map.of("session", session)).body();
        assertThat(exported).contains("[Variant \"duck\"]").contains("1. e4,d5 Nf6,c3 2. Nf3,e5");
        assertThat(Pgn.read(exported).game().fen()).isEqualTo(duck.fen());
    }

    @Test
    void theAnalysisStreamsLinesInSan() throws IOException, InterruptedException {
        String session = newGame("normal", "none");
        http.post("/api/play", Map.of("session", session, "turn", "e2e4"));
        // The stream ends by itself when the page is gone or the position changes; here a
        // second request for another position ends the first, after its first lines.
        Thread mover = new Thread(() -> {
            try {
                Thread.sleep(1500);
                http.post("/api/play", Map.of("session", session, "turn", "e7e5"));
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        mover.start();
        Http.Answer stream = http.get("/api/analysis", Map.of("session", session, "lines", "2"));
        assertThat(stream.status()).isEqualTo(200);
        assertThat(stream.body()).contains("event: info").contains("\"line\":2").contains("\"san\":[\"")
                .contains("event: end");
        assertThat(stream.body()).containsPattern("\"depth\":[3-9]");
        mover.join();
        assertThat(http.get("/api/analysis", Map.of("session", session, "lines", "9")).status()).isEqualTo(400);
    }
}
