// The knight's tour page: tours and studies come from /api/knight/tour and /api/knight/study (the command line's
// JSON); the page only plays them back, ringing the squares where Warnsdorff's rule had a tie to break.
// The board is three canvas layers: the squares, drawn once per board and view; the moves over them, of which each
// frame draws only the new ones, so that a 200 x 200 tour plays as smoothly as an 8 x 8 one; and the knight's square
// on top, the one layer cleared every frame. Zoom and pan redraw the layers at the new scale (zoom.js).
import { answer, boxNumber, el, room } from "/static/studio.js";
import { zoomable } from "/static/zoom.js";

const CELL = 44;
const PAD = 10;
const BLUE = "#1f6feb";
/** Squares at least this many pixels wide show their numbers. */
const NUMBERED = 22;
/** Squares at least this many pixels wide show their discs and rings; smaller ones show the moves alone. */
const DISCS = 7;
const $ = (id) => document.getElementById(id);
const state = {
  tour: null,
  shown: 0, // squares of the tour drawn
  timer: null,
  start: [1, 1],
  ties: new Set(), // indices into the tour's squares
  ringed: [], // the squares ringed so far, as "r,c"
  view: null, // the part of the board shown, in board units (CELL per square)
  side: 0, // pixels of the canvases on the page
};

async function api(command, params) {
  return answer("knight", command, new URLSearchParams(params));
}

/** The size box's value when the box takes it; else the page says what it takes and no tour is asked for. */
function boxSize() {
  return boxNumber("size");
}

function dims() {
  if (state.tour) {
    return [state.tour.rows, state.tour.cols];
  }
  let n = 8;
  try {
    n = boxSize();
  } catch (e) {
    // the status says why; the board shown stays a plain one
  }
  return [n, n];
}

function centre(r, c) {
  return [PAD + (c - 0.5) * CELL, PAD + (r - 0.5) * CELL];
}

// ---- the layers ----

const layers = document.createElement("div");
layers.className = "layers";
const back = document.createElement("canvas");
back.className = "squares";
const front = document.createElement("canvas");
front.className = "moves";
const top = document.createElement("canvas");
top.className = "knight";
for (const c of [back, front, top]) {
  c.dataset.cell = String(CELL);
  c.dataset.pad = String(PAD);
}
layers.append(back, front, top);
$("board").replaceChildren(layers);

function box() {
  const [rows, cols] = dims();
  return { x: 0, y: 0, width: 2 * PAD + cols * CELL, height: 2 * PAD + rows * CELL };
}

/** The canvases as large as the window lets the board be, in device pixels for a sharp picture. */
function size() {
  const b = box();
  const side = Math.floor(Math.min(640, 0.9 * window.innerWidth, room($("board"))));
  const w = side;
  const h = Math.round((side * b.height) / b.width);
  const ratio = window.devicePixelRatio || 1;
  for (const c of [back, front, top]) {
    if (c.width !== Math.round(w * ratio) || c.height !== Math.round(h * ratio)) {
      c.width = Math.round(w * ratio);
      c.height = Math.round(h * ratio);
    }
    c.style.width = `${w}px`;
    c.style.height = `${h}px`;
  }
  layers.style.width = `${w}px`;
  layers.style.height = `${h}px`;
  state.side = w;
}

/** A drawing context that takes board units, for the part of the board in view. */
function context(canvas) {
  const g = canvas.getContext("2d");
  const v = state.view;
  const s = canvas.width / v.width;
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.clearRect(0, 0, canvas.width, canvas.height);
  g.setTransform(s, 0, 0, s, -v.x * s, -v.y * s);
  return g;
}

function pen(canvas) {
  const g = canvas.getContext("2d");
  const v = state.view;
  const s = canvas.width / v.width;
  g.setTransform(s, 0, 0, s, -v.x * s, -v.y * s);
  return g;
}

/** Pixels a square takes on the page now. */
function squarePixels() {
  return (CELL * state.side) / state.view.width;
}

/** The rows and columns in view, so that a zoomed-in board draws only what shows. */
function inView() {
  const [rows, cols] = dims();
  const v = state.view;
  const clampTo = (x, n) => Math.min(n, Math.max(1, x));
  return [clampTo(Math.floor((v.y - PAD) / CELL) + 1, rows), clampTo(Math.ceil((v.y + v.height - PAD) / CELL), rows),
    clampTo(Math.floor((v.x - PAD) / CELL) + 1, cols), clampTo(Math.ceil((v.x + v.width - PAD) / CELL), cols)];
}

