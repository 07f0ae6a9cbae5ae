package org.gridpuzzles.api;

/**
 * One command of one engine: a typed request in, a typed result out, both records that go to and from JSON through
 * {@link OperationJson}. The command line, the studio, the Java API and the Spark driver all run an engine's command
 * through its operation; none of them builds one from option strings.
 *
 * @param <Q> the request, a record that checks itself when constructed ({@link Check})
 * @param <R> the result, a record
 */
public interface Operation<Q extends Record, R extends Record> {

    /** The engine and the command, as on the command line: {@code "knight tour"}. */
    String name();

    /** One line: what the operation does. */
    String description();

    Class<Q> requestType();

    Class<R> resultType();

    /** Runs the request under the context's limits, reporting progress to it; never prints, never exits. */
    R run(Q request, RunContext context);

    /** The engine's part of {@link #name()}: {@code "knight"}. */
    default String engine() {
        return name().substring(0, name().indexOf(' '));
    }

    /** The command's part of {@link #name()}: {@code "tour"}. */
    default String command() {
        return name().substring(name().indexOf(' ') + 1);
    }

    /** The request as read from a client that only has JSON: the studio, the Spark driver. */
    default R runJson(String requestJson, String source, RunContext context) {
        return run(OperationJson.read(requestJson, requestType(), source), context);
    }

    /** An operation from its parts. */
    static <Q extends Record, R extends Record> Operation<Q, R> of(String name, String description,
            Class<Q> requestType, Class<R> resultType, Body<Q, R> body) {
        return new Defined<>(name, description, requestType, resultType, body);
    }

    /** What an operation does with its request. */
    @FunctionalInterface
    interface Body<Q, R> {
        R run(Q request, RunContext context);
    }

    /** An operation given by its parts. */
    record Defined<Q extends Record, R extends Record>(String name, String description, Class<Q> requestType,
            Class<R> resultType, Body<Q, R> body) implements Operation<Q, R> {

        public Defined {
            if (name.indexOf(' ') < 1 || name.indexOf(' ') != name.lastIndexOf(' ')) {
                throw new IllegalArgumentException("an operation is named \"engine command\", not \"" + name + "\"");
            }
        }

        @Override
        public R run(Q request, RunContext context) {
            return body.run(request, context);
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
