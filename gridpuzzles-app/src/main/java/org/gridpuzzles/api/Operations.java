package org.gridpuzzles.api;

import java.util.ArrayList;
import java.util.Collections;
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

    /** Built on first use, so that a command that needs none of them does not load every engine. */
    private static final class Registry {
        static final Map<String, Operation<?, ?>> BY_NAME;

        static {
            Map<String, Operation<?, ?>> m = new LinkedHashMap<>();
            List<Operation<?, ?>> all = new ArrayList<>();
            all.addAll(MazeOperations.all());
            all.addAll(LabyrinthOperations.all());
            all.addAll(KnightOperations.all());
            all.addAll(SquaresOperations.all());
            all.addAll(PushOperations.all());
            for (Operation<?, ?> op : all) {
                if (m.put(op.name(), op) != null) {
                    throw new IllegalStateException("two operations are named " + op.name());
                }
            }
            BY_NAME = Collections.unmodifiableMap(m);
        }
    }

    /** Every operation, engine by engine. */
    public static List<Operation<?, ?>> all() {
        return List.copyOf(Registry.BY_NAME.values());
    }

    /** The operation named {@code "engine command"}. */
    public static Optional<Operation<?, ?>> find(String name) {
        return Optional.ofNullable(Registry.BY_NAME.get(name));
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
