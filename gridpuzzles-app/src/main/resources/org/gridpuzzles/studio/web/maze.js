// The maze page: the maze and the order it was carved in come from /api/maze/generate (--carving), the path between
// two fields from /api/maze/path, the texture from /api/maze/stats. The page replays the carving and, since the maze
// distances from a clicked field from /api/maze/path (distances): the page draws them, it computes none.
import { SVG, answer, boxNumber, el, facts, room, typing } from "/static/studio.js";
import { zoomable } from "/static/zoom.js";

const BOARD_PX = 640;
const STEP = { U: [-1, 0], R: [0, 1], D: [1, 0], L: [0, -1] };
// the openings' hexadecimal digit: 1 up, 2 right, 4 down, 8 left
const BIT = { U: 1, R: 2, D: 4, L: 8 };
const $ = (id) => document.getElementById(id);

const state = {
  maze: null, // the generate answer: rows, cols, openings, statistics, carving
  params: null, // the options the maze was made with, for the other commands
  shown: 0, // carving steps shown
  playing: false,
  timer: null,
  mode: "path",
  from: null,
  to: null,
  path: null, // the path answer
  root: null,
  distances: null, // the path answer with distances from the root: distances, farthest, farthestDistance
  request: 0,
  board: null, // the drawn board, kept while the maze and its size stay
  texture: null,
};

async function api(command, params) {
  return answer("maze", command, new URLSearchParams(params));
}

/** The generation options as the command line's long options; only those the algorithm reads. */
function options() {
  const algorithm = $("algorithm").value;
  // the boxes' own ranges: a value beyond them is refused here, with what the page takes
  const params = { algorithm, rows: String(boxNumber("rows")), cols: String(boxNumber("cols")),
    seed: $("seed").value || "1" };
  if (algorithm === "inwinder" || algorithm === "outwinder") {
    params.which = $("which").value.trim() || "random";
    params.bias = $("bias").value || "0.5";
  } else if (algorithm === "growing-tree") {
    params["cell-choice"] = $("cell-choice").value.trim() || "mix:0.5";
  }
  return params;
}

function total() {
  return state.maze ? state.maze.carving.length : 0;
}

function done() {
  return state.maze && state.shown >= total();
}

function walls() {
  return state.maze.algorithm === "recursive-division";
}

/** Openings after the first {@code k} steps, one number per field (bits as in the JSON). */
function openingsAfter(k) {
  const { rows, cols } = state.maze;
  const open = new Uint8Array(rows * cols);
  const join = (r, c, d) => {
    const [dr, dc] = STEP[d];
    open[(r - 1) * cols + c - 1] |= BIT[d];
    open[(r - 1 + dr) * cols + c - 1 + dc] |= BIT[{ U: "D", D: "U", L: "R", R: "L" }[d]];
  };
  if (k >= total()) {
    state.maze.openings.forEach((row, r) => {
      for (let c = 0; c < cols; c++) {
        open[r * cols + c] = parseInt(row[c], 16);
      }
    });
    return open;
  }
  if (walls()) {
    // recursive division: everything open, then each wall built with its one gap
    for (let r = 1; r <= rows; r++) {
      for (let c = 1; c <= cols; c++) {
        if (c < cols) {
          join(r, c, "R");
        }
        if (r < rows) {
          join(r, c, "D");
        }
      }
    }
    for (let s = 0; s < k; s++) {
      const [gr, gc, d, from, to] = state.maze.carving[s];
      for (let x = from; x <= to; x++) {
        const [r, c] = d === "D" ? [gr, x] : [x, gc];
        if (r !== gr || c !== gc) {
          const [dr, dc] = STEP[d];
          open[(r - 1) * cols + c - 1] &= ~BIT[d];
          open[(r - 1 + dr) * cols + c - 1 + dc] &= ~BIT[d === "D" ? "U" : "L"];
        }
      }
    }
  } else {
    for (let s = 0; s < k; s++) {
      const [r, c, d] = state.maze.carving[s];
      join(r, c, d);
    }
  }
  return open;
}

