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

// The request of each purpose (a picture's place on the page): a newer one replaces it, and the older is cancelled.
const latest = new Map();

/** The error of a request that a newer one replaced: the page shows the newer one's answer, not this. */
export class Replaced extends Error {
  constructor() {
    super("replaced by a newer request");
    this.name = "Replaced";
  }
}

// While requests wait for a free core, a line at the foot of the page says how many are ahead; it can cancel them.
let waitLine = null;
const waiting = new Map();

function showWaiting() {
  if (!waitLine) {
    waitLine = document.createElement("p");
    waitLine.id = "waiting";
    waitLine.className = "waiting";
    waitLine.setAttribute("role", "status");
    const says = document.createElement("span");
    says.id = "waiting-text";
    const stop = document.createElement("button");
    stop.type = "button";
    stop.id = "cancel-waiting";
    stop.textContent = "Cancel them";
    stop.addEventListener("click", () => {
      for (const name of waiting.keys()) {
        fetch(`/api/cancel?request=${name}`);
      }
    });
    waitLine.append(says, " ", stop);
    document.body.appendChild(waitLine);
  }
  if (waiting.size === 0) {
    waitLine.hidden = true;
    return;
  }
  const ahead = Math.min(...waiting.values());
  waitLine.hidden = false;
  waitLine.querySelector("#waiting-text").textContent = "Waiting for a free core: "
    + `${ahead === 0 ? "next in line" : `${ahead} ahead`} (${waiting.size} of this page's requests waiting).`;
}

/** Asks the studio, while the request waits, where it is in line, and shows it. */
function watchPlace(name) {
  let stopped = false;
  const look = async () => {
    if (stopped) {
      return;
    }
    try {
      const place = await (await fetch(`/api/place?request=${name}`)).json();
      if (stopped) {
        return;
      }
      if (place.state === "waiting") {
        waiting.set(name, place.ahead);
      } else {
        waiting.delete(name);
      }
      showWaiting();
    } catch (e) {
      // the answer itself will say what happened
    }
    if (!stopped) {
      timer = setTimeout(look, 600);
    }
  };
  let timer = setTimeout(look, 400);
  return () => {
    stopped = true;
    clearTimeout(timer);
    waiting.delete(name);
    showWaiting();
  };
}

const BUSY_RETRIES = 3;

/**
 * The answer of /api/<engine>/<command>?<query>: its JSON, or its text for {@code as: "text"} (a picture with
 * format=svg). A request that waits for a free core shows its place in line; one refused as busy is asked again
 * a few times; with {@code replaces: key} a newer request of that key cancels this one, which then throws
 * {@link Replaced}. An error carries the studio's one line.
 */
export async function answer(engine, command, query, { as = "json", replaces } = {}) {
  const name = `${page}-${++counter}`;
  if (replaces) {
    const older = latest.get(replaces);
    if (older) {
      fetch(`/api/cancel?request=${older}`);
    }
    latest.set(replaces, name);
  }
  pending.add(name);
  const stopWatching = watchPlace(name);
  try {
    const q = String(query);
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`/api/${engine}/${command}?${q}${q ? "&" : ""}request=${name}`);
      if (replaces && latest.get(replaces) !== name) {
        throw new Replaced();
      }
      if (response.ok) {
        return as === "text" ? response.text() : response.json();
      }
      const body = await response.json();
      const busy = response.status === 503 && String(body.error).startsWith("busy");
      if (!busy || attempt >= BUSY_RETRIES) {
        throw new Error(body.error || `status ${response.status}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    }
  } finally {
    stopWatching();
    pending.delete(name);
    if (replaces && latest.get(replaces) === name) {
      latest.delete(replaces);
    }
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

/**
 * The number in an input box, when it lies within the box's own min and max (whole when its step is); else a
 * RangeError that says what the page takes, so that no request leaves for a value the studio would refuse.
 */
export function boxNumber(id, name = id) {
  const box = document.getElementById(id);
  const text = box.value.trim();
  const n = Number(text);
  const whole = !box.step || box.step === "1";
  const min = box.min === "" ? -Infinity : Number(box.min);
  const max = box.max === "" ? Infinity : Number(box.max);
  if (text === "" || !Number.isFinite(n) || (whole && !Number.isInteger(n)) || n < min || n > max) {
    throw new RangeError(`${name} ${text || "(empty)"}: the page takes ${whole ? "whole numbers " : ""}`
      + `${max === Infinity ? `from ${min}` : `from ${min} to ${max}`}`
      + " (the command line takes more)");
  }
  return n;
}
