#!/usr/bin/env bash
# Drawn final boards of n x n (`gridpuzzles squares count`) beside the program of Chris Milson's MPMP10 article
# ("Avoid the Square", Matt Parker's Maths Puzzles; bench/reference/mpmp-avoid-the-square, Python 3), one n after
# the other in one run; both counts checked against the article's published ones. gridpuzzles runs on one thread,
# as the Python program does. The Python program prints every board it finds; that output goes to a file.
#   bench/reference/vs-mpmp-python.sh [SIZES...]   (default 4 5 6 7; 7 takes the Python program about a minute)
source "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null 2>&1 || { echo "vs-mpmp-python: python3 is not installed: nothing measured (Debian: apt-get install python3)" >&2; exit 2; }
sizes=("$@")
(( ${#sizes[@]} )) || sizes=(4 5 6 7)
published=(- 1 6 92 2094 2704 24 0 0)   # the article's counts for n = 1..8
program="$bench_root/bench/reference/mpmp-avoid-the-square/main.py"
echo "$(bench_machine | sed 's/\.$//'), $(python3 --version)."
echo
echo "Commands: \`gridpuzzles squares count --size N --threads 1\` and"
echo "\`echo N | python3 -B bench/reference/mpmp-avoid-the-square/main.py > boards.txt\` (the count on its last line)."
echo
printf '| n x n | article | gridpuzzles | Python program | agree | gridpuzzles wall s | CPU s | peak MB | Python wall s | CPU s | peak MB | wall ratio gridpuzzles / Python | CPU ratio gridpuzzles / Python |\n'
printf '|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|\n'
for n in "${sizes[@]}"; do
  bench_time gp gridpuzzles squares count --size "$n" --threads 1
  bench_time py sh -c "echo $n | exec python3 -B '$program'"
  for tag in gp py; do
    [[ $(cat "$bench_work/$tag.rc") == 0 ]] || { echo "vs-mpmp-python: n = $n: $tag failed: $(tail -n 1 "$bench_work/$tag.err")" >&2; exit 1; }
  done
  gp="$(tail -n 1 "$bench_work/gp.out")"
  # the question "What size board? " ends without a new line: with no board printed it starts the last line
  py="$(tail -n 1 "$bench_work/py.out" | sed -n 's/.*There are \([0-9]*\) valid games.*/\1/p')"
  article="${published[n]:--}"
  agree=yes
  [[ $gp == "$py" && ( $article == - || $article == "$gp" ) ]] || agree=NO
  read -r gw gc gm < "$bench_work/gp.time"; read -r pw pc pm < "$bench_work/py.time"
  printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$n" "$article" "$gp" "$py" "$agree" \
    "$gw" "$gc" "$gm" "$pw" "$pc" "$pm" "$(bench_ratio "$gw" "$pw")" "$(bench_ratio "$gc" "$pc")"
done
