// The knight's tour page: tours and studies come from /api/knight/tour and /api/knight/study (the command line's
// JSON); the page only plays them back, ringing the squares where Warnsdorff's rule had a tie to break. The board
// itself is knight-board.js.
import { answer, boxNumber, el } from "/static/studio.js";
import { knightBoard } from "/static/knight-board.js";

const $ = (id) => document.getElementById(id);
const state = {
  tour: null,
  shown: 0, // squares of the tour drawn
  timer: null,
  start: [1, 1],
  ties: new Set(), // indices into the tour's squares
  ringed: [], // the squares ringed so far, as "r,c"
  view: null, // the part of the board shown, in board units
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

const board = knightBoard($("board"), state, {
  dims,
  drawn: () => describe(),
  clicked: (sq) => {
    state.start = sq;
    $("start").textContent = sq.join(",");
    $("start-note").textContent = "";
    make();
  },
});
const { newBoard, showUpTo } = board;

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
window.addEventListener("resize", newBoard);
newBoard();
make();