/** The squares' layer: drawn when the board, its size on the page or the view changes, never while playing. */
function drawSquares() {
  const g = context(back);
  const [r0, r1, c0, c1] = inView();
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      g.fillStyle = (r + c) % 2 === 0 ? "#f3efe6" : "#d9cfbd";
      // a hair wider, so that no seam shows between squares at any scale
      g.fillRect(PAD + (c - 1) * CELL, PAD + (r - 1) * CELL, CELL + 0.5, CELL + 0.5);
    }
  }
}

/** The disc of the i-th square (numbered when squares are large enough), the knight's own when it is there now. */
function disc(g, i, current, numbered) {
  const [r, c] = state.tour.squares[i];
  const [x, y] = centre(r, c);
  if (!current && !state.discs) {
    return;
  }
  if (state.ties.has(i)) {
    g.beginPath();
    g.arc(x, y, 17, 0, 2 * Math.PI);
    g.lineWidth = 3;
    g.strokeStyle = "#e8590c";
    g.stroke();
  }
  g.beginPath();
  // the knight's own square stays a few pixels wide on a board too small for discs
  g.arc(x, y, current ? Math.max(12, 4 * state.unit) : 12, 0, 2 * Math.PI);
  g.fillStyle = current ? BLUE : "#ffffff";
  g.fill();
  g.lineWidth = 1;
  g.strokeStyle = BLUE;
  g.stroke();
  if (numbered) {
    g.fillStyle = current ? "#ffffff" : "#1d2330";
    // the number within its disc, however many digits it has
    g.font = `${[12, 12, 12, 10, 8, 6.5][String(i + 1).length] || 6.5}px sans-serif`;
    g.textAlign = "center";
    g.fillText(String(i + 1), x, y + 4);
  }
}

function move(g, i) {
  const [a, b] = [state.tour.squares[i - 1], state.tour.squares[i]];
  g.beginPath();
  g.moveTo(...centre(...a));
  g.lineTo(...centre(...b));
  // at least a pixel wide, on any board
  g.lineWidth = Math.max(2.5, state.unit);
  g.lineCap = "round";
  g.strokeStyle = "rgba(31, 111, 235, 0.55)";
  g.stroke();
}

/** Draws squares from the shown ones up to {@code upTo}: only their moves and discs, over what is drawn. */
function drawMoves(from, upTo) {
  const g = pen(front);
  const numbered = squarePixels() >= NUMBERED;
  state.discs = squarePixels() >= DISCS;
  // board units per pixel of the page
  state.unit = state.view.width / state.side;
  for (let i = Math.max(from, 1); i < upTo; i++) {
    move(g, i);
    // the square before is no longer the knight's: its disc again, white, over its move's end
    disc(g, i - 1, false, numbered);
  }
  for (let i = from; i < upTo; i++) {
    if (state.ties.has(i)) {
      const [r, c] = state.tour.squares[i];
      state.ringed.push(`${r},${c}`);
    }
  }
  if (upTo > 0) {
    disc(g, upTo - 1, false, numbered);
  }
  knight(upTo);
  if (state.tour.closed && upTo === state.tour.squares.length && upTo > 1) {
    const [a, b] = [state.tour.squares[upTo - 1], state.tour.squares[0]];
    g.beginPath();
    g.setLineDash([5, 4]);
    g.moveTo(...centre(...a));
    g.lineTo(...centre(...b));
    g.strokeStyle = "rgba(31, 111, 235, 0.55)";
    g.lineWidth = 2.5;
    g.stroke();
    g.setLineDash([]);
  }
}

/** The top layer: the knight's square after {@code shown} squares, or the start before the first. */
function knight(shown) {
  const g = context(top);
  if (shown > 0) {
    disc(g, shown - 1, true, squarePixels() >= NUMBERED);
    return;
  }
  const [x, y] = centre(...state.start);
  g.beginPath();
  g.arc(x, y, Math.max(12, 4 * (state.view.width / state.side)), 0, 2 * Math.PI);
  g.fillStyle = "#2ca02c";
  g.fill();
}

/** The moves' layer from the start: for a new view, or when the shown squares go back. */
function redrawMoves() {
  context(front);
  state.ringed = [];
  if (!state.tour || state.shown === 0) {
    knight(0);
    return;
  }
  drawMoves(0, state.shown);
}

/** Everything anew: after a new board, a resize, a zoom or a pan. */
function redraw() {
  if (!state.view) {
    return;
  }
  drawSquares();
  redrawMoves();
  describe();
}

const zoom = zoomable($("board"), {
  target: () => back,
  box,
  show: (e, visible) => {
    state.view = visible;
    redraw();
  },
});

