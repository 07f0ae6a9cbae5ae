package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.ProjectFiles;
import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The studio's --data folder of push labyrinth instances: the listing, the facts, and nothing outside the folder. */
class PushDataTest {

    @TempDir
    Path dir;

    private Studio studio;
    private final HttpClient http = HttpClient.newHttpClient();

    @AfterEach
    void stop() {
        if (studio != null) {
            studio.close();
        }
    }

    private HttpResponse<String> get(String rawPath) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(studio.uri() + rawPath.substring(1))).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private Path folder() throws Exception {
        Path data = Files.createDirectory(dir.resolve("instances"));
        Files.copy(ProjectFiles.file("examples", "push", "example.asp"), data.resolve("0005.asp"));
        Files.writeString(data.resolve("broken.lp"), "field(1,1).\nfield(1,2)\n");
        Files.writeString(data.resolve("notes.txt"), "not an instance");
        Files.writeString(dir.resolve("secret.asp"), "field(1,1). init_on(1,1). goal_on(1,1). max_steps(0).");
        Files.createSymbolicLink(data.resolve("link.asp"), dir.resolve("secret.asp"));
        return data;
    }

    @Test
    void theFolderIsListedWithTheCommandLinesSizesAndItsFactsServed() throws Exception {
        Path data = folder();
        studio = Studio.start(StudioOptions.defaults().withData(data));
        HttpResponse<String> list = get("/data/");
        assertEquals(200, list.statusCode());
        assertEquals("{\"folder\":\"instances\",\"instances\":[{\"name\":\"0005.asp\",\"n\":4,\"maxSteps\":2,"
                + "\"error\":null},{\"name\":\"broken.lp\",\"n\":null,\"maxSteps\":null,\"error\":\"gridpuzzles push "
                + "show: broken.lp:2:11: expected '.' after field but found the end of the input\"}]}\n", list.body());
        HttpResponse<String> facts = get("/data/0005.asp");
        assertEquals(200, facts.statusCode());
        assertEquals(Files.readString(data.resolve("0005.asp")), facts.body());
        // the API reads an instance by its listed name, as the command line reads the file
        HttpResponse<String> solved = get("/api/push/solve?instance=0005.asp&optimal&threads=1");
        StringWriter out = new StringWriter();
        GridPuzzles.run(new String[] {"push", "solve", data.resolve("0005.asp").toString(), "--optimal", "--threads",
            "1", "--format", "json"}, new PrintWriter(out), new PrintWriter(new StringWriter()));
        assertEquals(200, solved.statusCode(), solved.body());
        assertEquals(out.toString(), solved.body());
    }

    @Test
    void anErrorNamesTheInstanceNotTheServersPathToIt() throws Exception {
        Path data = folder();
        studio = Studio.start(StudioOptions.defaults().withData(data));
        HttpResponse<String> r = get("/api/push/solve?instance=broken.lp");
        assertEquals(400, r.statusCode(), r.body());
        assertTrue(r.body().contains("broken.lp:2:11: expected '.' after field"), r.body());
        assertTrue(!r.body().contains(data.toString()), r.body());
    }

    @Test
    void nothingOutsideTheFolderIsServed() throws Exception {
        studio = Studio.start(StudioOptions.defaults().withData(folder()));
        for (String path : new String[] {"/data/../secret.asp", "/data/%2e%2e/secret.asp", "/data/%2E%2E%2Fsecret.asp",
            "/data/..%2fsecret.asp", "/data/link.asp", "/data/notes.txt", "/data/.hidden.asp", "/data/sub/0005.asp"}) {
            HttpResponse<String> r = get(path);
            assertTrue(r.statusCode() == 404 || r.statusCode() == 400, path + " " + r.statusCode());
            assertTrue(!r.body().contains("init_on"), path);
        }
        for (String name : new String[] {"../secret.asp", "..%2Fsecret.asp", "link.asp", "%2Fetc%2Fpasswd",
            "notes.txt", ""}) {
            HttpResponse<String> r = get("/api/push/show?instance=" + name);
            assertEquals(400, r.statusCode(), name);
            assertTrue(r.body().contains("no such instance in the studio's --data folder"), r.body());
        }
    }

    @Test
    void withoutAFolderThereIsNoListingAndTheApiSaysSo() throws Exception {
        studio = Studio.start(StudioOptions.defaults());
        assertEquals(404, get("/data/").statusCode());
        assertEquals(400, get("/api/push/show?instance=0005.asp").statusCode());
    }
}
