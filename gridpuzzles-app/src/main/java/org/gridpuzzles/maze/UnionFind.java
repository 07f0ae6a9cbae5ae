package org.gridpuzzles.maze;

/** Disjoint sets over 0..n-1 in one int array, with path halving: Kruskal's trees and Eller's row sets. */
final class UnionFind {

    private UnionFind() {
    }

    static int[] singletons(int n) {
        int[] parent = new int[n];
        reset(parent, n);
        return parent;
    }

    static void reset(int[] parent, int n) {
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
    }

    static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
}
