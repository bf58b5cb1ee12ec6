package dev.mallard.gui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Pgn;
import dev.mallard.core.variant.Variants;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Random requests against the server: random paths, methods and fields, turns legal and not,
 * FENs and PGNs with random damage, random bytes, 1 MB bodies, foreign hosts and origins. None
 * may break the server (no 5xx) or a game: after them every game's position is still the one
 * its turns lead to from its start.
 */
class HttpFuzzTest {
    private static final String[] PATHS = {"/api/new", "/api/play", "/api/play", "/api/play", "/api/play-line", "/api/engine-move",
        "/api/takeback", "/api/settings", "/api/import-pgn", "/api/state", "/api/pgn", "/api/ping", "/api/analysis",
        "/", "/app.js", "/pieces/duck.svg", "/api/", "/api/nothing", "/%2e%2e/pom.xml", "/pieces/../../x"};
    private static final String[] VARIANTS = {"normal", "duck", "refusal", "Standard", "shogi", "", "DUCK"};
    private static final String[] FENS = {"rnbqkbnr/pppppppp/8/8/4P3/3*4/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e5",
        "r3k3/1P6/8/3pP3/8/8/8/R3K2R w KQq d6 0 1", "7k/8/5K2/8/8/8/8/R7 w - - 0 1"};
    private static final Pattern TURN_TEXT = Pattern.compile("\"text\":\"([^\"]+)\"");

    private GuiServer server;
    private Http http;
    private final Random random = new Random(50);
    private String lastRequest;

