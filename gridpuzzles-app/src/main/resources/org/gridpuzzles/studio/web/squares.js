// The Avoid the square page: every answer comes from the command line's JSON through /api/squares/... -- the
// computer's move, the moves that lose at once, the value and a finished game's square from "move", the drawn boards
// from "count" and "list", the squares one counter short from "move" too. The page keeps only the board and the moves
// played, and works out no square itself.
import { answer, el } from "/static/studio.js";

const CELL = 72;
const PAD = 14;
const COLOUR = { x: "#1f6feb", o: "#e8590c" };
const PER_PAGE = 12;
const SIZES = [1, 2, 3, 4, 5, 6, 7, 8];
const $ = (id) => document.getElementById(id);
const state = { size: 4, cells: [], moves: [], advice: null, adviceFor: null, busy: false, request: 0, gallery: null, page: 0 };

async function api(command, params) {
  return answer("squares", command, new URLSearchParams(params));
}

const human = () => $("human").value;
const axis = () => $("kind").value === "axis";
const achieve = () => $("rules").value === "achieve";
const position = () => Array.from({ length: state.size },
  (_, r) => state.cells.slice(r * state.size, (r + 1) * state.size).join("")).join("/");
const toMove = () => (state.moves.length % 2 === 0 ? "x" : "o");
const centre = (r, c) => [PAD + (c - 0.5) * CELL, PAD + (r - 0.5) * CELL];

const at = (r, c) => state.cells[(r - 1) * state.size + (c - 1)];

function polygon(q, attrs, svg) {
  return el("polygon", { points: q.map(([r, c]) => centre(r, c).join(",")).join(" "), ...attrs }, svg);
}

function render() {
  const n = state.size;
  const a = state.advice;
  const svg = el("svg", { viewBox: `0 0 ${2 * PAD + n * CELL} ${2 * PAD + n * CELL}`, role: "img" });
  const losing = new Set(a && $("mark").checked ? a.losing.map(([r, c]) => `${r},${c}`) : []);
  const playable = a && !a.over && !state.busy && toMove() === human();
  for (let r = 1; r <= n; r++) {
    for (let c = 1; c <= n; c++) {
      const key = `${r},${c}`;
      const free = at(r, c) === ".";
      const cls = ["field", free ? "free" : "taken", losing.has(key) ? "losing" : "", free && playable ? "playable" : ""];
      const rect = el("rect", { x: PAD + (c - 1) * CELL, y: PAD + (r - 1) * CELL, width: CELL, height: CELL,
        fill: losing.has(key) ? "#f6c4c0" : "#fbfaf7", stroke: "#e3e0d8", class: cls.join(" ").trim(),
        "data-field": key }, svg);
      if (losing.has(key)) {
        el("title", {}, rect).textContent = `${key}: ${toMove()} would complete a square of their own`;
      }
      if (free && playable) {
        rect.addEventListener("click", () => play(r, c));
      }
    }
  }
  // the squares one counter short of the position the advice is about, not of one played since
  if ($("threats").checked && a && !a.over && state.adviceFor === position()) {
    for (const { player: who, corners: q } of a.shortSquares) {
      polygon(q, { fill: "none", stroke: COLOUR[who], "stroke-width": 2, "stroke-dasharray": "6 5",
        "stroke-opacity": 0.7, class: `threat ${who}` }, svg);
    }
  }
  if (a && a.square) {
    polygon(a.square, { fill: "#b42318", "fill-opacity": 0.12, stroke: "#b42318", "stroke-width": 5,
      "stroke-linejoin": "round", class: "lost" }, svg);
  }
  for (let r = 1; r <= n; r++) {
    for (let c = 1; c <= n; c++) {
      const [x, y] = centre(r, c);
      const s = at(r, c);
      if (s === ".") {
        el("circle", { cx: x, cy: y, r: 3, fill: "#c9c3b6" }, svg);
        if (losing.has(`${r},${c}`)) {
          el("path", { d: `M${x - 9},${y - 9}L${x + 9},${y + 9}M${x + 9},${y - 9}L${x - 9},${y + 9}`,
            stroke: "#b42318", "stroke-width": 3, "stroke-linecap": "round" }, svg);
        }
        continue;
      }
      el("circle", { cx: x, cy: y, r: CELL * 0.3, fill: COLOUR[s], class: `counter ${s}`,
        "data-field": `${r},${c}` }, svg);
      el("text", { x, y: y + 7, "text-anchor": "middle", "font-size": 22, "font-weight": 700, fill: "#ffffff" }, svg)
        .textContent = s;
    }
  }
  const last = state.moves[state.moves.length - 1];
  if (last) {
    const [x, y] = centre(...last);
    el("circle", { cx: x, cy: y, r: CELL * 0.38, fill: "none", stroke: "#1d2330", "stroke-width": 2,
      class: "last" }, svg);
  }
  $("board").replaceChildren(svg);
  $("moves").textContent = state.moves.map(([r, c], i) => `${i % 2 === 0 ? "x" : "o"} ${r},${c}`).join("  ") || "none";
  $("undo").disabled = state.busy || !state.moves.some((_, i) => (i % 2 === 0 ? "x" : "o") === human());
}