/** Shows squares up to {@code shown}: only what is new when the count grows, the whole layer when it shrinks. */
function showUpTo(shown) {
  const before = state.shown;
  state.shown = shown;
  if (!state.view) {
    return;
  }
  if (shown < before || before === 0) {
    redrawMoves();
  } else if (shown > before) {
    drawMoves(before, shown);
  }
  describe();
}

/** The counter, the ties and the page's state for tests (data-shown, data-ties) as drawn. */
function describe() {
  const board = $("board");
  const total = state.tour ? state.tour.squares.length : 0;
  board.dataset.shown = String(state.tour ? state.shown : 0);
  board.dataset.total = String(total);
  board.dataset.ties = state.ringed.join(" ");
  board.dataset.rows = String(dims()[0]);
  $("counter").textContent = state.tour ? `${state.shown} of ${total} squares` : "";
  showTies();
}

/** How many ties the walk has broken so far, and in all. */
function showTies() {
  const ties = state.ties;
  if (!state.tour) {
    $("ties").textContent = "";
    return;
  }
  if (ties.size === 0) {
    $("ties").textContent = $("method").value === "warnsdorff" ? "No tie was broken." : "Made without ties: no "
      + "square is ringed.";
    return;
  }
  $("ties").textContent = `${state.ringed.length} of ${ties.size} ties broken so far (${ties.size} of `
    + `${state.tour.squares.length - 1} moves had a tie).`;
}

/** A new board (another size, or none): the canvases sized and the view back to the whole board. */
function newBoard() {
  size();
  zoom.refresh();
}

// ---- playing ----

function stop() {
  if (state.timer) {
    cancelAnimationFrame(state.timer);
    state.timer = null;
  }
  $("play").textContent = "play";
  $("board").dataset.playing = "false";
}

/** Squares per second: the speed box's for an 8 x 8 board, more on larger boards, so that any tour plays in time. */
function rate() {
  const total = state.tour ? state.tour.squares.length : 64;
  return Number($("speed").value) * Math.max(1, total / 64);
}

function play() {
  if (state.timer) {
    stop();
    return;
  }
  if (!state.tour) {
    return;
  }
  if (state.shown >= state.tour.squares.length) {
    showUpTo(0);
  }
  $("play").textContent = "pause";
  $("board").dataset.playing = "true";
  let last = performance.now();
  let owed = 0;
  const frame = (now) => {
    owed += ((now - last) / 1000) * rate();
    last = now;
    const steps = Math.floor(owed);
    if (steps > 0) {
      owed -= steps;
      showUpTo(Math.min(state.tour.squares.length, state.shown + steps));
    }
    if (state.shown >= state.tour.squares.length) {
      state.timer = null;
      stop();
      return;
    }
    state.timer = requestAnimationFrame(frame);
  };
  // the first square at once, then as many a frame as the rate owes
  showUpTo(Math.max(state.shown, 1));
  state.timer = requestAnimationFrame(frame);
}

/** Where on the board a click was: the square under it, or null off the squares. */
function squareAt(e) {
  const r = back.getBoundingClientRect();
  const v = state.view;
  const x = v.x + ((e.clientX - r.left) / r.width) * v.width;
  const y = v.y + ((e.clientY - r.top) / r.height) * v.height;
  const [rows, cols] = dims();
  const row = Math.floor((y - PAD) / CELL) + 1;
  const col = Math.floor((x - PAD) / CELL) + 1;
  return row >= 1 && row <= rows && col >= 1 && col <= cols ? [row, col] : null;
}

layers.addEventListener("click", (e) => {
  const sq = state.view ? squareAt(e) : null;
  if (!sq) {
    return;
  }
  state.start = sq;
  $("start").textContent = sq.join(",");
  $("start-note").textContent = "";
  make();
});

/**
 * The start square kept only where this board and method can start: off the board, or away from the corner for
 * Squirrel-Cull (which starts there only), it goes back to 1,1, and the page says why.
 */
function checkStart(size, method) {
  const [r, c] = state.start;
  if (!Number.isInteger(size) || size < 1) {
    return; // no board: the engine says what is wrong with the size
  }
  const why = r > size || c > size ? `${r},${c} is off the ${size} x ${size} board`
    : method === "squirrel" && (r !== 1 || c !== 1) ? `Squirrel-Cull starts in the corner, not on ${r},${c}` : null;
  if (why) {
    state.start = [1, 1];
  }
  $("start").textContent = state.start.join(",");
  if (why) {
    // kept until another square is clicked, so that the moved start stays explained
    $("start-note").textContent = `${why}: the tour starts on 1,1.`;
  }
}

