/**
 * What every command shares: the base of engine commands, the option mixins (--size/--rows/--cols, --seed, --format,
 * --out), the mapping of failures to one line and an exit code, and the terminal progress bar.
 */
package org.gridpuzzles.cli.common;