/** A colour from near (pale yellow) to far (deep blue), {@code t} in 0..1. */
function colour(t) {
  const stops = [[255, 247, 188], [254, 196, 79], [236, 112, 20], [153, 52, 148], [37, 52, 148]];
  const x = Math.min(0.9999, Math.max(0, t)) * (stops.length - 1);
  const i = Math.floor(x);
  const f = x - i;
  const mix = stops[i].map((v, k) => Math.round(v + f * (stops[i + 1][k] - v)));
  return `rgb(${mix.join(",")})`;
}

/**
 * The board's lasting parts, made once per maze and size: a rect per field (only their colours change while the
 * carving plays), the walls as one path, and a layer for the marks drawn over them.
 */
function board() {
  const { rows, cols } = state.maze;
  // the whole maze in view below the toolbars, on any window
  const high = Math.min(BOARD_PX, room($("board")));
  const px = Math.min(BOARD_PX / cols, high / rows, 40);
  if (state.board && state.board.maze === state.maze && state.board.px === px) {
    return state.board;
  }
  const pad = 0.4;
  const width = Math.round((cols + 2 * pad) * px);
  const svg = el("svg", { viewBox: `${-pad} ${-pad} ${cols + 2 * pad} ${rows + 2 * pad}`, role: "img", width,
    height: Math.round((rows + 2 * pad) * px) });
  svg.style.width = `${width}px`;
  const cells = el("g", { class: "fields" }, svg);
  const rects = [];
  for (let r = 1; r <= rows; r++) {
    for (let c = 1; c <= cols; c++) {
      rects.push(el("rect", { x: c - 1, y: r - 1, width: 1, height: 1, fill: "#ffffff", class: "field",
        "data-field": `${r},${c}` }, cells));
    }
  }
  // walls: one path for all, a stroke of about two pixels whatever the size
  const stroke = Math.min(2.5, Math.max(1, px * 0.08)) / px;
  const walls = el("path", { d: "", stroke: "#1d2330", "stroke-width": stroke, "stroke-linecap": "square",
    fill: "none", class: "walls" }, svg);
  const over = el("g", { class: "over" }, svg);
  el("rect", { x: 0, y: 0, width: cols, height: rows, fill: "none", stroke: "#1d2330", "stroke-width": stroke * 1.5 },
    svg);
  state.board = { maze: state.maze, px, svg, rects, fills: rects.map(() => "#ffffff"), walls, over, stroke,
    distances: null };
  $("board").replaceChildren(svg);
  zoom.refresh();
  return state.board;
}

// a large maze is read zoomed in; zoomed far enough, the distances get their numbers
const zoom = zoomable($("board"), {
  show: (svg, v, z) => {
    svg.setAttribute("viewBox", `${v.x} ${v.y} ${v.width} ${v.height}`);
    const numbered = state.board && state.board.px * z >= NUMBERED;
    if (state.board && numbered !== state.numbered && !state.rendering) {
      render();
    }
  },
});

/** Pixels a field needs to show its distance's number. */
const NUMBERED = 22;

function render() {
  if (!state.maze) {
    state.board = null;
    $("board").replaceChildren();
    zoom.refresh();
    return;
  }
  state.rendering = true;
  try {
    draw();
  } finally {
    state.rendering = false;
  }
}

