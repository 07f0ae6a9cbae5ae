package org.gridpuzzles.studio;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

/** Plain requests to a studio: through the JDK's client, or as raw bytes for what no client would send. */
final class StudioHttp {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private StudioHttp() {
    }

    /** GET of a path and query, e.g. {@code /api/maze/path?rows=5}. */
    static HttpResponse<String> get(Studio studio, String pathAndQuery) throws IOException, InterruptedException {
        URI uri = studio.uri().resolve(pathAndQuery);
        return HTTP.send(HttpRequest.newBuilder(uri).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A status line, headers and body as they come back for a GET of {@code target} written exactly as given. */
    record Raw(int status, String head, String body) {

        String header(String name) {
            for (String line : head.split("\r\n")) {
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).trim().equalsIgnoreCase(name)) {
                    return line.substring(colon + 1).trim();
                }
            }
            return null;
        }
    }

    static Raw raw(Studio studio, String target) throws IOException {
        try (Socket s = new Socket(studio.uri().getHost(), studio.uri().getPort())) {
            s.setSoTimeout(60_000);
            OutputStream out = s.getOutputStream();
            out.write(("GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + studio.uri().getPort()
                    + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = s.getInputStream();
            String all = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            int end = all.indexOf("\r\n\r\n");
            String head = end < 0 ? all : all.substring(0, end);
            String body = end < 0 ? "" : all.substring(end + 4);
            int status = Integer.parseInt(head.substring(9, 12));
            return new Raw(status, head, body);
        }
    }
}
