// What every page of the studio shares: SVG elements, and the API's answers as the command line gives them.

export const SVG = "http://www.w3.org/2000/svg";

/** A new SVG element with these attributes, appended to parent when one is given. */
export function el(name, attrs, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) {
    e.setAttribute(k, v);
  }
  if (parent) {
    parent.appendChild(e);
  }
  return e;
}

/** Fills a definition list with name/value pairs; each value is tagged with its name (data-name) for tests. */
export function facts(list, entries) {
  list.replaceChildren();
  for (const [k, v] of entries) {
    const dt = document.createElement("dt");
    dt.textContent = k;
    const dd = document.createElement("dd");
    dd.textContent = v;
    dd.dataset.name = k;
    list.append(dt, dd);
  }
}

// Requests still computing, by the name each was given: when the page is left, the studio is told to stop them
// (its server cannot see a client go away by itself).
const pending = new Set();
let counter = 0;
const page = `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;

window.addEventListener("pagehide", () => {
  for (const name of pending) {
    fetch(`/api/cancel?request=${name}`, { keepalive: true });
  }
});

/** The JSON of /api/<engine>/<command>?<query>; an error carries the command line's one line. */
export async function answer(engine, command, query) {
  const name = `${page}-${++counter}`;
  pending.add(name);
  try {
    const q = String(query);
    const response = await fetch(`/api/${engine}/${command}?${q}${q ? "&" : ""}request=${name}`);
    const body = await response.json();
    if (!response.ok) {
      throw new Error(body.error || `status ${response.status}`);
    }
    return body;
  } finally {
    pending.delete(name);
  }
}

/** True when a key goes to a form field (a number box's arrows, a list's choice, a text), not to the board. */
export function typing(e) {
  const t = e.target;
  return ["INPUT", "SELECT", "TEXTAREA"].includes(t.tagName) || t.isContentEditable;
}

// Boards fit the window: each board's picture is kept within the height left below the board's top (set as --fit),
// so that it shows whole without scrolling; never smaller than a readable 260 pixels.
const MIN_FIT = 260;

/** The height a board's picture may take in the window, in pixels. */
export function room(board) {
  const top = board.getBoundingClientRect().top + window.scrollY;
  const style = getComputedStyle(board);
  const frame = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + parseFloat(style.borderTopWidth)
    + parseFloat(style.borderBottomWidth);
  return Math.max(MIN_FIT, Math.floor(window.innerHeight - top - frame - 12));
}

function fit() {
  for (const board of document.querySelectorAll(".board")) {
    const px = `${room(board)}px`;
    if (board.style.getPropertyValue("--fit") !== px) {
      board.style.setProperty("--fit", px);
    }
  }
}

window.addEventListener("resize", fit);
// what shows above a board (a message, a pasted text box) moves it down
new ResizeObserver(fit).observe(document.body);
fit();
