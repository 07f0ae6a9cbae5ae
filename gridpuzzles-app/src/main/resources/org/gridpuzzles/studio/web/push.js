// The push labyrinth page: the instance travels as its facts (--facts), or as the name of an instance of the studio's
// --data folder (listed by /data/), and the pushes played as push facts (--pushes); every position, solution and
// verdict comes from /api/push/show, solve and check. The page keeps only the instance and the pushes played.
import { EXAMPLE } from "/static/push-example.js";
import { answer, el } from "/static/studio.js";

const CELL = 76;
const MARGIN = 62;
const MAX_QUERY = 8192;
const ARROW = { e: "east", w: "west", n: "north", s: "south" };
const $ = (id) => document.getElementById(id);
const state = { input: null, pushes: [], position: null, solution: null, mode: "decide", busy: false, request: 0,
  animation: null, last: null };

/** Percent-encoding that leaves the facts' commas and parentheses as they are: more facts fit in a request. */
const encode = (s) => encodeURIComponent(s).replace(/%2C/g, ",").replace(/%20/g, "+");

function query(params) {
  return Object.entries(params).map(([k, v]) => `${k}=${encode(String(v))}`).join("&");
}

async function api(command, params) {
  const q = query(params);
  if (q.length > MAX_QUERY) {
    throw new Error(`these facts take ${q.length.toLocaleString("en")} characters in a request, over the studio's `
      + `limit of ${MAX_QUERY.toLocaleString("en")}: use the command line for larger instances`);
  }
  return answer("push", command, q);
}

const pushText = (pushes) => pushes.map(([z, d], k) => `push(${z},${d},${k + 1}).`).join(" ");

/** The studio's one line, said for the page: "facts:2:12: ..." is "facts, line 2, column 12: ...". */
const said = (message) => message.replace(/^gridpuzzles push [a-z]+: /, "")
  .replace(/^(?:--)?(facts|pushes):(\d+):(\d+): /, "$1, line $2, column $3: ");

function showError(message) {
  $("error").hidden = !message;
  $("error").textContent = message ? said(message) : "";
}

/**
 * Loads an instance, given as {facts} or {instance} (a name of the --data folder): the command line reads it (errors
 * with line and column) and answers its start position.
 */
async function load(input) {
  stopAnimation();
  const request = ++state.request;
  state.busy = true;
  $("status").textContent = "reading the facts ...";
  try {
    const position = await api("show", { ...input, format: "json" });
    if (request !== state.request) {
      return;
    }
    state.input = input;
    state.pushes = [];
    state.position = position;
    boxes(position);
    state.solution = null;
    state.last = null;
    showError(null);
    $("solution").textContent = "\u00a0";
    $("verdict").textContent = "\u00a0";
  } catch (e) {
    if (request === state.request) {
      showError(e.message);
      $("status").textContent = state.position ? status() : "no instance loaded";
    }
    return;
  } finally {
    if (request === state.request) {
      state.busy = false;
    }
  }
  render();
}

/** The size and max steps boxes say the board shown, whichever way it came (the example, pasted, a file). */
function boxes(position) {
  const size = $("size");
  if (![...size.options].some((o) => o.value === String(position.n))) {
    const o = document.createElement("option");
    o.textContent = String(position.n);
    size.append(o);
    [...size.options].sort((a, b) => Number(a.value) - Number(b.value)).forEach((x) => size.append(x));
  }
  size.value = String(position.n);
  const steps = $("steps");
  if (position.maxSteps >= Number(steps.min) && position.maxSteps <= Number(steps.max)) {
    steps.value = String(position.maxSteps);
  }
}

/** Shows the position after the pushes played (asked from the command line). */
async function play(pushes) {
  const request = ++state.request;
  state.busy = true;
  try {
    const position = await api("show", { ...state.input, pushes: pushText(pushes), format: "json" });
    if (request !== state.request) {
      return false;
    }
    state.pushes = pushes;
    state.position = position;
    state.last = pushes.length ? pushes[pushes.length - 1] : null;
    $("verdict").textContent = "\u00a0";
    showError(null);
  } catch (e) {
    if (request === state.request) {
      showError(e.message);
    }
    return false;
  } finally {
    if (request === state.request) {
      state.busy = false;
    }
  }
  render();
  return true;
}

