/**
 * {@code gridpuzzles knight}: the commands of knight's tours (tour, check, verify-squirrel, study, count, bench),
 * argument handling over the operations of {@link org.gridpuzzles.api.knight}.
 */
package org.gridpuzzles.cli.knight;
