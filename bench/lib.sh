# Shared by the bench/ scripts (sourced, not run): each script prints one section of BENCHMARKS.md, a table whose
# rows are whole processes timed by /usr/bin/time: the figure the command printed, wall and CPU (user + system)
# seconds and peak memory, beside the command itself. CPU seconds change less than wall seconds when other programs
# share the machine; the section's first line says when, where and under what load it was measured.
#   BENCH_LONG=1   also the long rows (minutes each)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bench_root="$PWD"
bench_work="$(mktemp -d)"
trap 'rm -rf "$bench_work"' EXIT
# the commands name the repository's files as from its top folder, as the README does
for f in pool examples gridpuzzles-app; do ln -s "$bench_root/$f" "$bench_work/$f"; done
./gridpuzzles --version >/dev/null   # builds the jar first, outside the timings

. "$bench_root/bench/machine.sh"

bench_table() {
  printf '\n| what | figure | wall s | CPU s | peak MB | command |\n|---|---|---:|---:|---:|---|\n'
}

# bench_row WHAT FILTER COMMAND...: runs the command in the work folder (as `./gridpuzzles` when it starts with
# gridpuzzles) and prints a row; FILTER is a shell pipeline that reads the command's output and prints the figure.
bench_row() {
  local what=$1 filter=$2 shown
  shift 2
  shown="$*"
  local run=("$@")
  if [[ ${run[0]} == gridpuzzles ]]; then
    run[0]="$bench_root/gridpuzzles"
  fi
  if ! (cd "$bench_work" && /usr/bin/time -f '%e %U %S %M' -o "$bench_work/time" "${run[@]}" \
      > "$bench_work/out" 2> "$bench_work/err"); then
    echo "bench: '$shown' failed: $(tail -n 1 "$bench_work/err")" >&2
    exit 1
  fi
  local figure
  figure="$(cd "$bench_work" && bash -c "$filter" < "$bench_work/out" | tr '\n' ' ' | sed 's/ *$//')"
  read -r wall user sys peak < "$bench_work/time"
  awk -v w="$what" -v f="$figure" -v c="$shown" -v wall="$wall" -v u="$user" -v s="$sys" -v m="$peak" \
    'BEGIN { printf "| %s | %s | %.2f | %.2f | %d | `%s` |\n", w, f, wall, u + s, m / 1024, c }'
}

# bench_output TITLE COMMAND...: the command's own table (an engine's bench subcommand), as it printed it.
bench_output() {
  local title=$1
  shift
  [[ -n $title ]] && printf '\n%s\n' "$title"
  printf '\n```\n$ %s\n' "$*"
  (cd "$bench_work" && "$bench_root/gridpuzzles" "${@:2}")
  printf '```\n'
}

# bench_time TAG COMMAND...: for the side-by-side tables: runs the command in the work folder (as `./gridpuzzles`
# when it starts with gridpuzzles), its output in TAG.out, its error output in TAG.err, its exit status in TAG.rc and
# "wall CPU peak-MB" in TAG.time; the caller judges the exit status (a knight's walk that stops early exits 1).
bench_time() {
  local tag=$1
  shift
  local run=("$@") rc=0
  if [[ ${run[0]} == gridpuzzles ]]; then
    run[0]="$bench_root/gridpuzzles"
  fi
  (cd "$bench_work" && /usr/bin/time -f '%e %U %S %M' -o "$bench_work/$tag.rawtime" "${run[@]}" \
    > "$bench_work/$tag.out" 2> "$bench_work/$tag.err") || rc=$?
  echo "$rc" > "$bench_work/$tag.rc"
  # /usr/bin/time adds "Command exited with non-zero status N" before its line when the command fails
  tail -n 1 "$bench_work/$tag.rawtime" | awk '{ printf "%.2f %.2f %d\n", $1, $2 + $3, $4 / 1024 }' > "$bench_work/$tag.time"
}

# bench_ratio A B: A / B to two places; below 0.01 s (the timings' resolution) B counts as 0.01 and the ratio is
# marked as at least that
bench_ratio() {
  awk -v a="$1" -v b="$2" 'BEGIN { if (b >= 0.01) printf "%.2f", a / b; else printf "> %.0f", a / 0.01 }'
}
