#!/usr/bin/env bash
# The minimum number of pushes of every instance of the ASP competition's pool, proved in rounds: each round runs
# `push bench --optimal` with a checkpoint on the instances no earlier round proved, with a longer time limit, and
# every search goes on where the last one stopped. At the end pool/minima.csv says, for every instance, whether its
# minimum is proved, the bounds (the pushes refuted and the shortest solution found), that solution, and the time all
# rounds spent on it.
#   bench/push/pool-minima.sh WORK [SECONDS...]     (default rounds: 60 600 3600; WORK keeps checkpoints and rounds)
#   POOL_JOBS=J POOL_THREADS=T                      instances at a time, threads an instance (default 1 and 1)
# A rerun with the same WORK resumes: finished rounds are kept, the checkpoints hold the searches.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
work="$(mkdir -p "$1" && cd "$1" && pwd)"
shift
rounds=("$@")
[[ ${#rounds[@]} -eq 0 ]] && rounds=(60 600 3600)
jobs="${POOL_JOBS:-1}"
threads="${POOL_THREADS:-1}"
./gridpuzzles --version > /dev/null   # builds the jar first

# One row an instance: the last round that ran it says its status; the seconds of all rounds add up.
minima() {
  python3 - "$work" "${rounds[@]}" > "$root/pool/minima.csv.tmp" <<'EOF'
import csv, sys
work, rounds = sys.argv[1], sys.argv[2:]
rows, seconds, ran = {}, {}, {}
for limit in rounds:
    try:
        f = open(f"{work}/round-{limit}.csv", newline="")
    except FileNotFoundError:
        continue
    for r in csv.DictReader(f):
        rows[r["instance"]] = r
        seconds[r["instance"]] = seconds.get(r["instance"], 0.0) + float(r["seconds"] or 0)
        ran[r["instance"]] = limit
out = csv.writer(sys.stdout, lineterminator="\n")
out.writerow(["file", "N", "status", "min_pushes", "lower_bound", "upper_bound", "seconds", "last_limit",
              "reference", "solution"])
for name in sorted(rows):
    r = rows[name]
    proved = r["optimal"] == "true"
    check = r["check"]
    solution = check.split(": ", 2)[2] if check.startswith("VALID") and check.count(": ") >= 2 else ""
    out.writerow([name, r["N"], "proved" if proved else "open", r["pushes"] if proved else "",
                  r["lowerBound"], r["upperBound"], f"{seconds[name]:.1f}", ran[name], r["reference"], solution])
EOF
  mv "$root/pool/minima.csv.tmp" "$root/pool/minima.csv"
}

# unproved.txt: the instances left for the next round (all of them before the first)
[[ -f "$work/unproved.txt" ]] || (cd pool/instances && ls -- *.asp) > "$work/unproved.txt"
for limit in "${rounds[@]}"; do
  out="$work/round-$limit.csv"
  if [[ -f "$out.done" ]]; then
    echo "pool-minima: round of $limit s done before" >&2
  else
    left="$work/left-$limit"
    rm -rf "$left"
    mkdir -p "$left"
    while read -r f; do ln -s "$root/pool/instances/$f" "$left/$f"; done < "$work/unproved.txt"
    n=$(wc -l < "$work/unproved.txt")
    [[ $n -eq 0 ]] && break
    echo "pool-minima: round of $limit s an instance, $n instances" >&2
    ./gridpuzzles push bench "$left" --optimal --checkpoint "$work/checkpoints" --index pool/index.csv \
      --time-limit "$limit" --jobs "$jobs" --threads "$threads" -o "$out" > /dev/null || true
    touch "$out.done"
  fi
  # the instances whose minimum is still open
  awk -F, 'NR > 1 && $6 != "true" { print $1 }' "$out" > "$work/unproved.txt"
  minima
done

awk -F, 'NR > 1 { n++; if ($3 == "proved") p++ } END { printf "pool-minima: %d of %d minima proved\n", p, n }' \
  pool/minima.csv >&2
