#!/usr/bin/env bash
# A standalone Spark cluster on this machine, made of Maven artefacts only (no Spark download): a master and two
# workers, each its own JVM bound to 127.0.0.1, and jobs submitted through Spark's own SparkSubmit class (what
# spark-submit runs) with the shaded jar, so that code and data travel between processes as on a real cluster.
#   bench/spark/local-cluster.sh start          builds what is missing, starts the master and the workers
#   bench/spark/local-cluster.sh submit [--spark-submit-option VALUE]... ENGINE COMMAND [OPTIONS]
#   bench/spark/local-cluster.sh stop           stops every JVM that start started
#   bench/spark/local-cluster.sh status         the master's URL and the JVMs, when running
# Environment:
#   GRIDPUZZLES_CLUSTER_DIR  where the cluster keeps its state, logs and work folders
#                            (default gridpuzzles-spark/target/local-cluster)
#   SPARK_HOME               a folder whose jars/ holds Spark's jars (default gridpuzzles-spark/target/spark-home,
#                            which `mvn package` of the module assembles from its provided dependencies)
#   GRIDPUZZLES_SPARK_JAR    the driver's jar (default gridpuzzles-spark/target/gridpuzzles-spark.jar)
#   WORKERS (2), WORKER_CORES (1), WORKER_MEMORY (1g: what a worker gives its executors), EXECUTOR_MEMORY (768m),
#   DAEMON_HEAP (512m: master and workers), DRIVER_HEAP (1g)
set -euo pipefail
root="$(cd "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)"
module="$root/gridpuzzles-spark"
state="${GRIDPUZZLES_CLUSTER_DIR:-$module/target/local-cluster}"
spark_home="${SPARK_HOME:-$module/target/spark-home}"
jar="${GRIDPUZZLES_SPARK_JAR:-$module/target/gridpuzzles-spark.jar}"
workers="${WORKERS:-2}"
worker_cores="${WORKER_CORES:-1}"
worker_memory="${WORKER_MEMORY:-1g}"
executor_memory="${EXECUTOR_MEMORY:-768m}"
daemon_heap="${DAEMON_HEAP:-512m}"
driver_heap="${DRIVER_HEAP:-1g}"
java_bin="${JAVA_HOME:+$JAVA_HOME/bin/}java"

fail() {
  echo "local-cluster: $*" >&2
  exit 2
}

# Spark's launcher (which builds an executor's command line in a worker) takes its class path from SPARK_HOME/jars
export SPARK_HOME="$spark_home" SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1 SPARK_LOCAL_HOSTNAME=localhost

# The jar and the Spark home, built by Maven (offline) when missing.
assemble() {
  if [[ ! -f "$jar" || ! -d "$spark_home/jars" ]]; then
    echo "local-cluster: building $jar and $spark_home (mvn package of gridpuzzles-spark)" >&2
    (cd "$root" && mvn -B -q -o -pl gridpuzzles-spark -am -DskipTests package) >&2
  fi
  [[ -f "$jar" ]] || fail "no driver jar at $jar"
  compgen -G "$spark_home/jars/spark-core_*.jar" >/dev/null || fail "no Spark jars in $spark_home/jars"
}

# daemon NAME CLASS ARGS...: starts a JVM in the background, its output in NAME.log and its process id in NAME.pid.
daemon() {
  local name=$1
  shift
  # the daemons compute nothing: the quick compiler alone and the serial collector start them sooner
  "$java_bin" -Xmx"$daemon_heap" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp "$spark_home/jars/*" \
    -Dspark.master.rest.enabled=false -Dspark.ui.showConsoleProgress=false -Dspark.worker.cleanup.enabled=false \
    "$@" > "$state/$name.log" 2>&1 < /dev/null &
  echo $! > "$state/$name.pid"
}

# wait_for FILE PATTERN COUNT: until FILE has COUNT lines matching PATTERN (60 s at most).
wait_for() {
  local i
  for ((i = 0; i < 600; i++)); do
    if [[ $(grep -c -- "$2" "$1" 2>/dev/null || true) -ge $3 ]]; then
      return 0
    fi
    sleep 0.1
  done
  return 1
}