function draw() {
  const { rows, cols } = state.maze;
  const b = board();
  const { px, stroke } = b;
  const open = openingsAfter(state.shown);
  const complete = done();
  // fields touched by the carving so far, and the latest step's fields
  const latest = new Set();
  if (!complete && state.shown > 0 && !walls()) {
    const [r, c, d] = state.maze.carving[state.shown - 1];
    latest.add((r - 1) * cols + c - 1);
    latest.add((r - 1 + STEP[d][0]) * cols + c - 1 + STEP[d][1]);
  }
  const dist = complete && state.distances ? state.distances.distances : null;
  const max = dist ? state.distances.farthestDistance : 0;
  for (let i = 0; i < rows * cols; i++) {
    let fill = "#ffffff";
    if (dist) {
      fill = colour(max === 0 ? 0 : dist[i] / max);
    } else if (latest.has(i)) {
      fill = "#f59e0b";
    } else if (!complete && !walls() && open[i]) {
      fill = "#dbe7fd";
    }
    if (b.fills[i] !== fill) {
      b.fills[i] = fill;
      b.rects[i].setAttribute("fill", fill);
    }
  }
  if (b.distances !== dist) {
    b.distances = dist;
    b.rects.forEach((rect, i) => {
      if (dist) {
        rect.setAttribute("data-distance", dist[i]);
      } else {
        rect.removeAttribute("data-distance");
      }
    });
  }
  const parts = [];
  for (let r = 1; r <= rows; r++) {
    for (let c = 1; c <= cols; c++) {
      const o = open[(r - 1) * cols + c - 1];
      if (c < cols && !(o & BIT.R)) {
        parts.push(`M${c} ${r - 1}v1`);
      }
      if (r < rows && !(o & BIT.D)) {
        parts.push(`M${c - 1} ${r}h1`);
      }
    }
  }
  b.walls.setAttribute("d", parts.join(""));
  const over = el("g", { class: "over" });
  state.numbered = px * Number($("board").dataset.zoom || 1) >= NUMBERED;
  if (dist && state.numbered) {
    const numbers = el("g", { class: "numbers", "font-size": 0.42, "text-anchor": "middle" }, over);
    for (let i = 0; i < dist.length; i++) {
      const t = el("text", { x: (i % cols) + 0.5, y: Math.floor(i / cols) + 0.65,
        fill: dist[i] / max > 0.55 ? "#ffffff" : "#1d2330" }, numbers);
      t.textContent = String(dist[i]);
    }
  }
  if (!complete && walls() && state.shown > 0) {
    const [gr, gc, dir, from, to] = state.maze.carving[state.shown - 1];
    // the wall on both sides of its gap (a side may be empty)
    let seg = "";
    const [gapAt, x] = dir === "D" ? [gc, gr] : [gr, gc];
    for (const [a, z] of [[from - 1, gapAt - 1], [gapAt, to]]) {
      if (a < z) {
        seg += dir === "D" ? `M${a} ${x}H${z}` : `M${x} ${a}V${z}`;
      }
    }
    el("path", { d: seg, stroke: "#e8590c", "stroke-width": stroke * 2, "stroke-linecap": "square",
      class: "new-wall" }, over);
  }
  if (complete && state.mode === "path" && state.path) {
    const points = state.path.path.map(([r, c]) => `${c - 0.5},${r - 0.5}`).join(" ");
    el("polyline", { points, fill: "none", stroke: "#d6336c", "stroke-width": Math.max(0.18, 3 / px),
      "stroke-linejoin": "round", "stroke-linecap": "round", class: "path" }, over);
  }
  if (complete && state.mode === "path") {
    mark(over, state.from, "#2b8a3e", "from", false);
    mark(over, state.to, "#c92a2a", "to", true);
  }
  if (complete && state.mode === "distance") {
    mark(over, state.root, "#1d2330", "root", false);
  }
  b.over.replaceWith(over);
  b.over = over;
  $("counter").textContent = `${state.shown} of ${total()} ${walls() ? "walls" : "passages"}`;
  $("play").textContent = state.playing ? "pause" : "play";
  $("step").disabled = complete;
  $("all").disabled = complete;
  // the status says what is shown, whichever way the shown steps changed
  describe();
}

function mark(svg, field, fill, name, square) {
  if (!field) {
    return;
  }
  const [r, c] = field;
  if (square) {
    el("rect", { x: c - 0.78, y: r - 0.78, width: 0.56, height: 0.56, fill, class: `mark ${name}` }, svg);
  } else {
    el("circle", { cx: c - 0.5, cy: r - 0.5, r: 0.3, fill, class: `mark ${name}` }, svg);
  }
}

/** Steps per second from the slider: 1 to about 2,000, evenly on a log scale. */
function speed() {
  return Math.round(Math.pow(10, (Number($("speed").value) / 100) * 3.3));
}

