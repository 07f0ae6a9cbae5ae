package org.gridpuzzles.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.victools.jsonschema.generator.Option;
import com.github.victools.jsonschema.generator.OptionPreset;
import com.github.victools.jsonschema.generator.SchemaGenerator;
import com.github.victools.jsonschema.generator.SchemaGeneratorConfigBuilder;
import com.github.victools.jsonschema.generator.SchemaVersion;
import com.github.victools.jsonschema.module.jackson.JacksonModule;
import com.github.victools.jsonschema.module.jackson.JacksonOption;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;

import org.gridpuzzles.ProjectFiles;
import org.gridpuzzles.io.Json;

/**
 * The JSON Schemas of the operations' requests and results, generated from the records (as Jackson writes them), and
 * the check of a JSON text against them: every {@code --format json} output of a command is checked against its
 * operation's result schema.
 */
public final class JsonSchemas {

    /** Results: a primitive is always written. */
    private static final SchemaGenerator RESULTS = generator(true);
    /** Requests: a field left out takes its default, unless the record marks it required. */
    private static final SchemaGenerator REQUESTS = generator(false);
    private static final Map<Class<?>, JsonSchema> CHECKERS = new ConcurrentHashMap<>();

    private JsonSchemas() {
    }

    /** Where the schemas are published. */
    public static Path folder() {
        return ProjectFiles.file("docs", "schemas");
    }

    /** The published file name of an operation's request or result schema: {@code knight-tour.result.json}. */
    public static String fileName(Operation<?, ?> op, String part) {
        return op.name().replace(' ', '-') + "." + part + ".json";
    }

    /** The schema of {@code type}, titled. */
    public static ObjectNode schema(Class<?> type, boolean result, String title, String description) {
        ObjectNode s = generate(type, result);
        ObjectNode out = Json.mapper().createObjectNode();
        out.put("$schema", s.path("$schema").asText());
        out.put("title", title);
        out.put("description", description);
        s.remove("$schema");
        out.setAll(s);
        return out;
    }

    /** Fails with every schema violation when {@code json} is not a result of the operation named {@code name}. */
    public static void assertValidResult(String name, String json) {
        Operation<?, ?> op = Operations.find(name).orElseThrow(() -> new AssertionError("no operation " + name));
        assertValid(op.resultType(), true, json, name + " result");
    }

    /** Fails with every schema violation when {@code json} is not a request of the operation named {@code name}. */
    public static void assertValidRequest(String name, String json) {
        Operation<?, ?> op = Operations.find(name).orElseThrow(() -> new AssertionError("no operation " + name));
        assertValid(op.requestType(), false, json, name + " request");
    }

    private static void assertValid(Class<?> type, boolean result, String json, String what) {
        JsonSchema checker = CHECKERS.computeIfAbsent(type, t -> JsonSchemaFactory
                .getInstance(SpecVersion.VersionFlag.V202012).getSchema(generate(t, result)));
        JsonNode value;
        try {
            value = Json.mapper().readTree(json);
        } catch (Exception e) {
            throw new AssertionError(what + " is not JSON: " + e.getMessage() + "\n" + shorten(json), e);
        }
        Set<ValidationMessage> errors = checker.validate(value);
        assertEquals(List.of(), errors.stream().map(ValidationMessage::getMessage).sorted().toList(),
                what + " does not keep to its schema: " + shorten(json));
    }

    private static ObjectNode generate(Class<?> type, boolean result) {
        return flattenUnwrapped((result ? RESULTS : REQUESTS).generateSchema(type));
    }

    /**
     * A {@code @JsonUnwrapped} member (a count's confirmation beside its question) is written as properties beside
     * the others, and not at all when it is null: the generator's "allOf" of closed objects would refuse every
     * property of either side, so its properties join the others', none of them required.
     */
    private static ObjectNode flattenUnwrapped(ObjectNode schema) {
        for (JsonNode child : schema) {
            if (child instanceof ObjectNode o) {
                flattenUnwrapped(o);
            } else if (child.isArray()) {
                child.forEach(c -> {
                    if (c instanceof ObjectNode o) {
                        flattenUnwrapped(o);
                    }
                });
            }
        }
        JsonNode allOf = schema.get("allOf");
        if (allOf == null || !allOf.isArray() || !(schema.get("properties") instanceof ObjectNode properties)) {
            return schema;
        }
        for (JsonNode part : allOf) {
            if (!(part.get("properties") instanceof ObjectNode)) {
                return schema;
            }
        }
        for (JsonNode part : allOf) {
            part.get("properties").properties().forEach(p -> properties.putIfAbsent(p.getKey(), p.getValue()));
        }
        schema.remove("allOf");
        return schema;
    }

    private static String shorten(String s) {
        return s.length() > 400 ? s.substring(0, 400) + "..." : s;
    }

    private static SchemaGenerator generator(boolean result) {
        SchemaGeneratorConfigBuilder b = new SchemaGeneratorConfigBuilder(SchemaVersion.DRAFT_2020_12,
                OptionPreset.PLAIN_JSON)
                .with(new JacksonModule(JacksonOption.RESPECT_JSONPROPERTY_ORDER,
                        JacksonOption.FLATTENED_ENUMS_FROM_JSONPROPERTY, JacksonOption.RESPECT_JSONPROPERTY_REQUIRED))
                .with(Option.FORBIDDEN_ADDITIONAL_PROPERTIES_BY_DEFAULT, Option.NULLABLE_FIELDS_BY_DEFAULT,
                        Option.DEFINITIONS_FOR_ALL_OBJECTS, Option.MAP_VALUES_AS_ADDITIONAL_PROPERTIES);
        // a field written by its own serialiser is described by the type it writes
        b.forFields().withTargetTypeOverridesResolver(field -> {
            SchemaAs as = field.getAnnotationConsideringFieldAndGetterIfSupported(SchemaAs.class);
            if (as == null) {
                as = field.getType().getErasedType().getAnnotation(SchemaAs.class);
            }
            return as == null ? null : List.of(field.getContext().resolve(as.value()));
        });
        // a map's keys are its own: its values' type gives the additional properties; so does a map written as the
        // object's own further keys (a record component marked @JsonAnyGetter), which is no property of its own
        b.forFields().withIgnoreCheck(field -> field.getAnnotationConsideringFieldAndGetterIfSupported(
                JsonAnyGetter.class) != null);
        b.forTypesInGeneral().withAdditionalPropertiesResolver(scope -> {
            Class<?> c = scope.getType().getErasedType();
            if (Map.class.isAssignableFrom(c)) {
                return scope.getTypeParameterFor(Map.class, 1);
            }
            if (c.isRecord()) {
                for (RecordComponent rc : c.getRecordComponents()) {
                    if (rc.getAccessor().isAnnotationPresent(JsonAnyGetter.class)
                            && rc.getGenericType() instanceof ParameterizedType p) {
                        return scope.getContext().resolve(p.getActualTypeArguments()[1]);
                    }
                }
            }
            return null;
        });
        // a result's primitive is always written; anything else may be left out (null, or not included)
        if (result) {
            b.forFields().withRequiredCheck(field -> field.getType().getErasedType().isPrimitive());
        }
        b.forFields().withNullableCheck(field -> field.getType().getErasedType().isPrimitive() ? false : null);
        return new SchemaGenerator(b.build());
    }
}