function describe(a) {
  if (a.over) {
    if (!a.loser) {
      return "The board is full without a square: a draw.";
    }
    const corners = a.square.map(([r, c]) => `${r},${c}`).join(" ");
    if (achieve()) {
      // the one who completed the square wins: the loser is the other player
      return a.loser === human() ? `The computer completed the square ${corners} and wins.`
        : `You completed the square ${corners}: you win!`;
    }
    return a.loser === human() ? `You completed the square ${corners} and lose.`
      : `The computer completed the square ${corners}: you win!`;
  }
  if (achieve()) {
    return a.toMove === human() ? `Your move (${a.toMove}).` : `The computer (${a.toMove}) is to move.`;
  }
  const yours = a.toMove === human();
  const danger = a.losing.length === 0 ? "no move loses at once"
    : `${a.losing.length} move${a.losing.length === 1 ? "" : "s"} would lose at once`;
  return yours ? `Your move (${a.toMove}): ${danger}.` : `The computer (${a.toMove}) is to move.`;
}

function showValue(a) {
  if (a.over) {
    $("value").textContent = "";
    $("player").textContent = "";
    return;
  }
  const think = $("think").value;
  const words = { "first player wins": "x wins", "second player wins": "o wins", draw: "a draw" };
  $("value").textContent = a.value ? `Under perfect play from here: ${words[a.value]}.`
    : `The value of this position is not known: not solved within ${think} s.`;
  $("player").textContent = a.player === "perfect" ? "The computer would play perfectly here."
    : "The computer plays by its heuristic here (the position is not solved in time).";
}

/** Asks the command line about the current position; the computer moves when it is its turn. */
async function advise() {
  const request = ++state.request;
  state.busy = true;
  render();
  const params = { position: position(), seed: String(1 + state.moves.length), "time-limit": $("think").value };
  if (axis()) {
    params["axis-parallel"] = "true";
  }
  if (achieve()) {
    params.rules = "achieve";
  }
  if (toMove() !== human()) {
    $("status").textContent = "The computer is thinking ...";
  }
  let a;
  try {
    a = await api("move", params);
  } catch (e) {
    if (request === state.request) {
      state.busy = false;
      $("status").textContent = e.message;
      render();
    }
    return;
  }
  if (request !== state.request) {
    return; // a new game or an undo came in between
  }
  state.advice = a;
  state.adviceFor = params.position;
  state.busy = false;
  $("status").textContent = describe(a);
  $("status").className = "status" + (a.over && a.loser ? (a.loser === human() ? " lost" : " won") : "");
  showValue(a);
  render();
  if (!a.over && a.toMove !== human()) {
    state.busy = true;
    setTimeout(() => {
      if (request === state.request) {
        place(...a.move);
      }
    }, 350);
  }
}

function place(r, c) {
  state.cells[(r - 1) * state.size + (c - 1)] = toMove();
  state.moves.push([r, c]);
  advise();
}

function play(r, c) {
  if (state.busy || !state.advice || state.advice.over || toMove() !== human() || at(r, c) !== ".") {
    return;
  }
  place(r, c);
}