function stop() {
  state.playing = false;
  if (state.timer) {
    cancelAnimationFrame(state.timer);
    state.timer = null;
  }
}

function play() {
  if (state.playing) {
    stop();
    render();
    return;
  }
  if (!state.maze) {
    return;
  }
  if (done()) {
    state.shown = 0;
  }
  state.playing = true;
  let last = performance.now();
  let owed = 0;
  const frame = (now) => {
    owed += ((now - last) / 1000) * speed();
    last = now;
    const steps = Math.floor(owed);
    if (steps > 0) {
      owed -= steps;
      state.shown = Math.min(total(), state.shown + steps);
      if (done()) {
        stop();
        finished();
        return;
      }
      render();
    }
    state.timer = requestAnimationFrame(frame);
  };
  state.timer = requestAnimationFrame(frame);
  render();
}

function step() {
  stop();
  if (state.maze && !done()) {
    state.shown++;
    if (done()) {
      finished();
    } else {
      render();
    }
  }
}

function showAll() {
  stop();
  if (state.maze) {
    state.shown = total();
    finished();
  }
}

/** The whole maze is shown: what a click does is said, and the marks come back. */
function finished() {
  render();
  describe();
  if (state.mode === "distance" && state.root && !state.distances) {
    measure();
  }
}

/** The distances from the root, as the maze's path command gives them; drawn when they come. */
async function measure() {
  const request = state.request;
  const root = state.root;
  try {
    const answer = await api("path", { ...state.params, from: root.join(","), distances: "true" });
    if (request !== state.request || state.mode !== "distance" || state.root !== root) {
      return;
    }
    state.distances = answer;
  } catch (e) {
    $("legend").textContent = e.message;
    return;
  }
  legend();
  render();
  describe();
}

function describe() {
  const { rows, cols } = state.maze;
  if (!done()) {
    // not yet a maze: recursive division starts from one open room (loops everywhere), the others from closed fields
    $("status").textContent = walls()
      ? `Dividing a ${rows} x ${cols} room: ${state.shown} of ${total()} walls built, not yet a maze.`
      : `Carving a ${rows} x ${cols} maze: ${state.shown} of ${total()} passages, not all fields joined yet.`;
    return;
  }
  $("status").textContent = `A perfect ${rows} x ${cols} maze by ${state.maze.algorithm}, seed ${state.maze.seed}.`;
  if (state.mode === "path") {
    $("pick").textContent = !state.from ? "Click a field to start the path."
      : !state.to ? "Click a second field for the path." : "Click a field to start a new path.";
  } else {
    $("pick").textContent = state.root ? "Click another field to count from there." : "Click a field to count from.";
  }
}

function legend() {
  const box = $("legend");
  box.replaceChildren();
  if (state.mode !== "distance" || !state.distances) {
    return;
  }
  const max = state.distances.farthestDistance;
  const p = document.createElement("p");
  p.id = "distance-info";
  p.textContent = `From ${state.distances.from.join(",")}: the farthest field is `
    + `${state.distances.farthest.join(",")} at ${max} passages.`;
  const bar = document.createElement("div");
  bar.className = "gradient";
  bar.style.background = `linear-gradient(90deg, ${[0, 0.25, 0.5, 0.75, 1].map(colour).join(", ")})`;
  const scale = document.createElement("div");
  scale.className = "scale";
  for (const t of [0, 0.5, 1]) {
    const s = document.createElement("span");
    s.textContent = String(Math.round(t * max));
    scale.appendChild(s);
  }
  const caption = document.createElement("p");
  caption.className = "hint";
  caption.textContent = "passages from the root (the dark dot)";
  box.replaceChildren(p, bar, scale, caption);
}

