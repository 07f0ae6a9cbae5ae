package org.gridpuzzles.studio;

import java.io.IOException;
import java.util.Locale;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.HttpExchange;

/**
 * In front of every route that computes or reads data: a request a browser sends on behalf of another site's page is
 * refused, so that a page the user opens elsewhere cannot make the studio compute (a no-cors fetch, a form, an image).
 * The browser names such a request by its {@code Origin} (when it differs from the address the request is sent to,
 * {@code http://} and the {@code Host} header) or by {@code Sec-Fetch-Site: cross-site} or {@code same-site} (another
 * port of 127.0.0.1 is the same site, not the same origin). Requests without those headers (curl, scripts) and the
 * studio's own pages ({@code same-origin}, or {@code none} for an address typed in) pass.
 */
final class SameOrigin extends Filter {

    @Override
    public String description() {
        return "requests from other origins refused";
    }

    @Override
    public void doFilter(HttpExchange ex, Chain chain) throws IOException {
        String refusal = refusal(ex.getRequestHeaders().getFirst("Origin"),
                ex.getRequestHeaders().getFirst("Sec-Fetch-Site"), ex.getRequestHeaders().getFirst("Host"));
        if (refusal != null) {
            Answers.error(ex, 403, refusal);
            return;
        }
        chain.doFilter(ex);
    }

    /** Why a request with these headers is refused, or null. */
    static String refusal(String origin, String fetchSite, String host) {
        if (fetchSite != null) {
            String site = fetchSite.trim().toLowerCase(Locale.ROOT);
            if (site.equals("cross-site") || site.equals("same-site")) {
                return "refused: the browser says this request comes from another site's page (Sec-Fetch-Site: "
                        + site + "); the studio answers only its own pages, and programs such as curl";
            }
        }
        if (origin != null && (host == null || !withoutDefaultPort(origin.trim().toLowerCase(Locale.ROOT))
                .equals(withoutDefaultPort("http://" + host.trim().toLowerCase(Locale.ROOT))))) {
            return "refused: a request from the page at " + (origin.length() > 80 ? origin.substring(0, 80) + "..."
                    : origin) + ", another origin than the studio's"
                    + (host == null ? "" : " (http://" + (host.length() > 80 ? host.substring(0, 80) + "..." : host)
                    + ")") + "; the studio answers only its own pages, and programs such as curl";
        }
        return null;
    }

    /** A browser leaves out port 80 of http in both headers; either way it is the same origin. */
    private static String withoutDefaultPort(String origin) {
        return origin.endsWith(":80") ? origin.substring(0, origin.length() - 3) : origin;
    }
}
