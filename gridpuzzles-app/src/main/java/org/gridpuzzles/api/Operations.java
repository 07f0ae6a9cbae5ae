package org.gridpuzzles.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.gridpuzzles.api.knight.KnightOperations;
import org.gridpuzzles.api.labyrinth.LabyrinthOperations;
import org.gridpuzzles.api.maze.MazeOperations;
import org.gridpuzzles.api.push.PushOperations;
import org.gridpuzzles.api.squares.SquaresOperations;

/**
 * The registry: every operation of every engine by its name ({@code "maze generate"}), in the order of the engines
 * on the command line. Clients find an operation here and run it; what they may run is decided by its types
 * ({@link RequestTypes}), never by a list of names.
 */
public final class Operations {

    private Operations() {
    }

    /** The engines in the order of the command line. */
    private static final List<String> ENGINES = List.of("maze", "labyrinth", "knight", "squares", "push");

    /** Each engine's operations by name, built on first use, so that a command loads only its own engine. */
    private static final Map<String, Map<String, Operation<?, ?>>> BY_ENGINE = new HashMap<>();

    private static synchronized Map<String, Operation<?, ?>> engine(String engine) {
        Map<String, Operation<?, ?>> known = BY_ENGINE.get(engine);
        if (known != null) {
            return known;
        }
        Map<String, Operation<?, ?>> m = new LinkedHashMap<>();
        for (Operation<?, ?> op : operationsOf(engine)) {
            if (!op.name().startsWith(engine + " ")) {
                throw new IllegalStateException(op.name() + " is listed under the engine " + engine);
            }
            if (m.put(op.name(), op) != null) {
                throw new IllegalStateException("two operations are named " + op.name());
            }
        }
        known = Collections.unmodifiableMap(m);
        BY_ENGINE.put(engine, known);
        return known;
    }

    private static List<Operation<?, ?>> operationsOf(String engine) {
        return switch (engine) {
            case "maze" -> MazeOperations.all();
            case "labyrinth" -> LabyrinthOperations.all();
            case "knight" -> KnightOperations.all();
            case "squares" -> SquaresOperations.all();
            case "push" -> PushOperations.all();
            default -> List.of();
        };
    }

    /** Every operation, engine by engine. */
    public static List<Operation<?, ?>> all() {
        List<Operation<?, ?>> all = new ArrayList<>();
        for (String e : ENGINES) {
            all.addAll(engine(e).values());
        }
        return List.copyOf(all);
    }

    /** The operation named {@code "engine command"}. */
    public static Optional<Operation<?, ?>> find(String name) {
        int space = name.indexOf(' ');
        if (space < 0 || !ENGINES.contains(name.substring(0, space))) {
            return Optional.empty();
        }
        return Optional.ofNullable(engine(name.substring(0, space)).get(name));
    }

    /** The operation of that engine and command. */
    public static Optional<Operation<?, ?>> find(String engine, String command) {
        return find(engine + " " + command);
    }

    /** The operation named {@code name}, typed; for a client that knows the types (the Java API, tests). */
    @SuppressWarnings("unchecked")
    public static <Q extends Record, R extends Record> Operation<Q, R> get(String name, Class<Q> request,
            Class<R> result) {
        Operation<?, ?> op = find(name).orElseThrow(() -> new IllegalArgumentException("no operation " + name));
        if (op.requestType() != request || op.resultType() != result) {
            throw new IllegalArgumentException(name + " takes " + op.requestType().getSimpleName() + " and gives "
                    + op.resultType().getSimpleName());
        }
        return (Operation<Q, R>) op;
    }
}
