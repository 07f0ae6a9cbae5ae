#!/usr/bin/env bash
# The avoid-the-square section of BENCHMARKS.md: the drawn boards' table, the game solved and its certificate checked.
#   bench/squares.sh       (about a minute; BENCH_LONG=1 solves 5 x 5 with its certificate, about a minute more)
source "$(dirname "$0")/lib.sh"
echo "## Avoid the square"
echo
bench_machine
bench_table
bench_row "drawn boards, n = 1..8" 'cut -f 2 | grep -E "^[0-9]+$" | paste -sd " "' gridpuzzles squares table --max 8
bench_row "drawn boards, axis-parallel squares, n = 1..6" 'cut -f 2 | grep -E "^[0-9]+$" | paste -sd " "' \
  gridpuzzles squares table --max 6 --axis-parallel
bench_row "the 4 x 4 game solved" 'tail -n 1' gridpuzzles squares solve --size 4
bench_row "the stored 5 x 5 certificate checked" 'tail -n 1' \
  gridpuzzles squares check-proof gridpuzzles-app/src/main/resources/org/gridpuzzles/squares/strategies/5x5-tilted-avoid.txt.gz
if [[ ${BENCH_LONG:-} == 1 ]]; then
  bench_row "the 5 x 5 game solved, certificate written" 'tail -n 1' \
    gridpuzzles squares solve --size 5 --table-bits 25 --proof 5x5.txt
  bench_row "that certificate checked" 'tail -n 1' gridpuzzles squares check-proof 5x5.txt
fi
bench_output "The table in one JVM, best and median of 5 rounds (\`squares bench\`):" \
  gridpuzzles squares bench --max 8 --rounds 5 --solve 4
