#!/usr/bin/env bash
# Start-up of the command line, two jars side by side: each command runs RUNS times per jar, the jars alternating,
# and the table gives the median wall and CPU (user + system) seconds of whole processes.
#   bench/startup.sh before.jar after.jar [RUNS]
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: bench/startup.sh BEFORE.jar AFTER.jar [RUNS]" >&2
  exit 2
fi
before=$1 after=$2 runs=${3:-7}
for jar in "$before" "$after"; do
  [ -f "$jar" ] || { echo "bench/startup.sh: no jar $jar" >&2; exit 2; }
done
commands=(
  "--version"
  "labyrinth count --size 5"
  "maze generate --size 5 --seed 1"
  "knight tour --size 8 --format moves"
  "squares count --size 4"
)
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
measure() { # jar, command: prints "wall cpu"
  if ! /usr/bin/time -o /tmp/startup.time -f '%e %U %S' java -jar "$1" $2 > /dev/null 2>&1; then
    echo "bench/startup.sh: '$2' failed with $1" >&2
    exit 1
  fi
  awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' /tmp/startup.time
}
echo "| command | before wall | before CPU | after wall | after CPU |"
echo "|---|---|---|---|---|"
for c in "${commands[@]}"; do
  : > /tmp/startup.before; : > /tmp/startup.after
  for _ in $(seq "$runs"); do
    measure "$before" "$c" >> /tmp/startup.before
    measure "$after" "$c" >> /tmp/startup.after
  done
  bw=$(cut -d' ' -f1 /tmp/startup.before | median); bc=$(cut -d' ' -f2 /tmp/startup.before | median)
  aw=$(cut -d' ' -f1 /tmp/startup.after | median); ac=$(cut -d' ' -f2 /tmp/startup.after | median)
  echo "| \`$c\` | $bw s | $bc s | $aw s | $ac s |"
done
rm -f /tmp/startup.before /tmp/startup.after /tmp/startup.time
