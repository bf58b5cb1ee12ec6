package dev.mallard.gui.http;

import com.sun.net.httpserver.HttpExchange;
import java.util.Locale;
import java.util.Set;

/**
 * Refuses requests that do not come from the server's own page: a {@code Host} header that is
 * not one of the server's own names (a DNS-rebinding page reaches 127.0.0.1 under its own host
 * name) and an {@code Origin} header of any other site (a foreign page posting a form).
 */
public final class RequestGuard {
    private final Set<String> hosts;

    /**
     * A guard for a server reached under the given host names.
     *
     * @param hosts the {@code host:port} values the server answers to, in lower case
     */
    public RequestGuard(Set<String> hosts) {
        this.hosts = Set.copyOf(hosts);
    }

    /**
     * Checks a request's {@code Host} and {@code Origin}.
     *
     * @param exchange the request
     * @throws HttpProblem (403) naming the header that is not the server's own
     */
    public void check(HttpExchange exchange) {
        String host = exchange.getRequestHeaders().getFirst("Host");
        if (host == null || !hosts.contains(host.toLowerCase(Locale.ROOT))) {
            throw new HttpProblem(403, "refused: Host " + (host == null ? "(none)" : "\"" + Exchanges.abbreviate(host)
                    + "\"") + " is not this server's (" + String.join(", ", hosts) + ")");
        }
        String origin = exchange.getRequestHeaders().getFirst("Origin");
        if (origin != null && !isOwnOrigin(origin.toLowerCase(Locale.ROOT))) {
            throw new HttpProblem(403, "refused: Origin \"" + Exchanges.abbreviate(origin) + "\" is not this server's");
        }
    }

    private boolean isOwnOrigin(String origin) {
        return origin.startsWith("http://") && hosts.contains(origin.substring("http://".length()));
    }
}
