package org.gridpuzzles.studio;

import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.gridpuzzles.core.InvalidInputException;

import com.sun.net.httpserver.HttpServer;

/**
 * The studio's entry point: starts the local web server (pages, scripts and the API) and stops it. The JDK's own HTTP
 * server is enough: plain requests and answers, no sessions, no WebSockets.
 */
public final class Studio implements AutoCloseable {

    private final FrontDoor front;
    private final HttpServer server;
    private final ExecutorService connections;
    private final ApiHandler api;
    private final URI uri;

    private Studio(FrontDoor front, HttpServer server, ExecutorService connections, ApiHandler api, URI uri) {
        this.front = front;
        this.server = server;
        this.connections = connections;
        this.api = api;
        this.uri = uri;
    }

    /** Starts serving; the studio runs until {@link #close()}. */
    public static Studio start(StudioOptions options) {
        InetAddress address;
        try {
            address = InetAddress.getByName(options.host().replace("[", "").replace("]", ""));
        } catch (UnknownHostException e) {
            throw new InvalidInputException("--host " + options.host() + ": no such host");
        }
        // the front listens where asked and relays to the JDK's server on a loopback port of its own: it answers
        // the requests that server would refuse in HTML before any handler sees them (FrontDoor)
        FrontDoor front;
        try {
            front = FrontDoor.bind(address, options.port(), 64);
        } catch (BindException e) {
            throw new InvalidInputException("cannot listen on " + options.host() + ":" + options.port() + ": "
                    + (e.getMessage() == null ? "in use" : e.getMessage().toLowerCase(java.util.Locale.ROOT)));
        } catch (IOException e) {
            throw new InvalidInputException("cannot listen on " + options.host() + ":" + options.port() + ": "
                    + e.getMessage());
        }
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
        } catch (IOException e) {
            front.close();
            throw new InvalidInputException("cannot listen on a loopback port: " + e.getMessage());
        }
        int port = front.port();
        String shown = address.isLoopbackAddress() && address.getAddress().length == 4 ? "127.0.0.1"
                : address.getHostAddress().contains(":") ? "[" + address.getHostAddress() + "]"
                : address.getHostAddress();
        URI uri = URI.create("http://" + shown + ":" + port + "/");
        HostCheck hosts = new HostCheck(options.loopback(), port);
        // connections for every request waiting in both lanes, those computing, and the pages asking their place
        int threads = 2 * (Jobs.MAX_WAITING + options.jobs()) + 8;
        ExecutorService connections = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "studio-connection");
            t.setDaemon(true);
            return t;
        });
        DataHandler data = new DataHandler(options.data(), hosts);
        ApiHandler api = new ApiHandler(options, hosts, data);
        BodyLimit bodies = new BodyLimit();
        SameOrigin origins = new SameOrigin();
        // pages and scripts may be loaded from anywhere (they compute nothing); what computes or reads data may not
        server.createContext("/api/", api).getFilters().addAll(java.util.List.of(bodies, origins));
        server.createContext("/data/", data).getFilters().addAll(java.util.List.of(bodies, origins));
        server.createContext("/", new PageHandler(hosts, options.data() != null)).getFilters().add(bodies);
        server.setExecutor(connections);
        server.start();
        front.start(server.getAddress());
        return new Studio(front, server, connections, api, uri);
    }

    /** The requests that computed since the studio started (those refused before computing are not counted). */
    long computed() {
        return api.started();
    }

    /** Where the studio is served, e.g. {@code http://127.0.0.1:8080/}. */
    public URI uri() {
        return uri;
    }

    @Override
    public void close() {
        // requests computing are stopped and answered "the studio is stopping" before the server closes
        api.stop();
        front.stopAccepting();
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(600);
        while (api.busy() && System.nanoTime() - end < 0) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        server.stop(0);
        front.close();
        api.close();
        connections.shutdownNow();
        try {
            connections.awaitTermination(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
