#!/usr/bin/env bash
# Writes BENCHMARKS.md anew from the bench/ scripts: start-up, one section per engine, and side by side the field's
# programs and those printed in the articles the engines follow. About fifteen minutes on 2 cores; BENCH_LONG=1 adds
# the long rows (an hour or more). Run it on a quiet machine: every section says the load average it started under.
#   bench/all.sh [OUT]    (default BENCHMARKS.md)
#   BENCH_BEFORE_JAR=old.jar BENCH_BEFORE_NAME="build abc123" bench/all.sh   adds start-up beside an earlier build
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-BENCHMARKS.md}"
tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT
./gridpuzzles --version >/dev/null
{
  cat <<'TEXT'
# Benchmarks

The current figures, all made by `bench/all.sh` (each section by the script named under its title); older figures are
in the history of this file. Each row is one whole process as a user runs it (`./gridpuzzles`, the launcher, so Java's
start is included): the figure it printed, wall-clock and CPU (user + system) seconds and peak resident memory, as
`/usr/bin/time` measures them. On a busy machine the wall time grows; the CPU time much less, so it is the figure to
scale by. The engines' own `bench` commands time the work alone inside one JVM; their tables follow the rows.

## Start-up

`bench/startup.sh gridpuzzles-app/target/gridpuzzles.jar`: the median of 7 runs of `java -jar gridpuzzles.jar ...`.

TEXT
  bench/startup.sh gridpuzzles-app/target/gridpuzzles.jar 7
  if [[ -n ${BENCH_BEFORE_JAR:-} ]]; then
    echo
    echo "Beside an earlier build (\`bench/startup.sh BEFORE.jar gridpuzzles-app/target/gridpuzzles.jar\`, before: ${BENCH_BEFORE_NAME:-$BENCH_BEFORE_JAR}):"
    echo
    bench/startup.sh "$BENCH_BEFORE_JAR" gridpuzzles-app/target/gridpuzzles.jar 7
  fi
  for engine in maze labyrinth knight squares push; do
    echo
    bench/$engine.sh | sed "1a\\
\\
\`bench/$engine.sh\`"
  done
  echo
  echo "## Mazes: the rectangle's own winders against the general model's (JMH, \`bench/maze-winders.sh\`)"
  echo
  echo "The rectangle keeps a winder of its own only while it is more than twice as fast as the general model's on the same"
  echo "grid (milliseconds per 1000 x 1000 maze, lower is better): its inwinder (rectInwinder against generalInwinder)."
  echo "Its outwinder was 1.7 times as fast (25.1 ms against 42.5 ms), so the rectangle's outwinder is the general model's"
  echo "winder walked the inwinder article's way (articleOutwinder):"
  echo
  echo '```'
  bench/maze-winders.sh 2>/dev/null | sed -n '/^Benchmark/,$p'
  echo '```'
  echo
  echo "## Side by side"
  echo
  echo "### GGCount, corner-to-corner paths (\`bench/frontier/vs-ggcount.sh 13 15 17\`)"
  echo
  if [[ -f ../shared/anchors/ggcount/ggcount.cpp || -n ${GGCOUNT_SRC:-} ]]; then
    bench/frontier/vs-ggcount.sh 13 15 17
  else
    echo "Not measured in this run: GGCount's sources were not found (../shared/anchors/ggcount, or GGCOUNT_SRC)."
  fi
  echo
  echo "### FastGridPathCounter, Hamiltonian cycles (\`bench/frontier/vs-fast-grid-path-counter.sh 12 14\`)"
  echo
  if [[ -f ../shared/anchors/fast-grid-path-counter/Makefile || -n ${FGPC_SRC:-} ]]; then
    bench/frontier/vs-fast-grid-path-counter.sh 12 14
  else
    echo "Not measured in this run: FastGridPathCounter's sources were not found (../shared/anchors/fast-grid-path-counter, or FGPC_SRC)."
  fi
  echo
  echo "### clingo, the ASP competition's encoding (\`bench/push/clingo-vs-gridpuzzles.sh\`)"
  echo
  if command -v clingo >/dev/null 2>&1; then
    bench/push/clingo-vs-gridpuzzles.sh gridpuzzles-app/target/gridpuzzles.jar 60 \
      pool/instances/0002.asp pool/instances/0044.asp pool/instances/0100.asp pool/instances/0200.asp
  else
    echo "Not measured in this run: clingo is not installed (Debian: apt-get install gringo)."
  fi
  echo
  echo "### Chris Milson's program of the MPMP10 article, drawn boards (\`bench/reference/vs-mpmp-python.sh\`)"
  echo
  if command -v python3 >/dev/null 2>&1; then
    bench/reference/vs-mpmp-python.sh
  else
    echo "Not measured in this run: python3 is not installed (Debian: apt-get install python3)."
  fi
  echo
  echo "### The C program of Ganzfried's paper, knight's tours (\`bench/reference/vs-paper-c.sh\`)"
  echo
  if command -v "${CC:-cc}" >/dev/null 2>&1; then
    bench/reference/vs-paper-c.sh
  else
    echo "Not measured in this run: no C compiler (${CC:-cc}) is installed (Debian: apt-get install gcc)."
  fi
} > "$tmp"
mv "$tmp" "$out"
trap - EXIT
echo "bench/all.sh: wrote $out" >&2
