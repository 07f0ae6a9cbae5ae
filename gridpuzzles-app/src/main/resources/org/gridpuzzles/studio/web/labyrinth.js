// The one-way labyrinth page: a position is the command line's move string; every answer comes from
// /api/labyrinth/explain (what the live end may do next, and why not), /api/labyrinth/count with the moves (the exact
// number of completions, per next move) and /api/labyrinth/draw (a random line). The line's fields come from those
// answers too: the page follows no move itself.
import { answer, el, typing } from "/static/studio.js";
import { zoomable } from "/static/zoom.js";

const CELL = 40;
const PAD = 12;
const KEYS = { ArrowUp: "U", ArrowDown: "D", ArrowLeft: "L", ArrowRight: "R" };

const state = { size: 7, moves: "", line: [[1, 1]], explain: null, busy: false, queue: "", animation: null, counts: null, counting: null, ticket: 0 };
/** Seconds a count may take before the page says "too many to count here". */
const COUNT_SECONDS = 5;

const $ = (id) => document.getElementById(id);
const zoom = zoomable($("board"));

function fieldOf(text) {
  const [r, c] = text.split(",").map(Number);
  return [r, c];
}

function centre([r, c]) {
  return [PAD + (c - 0.5) * CELL, PAD + (r - 0.5) * CELL];
}

async function api(command, params) {
  return answer("labyrinth", command, new URLSearchParams(params));
}

function render() {
  const n = state.size;
  const side = 2 * PAD + n * CELL;
  const svg = el("svg", { viewBox: `0 0 ${side} ${side}`, role: "img" });
  const line = state.line;
  const taken = new Set(line.map(([r, c]) => `${r},${c}`));
  const verdicts = new Map();
  if (state.explain && !state.animation) {
    for (const nb of state.explain.neighbours) {
      if (nb.field !== "-" && !taken.has(nb.field)) {
        verdicts.set(nb.field, nb);
      }
    }
  }
  for (let r = 1; r <= n; r++) {
    for (let c = 1; c <= n; c++) {
      const key = `${r},${c}`;
      const v = verdicts.get(key);
      const fill = v ? (v.status === "available" ? "#b7e4c7" : v.status === "undecided" ? "#fff1b8" : "#f6c4c0")
        : (taken.has(key) ? "#eef3fd" : "#ffffff");
      const rect = el("rect", {
        x: PAD + (c - 1) * CELL, y: PAD + (r - 1) * CELL, width: CELL, height: CELL, fill,
        stroke: "#d9d5cc", "stroke-width": 1, class: "cell" + (v ? " " + v.status : ""), "data-field": key,
      }, svg);
      if (v) {
        const ways = countOf(v.move);
        el("title", {}, rect).textContent = `${key}: ${v.status} (${v.reason})`
          + (ways === null ? "" : `, ${ways} completion${ways === "1" ? "" : "s"}`);
        if (playable(v)) {
          rect.addEventListener("click", () => move(v.move));
        }
      }
    }
  }
  if (state.explain && !state.animation) {
    for (const seg of state.explain.forced) {
      const [a, b] = seg.split("-").map(fieldOf);
      const [x1, y1] = centre(a);
      const [x2, y2] = centre(b);
      el("line", { x1, y1, x2, y2, stroke: "#7a5af8", "stroke-width": 4, "stroke-dasharray": "6 5",
        "stroke-linecap": "round", class: "forced" }, svg);
    }
  }
  const points = line.map((f) => centre(f).join(",")).join(" ");
  el("polyline", { points, fill: "none", stroke: "#1f6feb", "stroke-width": 8, "stroke-linejoin": "round",
    "stroke-linecap": "round", class: "line" }, svg);
  const [sx, sy] = centre([1, 1]);
  const [ex, ey] = centre([n, n]);
  el("circle", { cx: sx, cy: sy, r: 9, fill: "#2ca02c" }, svg);
  el("rect", { x: ex - 9, y: ey - 9, width: 18, height: 18, fill: "#d62728" }, svg);
  const live = centre(line[line.length - 1]);
  el("circle", { cx: live[0], cy: live[1], r: 6, fill: "#ffffff", stroke: "#1f6feb", "stroke-width": 3 }, svg);
  $("board").replaceChildren(svg);
  zoom.refresh();
  $("moves").textContent = state.moves || "(none)";
  $("undo").disabled = state.moves.length === 0 || state.busy;
}

