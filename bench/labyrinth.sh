#!/usr/bin/env bash
# The one-way labyrinths section of BENCHMARKS.md: exact counts (and their second computation), enumeration, drawing.
#   bench/labyrinth.sh     (about a minute; BENCH_LONG=1 adds 17 x 17, about a minute more)
source "$(dirname "$0")/lib.sh"
echo "## One-way labyrinths"
echo
bench_machine
bench_table
for n in 13 15; do
  bench_row "count $n x $n" 'tail -n 1' gridpuzzles labyrinth count --size "$n"
done
bench_row "count 13 x 13, the second engine" 'tail -n 1' gridpuzzles labyrinth count --size 13 --engine frontier
if [[ ${BENCH_LONG:-} == 1 ]]; then
  bench_row "count 17 x 17" 'tail -n 1' gridpuzzles labyrinth count --size 17
fi
bench_row "enumerate 7 x 7 (walkthroughs streamed)" 'wc -l' gridpuzzles labyrinth enumerate --size 7 --limit 1000000
bench_row "draw a line on 101 x 101 (its moves)" 'head -n 1 | tr -d "\n" | wc -c' \
  gridpuzzles labyrinth draw --size 101 --seed 1 --format moves
