/*
 * Squirrel's algorithm for knight's tours (Warnsdorff's rule from the corner (1,1), ties broken by move-orderings
 * that change on switching squares), as the pseudocode in Ganzfried's paper "A simple algorithm for knight's tours"
 * (Oregon State REU, 2004; its section 3 and Table 1) gives it: the procedures main, initialize, initializeTable,
 * Tour, getNextSquare, isLegal and degree, completed into a C program and otherwise kept as printed.
 *
 * Added so that it compiles and runs, nothing else:
 *  - C declarations: the includes, the types of the variables, the pairs (x,y) written as two ints, the arrays
 *    allocated for the board size m read from the command line (1-based, as in the paper, so one row and column
 *    more), the braces the printed text leaves out (read from its indentation), `1 <= x <= m` written as
 *    `1 <= x && x <= m`, the misprint `deq` read as `deg`, and `u = switch[t]` as `(u,v) = switch[t]`
 *    (`switch` is a C keyword: the array is called `switchSq`).
 *  - initializeTable, which the paper describes in words only: the rows of its Table 1 for m mod 8 (for m = 5 mod 8
 *    the footnote's choice by m mod 16); the end of the table is the square (0,0), which Tour never reaches.
 *    With a move-ordering as second argument the table is that one ordering with no switching square: Warnsdorff's
 *    rule with a fixed tie-break, as the tour of the paper's introduction (12345678).
 *  - the output, which the paper leaves out: the move types 1..8 of the path in order, on one line (the format of
 *    `gridpuzzles knight tour --format moves`), and when the path stops before the last square a line on standard
 *    error and exit code 1.
 * The raw table also on m = 74, where it fails (the paper: 21345678 gives a tour there).
 *
 * Build and run: cc -O2 -o squirrel-warnsdorff squirrel-warnsdorff.c && ./squirrel-warnsdorff 100 [12345678]
 * bench/reference/vs-paper-c.sh builds it and runs it beside `gridpuzzles knight`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int m;
static int **A;                 /* A = int[m][m] */
static int K[9][2];             /* K = int[8][2] */
static int perms[8][9];         /* int[][] perms */
static int switchSq[8][2];      /* int[][] switch */
static const char *ordering;    /* the second argument, if any */

static void initialize(void);
static void initializeTable(void);
static void Tour(void);
static void getNextSquare(int x, int y, const int *T, int *a, int *b);
static int isLegal(int x, int y);
static int degree(int x, int y);
static void printMoves(void);

int main(int argc, char **argv) {
     if (argc < 2 || (m = atoi(argv[1])) < 1 || (argc > 2 && strlen(argv[2]) != 8)) {
          fprintf(stderr, "usage: squirrel-warnsdorff M [MOVE-ORDERING]\n");
          return 2;
     }
     ordering = argc > 2 ? argv[2] : NULL;
     initialize();
     initializeTable();
     Tour();
     printMoves();
     return 0;
}

static void initialize(void) {
     int i, j;
     static const int k[8][2] = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};
     A = malloc((m + 1) * sizeof *A);
     for (i = 1; i <= m; i++)
          A[i] = malloc((m + 1) * sizeof **A);
     for (i = 1; i <= m; i++)
          for (j = 1; j <= m; j++)
               A[i][j] = 0;
     for (i = 1; i <= 8; i++) {
          K[i][0] = k[i - 1][0];
          K[i][1] = k[i - 1][1];
     }
}

/* One row of Table 1: the move-ordering perms[t] is used until the square switchSq[t]. */
static void row(int t, const char *perm, int u, int v) {
     int k;
     for (k = 1; k <= 8; k++)
          perms[t][k] = perm[k - 1] - '0';
     switchSq[t][0] = u;
     switchSq[t][1] = v;
}

/* initializeTable() - sets the i'th entry of perms to the i'th move-ordering and the i'th entry of switch to the
   i'th switching square for the case m mod 8. */