function showNeighbours() {
  const list = $("neighbours");
  list.replaceChildren();
  if (!state.explain) {
    return;
  }
  for (const nb of state.explain.neighbours) {
    const li = document.createElement("li");
    li.className = nb.status;
    li.textContent = `${nb.move} ${nb.field === "-" ? "(border)" : nb.field}: ${nb.status}, ${nb.reason}`;
    const ways = playable(nb) ? countOf(nb.move) : null;
    if (ways !== null) {
      const b = document.createElement("span");
      b.className = "ways";
      b.textContent = ` · ${ways} completion${ways === "1" ? "" : "s"}`;
      li.appendChild(b);
    }
    list.appendChild(li);
  }
}

/** True when c counts the position on the board now. */
function counted(c) {
  return c !== null && c.moves === state.moves && c.size === state.size;
}

/** The count of completions after the next move m, when counted for this position (a grouped decimal string). */
function countOf(m) {
  const c = state.counts;
  if (!counted(c) || !c.per || !(m in c.per)) {
    return null;
  }
  return grouped(c.per[m]);
}

function grouped(decimal) {
  return BigInt(decimal).toLocaleString("en");
}

/** Shows the number of completions of the current position, if counted. */
function showCount() {
  const box = $("completions");
  const c = state.counts;
  if (state.animation) {
    box.className = "completions";
    box.replaceChildren("drawing ...");
    return;
  }
  if (!counted(c)) {
    box.className = "completions pending";
    box.replaceChildren("counting ...");
    return;
  }
  if (c.error) {
    box.className = "completions unknown";
    box.replaceChildren(c.error);
    return;
  }
  const big = document.createElement("span");
  big.className = "number";
  big.textContent = grouped(c.count);
  const text = c.count === "1" && complete() ? " line: this one, complete"
    : c.count === "0" ? " completions: the line cannot be finished from here"
      : ` way${c.count === "1" ? "" : "s"} to complete the line from here`;
  box.className = "completions counted";
  box.replaceChildren(big, text);
}

/**
 * Counts the completions of the current position with the command line's count. One count runs at a time (the
 * studio has a core per request and cannot stop a count the page no longer needs): a position reached meanwhile is
 * counted when it ends, the ones passed over never.
 */
async function count() {
  if (state.counting !== null) {
    return;
  }
  const moves = state.moves;
  const size = state.size;
  state.counting = moves;
  let counts;
  try {
    const answer = await fetch(`/api/labyrinth/count?${new URLSearchParams({ size, moves, "by-first-move": "true",
      "time-limit": COUNT_SECONDS })}`);
    const body = await answer.json();
    if (answer.ok) {
      counts = { size, moves, count: body.count, per: body.byFirstMove || {} };
    } else if (answer.status === 504 || answer.status === 413) {
      counts = { size, moves, error: `too many to count here (the count takes more than ${COUNT_SECONDS} s)` };
    } else {
      counts = { size, moves, error: body.error || `status ${answer.status}` };
    }
  } catch (e) {
    counts = { size, moves, error: e.message };
  }
  state.counting = null;
  state.counts = counts;
  if (!state.animation && !counted(state.counts)) {
    count();
  }
  showCount();
  showNeighbours();
  render();
}

function complete() {
  return state.moves.length === state.size * state.size - 1;
}