# ours PID: whether PID is still a Spark daemon that start started (a process id is reused once its process is gone).
ours() {
  { tr '\0' ' ' < "/proc/$1/cmdline"; } 2>/dev/null | grep -q -e "org.apache.spark.deploy.master.Master --host 127.0.0.1" \
    -e "org.apache.spark.deploy.worker.Worker --host 127.0.0.1 .*--work-dir $state/"
}

stop() {
  local f pid i
  for f in "$state"/*.pid; do
    [[ -e $f ]] || continue
    pid=$(cat "$f")
    # a worker stops its executors when it gets SIGTERM
    if ours "$pid"; then
      kill "$pid" 2>/dev/null || true
    else
      rm -f "$f"
    fi
  done
  for f in "$state"/*.pid; do
    [[ -e $f ]] || continue
    pid=$(cat "$f")
    for ((i = 0; i < 100 && $(kill -0 "$pid" 2>/dev/null && echo 1 || echo 0) == 1; i++)); do
      sleep 0.1
    done
    ! ours "$pid" || kill -9 "$pid" 2>/dev/null || true
    rm -f "$f"
  done
  rm -f "$state/master.url"
}

# A port nobody listens on (the master's; started with the workers at the same time, which retry until it answers).
free_port() {
  local p i
  for ((i = 0; i < 100; i++)); do
    p=$((20000 + RANDOM % 40000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
      echo "$p"
      return 0
    fi
  done
  fail "no free port found"
}

start() {
  assemble
  if [[ -f "$state/master.url" ]]; then
    fail "a cluster is running already at $(cat "$state/master.url") (stop it first: $0 stop)"
  fi
  mkdir -p "$state"
  local url w
  url="spark://127.0.0.1:$(free_port)"
  daemon master org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "${url##*:}" --webui-port 0
  for ((w = 1; w <= workers; w++)); do
    mkdir -p "$state/work-$w"
    daemon "worker-$w" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 --port 0 --webui-port 0 \
      --cores "$worker_cores" --memory "$worker_memory" --work-dir "$state/work-$w" "$url"
  done
  # whatever start started is stopped again when it fails
  if ! wait_for "$state/master.log" "Registering worker" "$workers"; then
    echo "local-cluster: the workers did not register with the master; the logs' last lines:" >&2
    for f in "$state"/*.log; do
      echo "== $f" >&2
      grep -v '^[[:space:]]*at ' "$f" | tail -n 5 >&2
    done
    stop
    exit 1
  fi
  echo "$url" > "$state/master.url"
  echo "$url"
}

submit() {
  [[ -f "$state/master.url" ]] || fail "no cluster is running (start it first: $0 start)"
  [[ -f "$jar" ]] || fail "no driver jar at $jar"
  local options=()
  # spark-submit's own options come first, each with its value
  while [[ $# -ge 2 && $1 == --* ]]; do
    options+=("$1" "$2")
    shift 2
  done
  # client mode: the driver is this JVM, so --out and the files it reads are where the command runs
  exec "$java_bin" -Xmx"$driver_heap" -cp "$spark_home/jars/*" org.apache.spark.deploy.SparkSubmit \
    --master "$(cat "$state/master.url")" --deploy-mode client --executor-memory "$executor_memory" \
    --conf spark.driver.host=127.0.0.1 --conf spark.driver.bindAddress=127.0.0.1 --conf spark.ui.enabled=false \
    --conf spark.ui.showConsoleProgress=false "${options[@]}" "$jar" "$@"
}

status() {
  [[ -f "$state/master.url" ]] || { echo "no cluster is running"; return 1; }
  echo "master $(cat "$state/master.url")"
  local f
  for f in "$state"/*.pid; do
    echo "$(basename "$f" .pid) pid $(cat "$f")"
  done
}

case "${1:-}" in
  start) start ;;
  submit) shift; submit "$@" ;;
  stop) stop ;;
  status) status ;;
  *) fail "usage: $0 start | submit [--spark-submit-option VALUE]... ENGINE COMMAND [OPTIONS] | stop | status" ;;
esac
