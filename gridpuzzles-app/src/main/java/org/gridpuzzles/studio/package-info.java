/**
 * The studio: a local web server whose pages let people watch, step and play every engine, and whose API answers every
 * command that has a JSON output with exactly the command line's JSON. Pages, scripts and styles are served from the
 * jar; nothing is fetched from the internet.
 */
package org.gridpuzzles.studio;
