// Mazes on other grids: the pictures come from /api/maze/generate and /api/maze/solve (format=svg), the list of
// algorithms from /api/maze/algorithms, the texture from /api/maze/stats, the path's length from /api/maze/solve.
import { answer, boxNumber, facts, room } from "/static/studio.js";
import { zoomable } from "/static/zoom.js";

const $ = (id) => document.getElementById(id);
let request = 0;
// a large maze (polar with 200 rings) is read zoomed in: the wheel, the buttons, a drag
const zoom = zoomable($("grid-board"));

/** The options of the maze as the command line's long options. */
function options() {
  const grid = $("grid").value;
  const params = { grid, algorithm: $("algorithm").value, seed: $("seed").value || "1" };
  // the boxes' own ranges: a value beyond them is refused here, with what the page takes
  if (grid === "polar") {
    params.rings = String(boxNumber("rings"));
  } else {
    params.rows = String(boxNumber("rows"));
    params.cols = String(boxNumber("cols"));
    if (grid === "3d") {
      params.levels = String(boxNumber("levels"));
    }
  }
  const braid = Number($("braid").value || "0");
  if (braid > 0) {
    params.braid = String(braid);
  }
  return params;
}

/** The command that draws the picture, and its options. */
function picture(params) {
  const method = $("method").value;
  const extra = $("shade").checked ? { colour: "distance" } : {};
  if (!method) {
    return ["generate", { ...params, ...extra }];
  }
  const ends = $("ends").value;
  return ["solve", { ...params, ...extra, method, ...(ends === "first-last" ? {} : { ends }) }];
}

/** The picture's SVG; a newer picture cancels the one it replaces, which the studio then stops computing. */
function svgOf(command, params) {
  return answer("maze", command, new URLSearchParams({ ...params, format: "svg" }),
    { as: "text", replaces: "grid-board" });
}

async function algorithms() {
  const grid = $("grid").value;
  const list = await answer("maze", "algorithms", new URLSearchParams({ grid }));
  if ($("grid").value !== grid) {
    // the grid changed again meanwhile: the newer list decides, not this one
    return false;
  }
  const select = $("algorithm");
  const before = select.value;
  select.replaceChildren();
  for (const a of list.algorithms) {
    const option = document.createElement("option");
    option.value = a.name;
    option.textContent = a.name;
    option.title = a.description;
    select.appendChild(option);
  }
  select.value = list.algorithms.some((a) => a.name === before) ? before : list.defaultAlgorithm;
  // the names that do not run here, each with its reason on hover
  const box = $("not-here");
  box.replaceChildren();
  if (list.notHere.length === 0) {
    box.textContent = "Every algorithm runs on this grid.";
  } else {
    box.append("Not on this grid (hover for why): ");
    list.notHere.forEach((a, i) => {
      const name = document.createElement("abbr");
      name.textContent = a.name;
      name.title = a.why;
      name.dataset.why = a.why;
      box.append(...(i > 0 ? [", ", name] : [name]));
    });
  }
  return true;
}

async function make() {
  const mine = ++request;
  let params;
  try {
    params = options();
  } catch (e) {
    $("grid-board").replaceChildren();
    zoom.refresh();
    $("status").textContent = e.message;
    return;
  }
  const [command, drawn] = picture(params);
  $("status").textContent = "making the maze ...";
  try {
    const svg = await svgOf(command, drawn);
    if (mine !== request) {
      return;
    }
    const board = $("grid-board");
    board.innerHTML = svg.substring(svg.indexOf("<svg"));
    // the page sizes the picture (its viewBox keeps the proportions), so that it fits the window
    board.querySelector("svg").removeAttribute("width");
    board.querySelector("svg").removeAttribute("height");
    fit();
    zoom.refresh();
    const shape = params.grid === "polar" ? `${params.rings} rings`
      : `${params.levels ? params.levels + " levels of " : ""}${params.rows} x ${params.cols}`;
    $("status").textContent = `A ${params.braid ? "braided" : "perfect"} ${params.grid} maze, ${shape}, by `
      + `${params.algorithm}, seed ${params.seed}.`;
    const base = `maze-${params.grid}-${params.algorithm}-seed${params.seed}`;
    $("download-svg").href = `/api/maze/${command}?${new URLSearchParams({ ...drawn, format: "svg" })}`;
    $("download-svg").download = `${base}.svg`;
    $("download-json").href = `/api/maze/generate?${new URLSearchParams(params)}`;
    $("download-json").download = `${base}.json`;
  } catch (e) {
    if (mine === request) {
      $("grid-board").replaceChildren();
      zoom.refresh();
      $("status").textContent = e.message;
      $("texture").replaceChildren();
      $("solution").replaceChildren();
    }
    return;
  }
  try {
    const info = document.createElement("p");
    info.id = "solution-length";
    if (command === "solve") {
      const s = await answer("maze", "solve", new URLSearchParams(drawn));
      if (mine !== request) {
        return;
      }
      info.textContent = s.found
        ? `${s.method}: ${s.fromSide === null ? "" : "entrance "}${s.from} \u2192 `
          + `${s.fromSide === null ? "" : "exit "}${s.to}: ${s.length} passages, ${s.visited} fields visited.`
        : `${s.method} found no path from ${s.from} to ${s.to} (${s.visited} fields visited).`;
    }
    $("solution").replaceChildren(...(command === "solve" ? [info] : []));
    const t = await answer("maze", "stats", new URLSearchParams(params));
    if (mine !== request) {
      return;
    }
    facts($("texture"), [["fields", t.fields], ["passages", t.passages], ["loops", t.loops],
      ["dead ends", t.deadEnds], ["corridors", t.corridors], ["junctions", t.junctions],
      ["longest path", `${t.diameter} (${t.diameterFrom} to ${t.diameterTo})`]]);
  } catch (e) {
    if (mine === request) {
      $("texture").textContent = e.message;
    }
  }
}

/** The picture as wide as the window's height below the toolbars allows, for its proportions (no empty sides). */
function fit() {
  const board = $("grid-board");
  const svg = board.querySelector("svg");
  const box = svg && svg.viewBox.baseVal;
  if (box && box.height > 0) {
    svg.style.width = `${Math.floor(Math.min(640, 0.9 * window.innerWidth, room(board) * box.width / box.height))}px`;
  }
}

async function gridChanged() {
  const polar = $("grid").value === "polar";
  $("rings-label").hidden = !polar;
  $("rows-label").hidden = polar;
  $("cols-label").hidden = polar;
  $("levels-label").hidden = $("grid").value !== "3d";
  // a torus and a Klein bottle have no outer wall to open
  const closed = $("grid").value === "torus" || $("grid").value === "klein";
  $("ends").querySelector("option[value=border]").disabled = closed;
  if (closed && $("ends").value === "border") {
    $("ends").value = "hardest";
  }
  try {
    if (!await algorithms()) {
      return;
    }
  } catch (e) {
    $("status").textContent = e.message;
    return;
  }
  make();
}

$("grid").addEventListener("change", gridChanged);
window.addEventListener("resize", fit);
for (const id of ["algorithm", "rings", "levels", "rows", "cols", "seed", "braid", "shade", "method", "ends"]) {
  $(id).addEventListener("change", make);
}
$("reseed").addEventListener("click", () => {
  $("seed").value = String(Number($("seed").value || "0") + 1);
  make();
});
const start = new URLSearchParams(location.search).get("grid");
if (start && $("grid").querySelector(`option[value="${CSS.escape(start)}"]`)) {
  $("grid").value = start;
}
gridChanged();
