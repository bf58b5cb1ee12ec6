package dev.mallard.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The page's latency with eight games analysing at once (the "every page within 200 ms"),
 * measured on a server in a JVM of its own, started as {@code ./mallard gui} starts it (its
 * garbage collector and flags, {@link #SERVER_JVM}; a server in the test's own JVM would stop the
 * client with it at each collection, which then goes unseen), on the default search threads:
 * eight tabs each keep a live analysis stream open (3
 * lines, reopened after each turn as the page does), while a client requests every page and API
 * the board uses in turn, the page's files, the state, the ping, the PGN, and turns played and
 * taken back, on one kept-alive connection as a browser does (the JDK's {@link HttpClient}), for {@code mallard.load.seconds} seconds (20 by default) after 5 s of warm-up. It
 * prints the median, 95th percentile and slowest answer, by request and in all, beside the
 * machine's load average and the server's garbage collection pauses.
 *
 * <p>Tagged slow, so not in the default suite (a timing depends on the machine and what else
 * runs on it): {@code mvn -B -q -pl gui -am verify -Pslow -Dtest=LoadTest
 * -Dsurefire.failIfNoSpecifiedTests=false} (docs/gui.md gives the figures).
 */
@Tag("slow")
class LoadTest {
    private static final int GAMES = 8;
    private static final String[] VARIANTS = {"duck", "refusal", "normal"};
    private static final Duration WARM_UP = Duration.ofSeconds(5);
    private static final Pattern FIRST_LEGAL = Pattern.compile("\"legal\":\\[\"([^\"]+)\"");
    private static final Pattern ADDRESS = Pattern.compile("open (http://\\S+) ");
    private static final Pattern PAUSE = Pattern.compile("Pause.* ([0-9.]+)ms$");
    /** The JVM options {@code ./mallard gui} runs the server with (the launcher's, with its collector for the GUI). */
    private static final List<String> SERVER_JVM = List.of("-XX:+UseG1GC", "-XX:MaxGCPauseMillis=50", "-XX:-UseCompressedOops",
            "-Xss16m");

    @Test
    void everyPageAnswersWhileEightGamesAnalyse() throws Exception {
        Duration measured = Duration.ofSeconds(Long.getLong("mallard.load.seconds", 20));
        Path gcLog = Files.createTempFile("mallard-gui-gc", ".log");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(System.getProperty("mallard.load.jvm", String.join(" ", SERVER_JVM)).split(" ")));
        command.addAll(List.of("-Xlog:gc:file=" + gcLog, "-cp", System.getProperty("java.class.path"), GuiCommand.class.getName()));
        Process server = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            String first = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8)).readLine();
            Matcher address = ADDRESS.matcher(String.valueOf(first));
            assertThat(address.find()).as("the server's address in " + first).isTrue();
            URI uri = URI.create(address.group(1));
            measure(uri, measured, command, gcLog);
        } finally {
            server.destroy(); // as Ctrl-C: the server closes its games
            if (!server.waitFor(30, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
            Files.deleteIfExists(gcLog);
        }
    }

    private void measure(URI uri, Duration measured, List<String> command, Path gcLog) throws Exception {
        Http http = new Http(uri.getPort());
        List<String> sessions = new ArrayList<>();
        AtomicIntegerArray lines = new AtomicIntegerArray(GAMES);
        AtomicBoolean stopping = new AtomicBoolean();
        for (int i = 0; i < GAMES; i++) {
            String session = http.post("/api/new", Map.of("variant", VARIANTS[i % 3], "engine", "none")).field("session");
            sessions.add(session);
            int game = i;
            // A tab's analysis: a stream until the position changes, then the next one.
            Thread stream = new Thread(() -> {
                while (!stopping.get()) {
                    try {
                        String body = http.get("/api/analysis", Map.of("session", session, "lines", "3")).body();
                        lines.addAndGet(game, body.split("event: info", -1).length - 1);
                    } catch (IOException e) {
                        return; // the server stopped
                    }
                }
            }, "analysis-stream-" + i);
            stream.setDaemon(true);
            stream.start();
        }
        HttpClient browser = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        String[] pages = {"/", "/app.js", "/style.css", "/pieces/duck.svg", "/api/state", "/api/ping", "/api/pgn", "play",
            "/api/state", "takeback"};
        List<Long> all = new ArrayList<>();
        Map<String, List<Long>> byPage = new TreeMap<>();
        // The first rounds, not counted, warm up the server's first searches and compilations, and the client's.
        long measureFrom = System.nanoTime() + WARM_UP.toNanos();
        long end = measureFrom + measured.toNanos();
        String load = null;
        for (int round = 0; System.nanoTime() < end; round++) {
            if (load == null && System.nanoTime() >= measureFrom) {
                load = loadAverage();
            }
            String session = sessions.get(round % GAMES);
            String page = pages[(round / GAMES) % pages.length];
            long before = System.nanoTime();
            HttpRequest request = switch (page) {
                case "play" -> {
                    Matcher legal = FIRST_LEGAL.matcher(http.get("/api/state", Map.of("session", session)).body());
                    assertThat(legal.find()).isTrue();
                    before = System.nanoTime();
                    yield post(uri, "/api/play", Map.of("session", session, "turn", legal.group(1)));
                }
                case "takeback" -> post(uri, "/api/takeback", Map.of("session", session));
                default -> HttpRequest.newBuilder(uri.resolve(page.startsWith("/api/")
                        ? page + "?" + Http.form(Map.of("session", session)) : page)).build();
            };
            HttpResponse<String> answer = browser.send(request, HttpResponse.BodyHandlers.ofString());
            long micros = (System.nanoTime() - before) / 1000;
            assertThat(answer.statusCode()).as(page).isEqualTo(200);
            if (load != null) {
                all.add(micros);
                byPage.computeIfAbsent(page, k -> new ArrayList<>()).add(micros);
            }
            Thread.sleep(20);
        }
        String loadAfter = loadAverage();
        stopping.set(true);

        System.out.printf(Locale.ROOT, "load: %d games analysing (3 lines each) on %d search thread(s), %d processors;"
                + " load average %s at the start, %s at the end; server: %s%n", GAMES, Math.max(1,
                Runtime.getRuntime().availableProcessors() - 1), Runtime.getRuntime().availableProcessors(), load, loadAfter,
                String.join(" ", command.subList(1, command.indexOf("-cp"))));
        for (Map.Entry<String, List<Long>> entry : byPage.entrySet()) {
            System.out.println("load:   " + stats(entry.getKey(), entry.getValue()));
        }
        System.out.println("load: " + stats("every request", all));
        List<Double> pauses = new ArrayList<>();
        for (String line : Files.readAllLines(gcLog)) {
            Matcher pause = PAUSE.matcher(line);
            if (pause.find()) {
                pauses.add(Double.parseDouble(pause.group(1)));
            }
        }
        System.out.printf(Locale.ROOT, "load: the server's garbage collection pauses since it started: %d, longest %.1f ms%n",
                pauses.size(), pauses.stream().mapToDouble(Double::doubleValue).max().orElse(0));
        for (int i = 0; i < GAMES; i++) {
            assertThat(lines.get(i)).as("analysis lines sent to game " + i).isPositive();
        }
        // The 95th percentile, not the slowest: on a machine shared with other work a few
        // answers wait for a processor whatever the server does (docs/gui.md gives the figures).
        assertThat(percentile(all, 95)).as("95th percentile of the answers in µs").isLessThan(200_000);
    }

    private static HttpRequest post(URI uri, String path, Map<String, String> fields) {
        return HttpRequest.newBuilder(uri.resolve(path)).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(Http.form(fields))).build();
    }

    private static String stats(String name, List<Long> micros) {
        return String.format(Locale.ROOT, "%-16s %4d requests: median %6.1f ms, 95th percentile %6.1f ms, slowest %6.1f ms", name,
                micros.size(), percentile(micros, 50) / 1000.0, percentile(micros, 95) / 1000.0, percentile(micros, 100) / 1000.0);
    }

    private static long percentile(List<Long> micros, int percent) {
        List<Long> sorted = micros.stream().sorted().toList();
        return sorted.get(Math.min(sorted.size() - 1, sorted.size() * percent / 100));
    }

    /** {@return the machine's load averages over 1, 5 and 15 minutes, where Linux gives them} */
    private static String loadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return fields[0] + " " + fields[1] + " " + fields[2];
        } catch (IOException e) {
            return "(unknown)";
        }
    }
}
