package dev.mallard.gui.http;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Serves the page (HTML, script, style sheet and SVG pieces) from the jar's resources, so that it
 * works offline. Only plain file names of the page's own folder are served: no path climbs out.
 */
public final class StaticResources implements HttpHandler {
    private static final String FOLDER = "/dev/mallard/gui/page/";
    private static final Pattern NAME = Pattern.compile("(?:pieces/)?[a-z0-9-]+\\.(html|js|css|svg)");
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "svg", "image/svg+xml");

    private final RequestGuard guard;

    /**
     * Serves the page's files to requests the guard lets through.
     *
     * @param guard the check of Host and Origin
     */
    public StaticResources(RequestGuard guard) {
        this.guard = guard;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try {
            guard.check(exchange);
            if (!"GET".equals(exchange.getRequestMethod()) && !"HEAD".equals(exchange.getRequestMethod())) {
                throw new HttpProblem(405, "the page's files are read with GET");
            }
            String path = exchange.getRequestURI().getPath();
            String name = path.equals("/") ? "index.html" : path.substring(1);
            var matcher = NAME.matcher(name);
            InputStream in = matcher.matches() ? StaticResources.class.getResourceAsStream(FOLDER + name) : null;
            if (in == null) {
                throw new HttpProblem(404, "no such page: " + Exchanges.abbreviate(path));
            }
            byte[] body;
            try (in) {
                body = in.readAllBytes();
            }
            Exchanges.send(exchange, 200, TYPES.get(matcher.group(1)), body);
        } catch (HttpProblem e) {
            Exchanges.send(exchange, e.status(), "text/plain; charset=utf-8", e.getMessage().getBytes(StandardCharsets.UTF_8));
        }
    }
}