function status() {
  const p = state.position;
  if (!p) {
    return "no instance loaded";
  }
  const t = state.pushes.length;
  if (p.reached) {
    return t === 0 ? "goal reached: the avatar starts on the goal"
      : `goal reached after ${t} push${t === 1 ? "" : "es"}`;
  }
  if (t >= p.maxSteps) {
    return "no pushes left and the goal is not reached: undo or start again";
  }
  return t === 0 ? "push a row or a column" : "the goal is not reached yet";
}

const canPush = () => state.position && !state.position.reached && state.pushes.length < state.position.maxSteps
  && !state.animation;

function render() {
  const p = state.position;
  const board = $("board");
  board.replaceChildren();
  if (!p) {
    return;
  }
  const n = p.n;
  const side = 2 * MARGIN + n * CELL;
  const svg = el("svg", { viewBox: `0 0 ${side} ${side}`, role: "img" }, board);
  const left = (y) => MARGIN + (y - 1) * CELL;
  const top = (x) => MARGIN + (n - x) * CELL;
  const reach = new Set(p.walk.map(([x, y]) => `${x},${y}`));
  for (let x = 1; x <= n; x++) {
    for (let y = 1; y <= n; y++) {
      const can = reach.has(`${x},${y}`);
      const rect = el("rect", { x: left(y), y: top(x), width: CELL, height: CELL, class: `tile${can ? " reach" : ""}`,
        "data-field": `${x},${y}`, "data-openings": p.tiles[x - 1][y - 1] }, svg);
      el("title", {}, rect).textContent = `(${x},${y})${can ? ": the avatar can walk here" : ""}`;
    }
  }
  if (state.last) {
    // the line pushed last, outlined
    const [z, d] = state.last;
    const row = d === "e" || d === "w";
    el("rect", row ? { x: left(1), y: top(z), width: n * CELL, height: CELL, class: "pushed" }
      : { x: left(z), y: top(n), width: CELL, height: n * CELL, class: "pushed" }, svg);
  }
  const half = CELL / 2;
  const ends = { n: [0, -half], s: [0, half], e: [half, 0], w: [-half, 0] };
  for (let x = 1; x <= n; x++) {
    for (let y = 1; y <= n; y++) {
      const cx = left(y) + half;
      const cy = top(x) + half;
      const open = p.tiles[x - 1][y - 1];
      const d = [...open].map((o) => `M${cx},${cy}L${cx + ends[o][0]},${cy + ends[o][1]}`).join("");
      if (d) {
        el("path", { d, class: "pipe" }, svg);
      }
      el("circle", { cx, cy, r: open ? 6 : 4, class: open ? "hub" : "hub closed" }, svg);
    }
  }
  // the avatar as a ring, so that the goal shows inside it once reached
  for (const [x, y] of p.avatar) {
    el("circle", { cx: left(y) + half, cy: top(x) + half, r: 17, class: "avatar", "data-field": `${x},${y}` }, svg);
  }
  const [gx, gy] = p.goal;
  star(left(gy) + half, top(gx) + half, svg);
  if (canPush()) {
    for (let k = 1; k <= n; k++) {
      arrow(svg, [k, "e"], MARGIN - 22, top(k) + half);
      arrow(svg, [k, "w"], side - MARGIN + 22, top(k) + half);
      arrow(svg, [k, "s"], left(k) + half, MARGIN - 22);
      arrow(svg, [k, "n"], left(k) + half, side - MARGIN + 22);
    }
  }
  // line numbers outside the arrows: row 1 at the bottom, column 1 on the left
  for (let k = 1; k <= n; k++) {
    label(svg, k, 10, top(k) + half + 5);
    label(svg, k, left(k) + half, 14);
  }
  $("status").textContent = status();
  $("status").className = p.reached ? "status won" : "status";
  const t = state.pushes.length;
  $("count").textContent = `${t} of at most ${p.maxSteps} push${p.maxSteps === 1 ? "" : "es"} · ${n} x ${n} board`;
  $("pushes").textContent = pushText(state.pushes) || "none yet";
  $("undo").disabled = t === 0 || !!state.animation;
  $("restart").disabled = t === 0 || !!state.animation;
  $("check").disabled = !!state.animation;
  $("animate").disabled = !state.solution || state.solution.length === 0;
  $("animate").textContent = state.animation ? "stop" : "play the solution";
}

