#!/usr/bin/env bash
# The knight's tours section of BENCHMARKS.md: tours on huge boards, their check, Squirrel's table, exact counts.
#   bench/knight.sh        (about two minutes; BENCH_LONG=1 adds 8 x 8 closed tours, about ten minutes)
source "$(dirname "$0")/lib.sh"
echo "## Knight's tours"
echo
bench_machine
bench_table
bench_row "Squirrel-Cull tour on 10000 x 10000, moves written" 'wc -c < tour.txt | awk "{ printf \"%.0f MB\", \$1 / 1e6 }"' \
  gridpuzzles knight tour --size 10000 --method squirrel --format moves --out tour.txt
bench_row "check that tour" 'tail -n 1' gridpuzzles knight check --size 10000 tour.txt
bench_row "Squirrel's table on every board 5..300" 'tail -n 1' gridpuzzles knight verify-squirrel --from 5 --to 300
bench_row "closed tours of 6 x 6, counted" 'tail -n 1' gridpuzzles knight count --size 6 --closed
bench_row "open tours of 6 x 6 from every start, counted" 'tail -n 1' gridpuzzles knight count --size 6
if [[ ${BENCH_LONG:-} == 1 ]]; then
  bench_row "closed tours of 8 x 8, counted" 'tail -n 1' gridpuzzles knight count --size 8 --closed
fi
bench_output "The walk alone, best of 3 after a warm-up (\`knight bench\`):" \
  gridpuzzles knight bench --sizes 1000,5000 --method squirrel
bench_output "" gridpuzzles knight bench --sizes 1000,5000 --method warnsdorff --tiebreak 12345678
