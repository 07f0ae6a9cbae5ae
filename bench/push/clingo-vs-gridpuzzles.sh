#!/bin/sh
# Side-by-side run of gridpuzzles and clingo (labyrinth.lp in this folder) on the same instances, decision and
# optimal mode, one core each, one run. Not part of the test suite. Usage:
#   bench/push/clingo-vs-gridpuzzles.sh JAR CPU_SECONDS INSTANCE...
# The limit is CPU time (ulimit -t), not wall-clock time, so that a loaded machine does not decide who times out.
# Prints one line per instance and mode: instance N mode | gridpuzzles answer wall cpu | in-JVM | clingo answer wall
# cpu | check, where in-JVM is the instance's time as push bench measures it inside a running JVM (the seconds column of
# a bench of that one instance: wall-clock time of the search alone, without Java's start), and check is push check's
# verdict on clingo's solution and whether both found the same number of pushes (optimal).
set -u
jar=$1; limit=$2; shift 2
here=$(dirname "$0")
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
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
    printf '%s N=%s %s | gridpuzzles %s pushes %s | in-JVM %s | clingo %s %s | %s %s\n' "$(basename "$f")" "$n" $mode \
      "$([ "$g" = TIMEOUT ] && echo TIMEOUT || echo "$gk")" "$(tail -1 "$t/gt" | awk '{printf "%.2f s wall %.2f s cpu", $1, $2+$3}')" \
      "$jvm" \
      "$c" "$(tail -1 "$t/ct" | awk '{printf "%.2f s wall %.2f s cpu", $1, $2+$3}')" "$v" "$same"
  done
done