static void initializeTable(void) {
     if (ordering != NULL) {
          row(1, ordering, 0, 0);
          return;
     }
     switch (m % 8) {
     case 0:
          row(1, "34261578", m - 1, m - 2); row(2, "87642135", 2, 2); row(3, "51867342", m - 8, 1);
          row(4, "51342678", 7, m - 3); row(5, "21435678", 0, 0);
          break;
     case 1:
          row(1, "34261578", m - 1, m - 2); row(2, "87642135", 2, 2); row(3, "51324678", m - 6, (m + 9) / 2);
          row(4, "32481765", 0, 0);
          break;
     case 2:
          row(1, "34261578", 6, 1); row(2, "87642135", 3, 1); row(3, "54132678", m - 15, 4);
          row(4, "52431678", 10, m - 2); row(5, "85647123", 5, (m - 6) / 2); row(6, "15746823", 0, 0);
          break;
     case 3:
          row(1, "34625718", m - 1, m - 2); row(2, "42681357", m - 6, m); row(3, "86512347", 2, 5);
          row(4, "51867342", m - 10, 3); row(5, "61825437", (m + 1) / 2, m - 2); row(6, "71642538", 0, 0);
          break;
     case 4:
          row(1, "34261578", m - 1, m - 2); row(2, "87642135", 2, 2); row(3, "51867342", m - 8, 1);
          row(4, "51342678", 10, m - 5); row(5, "86753421", 13, (m + 2) / 2); row(6, "78563421", 0, 0);
          break;
     case 5:
          row(1, "34261578", m - 1, m - 2); row(2, "87642135", 2, 2);
          if (m % 16 == 5)
               row(3, "51324678", m - 2, (m - 5) / 2);
          else
               row(3, "51324678", m - 2, (m - 13) / 2);
          row(4, "15234678", 0, 0);
          break;
     case 6:
          row(1, "34261578", 6, 1); row(2, "87642135", 3, 1); row(3, "54132678", m - 10, 1);
          row(4, "52431678", 10, m - 2); row(5, "85647123", 3, (m + 8) / 2); row(6, "12453678", 0, 0);
          break;
     case 7:
          row(1, "34625718", m - 1, m - 2); row(2, "42681357", m - 6, m); row(3, "86512347", 2, 5);
          row(4, "51867342", m - 6, 3); row(5, "61825437", (m + 1) / 2, m - 2); row(6, "61357284", 0, 0);
          break;
     }
}

static void Tour(void) {
     int x, y, u, v, t, i;
     const int *T;
     x = 1; y = 1;                                  /* (x,y) = (1,1); */
     u = switchSq[1][0]; v = switchSq[1][1];        /* (u,v) = switch[1]; */
     T = perms[1];
     t = 1;
     for (i = 1; !(x == 0 && y == 0); i++) {       /* (x,y) != (0,0) */
          A[x][y] = i;
          if (x == u && y == v) {
               t++;
               T = perms[t];
               u = switchSq[t][0]; v = switchSq[t][1];
          }
          getNextSquare(x, y, T, &x, &y);           /* (x,y) = getNextSquare(x,y,T); */
     }
}

static void getNextSquare(int x, int y, const int *T, int *a, int *b) {
     int min, count, deg, key = 0, k, x1, y1;
     min = 9;
     *a = 0; *b = 0;                                /* (a,b) = (0,0); */
     for (count = 1; count <= 8; count++) {
          x1 = x + K[count][0]; y1 = y + K[count][1]; /* (x',y') = (x,y) + K[count]; */
          if (isLegal(x1, y1) && A[x1][y1] == 0) {
               deg = degree(x1, y1);
               if (deg < min) {
                    min = deg;
                    *a = x1; *b = y1;
                    key = count;
               }
               if (deg == min) {
                    for (k = 1; T[k] != key && T[k] != count; k++);
                    if (T[k] == count) {
                         *a = x1; *b = y1;
                         key = count;
                    }
               }
          }
     }
}

static int isLegal(int x, int y) {
     return (1 <= x && x <= m && 1 <= y && y <= m);
}

static int degree(int x, int y) {
     int deg, k, x1, y1;
     deg = 0;
     for (k = 1; k <= 8; k++) {
          x1 = x + K[k][0]; y1 = y + K[k][1];
          if (isLegal(x1, y1) && A[x1][y1] == 0)
               deg++;
     }
     return deg;
}

/* The path's move types in order: where each label is, then the move type from each square to the next. */
static void printMoves(void) {
     long n = (long) m * m, last = 0, i;
     int x, y, k, *px = malloc((n + 1) * sizeof *px), *py = malloc((n + 1) * sizeof *py);
     char *line = malloc(n + 1);
     for (x = 1; x <= m; x++)
          for (y = 1; y <= m; y++)
               if (A[x][y] != 0) {
                    px[A[x][y]] = x; py[A[x][y]] = y;
                    if (A[x][y] > last)
                         last = A[x][y];
               }
     for (i = 1; i < last; i++)
          for (k = 1; k <= 8; k++)
               if (px[i] + K[k][0] == px[i + 1] && py[i] + K[k][1] == py[i + 1])
                    line[i - 1] = (char) ('0' + k);
     line[last > 0 ? last - 1 : 0] = '\n';
     fwrite(line, 1, last > 0 ? last : 1, stdout);
     if (last < n) {
          fprintf(stderr, "squirrel-warnsdorff: the path stops after %ld of %ld squares\n", last, n);
          exit(1);
     }
}
