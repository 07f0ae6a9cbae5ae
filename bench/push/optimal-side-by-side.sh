#!/bin/sh
# Two builds of gridpuzzles side by side on the same instances, --optimal, one thread, alternating (A, B, A, B, ...)
# so that a change in the machine's load falls on both. Not part of the test suite. Usage:
#   bench/push/optimal-side-by-side.sh JAR_A JAR_B RUNS INSTANCE[:MAX_STEPS]...
# Prints one line per run: instance max_steps jar status positions user_cpu_s sys_cpu_s wall_s.
set -u
a=$1; b=$2; runs=$3; shift 3
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
for spec in "$@"; do
  f=${spec%%:*}
  k=; case $spec in *:*) k=${spec##*:} ;; esac
  opt=; [ -n "$k" ] && opt="--max-steps $k"
  i=0
  while [ $i -lt "$runs" ]; do
    for jar in "$a" "$b"; do
      /usr/bin/time -f '%U %S %e' -o "$t/t" java -Xmx1g -jar "$jar" push solve "$f" --optimal --threads 1 \
        --format json $opt > "$t/o" 2> /dev/null
      st=$(grep -o '"status":"[A-Z]*"' "$t/o" | cut -d'"' -f4)
      pos=$(grep -o '"nodes":[0-9]*' "$t/o" | cut -d: -f2)
      echo "$(basename "$f") ${k:--} $(basename "$jar") $st $pos $(tail -1 "$t/t")"
    done
    i=$((i + 1))
  done
done
