/**
 * {@code gridpuzzles knight}: the commands of knight's tours (tour, check, verify-squirrel, study, count, bench),
 * argument handling over {@link org.gridpuzzles.knight.KnightTours}.
 */
package org.gridpuzzles.cli.knight;
