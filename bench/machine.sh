# bench_machine: the line that opens a section of BENCHMARKS.md: the date, the machine, the JVM, the build and the
# load average at the start. Sourced (POSIX sh) by lib.sh and by the side-by-side scripts, from the repository's top.
bench_machine() {
  cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)"
  printf 'Measured %s UTC on %s (%s cores, %s GiB), %s, build %s, load average %s at the start.\n' \
    "$(date -u '+%Y-%m-%d %H:%M')" "${cpu:-an unknown CPU}" "$(nproc)" \
    "$(awk '/MemTotal/ { printf "%d", $2 / 1048576 + 0.5 }' /proc/meminfo)" \
    "$(java -version 2>&1 | head -n 1 | sed 's/"//g')" "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" \
    "$(cut -d' ' -f1 /proc/loadavg)"
}
