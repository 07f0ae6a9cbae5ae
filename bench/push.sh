#!/usr/bin/env bash
# The push labyrinth section of BENCHMARKS.md: the ASP competition's pool decided, minimum pushes proved.
#   bench/push.sh          (about two minutes; BENCH_LONG=1 proves minima on the whole pool, 60 s an instance at most)
source "$(dirname "$0")/lib.sh"
echo "## Push labyrinths"
echo
bench_machine
bench_table
summary="awk -F, -f $bench_root/bench/push/summary.awk"
bench_row "decide the whole pool, 60 s an instance at most" "$summary" \
  gridpuzzles push bench pool/instances --time-limit 60
bench_row "minimum pushes, first 40 instances, 20 s each" "$summary" \
  gridpuzzles push bench pool/instances --optimal --limit 40 --time-limit 20
if [[ ${BENCH_LONG:-} == 1 ]]; then
  bench_row "minimum pushes, whole pool, 60 s each" "$summary" \
    gridpuzzles push bench pool/instances --optimal --time-limit 60
fi
