package dev.mallard.gui.http;

import com.sun.net.httpserver.HttpExchange;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Reading requests and writing answers on the JDK's {@link HttpExchange}: bodies read up to a
 * limit, form fields decoded, JSON and text answers with the headers every answer carries.
 */
public final class Exchanges {
    /** The largest request body: a PGN of a long game is a few kilobytes, so 256 KiB is plenty. */
    public static final int MAX_BODY_BYTES = 256 * 1024;
    /** How much of an oversized body is read and dropped before the connection is closed. */
    static final int MAX_DRAINED_BYTES = 16 << 20;

    private Exchanges() {
    }

    /**
     * {@return the form fields of the request: its query string, then its body for a POST}
     * A field named twice keeps its last value.
     *
     * @param exchange the request
     * @throws HttpProblem (413) for a body over {@value #MAX_BODY_BYTES} bytes, (400) for one
     *     that is no valid form encoding
     * @throws IOException if the connection fails
     */
    public static Map<String, String> fields(HttpExchange exchange) throws IOException {
        Map<String, String> fields = new HashMap<>();
        String query = exchange.getRequestURI().getRawQuery();
        if (query != null) {
            decode(query, fields);
        }
        if ("POST".equals(exchange.getRequestMethod())) {
            decode(new String(body(exchange), StandardCharsets.UTF_8), fields);
        }
        return fields;
    }

    /**
     * Reads the body, refusing to hold more than the limit in memory. An oversized body is still
     * read to its end (up to {@value #MAX_DRAINED_BYTES} bytes) and dropped, so that the client,
     * still sending it, gets the answer rather than a reset connection.
     */
    private static byte[] body(HttpExchange exchange) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        long total = 0;
        // Not closed here: the answer's drain reads it to its end, and closing the exchange closes it.
        InputStream in = exchange.getRequestBody();
        int read;
        while ((read = in.read(chunk)) > 0 && total <= MAX_DRAINED_BYTES) {
            total += read;
            if (total <= MAX_BODY_BYTES) {
                body.write(chunk, 0, read);
            }
        }
        if (total > MAX_BODY_BYTES) {
            throw new HttpProblem(413, "request body too large: at most " + MAX_BODY_BYTES + " bytes");
        }
        return body.toByteArray();
    }

    private static void decode(String encoded, Map<String, String> fields) {
        for (String pair : encoded.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            String name = equals < 0 ? pair : pair.substring(0, equals);
            String value = equals < 0 ? "" : pair.substring(equals + 1);
            try {
                fields.put(URLDecoder.decode(name, StandardCharsets.UTF_8), URLDecoder.decode(value, StandardCharsets.UTF_8));
            } catch (IllegalArgumentException e) {
                throw HttpProblem.badRequest("malformed form field \"" + abbreviate(name) + "\": " + e.getMessage());
            }
        }
    }

    /**
     * Reads what is left of the request body (up to {@value #MAX_DRAINED_BYTES} bytes) and drops
     * it: a request refused before its body was read (a foreign host, a GET with a body) would
     * otherwise have its connection reset under the answer, which the client then never reads.
     */
    private static void drain(HttpExchange exchange) throws IOException {
        byte[] chunk = new byte[8192];
        long total = 0;
        InputStream in = exchange.getRequestBody();
        int read;
        while (total <= MAX_DRAINED_BYTES && (read = in.read(chunk)) > 0) {
            total += read;
        }
    }

    /**
     * {@return text cut to a length fit for an error message}
     *
     * @param text the text
     */
    public static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "...";
    }

    /**
     * Answers with JSON.
     *
     * @param exchange the request
     * @param status the HTTP status
     * @param body a value {@link Json#write} takes
     * @throws IOException if the connection fails
     */
    public static void sendJson(HttpExchange exchange, int status, Object body) throws IOException {
        send(exchange, status, "application/json; charset=utf-8", Json.write(body).getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Answers with the bytes given.
     *
     * @param exchange the request
     * @param status the HTTP status
     * @param contentType the body's media type
     * @param body the body
     * @throws IOException if the connection fails
     */
    public static void send(HttpExchange exchange, int status, String contentType, byte[] body) throws IOException {
        drain(exchange);
        exchange.getResponseHeaders().set("Content-Type", contentType);
        noSniffing(exchange);
        boolean head = "HEAD".equals(exchange.getRequestMethod());
        exchange.sendResponseHeaders(status, body.length == 0 || head ? -1 : body.length);
        if (body.length > 0 && !head) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
        exchange.close();
    }

    /**
     * Sets the headers that keep the page's content to itself: no guessing of types, no framing by
     * other sites, no resources from elsewhere (the page works offline), no caching of game state.
     *
     * @param exchange the request
     */
    public static void noSniffing(HttpExchange exchange) {
        exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        exchange.getResponseHeaders().set("X-Frame-Options", "DENY");
        exchange.getResponseHeaders().set("Content-Security-Policy",
                "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'");
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
    }
}