    @BeforeEach
    void start() {
        server = GuiServer.start(new GuiServer.Limits("127.0.0.1", 0, 6, 2, 4, Duration.ofMinutes(5)));
        http = new Http(server.uri().getPort());
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void randomRequestsBreakNeitherTheServerNorAGame() throws IOException {
        List<String> sessions = new ArrayList<>();
        for (String variant : new String[] {"normal", "duck", "refusal"}) {
            Http.Answer answer = http.post("/api/new", Map.of("variant", variant, "engine", "none", "moveTime", "20"));
            assertThat(answer.status()).as(answer.body()).isEqualTo(200);
            sessions.add(answer.field("session"));
        }
        Map<Integer, Integer> statuses = new HashMap<>();
        for (int i = 0; i < 600; i++) {
            String session = sessions.get(random.nextInt(sessions.size()));
            Http.Answer answer = randomRequest(session);
            statuses.merge(answer.status(), 1, Integer::sum);
            assertThat(answer.status()).as("request %d, %s, answered %s", i, lastRequest, answer.body()).isBetween(200, 499);
            assertThat(answer.status()).as("request %d answered %s", i, answer.body()).isBetween(200, 499);
            if (i % 25 == 0) {
                sessions.forEach(this::assertConsistent);
            }
        }
        sessions.forEach(this::assertConsistent);
        // The fuzz reached both sides: accepted requests and every kind of refusal.
        assertThat(statuses).containsKeys(200, 400, 403, 404, 405, 410, 413);
    }

    private Http.Answer randomRequest(String session) throws IOException {
        String path = PATHS[random.nextInt(PATHS.length)];
        String method = random.nextInt(6) == 0 ? List.of("PUT", "DELETE", "HEAD").get(random.nextInt(3))
                : random.nextBoolean() ? "POST" : "GET";
        Map<String, String> fields = new HashMap<>();
        if (random.nextInt(8) != 0) {
            fields.put("session", random.nextInt(10) == 0 ? session.substring(1) : session);
        }
        switch (random.nextInt(10)) {
            case 0 -> fields.put("fen", damaged(pick(FENS)));
            case 1 -> fields.put("pgn", damaged(samplePgn()));
            case 2 -> fields.put("turn", randomTurn());
            case 3 -> fields.put("turn", legalTurn(session));
            case 4 -> fields.put("lines", String.valueOf(random.nextInt(12) - 3));
            case 5 -> fields.put("engine", pick(new String[] {"white", "black", "none", "both", ""}));
            case 6 -> fields.put("moveTime", pick(new String[] {"20", "0", "-5", "99999999999", "x", "30"}));
            case 7 -> fields.put("clock", pick(new String[] {"0.25+0", "none", "0+0", "3+", "1e99+1", "0.25+1.5", "é"}));
            case 8 -> {
                // An analysis line: from the game's own position or a damaged one, its turns legal or not.
                fields.put("fen", random.nextBoolean() ? http.get("/api/state", Map.of("session", session)).field("fen")
                        : damaged(pick(FENS)));
                fields.put("turns", legalTurn(session) + (random.nextBoolean() ? "" : " " + randomTurn()));
            }
            default -> fields.put("variant", pick(VARIANTS));
        }
        if (path.equals("/api/analysis") && !"9".equals(fields.get("lines"))) {
            fields.put("lines", "9"); // a valid request would open a stream that runs until the position changes
        }
        Map<String, String> headers = new HashMap<>();
        int port = server.uri().getPort();
        switch (random.nextInt(12)) {
            case 0 -> headers.put("Origin", "http://evil.example");
            case 1 -> headers.put("Host", "evil.example:" + port);
            case 2 -> headers.put("Origin", "null");
            default -> { }
        }
        byte[] body = Http.form(fields).getBytes(StandardCharsets.UTF_8);
        String target = path;
        switch (random.nextInt(14)) {
            case 0 -> {
                body = new byte[1 << 20];
                random.nextBytes(body);
            }
            case 1 -> {
                body = new byte[random.nextInt(200)];
                random.nextBytes(body);
            }
            case 2 -> {
                // A request line that is no URI: the JDK's server answers 400 itself, without
                // reading a body, so none is sent (the unread body would reset the connection).
                target = path + "?" + Http.form(fields) + "&%zz=%";
                body = new byte[0];
            }
            default -> {
                if (method.equals("GET")) {
                    target = path + "?" + Http.form(fields);
                }
            }
        }
        lastRequest = method + " " + target + " " + headers + " body of " + body.length + " bytes";
        try {
            return http.request(method, target, body, headers);
        } catch (IOException e) {
            throw new AssertionError("no answer to " + lastRequest, e);
        }
    }

    /** Checks that the game's position is the one its turns lead to from its start. */
    private void assertConsistent(String session) {
        try {
            Http.Answer state = http.get("/api/state", Map.of("session", session));
            assertThat(state.status()).isEqualTo(200);
            Game replay = Game.fromFen(Variants.find(state.field("variant")).orElseThrow(),
                    state.field("startFen"));
            Matcher turns = TURN_TEXT.matcher(state.body());
            while (turns.find()) {
                replay.play(turns.group(1));
            }
            assertThat(replay.fen()).isEqualTo(state.field("fen"));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private String legalTurn(String session) throws IOException {
        String body = http.get("/api/state", Map.of("session", session)).body();
        Matcher legal = Pattern.compile("\"legal\":\\[\"([^\"]+)\"").matcher(body);
        return legal.find() ? legal.group(1) : "e2e4";
    }

    private String randomTurn() {
        String files = "abcdefghij";
        StringBuilder turn = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            turn.append(i % 2 == 0 ? files.charAt(random.nextInt(files.length())) : (char) ('0' + random.nextInt(10)));
        }
        return turn + pick(new String[] {"", "q", ",e4d5", "/e7e5", ",", "/", "\u0000", "é"});
    }

    private String samplePgn() {
        Game game = Game.start(pick(new String[] {"normal", "duck", "refusal"}));
        for (int i = 0; i < 6 && !game.isOver(); i++) {
            game.play(game.legalTurns().get(random.nextInt(game.legalTurns().size())));
        }
        return Pgn.write(game);
    }

    /** The text with a few random characters replaced, dropped or cut off. */
    private String damaged(String text) {
        StringBuilder out = new StringBuilder(text);
        int damage = random.nextInt(4);
        for (int i = 0; i < damage && out.length() > 0; i++) {
            int at = random.nextInt(out.length());
            switch (random.nextInt(3)) {
                case 0 -> out.setCharAt(at, "/ 12345678pnbrqkPNBRQK*-wb[]\"".charAt(random.nextInt(29)));
                case 1 -> out.deleteCharAt(at);
                default -> out.setLength(at);
            }
        }
        return out.toString();
    }

    private String pick(String[] choices) {
        return choices[random.nextInt(choices.length)];
    }
}
