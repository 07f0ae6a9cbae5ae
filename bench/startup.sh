#!/usr/bin/env bash
# Start-up of the command line: whole processes of small commands, the median wall and CPU (user + system) seconds of
# RUNS runs. With two jars they run side by side (alternating), to compare a change with what came before.
#   bench/startup.sh JAR [RUNS]
#   bench/startup.sh BEFORE.jar AFTER.jar [RUNS]
set -euo pipefail
if [[ $# -lt 1 || ! -f $1 ]]; then
  echo "usage: bench/startup.sh JAR [RUNS]  or  bench/startup.sh BEFORE.jar AFTER.jar [RUNS]" >&2
  exit 2
fi
jars=("$1")
shift
if [[ $# -gt 0 && -f $1 ]]; then
  jars+=("$1")
  shift
fi
runs=${1:-7}
commands=(
  "--version"
  "labyrinth count --size 5"
  "maze generate --size 5 --seed 1"
  "knight tour --size 8 --format moves"
  "squares count --size 4"
)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
measure() { # jar, command: appends "wall cpu" to the jar's file
  if ! /usr/bin/time -o "$work/time" -f '%e %U %S' java -jar "$1" $2 > /dev/null 2>&1; then
    echo "bench/startup.sh: '$2' failed with $1" >&2
    exit 1
  fi
  awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$work/time" >> "$work/$3"
}
if (( ${#jars[@]} == 2 )); then
  echo "| command | before wall s | before CPU s | after wall s | after CPU s |"
  echo "|---|---:|---:|---:|---:|"
else
  echo "| command | wall s | CPU s |"
  echo "|---|---:|---:|"
fi
for c in "${commands[@]}"; do
  rm -f "$work"/jar*
  for _ in $(seq "$runs"); do
    for i in "${!jars[@]}"; do
      measure "${jars[$i]}" "$c" "jar$i"
    done
  done
  row="| \`gridpuzzles $c\` |"
  for i in "${!jars[@]}"; do
    row="$row $(cut -d' ' -f1 "$work/jar$i" | median) | $(cut -d' ' -f2 "$work/jar$i" | median) |"
  done
  echo "$row"
done
