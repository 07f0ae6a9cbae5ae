package org.gridpuzzles.studio;

import com.sun.net.httpserver.HttpExchange;

/**
 * On loopback, only requests addressed to this machine by name are answered: a web page elsewhere cannot reach the
 * studio through a host name that it points at 127.0.0.1 (DNS rebinding).
 */
record HostCheck(boolean loopback, int port) {

    boolean allowed(HttpExchange exchange) {
        if (!loopback) {
            return true;
        }
        String host = exchange.getRequestHeaders().getFirst("Host");
        if (host == null) {
            return false;
        }
        String h = host.toLowerCase(java.util.Locale.ROOT);
        for (String name : new String[] {"127.0.0.1", "localhost", "[::1]"}) {
            if (h.equals(name) || h.equals(name + ":" + port)) {
                return true;
            }
        }
        return false;
    }
}
