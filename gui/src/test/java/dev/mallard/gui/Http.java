package dev.mallard.gui;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.StringJoiner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A client that writes its requests byte by byte, as a hostile page or a broken client would:
 * any {@code Host} and {@code Origin}, any body. (The JDK's HttpClient refuses to set
 * {@code Host}.)
 */
final class Http {
    /** An answer: its status and body. */
    record Answer(int status, String body) {
        /** {@return the value of a string field of a JSON answer, or null} */
        String field(String name) {
            Matcher m = Pattern.compile("\"" + name + "\":\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(body);
            return m.find() ? m.group(1) : null;
        }
    }

    private final int port;

    Http(int port) {
        this.port = port;
    }

    Answer post(String path, Map<String, String> fields) throws IOException {
        return request("POST", path, form(fields).getBytes(StandardCharsets.UTF_8), Map.of());
    }

    Answer get(String path, Map<String, String> fields) throws IOException {
        return request("GET", path + "?" + form(fields), new byte[0], Map.of());
    }

    static String form(Map<String, String> fields) {
        StringJoiner joined = new StringJoiner("&");
        fields.forEach((k, v) -> joined.add(URLEncoder.encode(k, StandardCharsets.UTF_8) + "="
                + URLEncoder.encode(v, StandardCharsets.UTF_8)));
        return joined.toString();
    }

    /** Sends a request with the server's own Host unless {@code headers} names another. */
    Answer request(String method, String target, byte[] body, Map<String, String> headers) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(60_000);
            StringBuilder head = new StringBuilder(method + " " + target + " HTTP/1.1\r\n");
            if (!headers.containsKey("Host")) {
                head.append("Host: 127.0.0.1:").append(port).append("\r\n");
            }
            headers.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
            head.append("Content-Type: application/x-www-form-urlencoded\r\n");
            head.append("Content-Length: ").append(body.length).append("\r\nConnection: close\r\n\r\n");
            OutputStream out = socket.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            try {
                out.write(body);
                out.flush();
            } catch (IOException e) {
                // the server may answer and close before reading an oversized body: read its answer
            }
            return read(socket.getInputStream());
        }
    }

    private static Answer read(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        in.transferTo(all);
        String text = all.toString(StandardCharsets.UTF_8);
        if (text.length() < 12) {
            return new Answer(0, "(no answer: the server closed the connection)");
        }
        int status = Integer.parseInt(text.substring(9, 12));
        int bodyStart = text.indexOf("\r\n\r\n");
        String body = bodyStart < 0 ? "" : text.substring(bodyStart + 4);
        if (text.substring(0, Math.max(0, bodyStart)).toLowerCase().contains("transfer-encoding: chunked")) {
            body = unchunk(body);
        }
        return new Answer(status, body);
    }

    private static String unchunk(String chunked) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (at < chunked.length()) {
            int lineEnd = chunked.indexOf("\r\n", at);
            int size = Integer.parseInt(chunked.substring(at, lineEnd).trim(), 16);
            if (size == 0) {
                break;
            }
            out.append(chunked, lineEnd + 2, lineEnd + 2 + size);
            at = lineEnd + 2 + size + 2;
        }
        return out.toString();
    }
}
