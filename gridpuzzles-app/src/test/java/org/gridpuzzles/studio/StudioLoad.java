package org.gridpuzzles.studio;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

import org.gridpuzzles.cli.GridPuzzles;

/**
 * A load run of the studio (not part of the suite): CLIENTS clients ask {@code /api/maze/generate} on a 20 x 20 grid
 * (each request its own seed) for SECONDS seconds; prints requests per second, errors and the heap after a GC.
 * Run in gridpuzzles-app: {@code java -cp target/classes:target/test-classes:$(cat target/test-classpath) org.gridpuzzles.studio.StudioLoad
 * 50 30}
 */
public final class StudioLoad {

    private StudioLoad() {
    }

    public static void main(String[] args) throws Exception {
        int clients = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        try (Studio studio = Studio.start(StudioOptions.defaults())) {
            HttpClient http = HttpClient.newBuilder().executor(Executors.newFixedThreadPool(4))
                    .connectTimeout(Duration.ofSeconds(10)).build();
            AtomicLong ok = new AtomicLong();
            AtomicLong errors = new AtomicLong();
            AtomicLong seed = new AtomicLong();
            long end = System.nanoTime() + seconds * 1_000_000_000L;
            ExecutorService pool = Executors.newFixedThreadPool(clients);
            List<Future<?>> running = new ArrayList<>();
            long start = System.nanoTime();
            long peakHeap = 0;
            for (int c = 0; c < clients; c++) {
                running.add(pool.submit(() -> {
                    while (System.nanoTime() < end) {
                        URI uri = URI.create(studio.uri() + "api/maze/generate?size=20&seed=" + seed.incrementAndGet());
                        try {
                            HttpResponse<String> r = http.send(HttpRequest.newBuilder(uri).GET().build(),
                                    HttpResponse.BodyHandlers.ofString());
                            if (r.statusCode() == 200 && r.body().startsWith("{")) {
                                ok.incrementAndGet();
                            } else {
                                errors.incrementAndGet();
                            }
                        } catch (Exception e) {
                            errors.incrementAndGet();
                        }
                    }
                    return null;
                }));
            }
            while (System.nanoTime() < end) {
                Thread.sleep(500);
                Runtime rt = Runtime.getRuntime();
                peakHeap = Math.max(peakHeap, rt.totalMemory() - rt.freeMemory());
            }
            for (Future<?> f : running) {
                f.get();
            }
            double elapsed = (System.nanoTime() - start) / 1e9;
            pool.shutdown();
            System.gc();
            Runtime rt = Runtime.getRuntime();
            System.out.printf(java.util.Locale.ROOT, "clients %d, %.1f s: %d answers, %.0f requests/s, %d errors, "
                    + "heap in use %d MB at most, %d MB after GC%n", clients, elapsed, ok.get(), ok.get() / elapsed,
                    errors.get(), peakHeap >> 20, (rt.totalMemory() - rt.freeMemory()) >> 20);
        }
        System.exit(0);
    }
}
