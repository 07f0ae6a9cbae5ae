package org.gridpuzzles.studio;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.gridpuzzles.io.Json;

/**
 * The query string shorthand of a JSON request: {@code ?size=8&mark-ties&tiebreak=random} is the request
 * {@code {"rows":8,"cols":8,"markTies":true,"tiebreak":"random"}}. A parameter is a field of the request, named as
 * on the command line or as in the JSON; {@code size} gives both {@code rows} and {@code cols} of a request that has
 * them; a parameter without a value is {@code true}; a repeated one is a list. Values stay text: the request's
 * own types read them, and the request checks them.
 */
final class RequestFromQuery {

    private RequestFromQuery() {
    }

    /** The request's JSON object for these parameters; an unknown one is refused with the fields there are. */
    static ObjectNode of(Class<? extends Record> type, List<Query.Param> params, String operation) {
        Map<String, RecordComponent> fields = new LinkedHashMap<>();
        for (RecordComponent c : type.getRecordComponents()) {
            fields.put(c.getName(), c);
        }
        Map<String, List<String>> values = new LinkedHashMap<>();
        for (Query.Param p : params) {
            String name = camel(p.name());
            List<String> names = new ArrayList<>();
            if (fields.containsKey(name)) {
                names.add(name);
            } else if (name.equals("size") && fields.containsKey("rows") && fields.containsKey("cols")) {
                names.add("rows");
                names.add("cols");
            } else {
                throw new Query.BadRequest(p.name() + " is not a field of " + operation + ": it takes "
                        + String.join(", ", fields.keySet()));
            }
            for (String n : names) {
                values.computeIfAbsent(n, k -> new ArrayList<>()).add(p.value());
            }
        }
        ObjectNode o = Json.mapper().createObjectNode();
        for (Map.Entry<String, List<String>> e : values.entrySet()) {
            Class<?> t = fields.get(e.getKey()).getType();
            List<String> vs = e.getValue();
            boolean list = t.isArray() || java.util.Collection.class.isAssignableFrom(t);
            if (list) {
                ArrayNode a = o.putArray(e.getKey());
                vs.forEach(v -> a.add(v == null ? "true" : v));
            } else if (vs.size() > 1) {
                throw new Query.BadRequest(e.getKey() + " is given " + vs.size() + " times");
            } else {
                String v = vs.get(0);
                o.put(e.getKey(), v == null ? "true" : v);
            }
        }
        return o;
    }

    /** {@code mark-ties} as {@code markTies}; a name already in camel case stays. */
    static String camel(String name) {
        StringBuilder sb = new StringBuilder(name.length());
        boolean up = false;
        for (char ch : name.toCharArray()) {
            if (ch == '-') {
                up = true;
            } else {
                sb.append(up ? Character.toUpperCase(ch) : ch);
                up = false;
            }
        }
        return sb.toString();
    }

    /** {@code markTies} as {@code mark-ties}: a field as the command line names its option. */
    static String kebab(String name) {
        StringBuilder sb = new StringBuilder(name.length() + 4);
        for (char ch : name.toCharArray()) {
            if (Character.isUpperCase(ch)) {
                sb.append('-').append(Character.toLowerCase(ch));
            } else {
                sb.append(ch);
            }
        }
        return sb.toString();
    }
}
