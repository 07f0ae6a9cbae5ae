// The knight's tour page: tours and studies come from /api/knight/tour and /api/knight/study (the command line's
// JSON); the page only plays them back, ringing the squares where Warnsdorff's rule had a tie to break.
import { answer, el } from "/static/studio.js";

const CELL = 44;
const PAD = 10;
const $ = (id) => document.getElementById(id);
const state = { tour: null, shown: 0, timer: null, start: [1, 1] };

async function api(command, params) {
  return answer("knight", command, new URLSearchParams(params));
}

function centre(r, c) {
  return [PAD + (c - 0.5) * CELL, PAD + (r - 0.5) * CELL];
}

function render() {
  const size = state.tour ? state.tour.rows : Number($("size").value);
  const cols = state.tour ? state.tour.cols : size;
  const svg = el("svg", { viewBox: `0 0 ${2 * PAD + cols * CELL} ${2 * PAD + size * CELL}`, role: "img" });
  for (let r = 1; r <= size; r++) {
    for (let c = 1; c <= cols; c++) {
      const sq = el("rect", { x: PAD + (c - 1) * CELL, y: PAD + (r - 1) * CELL, width: CELL, height: CELL,
        fill: (r + c) % 2 === 0 ? "#f3efe6" : "#d9cfbd", class: "square", "data-square": `${r},${c}` }, svg);
      sq.addEventListener("click", () => {
        state.start = [r, c];
        $("start").textContent = `${r},${c}`;
        $("start-note").textContent = "";
        make();
      });
    }
  }
  const squares = state.tour ? state.tour.squares.slice(0, state.shown) : [];
  if (squares.length > 1) {
    const points = squares.map(([r, c]) => centre(r, c).join(",")).join(" ");
    el("polyline", { points, fill: "none", stroke: "#1f6feb", "stroke-width": 2.5, "stroke-opacity": 0.55,
      "stroke-linejoin": "round", class: "moves" }, svg);
  }
  if (state.tour && state.tour.closed && state.shown === state.tour.squares.length) {
    const [a, b] = [squares[squares.length - 1], squares[0]];
    el("line", { x1: centre(...a)[0], y1: centre(...a)[1], x2: centre(...b)[0], y2: centre(...b)[1],
      stroke: "#1f6feb", "stroke-width": 2.5, "stroke-opacity": 0.55, "stroke-dasharray": "5 4" }, svg);
  }
  const ties = new Set(state.tour && state.tour.ties ? state.tour.ties : []);
  squares.forEach(([r, c], i) => {
    const [x, y] = centre(r, c);
    if (ties.has(i)) {
      // the ring sits outside the number's disc: the tie is seen without hiding the number
      el("circle", { cx: x, cy: y, r: 17, fill: "none", stroke: "#e8590c", "stroke-width": 3, class: "tie",
        "data-square": `${r},${c}` }, svg);
    }
    // numbers sit on a small disc so that the move lines never hide them
    el("circle", { cx: x, cy: y, r: 12, fill: i === squares.length - 1 ? "#1f6feb" : "#ffffff",
      stroke: "#1f6feb", "stroke-width": 1 }, svg);
    const t = el("text", { x, y: y + 4, "text-anchor": "middle", "font-size": 12,
      fill: i === squares.length - 1 ? "#ffffff" : "#1d2330", class: "number" }, svg);
    t.textContent = String(i + 1);
  });
  if (!state.tour || state.shown === 0) {
    const [x, y] = centre(...state.start);
    el("circle", { cx: x, cy: y, r: 12, fill: "#2ca02c", class: "start" }, svg);
  }
  $("board").replaceChildren(svg);
  const total = state.tour ? state.tour.squares.length : 0;
  $("counter").textContent = state.tour ? `${state.shown} of ${total} squares` : "";
  showTies(ties, squares.length);
}

/** How many ties the walk has broken so far, and in all. */
function showTies(ties, shown) {
  if (!state.tour) {
    $("ties").textContent = "";
    return;
  }
  if (ties.size === 0) {
    $("ties").textContent = $("method").value === "warnsdorff" ? "No tie was broken." : "Made without ties: no "
      + "square is ringed.";
    return;
  }
  const sofar = [...ties].filter((i) => i < shown).length;
  $("ties").textContent = `${sofar} of ${ties.size} ties broken so far (${ties.size} of `
    + `${state.tour.squares.length - 1} moves had a tie).`;
}

function stop() {
  if (state.timer) {
    clearInterval(state.timer);
    state.timer = null;
  }
  $("play").textContent = "play";
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
    state.shown = 0;
  }
  $("play").textContent = "pause";
  state.timer = setInterval(() => {
    if (state.shown >= state.tour.squares.length) {
      stop();
      return;
    }
    state.shown++;
    render();
  }, 1000 / Number($("speed").value));
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
  const size = $("size").value;
  const method = $("method").value;
  checkStart(Number(size), method);
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
    state.tour = await api("tour", params);
    state.shown = 0;
    const n = state.tour.rows * state.tour.cols;
    $("status").textContent = state.tour.complete
      ? `${state.tour.closed ? "A closed" : "An open"} tour of all ${n} squares.`
      : `The walk got stuck after ${state.tour.squares.length} of ${n} squares.`;
    render();
    play();
  } catch (e) {
    state.tour = null;
    $("status").textContent = e.message;
    render();
  }
}

async function study() {
  const params = { sizes: `${$("study-from").value}..${$("study-to").value}`, trials: $("study-trials").value,
    tiebreak: $("tiebreak").value, seed: $("seed").value || "1" };
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
    state.shown++;
    render();
  }
});
$("all").addEventListener("click", () => {
  stop();
  if (state.tour) {
    state.shown = state.tour.squares.length;
    render();
  }
});
$("study").addEventListener("click", study);
make();
