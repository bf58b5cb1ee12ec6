package dev.mallard.gui;

import com.sun.net.httpserver.HttpServer;
import dev.mallard.gui.http.RequestGuard;
import dev.mallard.gui.http.StaticResources;
import dev.mallard.gui.search.SearchPool;
import dev.mallard.gui.session.Sessions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.time.Duration;
import java.util.Collections;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The GUI's web server, on the JDK's own {@link HttpServer}: the page's files and its API, with
 * the games of the open tabs and the threads their searches run on.
 */
public final class GuiServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(GuiServer.class);
    /**
     * The JDK server's switch for TCP_NODELAY (its module's documented property), off by default:
     * it writes an answer's headers and body apart, and on a kept-alive connection, as a browser's,
     * Nagle's algorithm then holds the body until the browser acknowledges the headers, which it
     * delays by some 40 ms. Read once, when the JVM's first server starts.
     */
    private static final String NO_DELAY = "sun.net.httpserver.nodelay";

    /**
     * What the server is allowed.
     *
     * @param host          the address to listen on ({@code 127.0.0.1} unless asked)
     * @param port          the port, 0 for a free one
     * @param maxGames      how many games (tabs) may be open at once, each with an engine
     * @param searchThreads how many searches run at once, one thread each
     * @param hashMb        each engine's transposition table in MB
     * @param idleTimeout   how long a game no page uses is kept
     */
    public record Limits(String host, int port, int maxGames, int searchThreads, int hashMb, Duration idleTimeout) {
        /** The default address: loopback only. */
        public static final String LOOPBACK = "127.0.0.1";

        /**
         * {@return the defaults on the given address and port: 16 games, a search for each
         * processor but one (at least one search), 16 MB tables, games released after 10
         * minutes unused} The processor left over answers the pages while every search runs.
         *
         * @param host the address to listen on
         * @param port the port, 0 for a free one
         */
        public static Limits defaults(String host, int port) {
            return new Limits(host, port, 16, Math.max(1, Runtime.getRuntime().availableProcessors() - 1), 16,
                    Duration.ofMinutes(10));
        }
    }

    private final HttpServer server;
    private final ExecutorService requests;
    private final SearchPool pool;
    private final Sessions sessions;
    private final URI uri;

    private GuiServer(Limits limits) throws IOException {
        InetAddress address = InetAddress.getByName(limits.host());
        server = HttpServer.create(new InetSocketAddress(address, limits.port()), 64);
        int port = server.getAddress().getPort();
        pool = new SearchPool(limits.searchThreads());
        sessions = new Sessions(pool, limits.maxGames(), limits.hashMb(), limits.idleTimeout());
        RequestGuard guard = new RequestGuard(ownHosts(address, limits.host(), port));
        server.createContext("/", new StaticResources(guard));
        server.createContext("/api/", new GameApi(guard, sessions));
        // One thread per request: each open tab holds one for its analysis stream, and a request
        // waiting for the engine's turn holds one, so there are some for every game and more.
        AtomicInteger count = new AtomicInteger();
        requests = Executors.newFixedThreadPool(limits.maxGames() * 3, task -> {
            Thread thread = new Thread(task, "gui-http-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        server.setExecutor(requests);
        String shown = address.isAnyLocalAddress() ? Limits.LOOPBACK : address.getHostAddress();
        uri = URI.create("http://" + (shown.contains(":") ? "[" + shown + "]" : shown) + ":" + port + "/");
    }

    /**
     * {@return a running server}
     *
     * @param limits its address, port and bounds
     * @throws UncheckedIOException if the address cannot be had (the port taken, the host unknown)
     */
    public static GuiServer start(Limits limits) {
        if (System.getProperty(NO_DELAY) == null) {
            System.setProperty(NO_DELAY, "true"); // unless the JVM's command line chose
        }
        try {
            GuiServer gui = new GuiServer(limits);
            gui.server.start();
            LOG.info("Mallard GUI on {}", gui.uri);
            return gui;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot listen on " + limits.host() + ":" + limits.port() + ": " + e.getMessage(), e);
        }
    }

    /** {@return the page's address} */
    public URI uri() {
        return uri;
    }

    /** {@return the open games} */
    Sessions sessions() {
        return sessions;
    }

    /** The {@code Host} values of the server's own page: its addresses and names with the port. */
    private static Set<String> ownHosts(InetAddress address, String host, int port) throws SocketException {
        Set<String> names = new HashSet<>();
        names.add(host);
        names.add(address.getHostAddress());
        if (address.isLoopbackAddress() || address.isAnyLocalAddress()) {
            names.add("localhost");
            names.add("127.0.0.1");
            names.add("[::1]");
        }
        if (address.isAnyLocalAddress()) {
            for (NetworkInterface face : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                for (InetAddress local : Collections.list(face.getInetAddresses())) {
                    String text = local.getHostAddress().replaceAll("%.*", "");
                    names.add(text.contains(":") ? "[" + text + "]" : text);
                }
            }
        }
        Set<String> hosts = new HashSet<>();
        for (String name : names) {
            hosts.add((name.contains(":") && !name.startsWith("[") ? "[" + name + "]" : name).toLowerCase() + ":" + port);
        }
        return hosts;
    }

    /** Stops serving, releases every game and stops the searches. */
    @Override
    public void close() {
        server.stop(0);
        sessions.close();
        pool.close();
        requests.shutdownNow();
    }
}
