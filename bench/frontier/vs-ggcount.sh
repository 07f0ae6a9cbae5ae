#!/usr/bin/env bash
# Corner-to-corner Hamiltonian paths of N x N fields (labyrinth count) beside GGCount (Iwashita et al.), in one run.
# GGCount is built from its sources beside the project (../shared/anchors/ggcount, or GGCOUNT_SRC) in a temporary
# folder; none of its code is kept. Usage: bench/frontier/vs-ggcount.sh [SIZES...]   (default 11 13 15)
set -euo pipefail
cd "$(dirname "$0")/../.."
src="${GGCOUNT_SRC:-../shared/anchors/ggcount}"
[[ -f "$src/ggcount.cpp" ]] || { echo "vs-ggcount: no GGCount sources in $src (set GGCOUNT_SRC)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$src"/ggcount.cpp "$src"/Makefile "$work"/
make -s -C "$work" multi >/dev/null 2>&1
./gridpuzzles --version >/dev/null   # builds the jar first, outside the timings
. bench/machine.sh
bench_machine
echo
sizes=("$@")
(( ${#sizes[@]} )) || sizes=(11 13 15)
printf '| N x N | count | gridpuzzles wall s | CPU s | peak MB | GGCount (2 threads, bignum) wall s | CPU s | peak MB | wall ratio gridpuzzles / GGCount | CPU ratio gridpuzzles / GGCount |\n'
printf '|---|---|---|---|---|---|---|---|---|---|\n'
for n in "${sizes[@]}"; do
  /usr/bin/time -f '%e %U %S %M' -o "$work/gp.time" ./gridpuzzles labyrinth count --size "$n" > "$work/gp.out"
  # GGCount counts an (n-1) x (n-1) grid of edges, i.e. n x n fields; its count is its last line
  /usr/bin/time -f '%e %U %S %M' -o "$work/gg.time" "$work/ggcount_multi" -h "$((n - 1))" > "$work/gg.out" 2>/dev/null
  gp="$(tail -1 "$work/gp.out")"; gg="$(tail -1 "$work/gg.out")"
  [[ "$gp" == "$gg" ]] || { echo "vs-ggcount: $n x $n: gridpuzzles $gp, GGCount $gg" >&2; exit 1; }
  read -r gw gu gs gm < "$work/gp.time"; read -r cw cu cs cm < "$work/gg.time"
  awk -v n="$n" -v c="$gp" -v gw="$gw" -v gu="$gu" -v gs="$gs" -v gm="$gm" -v cw="$cw" -v cu="$cu" -v cs="$cs" -v cm="$cm" \
    'BEGIN { printf "| %d | %s | %.2f | %.2f | %d | %.2f | %.2f | %d | %.1f | %.1f |\n", n, c, gw, gu + gs, gm / 1024, cw, cu + cs, cm / 1024, gw / (cw > 0.005 ? cw : 0.005), (gu + gs) / (cu + cs > 0.005 ? cu + cs : 0.005) }'
done
