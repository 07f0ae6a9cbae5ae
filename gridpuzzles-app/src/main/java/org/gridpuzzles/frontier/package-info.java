/**
 * Exact counts of Hamiltonian paths and cycles by a frontier (transfer-matrix) dynamic program over a graph whose
 * vertices are numbered in sweep order: grid graphs for one-way labyrinths, knight graphs for knight's tours. A shared
 * base package like grid: engines use it through {@link org.gridpuzzles.frontier.FrontierCounting}; it uses only core
 * and io.
 */
package org.gridpuzzles.frontier;