async function findPath() {
  state.path = null;
  $("path-info").textContent = "";
  if (!state.from || !state.to) {
    render();
    describe();
    return;
  }
  const request = state.request;
  try {
    const answer = await api("path", { ...state.params, from: state.from.join(","), to: state.to.join(",") });
    if (request !== state.request || state.mode !== "path") {
      return;
    }
    state.path = answer;
    const info = document.createElement("p");
    info.id = "path-length";
    info.textContent = `Path ${answer.from.join(",")} \u2192 ${answer.to.join(",")}: ${answer.length} passage`
      + `${answer.length === 1 ? "" : "s"}, ${answer.path.length} fields.`;
    $("path-info").replaceChildren(info);
  } catch (e) {
    $("path-info").textContent = e.message;
  }
  render();
  describe();
}

function clicked(field) {
  if (!state.maze) {
    return;
  }
  if (!done()) {
    // clicks are about the finished maze: show it first
    showAll();
  }
  if (state.mode === "path") {
    if (!state.from || state.to) {
      state.from = field;
      state.to = null;
    } else {
      state.to = field;
    }
    findPath();
  } else {
    state.root = field;
    state.distances = null;
    legend();
    render();
    describe();
    measure();
  }
}

function setMode(mode) {
  state.mode = mode;
  $("mode-path").classList.toggle("on", mode === "path");
  $("mode-distance").classList.toggle("on", mode === "distance");
  $("mode-path").setAttribute("aria-checked", String(mode === "path"));
  $("mode-distance").setAttribute("aria-checked", String(mode === "distance"));
  if (mode === "distance") {
    // the path belongs to the other mode: it does not come back over the distances
    state.from = null;
    state.to = null;
    state.path = null;
    $("path-info").textContent = "";
  }
  if (mode === "distance" && !state.root && state.maze) {
    state.root = [1, 1];
  }
  if (mode === "distance" && state.maze) {
    state.distances = null;
    if (done()) {
      measure();
    }
  }
  $("path-info").style.display = mode === "path" ? "" : "none";
  legend();
  render();
  if (state.maze) {
    describe();
  }
}

function downloads(params) {
  const name = `maze-${params.algorithm}-${params.rows}x${params.cols}-seed${params.seed}`;
  const svg = $("download-svg");
  svg.href = `/api/maze/generate?${new URLSearchParams({ ...params, format: "svg" })}`;
  svg.download = `${name}.svg`;
  const json = $("download-json");
  json.href = `/api/maze/generate?${new URLSearchParams(params)}`;
  json.download = `${name}.json`;
  // the same maze on an A4 page to print, its solution on the next: the engine's booklet of one
  const print = $("download-pdf");
  print.href = `/api/maze/print?${new URLSearchParams({ ...params, count: "1", "per-page": "1", solutions: "true",
    format: "pdf" })}`;
  print.download = `${name}.pdf`;
  // the carving and a search played step by step: the engine's animations (maze animate), as downloads
  const gif = $("download-gif");
  gif.href = `/api/maze/animate?${new URLSearchParams({ ...params, format: "gif" })}`;
  gif.download = `${name}-carving.gif`;
  const animated = $("download-svg-animated");
  animated.href = `/api/maze/animate?${new URLSearchParams({ ...params, animation: "svg-animated",
    format: "svg-animated" })}`;
  animated.download = `${name}-carving.svg`;
  const solving = $("download-solving-gif");
  solving.href = `/api/maze/animate?${new URLSearchParams({ ...params, show: "solving", ends: "hardest",
    format: "gif" })}`;
  solving.download = `${name}-solving.gif`;
  $("download-png").dataset.name = `${name}.png`;
  $("download-status").textContent = "";
}

/** PNG: the engine's SVG drawn on a canvas in the page, at least 800 pixels on the long side. */
async function downloadPng() {
  if (!state.params) {
    return;
  }
  $("download-status").textContent = "drawing the PNG ...";
  try {
    const answer = await fetch(`/api/maze/generate?${new URLSearchParams({ ...state.params, format: "svg" })}`);
    if (!answer.ok) {
      throw new Error((await answer.json()).error);
    }
    const text = await answer.text();
    const url = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
    const image = new Image();
    await new Promise((resolve, reject) => {
      image.onload = resolve;
      image.onerror = () => reject(new Error("the SVG could not be drawn"));
      image.src = url;
    });
    const w = image.naturalWidth || 600;
    const h = image.naturalHeight || 600;
    const scale = Math.max(1, 800 / Math.max(w, h));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    const g = canvas.getContext("2d");
    g.fillStyle = "#ffffff";
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.drawImage(image, 0, 0, canvas.width, canvas.height);
    URL.revokeObjectURL(url);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = $("download-png").dataset.name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
    $("download-status").textContent = `${link.download}: ${canvas.width} x ${canvas.height} pixels, `
      + `${Math.round(blob.size / 1024)} KB`;
  } catch (e) {
    $("download-status").textContent = e.message;
  }
}