function label(svg, k, x, y) {
  el("text", { x, y, class: "line-label", "text-anchor": "middle" }, svg).textContent = String(k);
}

function star(cx, cy, svg) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 20 : 8.5;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  el("polygon", { points: pts.join(" "), class: "goal" }, svg);
}

function arrow(svg, push, cx, cy) {
  const [z, d] = push;
  const s = 11;
  const shape = { e: [[-s, -s], [s, 0], [-s, s]], w: [[s, -s], [-s, 0], [s, s]], s: [[-s, -s], [s, -s], [0, s]],
    n: [[-s, s], [s, s], [0, -s]] }[d];
  const g = el("g", { class: "arrow", "data-push": `${z},${d}`, tabindex: "-1" }, svg);
  el("circle", { cx, cy, r: 17, class: "arrow-hit" }, g);
  el("polygon", { points: shape.map(([a, b]) => `${cx + a},${cy + b}`).join(" ") }, g);
  el("title", {}, g).textContent = `push ${d === "e" || d === "w" ? "row" : "column"} ${z} ${ARROW[d]}`;
  g.addEventListener("click", () => {
    if (!state.busy && canPush()) {
      play([...state.pushes, [z, d]]);
    }
  });
}

async function check() {
  if (!state.position) {
    return;
  }
  try {
    const v = await api("check", { ...state.input, pushes: pushText(state.pushes), format: "json" });
    $("verdict").textContent = v.valid ? `valid: ${v.details.reason}` : `invalid: ${v.problem}`;
    $("verdict").className = v.valid ? "hint verdict valid" : "hint verdict invalid";
  } catch (e) {
    // no pushes at all is no solution to judge: the command line says so
    $("verdict").textContent = said(e.message);
    $("verdict").className = "hint verdict invalid";
  }
}

async function solve() {
  if (!state.position) {
    return;
  }
  stopAnimation();
  $("solve").disabled = true;
  $("solution").textContent = state.mode === "optimal" ? "proving the fewest pushes ..." : "searching ...";
  try {
    const s = await api("solve", { ...state.input, optimal: state.mode === "optimal", "time-limit": 15,
      format: "json" });
    if (s.status === "SOLVED") {
      state.solution = s.pushes.map((f) => {
        const m = /^push\((\d+),([nesw]),\d+\)\.$/.exec(f);
        return [Number(m[1]), m[2]];
      });
      const t = state.solution.length;
      $("solution").textContent = `${t} push${t === 1 ? "" : "es"}${s.optimal ? " (proved the fewest)" : ""}: `
        + (t ? s.pushes.join(" ") : "none needed");
    } else {
      state.solution = null;
      $("solution").textContent = `unsatisfiable: no solution within ${s.maxSteps} pushes`;
    }
  } catch (e) {
    state.solution = null;
    $("solution").textContent = said(e.message);
  } finally {
    $("solve").disabled = false;
  }
  render();
}

function stopAnimation() {
  if (state.animation) {
    clearTimeout(state.animation);
    state.animation = null;
  }
}

/** Plays the solution push by push from the start. */
async function animate() {
  if (state.animation) {
    stopAnimation();
    render();
    return;
  }
  const solution = state.solution;
  state.animation = -1;
  await play([]);
  let k = 0;
  const next = async () => {
    if (!state.animation) {
      return;
    }
    k++;
    state.animation = -1;
    await play(solution.slice(0, k));
    if (k < solution.length && state.animation) {
      state.animation = setTimeout(next, Number($("speed").value));
    } else {
      state.animation = null;
      render();
    }
  };
  state.animation = setTimeout(next, Number($("speed").value));
  render();
}

