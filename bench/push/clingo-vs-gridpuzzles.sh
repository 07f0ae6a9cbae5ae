#!/bin/sh
# Side-by-side run of gridpuzzles and clingo (labyrinth.lp in this folder) on the same instances, decision and
# optimal mode, one core each, one run. Not part of the test suite. Usage:
#   bench/push/clingo-vs-gridpuzzles.sh JAR CPU_SECONDS INSTANCE...
# The limit is CPU time (ulimit -t), not wall-clock time, so that a loaded machine does not decide who times out.
# Prints a line saying when, where and under what load, then a table (Markdown) with one row per instance and mode:
# gridpuzzles' pushes, wall and CPU seconds; in-JVM, the instance's time as push bench measures it inside a running
# JVM (the seconds column of a bench of that one instance: wall-clock time of the search alone, without Java's start);
# clingo's answer (SAT or OPTIMUM with its pushes, UNSAT, or TIMEOUT), wall and CPU seconds; check, push check's
# verdict on clingo's solution, and whether both found the same number of pushes (optimal); and the ratios of
# gridpuzzles' seconds to clingo's, measured in this run. When one of them ran out of time the ratio is a bound
# ("< x" or "> x"), when both did there is none ("-").
set -u
jar=$1; limit=$2; shift 2
here=$(dirname "$0")
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
printf 'Measured %s UTC on %s (%s cores), %s, %s, at most %s CPU seconds each, load average %s at the start.\n\n' \
  "$(date -u '+%Y-%m-%d %H:%M')" "$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)" "$(nproc)" \
  "$(java -version 2>&1 | head -n 1 | sed 's/"//g')" "$(clingo --version | head -n 1)" "$limit" \
  "$(cut -d' ' -f1 /proc/loadavg)"
echo '| instance | N | mode | gridpuzzles pushes | wall s | CPU s | in-JVM | clingo | wall s | CPU s | check | same pushes | wall ratio gridpuzzles / clingo | CPU ratio gridpuzzles / clingo |'
echo '|---|---:|---|---|---:|---:|---|---|---:|---:|---|---|---:|---:|'
# ratio A A_TIMED_OUT B B_TIMED_OUT: A / B, a bound when one timed out, "-" when both did
ratio() {
  awk -v a="$1" -v at="$2" -v b="$3" -v bt="$4" 'BEGIN {
    if (b < 0.01) b = 0.01
    if (at && bt) print "-"
    else if (bt) printf "< %.2f\n", a / b
    else if (at) printf "> %.2f\n", a / b
    else printf "%.2f\n", a / b }'
}
for f in "$@"; do
  n=$(grep -o 'field(1,[0-9]*)' "$f" | wc -l)
  for mode in decide optimal; do
    if [ $mode = optimal ]; then gopt=--optimal; copt="-c opt=1"; else gopt=; copt=; fi
    /usr/bin/time -f '%e %U %S' -o "$t/gt" sh -c "ulimit -t $limit; exec java -Xmx2g -jar '$jar' push solve '$f' \
      $gopt --threads 1" > "$t/go" 2> "$t/ge"
    g=$(head -c 300 "$t/go"); gk=$(grep -o 'push(' "$t/go" | wc -l)
    rm -rf "$t/one"; mkdir "$t/one"; cp "$f" "$t/one/"
    jvm=$(java -Xmx2g -jar "$jar" push bench "$t/one" --jobs 1 $gopt --timeout "$limit" 2>/dev/null \
      | awk -F, 'NR == 2 {print $3 " " $5 " s"}')
    [ -s "$t/go" ] || g=TIMEOUT
    /usr/bin/time -f '%e %U %S' -o "$t/ct" sh -c "ulimit -t $limit; exec clingo '$here/labyrinth.lp' '$f' $copt \
      --quiet=1" > "$t/co" 2> "$t/ce"
    if grep -q '^OPTIMUM FOUND\|^SATISFIABLE' "$t/co"; then
      sed -n '/^Answer/{n;p}' "$t/co" | tail -1 | sed 's/) /). /g; s/)$/)./' > "$t/cs"
      ck=$(grep -o 'push(' "$t/cs" | wc -l)
      v=$(java -jar "$jar" push check "$f" "$t/cs" 2>&1 | head -1)
      c="$(grep -q '^OPTIMUM FOUND' "$t/co" && echo OPTIMUM || echo SAT) $ck"
    elif grep -q '^UNSATISFIABLE' "$t/co"; then c=UNSAT; v=-; ck=-
    else c="TIMEOUT($(grep -c '^Answer' "$t/co") models)"; v=-; ck=-
    fi
    same=-
    [ $mode = optimal ] && [ "$ck" != - ] && [ "$g" != TIMEOUT ] && { [ "$gk" = "$ck" ] && same=same-count || same=DIFFERENT; }
    gw=$(tail -1 "$t/gt" | awk '{printf "%.2f", $1}'); gc=$(tail -1 "$t/gt" | awk '{printf "%.2f", $2 + $3}')
    cw=$(tail -1 "$t/ct" | awk '{printf "%.2f", $1}'); cc=$(tail -1 "$t/ct" | awk '{printf "%.2f", $2 + $3}')
    gt=0; [ "$g" = TIMEOUT ] && gt=1
    ct=0; case $c in TIMEOUT*) ct=1 ;; esac
    printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$(basename "$f")" "$n" $mode \
      "$([ "$g" = TIMEOUT ] && echo TIMEOUT || echo "$gk")" "$gw" "$gc" "$jvm" "$c" "$cw" "$cc" "$v" "$same" \
      "$(ratio "$gw" $gt "$cw" $ct)" "$(ratio "$gc" $gt "$cc" $ct)"
  done
done
