package org.gridpuzzles.api;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a request type can hold, read from its declaration: whether any value of it could name a file or folder of
 * the machine it runs on. A client that must never touch that machine's files (the studio) runs only operations
 * whose request type cannot, whatever fields are added later: a type it cannot prove file-free counts as naming
 * files.
 */
public final class RequestTypes {

    private static final Set<Class<?>> PLAIN = Set.of(String.class, Boolean.class, Character.class, Byte.class,
            Short.class, Integer.class, Long.class, Float.class, Double.class, BigInteger.class,
            java.math.BigDecimal.class, java.time.Duration.class);

    private RequestTypes() {
    }

    /** The path to the first field of {@code type} that can name a file, or empty when none can. */
    public static Optional<String> fileField(Class<?> type) {
        return find(type, type.getSimpleName(), new HashSet<>());
    }

    /** Whether a value of {@code type} could name a file or folder. */
    public static boolean namesFiles(Class<?> type) {
        return fileField(type).isPresent();
    }

    private static Optional<String> find(Type t, String where, Set<Type> seen) {
        if (!seen.add(t)) {
            return Optional.empty();
        }
        if (t instanceof Class<?> c) {
            if (c.isPrimitive() || c.isEnum() || PLAIN.contains(c)) {
                return Optional.empty();
            }
            if (c.isArray()) {
                return find(c.getComponentType(), where + "[]", seen);
            }
            if (c.isRecord()) {
                for (RecordComponent rc : c.getRecordComponents()) {
                    Optional<String> f = find(rc.getGenericType(), where + "." + rc.getName(), seen);
                    if (f.isPresent()) {
                        return f;
                    }
                }
                return Optional.empty();
            }
            if (c.isSealed()) {
                for (Class<?> sub : c.getPermittedSubclasses()) {
                    Optional<String> f = find(sub, where + "(" + sub.getSimpleName() + ")", seen);
                    if (f.isPresent()) {
                        return f;
                    }
                }
                return Optional.empty();
            }
            // a Path, a File, or any type whose values this cannot see into
            return Optional.of(where + " (" + c.getName() + ")");
        }
        if (t instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw
                && (List.class.isAssignableFrom(raw) || Collection.class.isAssignableFrom(raw)
                        || Map.class.isAssignableFrom(raw) || raw == Optional.class)) {
            List<Optional<String>> found = new ArrayList<>();
            for (Type arg : p.getActualTypeArguments()) {
                found.add(find(arg, where + "<>", seen));
            }
            return found.stream().filter(Optional::isPresent).findFirst().orElse(Optional.empty());
        }
        if (t instanceof GenericArrayType g) {
            return find(g.getGenericComponentType(), where + "[]", seen);
        }
        if (t instanceof WildcardType) {
            return Optional.of(where + " (a wildcard type)");
        }
        return Optional.of(where + " (" + t.getTypeName() + ")");
    }
}
