#!/usr/bin/env bash
# JMH: the rectangle's own inwinder against the general model's winders on the same rect grid, and the rectangle's
# outwinder (the general winder walked the article's way); gridpuzzles-app/src/test/java/org/gridpuzzles/maze/
# WinderBenchmark.java. Extra arguments go to JMH, e.g.
#   bench/maze-winders.sh -p size=1000,3000
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -o -pl gridpuzzles-app -DskipTests test-compile
cp=$(mktemp)
trap 'rm -f "$cp"' EXIT
mvn -B -q -o -pl gridpuzzles-app dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$cp" > /dev/null
java -Xmx512m -cp "gridpuzzles-app/target/test-classes:gridpuzzles-app/target/classes:$(cat "$cp")" \
  org.openjdk.jmh.Main 'org.gridpuzzles.maze.WinderBenchmark' "$@"
