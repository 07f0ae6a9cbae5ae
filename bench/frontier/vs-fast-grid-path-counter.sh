#!/usr/bin/env bash
# Hamiltonian cycles of the N x N grid (labyrinth count --closed) beside FastGridPathCounter (Tatarevic 2024), in one
# run. FastGridPathCounter is built from its sources beside the project (../shared/anchors/fast-grid-path-counter, or
# FGPC_SRC) in a temporary folder, once per size (its size is fixed when it is compiled; the compile is not timed);
# none of its code is kept. It counts modulo one number a run: it runs once per prime below 2^63 that the count needs,
# the residues are joined by the Chinese remainder theorem here, and its times are the sums over those runs.
#   bench/frontier/vs-fast-grid-path-counter.sh [SIZES...]   (default 10 12 14)
set -euo pipefail
cd "$(dirname "$0")/../.."
src="${FGPC_SRC:-../shared/anchors/fast-grid-path-counter}"
[[ -f "$src/Makefile" ]] || { echo "vs-fast-grid-path-counter: no sources in $src (set FGPC_SRC)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
./gridpuzzles --version >/dev/null   # builds the jar first, outside the timings
. bench/machine.sh
bench_machine
echo
sizes=("$@")
(( ${#sizes[@]} )) || sizes=(10 12 14)
printf '| N x N | cycles | gridpuzzles wall s | CPU s | peak MB | FastGridPathCounter (2 threads) runs | wall s | CPU s | peak MB | wall ratio gridpuzzles / FastGridPathCounter | CPU ratio gridpuzzles / FastGridPathCounter |\n'
printf '|---|---|---|---|---|---|---|---|---|---|---|\n'
for n in "${sizes[@]}"; do
  /usr/bin/time -f '%e %U %S %M' -o "$work/gp.time" ./gridpuzzles labyrinth count --closed --size "$n" > "$work/gp.out"
  gp="$(tail -n 1 "$work/gp.out")"
  rm -rf "$work/fgpc"; cp -r "$src" "$work/fgpc"
  make -s -C "$work/fgpc" N="$n" CYCLES=1 HAMILTONIAN=1 N_THREADS=2 BITS=64 >/dev/null 2>&1
  # the primes below 2^63 whose product exceeds the count (known from gridpuzzles' count: only how many are needed)
  mapfile -t primes < <(python3 - "$gp" <<'PY'
import sys
def prime(p):
    if p % 2 == 0: return False
    d, s = p - 1, 0
    while d % 2 == 0: d //= 2; s += 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        x = pow(a, d, p)
        if x in (1, p - 1): continue
        for _ in range(s - 1):
            x = x * x % p
            if x == p - 1: break
        else: return False
    return True
need, prod, p = int(sys.argv[1]), 1, (1 << 63) - 1
while prod <= 2 * need + 1:
    p -= 2
    while not prime(p): p -= 2
    print(p); prod *= p
PY
)
  wall=0; cpu=0; peak=0; : > "$work/residues"
  for p in "${primes[@]}"; do
    (cd "$work/fgpc" && /usr/bin/time -f '%e %U %S %M' -o "$work/fg.time" ./path-counter "$p") > "$work/fg.out" 2>/dev/null
    echo "$p $(sed -n 's/.*solution = \([0-9]*\) mod.*/\1/p' "$work/fg.out")" >> "$work/residues"
    read -r w u s m < "$work/fg.time"
    wall=$(awk -v a="$wall" -v b="$w" 'BEGIN { print a + b }'); cpu=$(awk -v a="$cpu" -v b="$u" -v c="$s" 'BEGIN { print a + b + c }')
    (( m > peak )) && peak=$m
  done
  fg="$(python3 - "$work/residues" <<'PY'
import sys
x, m = 0, 1
for line in open(sys.argv[1]):
    p, r = map(int, line.split())
    x += m * ((r - x) * pow(m, -1, p) % p); m *= p
print(x)
PY
)"
  [[ "$gp" == "$fg" ]] || { echo "vs-fast-grid-path-counter: $n x $n: gridpuzzles $gp, FastGridPathCounter $fg" >&2; exit 1; }
  read -r gw gu gs gm < "$work/gp.time"
  awk -v n="$n" -v c="$gp" -v k="${#primes[@]}" -v gw="$gw" -v gu="$gu" -v gs="$gs" -v gm="$gm" -v cw="$wall" -v cc="$cpu" -v cm="$peak" \
    'BEGIN { printf "| %d | %s | %.2f | %.2f | %d | %d | %.2f | %.2f | %d | %.1f | %.1f |\n", n, c, gw, gu + gs, gm / 1024, k, cw, cc, cm / 1024, gw / (cw > 0.005 ? cw : 0.005), (gu + gs) / (cc > 0.005 ? cc : 0.005) }'
done