async function make() {
  stop();
  let params;
  try {
    params = options();
  } catch (e) {
    ++state.request;
    state.maze = null;
    $("status").textContent = e.message;
    render();
    return;
  }
  const request = ++state.request;
  $("status").textContent = "generating ...";
  try {
    const maze = await api("generate", { ...params, carving: "true" });
    if (request !== state.request) {
      return;
    }
    state.maze = maze;
    state.params = params;
    state.shown = 0;
    state.from = null;
    state.to = null;
    state.path = null;
    state.root = state.mode === "distance" ? [1, 1] : null;
    state.distances = null;
    $("path-info").textContent = "";
    legend();
    facts($("statistics"), Object.entries(maze.statistics));
    downloads(params);
    play();
    describe();
  } catch (e) {
    if (request !== state.request) {
      return;
    }
    state.maze = null;
    $("status").textContent = e.message;
    render();
    return;
  }
  try {
    const t = await api("stats", params);
    if (request !== state.request) {
      return;
    }
    state.texture = t;
    facts($("texture"), [["dead ends", t.deadEnds], ["straight", t.straights], ["turns", t.turns],
      ["junctions", t.junctions], ["crossings", t.crossings],
      ["longest path", `${t.diameter} (${t.diameterFrom.join(",")} to ${t.diameterTo.join(",")})`]]);
  } catch (e) {
    $("texture").textContent = e.message;
  }
}

function longest() {
  if (!state.texture || !state.maze) {
    return;
  }
  setMode("path");
  if (!done()) {
    showAll();
  }
  state.from = state.texture.diameterFrom;
  state.to = state.texture.diameterTo;
  findPath();
}

function algorithmChanged() {
  const a = $("algorithm").value;
  $("winder-options").hidden = a !== "inwinder" && a !== "outwinder";
  $("tree-options").hidden = a !== "growing-tree";
  make();
}

function showSpeed() {
  $("speed-value").textContent = `${speed()} / s`;
}

$("board").addEventListener("click", (e) => {
  const field = e.target.getAttribute && e.target.getAttribute("data-field");
  if (field) {
    clicked(field.split(",").map(Number));
  }
});
document.addEventListener("keydown", (e) => {
  // a button's own Space, a field's own arrows
  if (typing(e) || ["BUTTON", "A"].includes(e.target.tagName)) {
    return;
  }
  const keys = { ArrowRight: step, End: showAll, Home: () => { stop(); state.shown = 0; render(); describe(); },
    " ": play };
  if (keys[e.key]) {
    e.preventDefault();
    keys[e.key]();
  }
});
$("algorithm").addEventListener("change", algorithmChanged);
for (const id of ["rows", "cols", "seed", "which", "bias", "cell-choice"]) {
  $(id).addEventListener("change", make);
}
$("make").addEventListener("click", make);
$("reseed").addEventListener("click", () => {
  $("seed").value = String(Number($("seed").value || "0") + 1);
  make();
});
$("play").addEventListener("click", play);
$("step").addEventListener("click", step);
$("all").addEventListener("click", showAll);
$("again").addEventListener("click", () => {
  stop();
  state.shown = 0;
  play();
  describe();
});
$("speed").addEventListener("input", showSpeed);
$("mode-path").addEventListener("click", () => setMode("path"));
$("mode-distance").addEventListener("click", () => setMode("distance"));
$("longest").addEventListener("click", longest);
$("download-png").addEventListener("click", downloadPng);
window.addEventListener("resize", render);
showSpeed();
algorithmChanged();
