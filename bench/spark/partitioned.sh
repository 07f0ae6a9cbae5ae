#!/usr/bin/env bash
# A count in process and with its frontier spread over the local cluster (bench/spark/local-cluster.sh, a master and
# two workers of one core each), side by side in one run: wall and CPU seconds of each process, and for the cluster
# the pass's own figures from the driver's log (the job's wall time, the executors' CPU time, the states made and
# the bytes shuffled). The cluster's CPU column is the driver's process alone; the executors' CPU is in the log line.
#   bench/spark/partitioned.sh [COUNT ARGS...]     default: labyrinth count --size 13
#   GRIDPUZZLES_SPARK_JAR=old.jar bench/spark/partitioned.sh ...   the same with another driver jar
# Extra spark-submit options: SUBMIT_OPTIONS="--conf spark.gridpuzzles.stepsPerShuffle=8".
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
args=("$@")
[[ ${#args[@]} -gt 0 ]] || args=(labyrinth count --size 13)
export GRIDPUZZLES_CLUSTER_DIR="${GRIDPUZZLES_CLUSTER_DIR:-$PWD/gridpuzzles-spark/target/local-cluster-bench}"
work="$(mktemp -d)"
cleanup() {
  bench/spark/local-cluster.sh stop
  rm -rf "$work"
}
trap cleanup EXIT
./gridpuzzles --version > /dev/null
bench/spark/local-cluster.sh start > /dev/null
printf 'Measured %s UTC, %s cores, load average %s at the start.\n\n' "$(date -u '+%Y-%m-%d %H:%M')" "$(nproc)" \
  "$(cut -d' ' -f1 /proc/loadavg)"
printf '| where | output | wall s | CPU s | command |\n|---|---|---:|---:|---|\n'
/usr/bin/time -f '%e %U %S' -o "$work/time" ./gridpuzzles "${args[@]}" > "$work/out" 2> /dev/null
read -r wall user sys < "$work/time"
printf '| in process | %s | %.2f | %.2f | `gridpuzzles %s` |\n' "$(tr '\n' ' ' < "$work/out")" "$wall" \
  "$(echo "$user + $sys" | bc)" "${args[*]}"
# shellcheck disable=SC2086
/usr/bin/time -f '%e %U %S' -o "$work/time" bench/spark/local-cluster.sh submit ${SUBMIT_OPTIONS:-} "${args[@]}" \
  --partitioned > "$work/out" 2> "$work/err"
read -r wall user sys < "$work/time"
printf '| local cluster | %s | %.2f | %.2f | `local-cluster.sh submit %s --partitioned` |\n' \
  "$(tr '\n' ' ' < "$work/out")" "$wall" "$(echo "$user + $sys" | bc)" "${SUBMIT_OPTIONS:+$SUBMIT_OPTIONS }${args[*]}"
printf '\n'
grep -o 'partitioned pass: .*' "$work/err" || echo "(no pass figures in the driver's log)"