function undo() {
  if (state.pushes.length && !state.busy) {
    play(state.pushes.slice(0, -1));
  }
}

async function generate() {
  stopAnimation();
  // a generated board never starts on its goal: without a push it has no solution
  const steps = $("steps");
  const k = Number(steps.value);
  if (steps.value.trim() === "" || !Number.isInteger(k) || k < Number(steps.min) || k > Number(steps.max)) {
    showError(`max steps ${steps.value.trim() || "(empty)"}: give ${steps.min} to ${steps.max} pushes; a new board `
      + "never starts on its goal, so it needs at least one push");
    return;
  }
  try {
    const g = await api("generate", { size: $("size").value, seed: $("seed").value, "max-steps": $("steps").value,
      format: "json" });
    $("facts").value = g.facts;
    await load({ facts: g.facts });
  } catch (e) {
    showError(e.message);
  }
}

$("example").addEventListener("click", () => {
  $("facts").value = EXAMPLE;
  load({ facts: EXAMPLE });
});
$("generate").addEventListener("click", generate);
$("paste-toggle").addEventListener("click", () => {
  const open = $("paste").hidden;
  $("paste").hidden = !open;
  $("paste-toggle").setAttribute("aria-expanded", String(open));
  if (open) {
    $("facts").focus();
  }
});
$("load").addEventListener("click", () => load({ facts: $("facts").value }));
$("file").addEventListener("change", async () => {
  const f = $("file").files[0];
  if (!f) {
    return;
  }
  if (f.size > MAX_QUERY) {
    showError(`${f.name}: ${f.size.toLocaleString("en")} bytes, over the studio's request limit of `
      + `${MAX_QUERY.toLocaleString("en")} characters: use the command line for larger instances`);
    return;
  }
  $("facts").value = await f.text();
  load({ facts: $("facts").value });
});
$("undo").addEventListener("click", undo);
$("restart").addEventListener("click", () => play([]));
$("check").addEventListener("click", check);
$("solve").addEventListener("click", solve);
$("animate").addEventListener("click", animate);
for (const b of $("mode").querySelectorAll("button")) {
  b.addEventListener("click", () => {
    state.mode = b.dataset.mode;
    for (const o of $("mode").querySelectorAll("button")) {
      o.classList.toggle("on", o === b);
    }
  });
}
$("board").addEventListener("keydown", (e) => {
  if (e.key === "Backspace") {
    e.preventDefault();
    undo();
  }
});

/** The instances of the studio's --data folder, when it was given one. */
async function folder() {
  const answer = await fetch("/data/");
  if (!answer.ok) {
    return;
  }
  const body = await answer.json();
  const pick = $("instance");
  for (const i of body.instances) {
    const o = document.createElement("option");
    o.value = i.name;
    o.textContent = i.error ? `${i.name} (unreadable)` : `${i.name} · ${i.n} x ${i.n} · max ${i.maxSteps}`;
    o.disabled = !!i.error;
    if (i.error) {
      o.title = i.error;
    }
    pick.appendChild(o);
  }
  const count = body.instances.length;
  $("folder-name").textContent = `${body.folder} (${count} instance${count === 1 ? "" : "s"})`;
  $("picker").hidden = false;
}

$("instance").addEventListener("change", async () => {
  const name = $("instance").value;
  if (!name) {
    return;
  }
  await load({ instance: name });
  const answer = await fetch(`/data/${encodeURIComponent(name)}`);
  if (answer.ok) {
    $("facts").value = await answer.text();
  }
});

$("facts").value = EXAMPLE;
load({ facts: EXAMPLE });
// the studio says in the page whether it was given a folder: no request for a listing that cannot be there
if (document.body.dataset.folder === "yes") {
  folder();
}
