package org.gridpuzzles.studio;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.gridpuzzles.io.Json;

/**
 * The studio's listening socket, in front of the JDK's HTTP server (which listens on a loopback port of its own). Each
 * connection is relayed as it comes, except a request whose target is no URI (a '%' without two hex digits, a space or
 * a brace in it): the JDK's server refuses those itself, before any handler, with a page of HTML, and here they are
 * answered like every other refusal, JSON 400 with the reason. The front follows each request's framing
 * (Content-Length or chunks) to see every request line of a kept-alive connection; what it cannot follow it relays
 * as it is, for the server behind to judge.
 */
final class FrontDoor implements AutoCloseable {

    /** Connections relayed at once; one more is answered busy. */
    private static final int MAX_CONNECTIONS = 512;
    /** How long a stopping studio lets the answers already given reach their clients. */
    private static final long DRAIN_MILLIS = 1000;

    private final ServerSocket listener;
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "studio-front");
        t.setDaemon(true);
        return t;
    });
    /** The sockets open, both sides of every connection: closed when the studio stops. */
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final java.util.concurrent.atomic.AtomicInteger connections = new java.util.concurrent.atomic.AtomicInteger();
    private volatile InetSocketAddress inner;
    private volatile boolean closed;

    private FrontDoor(ServerSocket listener) {
        this.listener = listener;
    }

    /** Listens on the address and port (0: a free one); connections wait until {@link #start}. */
    static FrontDoor bind(InetAddress address, int port, int backlog) throws IOException {
        ServerSocket s = new ServerSocket();
        try {
            s.setReuseAddress(true);
            s.bind(new InetSocketAddress(address, port), backlog);
        } catch (IOException e) {
            s.close();
            throw e;
        }
        return new FrontDoor(s);
    }

    int port() {
        return listener.getLocalPort();
    }

    /** Starts relaying connections to the server at {@code inner}. */
    void start(InetSocketAddress innerAddress) {
        this.inner = innerAddress;
        threads.execute(this::accept);
    }

    private void accept() {
        while (!closed) {
            Socket client;
            try {
                client = listener.accept();
            } catch (IOException e) {
                if (closed) {
                    return;
                }
                continue;
            }
            threads.execute(() -> relay(client));
        }
    }

    private void relay(Socket client) {
        open.add(client);
        connections.incrementAndGet();
        try (client; Socket server = new Socket()) {
            if (connections.get() > MAX_CONNECTIONS) {
                refuse(client.getOutputStream(), 503, "busy: more than " + MAX_CONNECTIONS + " connections are open; "
                        + "try again", false);
                return;
            }
            client.setTcpNoDelay(true);
            server.setTcpNoDelay(true);
            server.connect(inner);
            open.add(server);
            try {
                requests(client, server);
            } finally {
                open.remove(server);
            }
        } catch (IOException e) {
            // a side went away: the connection ends, as it would without the front
        } finally {
            open.remove(client);
            connections.decrementAndGet();
        }
    }

    /**
     * Relays the client's requests one after the other while the answers flow back on a thread of their own; a
     * request line that is no URI ends the connection with its refusal, written once the answers before it are.
     */
    private void requests(Socket client, Socket server) throws IOException {
        java.util.concurrent.atomic.AtomicBoolean refusing = new java.util.concurrent.atomic.AtomicBoolean();
        Future<?> answers = threads.submit(() -> {
            try {
                RequestFraming.copyAll(server.getInputStream(), client.getOutputStream());
            } catch (IOException e) {
                // the client went away: nothing left to tell it
            }
            if (!refusing.get()) {
                // the server closed the connection (Connection: close, a refused body): so does the front
                closeQuietly(client);
            }
            return null;
        });
        InputStream in = new BufferedInputStream(client.getInputStream(), RequestFraming.BUFFER);
        OutputStream out = server.getOutputStream();
        try {
            while (true) {
                byte[] head = RequestFraming.head(in);
                if (head == null) {
                    break;
                }
                String line = RequestFraming.firstLine(head);
                String problem = problem(line);
                if (problem != null) {
                    refusing.set(true);
                    // the answers to the requests before it first, whole
                    server.shutdownOutput();
                    await(answers);
                    refuse(client.getOutputStream(), 400, "bad request: " + problem,
                            line.toUpperCase(Locale.ROOT).startsWith("HEAD "));
                    return;
                }
                out.write(head);
                if (head.length > RequestFraming.MAX_HEAD || !RequestFraming.body(in, out, head)) {
                    RequestFraming.copyAll(in, out);
                    break;
                }
            }
            server.shutdownOutput();
        } catch (SocketException e) {
            // closed while reading or writing: the answers' side ends it
        }
        await(answers);
    }

    private static void await(Future<?> f) {
        try {
            f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            // the answers' copy ended with the connection
        }
    }

    /** Why a request line's target is refused, or null when it is a URI (or no request line the JDK would read). */
    static String problem(String line) {
        int a = line.indexOf(' ');
        int b = a < 0 ? -1 : line.indexOf(' ', a + 1);
        if (b < 0) {
            return null;
        }
        try {
            new URI(line.substring(a + 1, b));
            return null;
        } catch (URISyntaxException e) {
            String why = String.valueOf(e.getReason()).toLowerCase(Locale.ROOT);
            return why.contains("escape") ? "a '%' without two hex digits" : "a character that must be percent-encoded";
        }
    }

    /** One JSON answer, with the headers of every answer of the studio, and the end of the connection. */
    private static void refuse(OutputStream out, int status, String message, boolean head) throws IOException {
        byte[] body = (Json.write(Map.of("error", message)) + "\n").getBytes(StandardCharsets.UTF_8);
        String reason = status == 400 ? "Bad Request" : "Service Unavailable";
        String headers = "HTTP/1.1 " + status + " " + reason + "\r\n"
                + "Content-Type: application/json; charset=utf-8\r\n"
                + "X-Content-Type-Options: nosniff\r\n"
                + "Referrer-Policy: no-referrer\r\n"
                + "Content-Security-Policy: default-src 'self'; img-src 'self' data: blob:; style-src 'self'; "
                + "script-src 'self'; connect-src 'self'; frame-ancestors 'none'\r\n"
                + "Cache-Control: no-store\r\n"
                + "Content-Length: " + body.length + "\r\n"
                + "Connection: close\r\n\r\n";
        out.write(headers.getBytes(StandardCharsets.ISO_8859_1));
        if (!head) {
            out.write(body);
        }
        out.flush();
    }

    private static void closeQuietly(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // already closed
        }
    }

    /** No new connections; those open go on until {@link #close}. */
    void stopAccepting() {
        closed = true;
        try {
            listener.close();
        } catch (IOException e) {
            // closed already
        }
    }

    /**
     * Ends every connection: those whose server side has closed end by themselves once their last answer is passed
     * on (a moment is given for that: "the studio is stopping" must reach its page), the others are closed.
     */
    @Override
    public void close() {
        stopAccepting();
        threads.shutdown();
        try {
            threads.awaitTermination(DRAIN_MILLIS, java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        open.forEach(FrontDoor::closeQuietly);
        threads.shutdownNow();
    }
}
