package org.gridpuzzles.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * For a field written by its own serialiser (a tour's squares written pair by pair, never copied): the type whose
 * JSON it writes, so that the generated JSON Schema describes what is really written.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD})
public @interface SchemaAs {

    Class<?> value();
}