async function refresh() {
  // an answer about an earlier position (another size, undone moves) must not land on the board shown now
  const ticket = ++state.ticket;
  state.busy = true;
  try {
    if (complete()) {
      state.explain = null;
      $("status").textContent = `Complete: a line through all ${state.size * state.size} fields.`;
    } else {
      const explain = await api("explain", { size: state.size, moves: state.moves });
      if (ticket !== state.ticket) {
        return;
      }
      state.explain = explain;
      state.line = explain.line;
      const open = state.explain.neighbours.filter((nb) => nb.status === "available").length;
      const unknown = state.explain.neighbours.filter((nb) => nb.status === "undecided").length;
      $("status").textContent = open === 0 && unknown === 0
        ? "Stuck: no next field keeps the grid completable. Undo."
        : open === 0
          ? `${state.moves.length} moves; the quick search decided none of the next fields: ${unknown} undecided`
            + " (yellow) may be tried; the exact count says which keep the grid completable."
          : `${state.moves.length} moves; ${open} next field${open === 1 ? " keeps" : "s keep"} the grid completable`
            + (state.explain.exact ? "." : " (some decided by search).")
            + (unknown > 0 ? ` ${unknown} undecided (yellow) may be tried.` : "");
    }
  } catch (e) {
    if (ticket !== state.ticket) {
      return;
    }
    state.explain = null;
    $("status").textContent = e.message;
  } finally {
    if (ticket === state.ticket) {
      state.busy = false;
    }
  }
  showNeighbours();
  render();
  showCount();
  count();
  if (ticket === state.ticket && !state.busy && state.queue) {
    const next = state.queue[0];
    state.queue = state.queue.slice(1);
    move(next);
  }
}

function move(m) {
  if (state.animation || complete()) {
    return;
  }
  if (state.busy) {
    // a key typed while the last move is still being explained is made after it, not lost
    state.queue += m;
    return;
  }
  const nb = state.explain && state.explain.neighbours.find((x) => x.move === m);
  if (!nb || !playable(nb)) {
    $("status").textContent = nb ? `${m}: ${nb.reason}` : `${m}: not a move here`;
    state.queue = "";
    return;
  }
  state.moves += m;
  state.line = [...state.line, fieldOf(nb.field)];
  refresh();
}

/** Available fields, and those the quick search left undecided: the user may try them (the count tells). */
function playable(nb) {
  return nb.status === "available" || nb.status === "undecided";
}

function undo() {
  if (state.busy || state.animation || state.moves.length === 0) {
    return;
  }
  state.moves = state.moves.slice(0, -1);
  state.line = state.line.slice(0, -1);
  refresh();
}

function stopAnimation() {
  if (state.animation) {
    clearInterval(state.animation);
    state.animation = null;
  }
}

async function letItDraw(uniform) {
  stopAnimation();
  state.queue = "";
  const params = { size: state.size, seed: $("seed").value || "1" };
  if (uniform) {
    params["uniform-paths"] = "true";
  }
  $("status").textContent = "drawing ...";
  $("neighbours").replaceChildren();
  let answer;
  try {
    answer = await api("draw", params);
  } catch (e) {
    $("status").textContent = e.message;
    return;
  }
  const all = answer.lines[0].moves;
  const fields = answer.lines[0].path;
  state.moves = "";
  state.line = fields.slice(0, 1);
  state.explain = null;
  let i = 0;
  state.animation = setInterval(() => {
    if (i >= all.length) {
      stopAnimation();
      refresh();
      return;
    }
    state.moves += all[i++];
    state.line = fields.slice(0, i + 1);
    render();
  }, Math.max(15, 2000 / all.length));
  showCount();
}

function restart() {
  stopAnimation();
  state.queue = "";
  state.size = Number($("size").value);
  // uniform drawing counts the completions at every step: the engine does that up to 11 x 11
  $("draw-uniform").disabled = state.size > 11;
  $("draw-uniform").title = state.size > 11 ? "counted up to 11 x 11" : "every complete line equally likely";
  state.moves = "";
  state.line = [[1, 1]];
  // the count of the board before stays on screen no longer than the board itself
  showCount();
  refresh();
}

document.addEventListener("keydown", (e) => {
  if (typing(e)) {
    return;
  }
  if (KEYS[e.key]) {
    e.preventDefault();
    move(KEYS[e.key]);
  } else if (e.key === "Backspace") {
    e.preventDefault();
    undo();
  }
});
$("undo").addEventListener("click", undo);
$("restart").addEventListener("click", restart);
$("size").addEventListener("change", restart);
$("draw-step").addEventListener("click", () => letItDraw(false));
$("draw-uniform").addEventListener("click", () => letItDraw(true));
restart();
$("board").focus();