async function make() {
  stop();
  let size;
  try {
    size = boxSize();
  } catch (e) {
    state.tour = null;
    state.shown = 0;
    state.ties = new Set();
    $("status").textContent = e.message;
    newBoard();
    return;
  }
  const method = $("method").value;
  checkStart(size, method);
  // the tour's JSON with the squares where a tie was broken ("ties", indices into its squares)
  const params = { size, start: state.start.join(","), "mark-ties": "true" };
  if (method === "closed") {
    params.closed = "true";
  } else {
    params.method = method;
    if (method === "warnsdorff") {
      params.tiebreak = $("tiebreak").value;
      params.seed = $("seed").value || "1";
    }
  }
  $("tiebreak").disabled = method !== "warnsdorff";
  $("status").textContent = "computing ...";
  try {
    const tour = await answer("knight", "tour", new URLSearchParams(params), { replaces: "tour" });
    state.tour = tour;
    state.shown = 0;
    state.ties = new Set(tour.ties || []);
    const n = tour.rows * tour.cols;
    $("status").textContent = tour.complete
      ? `${tour.closed ? "A closed" : "An open"} tour of all ${n} squares.`
      : `The walk got stuck after ${tour.squares.length} of ${n} squares.`;
    newBoard();
    play();
  } catch (e) {
    if (e.name === "Replaced") {
      return;
    }
    state.tour = null;
    state.shown = 0;
    state.ties = new Set();
    $("status").textContent = e.message;
    newBoard();
  }
}

async function study() {
  let params;
  try {
    params = { sizes: `${boxNumber("study-from", "sizes from")}..${boxNumber("study-to", "sizes to")}`,
      trials: boxNumber("study-trials", "trials"), tiebreak: $("tiebreak").value, seed: $("seed").value || "1" };
  } catch (e) {
    $("chart").textContent = e.message;
    return;
  }
  $("chart").textContent = "studying ...";
  let answer;
  try {
    answer = await api("study", params);
  } catch (e) {
    $("chart").textContent = e.message;
    return;
  }
  const rows = answer.rows;
  if (rows.length === 0) {
    $("chart").textContent = `no size finished: ${answer.reason}`;
    return;
  }
  const W = 300;
  const H = 180;
  const L = 34;
  const B = 24;
  const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart", role: "img" });
  const min = rows[0].size;
  const max = rows[rows.length - 1].size;
  const x = (s) => L + (max === min ? 0.5 : (s - min) / (max - min)) * (W - L - 8);
  const y = (rate) => 8 + (1 - rate) * (H - B - 8);
  el("line", { x1: L, y1: y(0), x2: W - 8, y2: y(0), stroke: "#5b6475" }, svg);
  el("line", { x1: L, y1: y(0), x2: L, y2: y(1), stroke: "#5b6475" }, svg);
  for (const rate of [0, 0.5, 1]) {
    el("text", { x: L - 4, y: y(rate) + 4, "text-anchor": "end", "font-size": 10, fill: "#5b6475" }, svg)
      .textContent = `${rate * 100}%`;
  }
  for (const s of [min, max]) {
    el("text", { x: x(s), y: H - 6, "text-anchor": "middle", "font-size": 10, fill: "#5b6475" }, svg)
      .textContent = String(s);
  }
  el("polyline", { points: rows.map((r) => `${x(r.size)},${y(r.rate)}`).join(" "), fill: "none",
    stroke: "#1f6feb", "stroke-width": 2, class: "rate" }, svg);
  for (const r of rows) {
    el("title", {}, el("circle", { cx: x(r.size), cy: y(r.rate), r: 2.5, fill: "#1f6feb" }, svg))
      .textContent = `${r.size} x ${r.size}: ${r.successes} of ${r.trials}`;
  }
  const caption = document.createElement("p");
  caption.className = "hint";
  caption.textContent = `share of ${answer.rows[0].trials} walks that cover the board, `
    + `ties ${answer.tiebreak}, by board size`
    + (answer.partial ? `; partial, ${rows.length} sizes finished (${answer.reason})` : "");
  $("chart").replaceChildren(svg, caption);
}

$("make").addEventListener("click", make);
$("method").addEventListener("change", make);
$("size").addEventListener("change", make);
$("play").addEventListener("click", play);
$("step").addEventListener("click", () => {
  stop();
  if (state.tour && state.shown < state.tour.squares.length) {
    showUpTo(state.shown + 1);
  }
});
$("all").addEventListener("click", () => {
  stop();
  if (state.tour) {
    showUpTo(state.tour.squares.length);
  }
});
$("study").addEventListener("click", study);
window.addEventListener("resize", () => {
  size();
  zoom.refresh();
});
newBoard();
make();