function newGame() {
  // under achieve rules no move loses at once: nothing to mark
  $("mark-choice").hidden = achieve();
  $("losing-legend").hidden = achieve();
  state.size = Number($("size").value);
  state.cells = Array(state.size * state.size).fill(".");
  state.moves = [];
  state.advice = null;
  advise();
}

function undo() {
  // back to the last position where it was the player's turn
  let back = state.moves.length;
  do {
    back--;
  } while (back > 0 && (back % 2 === 0 ? "x" : "o") !== human());
  if (back < 0 || (back % 2 === 0 ? "x" : "o") !== human()) {
    return;
  }
  for (const [r, c] of state.moves.splice(back)) {
    state.cells[(r - 1) * state.size + (c - 1)] = ".";
  }
  state.advice = null;
  advise();
}

// ---- drawn boards ----

function thumbnail(rows) {
  const n = rows.length;
  const m = rows[0].length;
  const cell = 100 / Math.max(n, m);
  const svg = el("svg", { viewBox: `-4 -4 ${m * cell + 8} ${n * cell + 8}`, role: "img" });
  rows.forEach((row, r) => [...row].forEach((s, c) => {
    el("rect", { x: c * cell, y: r * cell, width: cell, height: cell, fill: "#fbfaf7", stroke: "#e3e0d8" }, svg);
    el("circle", { cx: (c + 0.5) * cell, cy: (r + 0.5) * cell, r: cell * 0.32, fill: COLOUR[s] || "#c9c3b6",
      class: `counter ${s}` }, svg);
  }));
  return svg;
}

function showGallery() {
  const g = state.gallery;
  if (!g) {
    return;
  }
  const total = g.boards.length;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  state.page = Math.min(Math.max(0, state.page), pages - 1);
  const first = state.page * PER_PAGE;
  const shown = g.boards.slice(first, first + PER_PAGE);
  $("gallery").replaceChildren(...shown.map((rows, i) => {
    const fig = document.createElement("figure");
    fig.className = "drawn";
    fig.dataset.board = rows.join("/");
    const cap = document.createElement("figcaption");
    cap.textContent = `#${first + i + 1}`;
    fig.append(thumbnail(rows), cap);
    return fig;
  }));
  $("page").textContent = total === 0 ? `${g.rows} x ${g.cols}: no drawn board`
    : `${g.rows} x ${g.cols}: boards ${first + 1} to ${first + shown.length} of ${total.toLocaleString("en")}`;
  $("prev").disabled = state.page === 0;
  $("next").disabled = state.page >= pages - 1;
}

async function choose(size) {
  document.querySelectorAll("#counts td").forEach((td) => td.classList.toggle("chosen",
    Number(td.dataset.size) === size));
  $("page").textContent = "listing ...";
  try {
    state.gallery = await api("list", { size: String(size) });
    state.page = 0;
    showGallery();
  } catch (e) {
    $("page").textContent = e.message;
  }
}

async function counts() {
  const [head, body] = $("counts").rows;
  for (const n of SIZES) {
    const th = document.createElement("td");
    th.textContent = `${n} x ${n}`;
    const td = document.createElement("td");
    td.textContent = "...";
    for (const cell of [th, td]) {
      cell.dataset.size = String(n);
      cell.className = "size";
      cell.addEventListener("click", () => choose(n));
    }
    td.id = `count-${n}`;
    head.appendChild(th);
    body.appendChild(td);
  }
  // one after the other: the studio computes one request per core
  for (const n of SIZES) {
    try {
      const c = await api("count", { size: String(n) });
      $(`count-${n}`).textContent = Number(c.count).toLocaleString("en");
    } catch (e) {
      $(`count-${n}`).textContent = "?";
      $(`count-${n}`).title = e.message;
    }
  }
}

$("new").addEventListener("click", newGame);
$("size").addEventListener("change", newGame);
$("human").addEventListener("change", newGame);
$("kind").addEventListener("change", newGame);
$("rules").addEventListener("change", newGame);
$("undo").addEventListener("click", undo);
$("mark").addEventListener("change", render);
$("threats").addEventListener("change", render);
$("prev").addEventListener("click", () => { state.page--; showGallery(); });
$("next").addEventListener("click", () => { state.page++; showGallery(); });
newGame();
counts().then(() => choose(5));
