package org.gridpuzzles.cli.common;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The output formats a command writes, for its {@link FormatOption}; the first is the default. Help, completion and
 * the error for another value all come from here.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Formats {
    String[] value();
}
