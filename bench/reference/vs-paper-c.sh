#!/usr/bin/env bash
# Knight's tours by `gridpuzzles knight` beside the C program completed from the pseudocode of Ganzfried's paper
# "A simple algorithm for knight's tours" (bench/reference/squirrel-warnsdorff.c: Squirrel's algorithm, or with a
# move-ordering Warnsdorff's rule with that fixed tie-break), in one run. The C program is compiled with cc -O2 into
# a temporary folder (not timed). On every board of a range it runs once per board (one process each), gridpuzzles
# once for the whole range (verify-squirrel and study on all cores: the CPU ratio is the one to compare); on one large
# board both write the tour's move types, which must be the same bytes.
#   bench/reference/vs-paper-c.sh [TO [M]]   (default every board 5..300, and M = 2000)
source "$(dirname "$0")/../lib.sh"
cc="${CC:-cc}"
command -v "$cc" >/dev/null 2>&1 || { echo "vs-paper-c: no C compiler ($cc) is installed: nothing measured (Debian: apt-get install gcc)" >&2; exit 2; }
to="${1:-300}"
big="${2:-2000}"
(( big != 74 )) || { echo "vs-paper-c: M = 74 is the board where gridpuzzles leaves Squirrel's table (21345678): choose another" >&2; exit 2; }
"$cc" -O2 -o "$bench_work/squirrel-warnsdorff" bench/reference/squirrel-warnsdorff.c
echo "$(bench_machine | sed 's/\.$//'), $("$cc" --version | head -n 1)."
echo
printf '| what | gridpuzzles | C program | agree | gridpuzzles wall s | CPU s | peak MB | C wall s | CPU s | peak MB | wall ratio gridpuzzles / C | CPU ratio gridpuzzles / C |\n'
printf '|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n'
commands=()

# row WHAT GP-FIGURE C-FIGURE AGREE: one row from the timings of gp and c
row() {
  read -r gw gc gm < "$bench_work/gp.time"; read -r cw ccpu cm < "$bench_work/c.time"
  printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$1" "$2" "$3" "$4" \
    "$gw" "$gc" "$gm" "$cw" "$ccpu" "$cm" "$(bench_ratio "$gw" "$cw")" "$(bench_ratio "$gc" "$ccpu")"
}
# failures: from a list of sizes, one a line: "no failure" or "fails on N sizes: LIST" (shortened after 8 sizes)
failures() {
  awk 'NF { n++; if (n <= 8) s = s (n > 1 ? " " : "") $1 } END {
    if (!n) print "no failure"; else printf "fails on %d size%s: %s%s\n", n, (n > 1 ? "s" : ""), s, (n > 8 ? " ..." : "") }'
}
# walked FILE: what a file of move types holds, a tour of the large board or a walk that stops
walked() {
  local moves; moves=$(( $(wc -c < "$1") - 1 ))
  if (( moves + 1 == big * big )); then echo "a tour"; else echo "stops after $((moves + 1)) of $((big * big)) squares"; fi
}
each="for m in \$(seq 5 $to); do ./squirrel-warnsdorff \$m ORD > /dev/null 2>&1 || echo \$m; done"

# 1. Squirrel's raw Table 1 on every board: the sizes where the walk stops before the last square
bench_time gp gridpuzzles knight verify-squirrel --from 5 --to "$to"
bench_time c sh -c "${each/ ORD/}"
sed -n 's/^m = \([0-9]*\): .*/\1/p' "$bench_work/gp.out" > "$bench_work/gp.fail"
cp "$bench_work/c.out" "$bench_work/c.fail"
agree=yes; cmp -s "$bench_work/gp.fail" "$bench_work/c.fail" || agree=NO
row "Squirrel's table, every board 5..$to" "$(failures < "$bench_work/gp.fail")" "$(failures < "$bench_work/c.fail")" "$agree"
commands+=("\`gridpuzzles knight verify-squirrel --from 5 --to $to\` and \`${each/ ORD/}\`")

# 2. Warnsdorff's rule with the tie-break 12345678 on every board: the sizes without a tour
bench_time gp gridpuzzles knight study --sizes "5..$to" --trials 1 --tiebreak 12345678
bench_time c sh -c "${each/ORD/12345678}"
awk -F, 'NR > 1 && $3 == 0 { print $1 }' "$bench_work/gp.out" > "$bench_work/gp.fail"
cp "$bench_work/c.out" "$bench_work/c.fail"
agree=yes; cmp -s "$bench_work/gp.fail" "$bench_work/c.fail" || agree=NO
row "Warnsdorff, ties by 12345678, every board 5..$to" "$(failures < "$bench_work/gp.fail")" \
  "$(failures < "$bench_work/c.fail")" "$agree"
commands+=("\`gridpuzzles knight study --sizes 5..$to --trials 1 --tiebreak 12345678\` and \`${each/ORD/12345678}\`")

# 3. and 4. one large board, the tour's move types written: the same bytes, the same exit status
for rule in squirrel 12345678; do
  if [[ $rule == squirrel ]]; then
    what="Squirrel's algorithm on $big x $big, moves written"
    gp_cmd=(gridpuzzles knight tour --size "$big" --method squirrel --format moves)
    c_cmd=(./squirrel-warnsdorff "$big")
  else
    what="Warnsdorff, ties by 12345678, on $big x $big, moves written"
    gp_cmd=(gridpuzzles knight tour --size "$big" --tiebreak 12345678 --format moves)
    c_cmd=(./squirrel-warnsdorff "$big" 12345678)
  fi
  bench_time gp "${gp_cmd[@]}"
  bench_time c "${c_cmd[@]}"
  gr=$(cat "$bench_work/gp.rc"); cr=$(cat "$bench_work/c.rc")
  for r in "$gr" "$cr"; do
    (( r <= 1 )) || { echo "vs-paper-c: $what failed: $(tail -n 1 "$bench_work/gp.err" "$bench_work/c.err")" >&2; exit 1; }
  done
  agree="same tour"
  [[ $gr == 1 ]] && agree="same walk"
  { cmp -s "$bench_work/gp.out" "$bench_work/c.out" && [[ $gr == "$cr" ]]; } || agree=NO
  row "$what" "$(walked "$bench_work/gp.out")" "$(walked "$bench_work/c.out")" "$agree"
  commands+=("\`${gp_cmd[*]} > tour.txt\` and \`${c_cmd[*]} > tour.txt\`")
done
echo
echo "The commands, row by row (the C program built by \`cc -O2 -o squirrel-warnsdorff bench/reference/squirrel-warnsdorff.c\`):"
echo
for c in "${commands[@]}"; do
  echo "- $c"
done
