package dev.mallard.gui;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import dev.mallard.gui.http.Exchanges;
import dev.mallard.gui.http.HttpProblem;
import dev.mallard.gui.http.Json;
import dev.mallard.gui.http.RequestGuard;
import dev.mallard.gui.search.Analysis;
import dev.mallard.gui.session.GameSession;
import dev.mallard.gui.session.Sessions;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The page's API under {@code /api/}: requests carry form fields (the game's id in
 * {@code session}), answers are the game's state as JSON, or {@code {"error": "..."}} with a
 * 4xx status and the game unchanged. Requests that change a game are POSTs. The live analysis is
 * a Server-Sent Events stream.
 */
final class GameApi implements HttpHandler {
    private static final Logger LOG = LoggerFactory.getLogger(GameApi.class);
    /** A comment line on an idle stream this often, so that a page that went away is noticed. */
    private static final long HEARTBEAT_MS = 10_000;
    /** The most analysis lines (MultiPV) a page may ask for. */
    static final int MAX_LINES = 5;

    private final RequestGuard guard;
    private final Sessions sessions;

    GameApi(RequestGuard guard, Sessions sessions) {
        this.guard = guard;
        this.sessions = sessions;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try {
            guard.check(exchange);
            route(exchange, exchange.getRequestURI().getPath(), Exchanges.fields(exchange));
        } catch (HttpProblem e) {
            Exchanges.sendJson(exchange, e.status(), Map.of("error", e.getMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            Exchanges.sendJson(exchange, 503, Map.of("error", "the server is stopping"));
        } catch (RuntimeException | Error e) {
            // A bug, not bad input: logged, and answered, since the JDK's server would leave the
            // page waiting on a connection that no one answers.
            LOG.error("request {} failed", exchange.getRequestURI().getPath(), e);
            Exchanges.sendJson(exchange, 500, Map.of("error", "internal error: " + e));
        }
    }

    private void route(HttpExchange exchange, String path, Map<String, String> fields)
            throws IOException, InterruptedException {
        boolean post = "POST".equals(exchange.getRequestMethod());
        switch (path) {
            case "/api/new" -> {
                requirePost(post);
                GameSession session = fields.containsKey("session") ? existingOrNew(fields.get("session")) : sessions.create();
                session.newGame(fields.getOrDefault("variant", "normal"), fields.get("fen"), fields.get("engine"),
                        fields.get("moveTime"), fields.get("clock"));
                sendState(exchange, session);
            }
            case "/api/state", "/api/ping" -> sendState(exchange, session(fields));
            case "/api/play" -> change(exchange, post, fields, session -> session.play(fields.get("turn")));
            case "/api/play-line" -> change(exchange, post, fields,
                    session -> session.playLine(fields.get("fen"), fields.get("turns")));
            case "/api/engine-move" -> change(exchange, post, fields, GameSession::engineMove);
            case "/api/takeback" -> change(exchange, post, fields, GameSession::takeback);
            case "/api/settings" -> change(exchange, post, fields,
                    session -> session.settings(fields.get("engine"), fields.get("moveTime")));
            case "/api/review" -> change(exchange, post, fields, GameSession::review);
            case "/api/import-pgn" -> change(exchange, post, fields, session -> session.importPgn(fields.get("pgn")));
            case "/api/pgn" -> Exchanges.send(exchange, 200, "text/plain; charset=utf-8",
                    session(fields).pgn().getBytes(StandardCharsets.UTF_8));
            case "/api/analysis" -> stream(exchange, session(fields), lines(fields.get("lines")));
            default -> throw new HttpProblem(404, "no such request: " + path);
        }
    }

    /** What a request does to its game. */
    @FunctionalInterface
    private interface Change {
        void apply(GameSession session) throws InterruptedException;
    }

    /** A request that changes its game: a POST, the change, then the game's state. */
    private void change(HttpExchange exchange, boolean post, Map<String, String> fields, Change change)
            throws IOException, InterruptedException {
        requirePost(post);
        GameSession session = session(fields);
        change.apply(session);
        sendState(exchange, session);
    }

    private GameSession existingOrNew(String id) {
        try {
            return sessions.find(id);
        } catch (HttpProblem e) {
            return sessions.create(); // a page whose game was released starts afresh
        }
    }

    private GameSession session(Map<String, String> fields) {
        return sessions.find(fields.get("session"));
    }

    private static void requirePost(boolean post) {
        if (!post) {
            throw new HttpProblem(405, "this request changes the game: send it as a POST");
        }
    }

    private static int lines(String text) {
        if (text == null) {
            return 1;
        }
        try {
            int lines = Integer.parseInt(text.strip());
            if (lines >= 1 && lines <= MAX_LINES) {
                return lines;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw HttpProblem.badRequest("lines is 1 to " + MAX_LINES + ", not \"" + text + "\"");
    }

    private static void sendState(HttpExchange exchange, GameSession session) throws IOException {
        Exchanges.sendJson(exchange, 200, session.state());
    }

    /** The analysis of the current position as Server-Sent Events, until it ends or the page goes. */
    private static void stream(HttpExchange exchange, GameSession session, int lines)
            throws IOException, InterruptedException {
        Analysis analysis = session.analyse(lines);
        exchange.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
        Exchanges.noSniffing(exchange);
        exchange.sendResponseHeaders(200, 0);
        try (OutputStream out = exchange.getResponseBody()) {
            write(out, ": analysis\n\n");
            while (true) {
                Analysis.Event event = analysis.next(HEARTBEAT_MS);
                session.touch();
                if (event == null) {
                    write(out, ": ping\n\n");
                    continue;
                }
                write(out, "event: " + event.name() + "\ndata: " + Json.write(event.data()) + "\n\n");
                if (event.name().equals("end")) {
                    break;
                }
            }
        } catch (IOException e) {
            LOG.debug("analysis stream of game {} closed by the page", session.id());
        } finally {
            session.stop(analysis);
            exchange.close();
        }
    }

    private static void write(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}
