#!/usr/bin/env bash
# The mazes section of BENCHMARKS.md: generating, solving, measuring, counting and printing, and the algorithms side
# by side.
#   bench/maze.sh          (about two minutes; BENCH_LONG=1 adds 10000 x 10000 rows)
source "$(dirname "$0")/lib.sh"
echo "## Mazes"
echo
bench_machine
bench_table
bench_row "inwinder, 1000 x 1000, SVG written" 'wc -c < maze.svg | awk "{ printf \"%.1f MB\", \$1 / 1e6 }"' \
  gridpuzzles maze generate --size 1000 --seed 1 --format svg --out maze.svg
bench_row "inwinder, 1000 x 1000, JSON written" 'wc -c < maze.json | awk "{ printf \"%.1f MB\", \$1 / 1e6 }"' \
  gridpuzzles maze generate --size 1000 --seed 1 --format json --out maze.json
bench_row "solve 1000 x 1000 by A* (path length, fields visited)" 'grep -o "\"length\":[0-9]*,\"visited\":[0-9]*"' \
  gridpuzzles maze solve --size 1000 --seed 1 --method astar --format json
bench_row "stats of 1000 x 1000 (dead ends, longest path)" 'grep -E "^(dead-ends|longest-path) " | tr "\n" " "' \
  gridpuzzles maze stats --size 1000 --seed 1
bench_row "polar, 200 rings, PNG written" 'echo written' \
  gridpuzzles maze generate --grid polar --rings 200 --seed 1 --format png --out polar.png
bench_row "check a 1000 x 1000 maze file" 'tail -n 1' \
  gridpuzzles maze check maze.json
bench_row "perfect mazes of 100 x 100, counted (digits)" 'tail -n 1 | tr -d "\n" | wc -c' \
  gridpuzzles maze count --size 100
bench_row "perfect mazes of a polar grid of 40 rings, counted (digits)" 'tail -n 1 | tr -d "\n" | wc -c' \
  gridpuzzles maze count --grid polar --rings 40
bench_row "a booklet of 40 mazes of 20 x 20, 4 a page, with solutions (PDF)" 'cat' \
  gridpuzzles maze print --size 20 --seed 1 --count 40 --per-page 4 --solutions --out book.pdf
bench_row "the carving of 20 x 20 as an animated GIF (frames, bytes)" 'cat' \
  gridpuzzles maze generate --size 20 --seed 1 --format gif --out carving20.gif
bench_row "the carving of 60 x 60 as an animated GIF (frames, bytes)" 'cat' \
  gridpuzzles maze generate --size 60 --seed 1 --format gif --out carving60.gif
bench_row "the carving of 60 x 60 as an animated SVG (frames, bytes)" 'cat' \
  gridpuzzles maze generate --size 60 --seed 1 --format svg-animated --out carving60.svg
if [[ ${BENCH_LONG:-} == 1 ]]; then
  bench_row "inwinder, 10000 x 10000, text written" 'wc -c < maze.txt | awk "{ printf \"%.0f MB\", \$1 / 1e6 }"' \
    gridpuzzles maze generate --size 10000 --seed 1 --out maze.txt
fi
bench_output "Fields per second, every algorithm at 1000 x 1000 (best of 3 after warm-up; \`maze bench\`):" \
  gridpuzzles maze bench --sizes 1000 --repeat 3 --warmup 1
if [[ ${BENCH_LONG:-} == 1 ]]; then
  bench_output "At 10000 x 10000:" gridpuzzles maze bench --sizes 10000 --repeat 1 --warmup 0 \
    --algorithms inwinder,outwinder,binary-tree,sidewinder,recursive-backtracker,eller,recursive-division
fi
