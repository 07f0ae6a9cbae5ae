// Zoom and pan for a board's picture: the wheel or the buttons above the board zoom (about the pointer, or the
// middle), dragging pans, "fit" shows the whole picture again. The picture is told which part of it to show (an SVG's
// viewBox by default, or a canvas the page draws anew), so that it stays sharp at any zoom. A drag is no click: the
// click that ends it does not reach the picture.

const MAX_ZOOM = 64;
const STEP = 1.5;
/** Pixels a pointer moves before a press is a drag, not a click. */
const DRAG = 4;

const originals = new WeakMap();

/** The picture's own viewBox, as first drawn: what "fit" shows. */
function svgBox(svg) {
  if (!originals.has(svg)) {
    const b = svg.viewBox && svg.viewBox.baseVal;
    originals.set(svg, b && b.width > 0 && b.height > 0 ? { x: b.x, y: b.y, width: b.width, height: b.height } : null);
  }
  return originals.get(svg);
}

function svgShow(svg, v) {
  svg.setAttribute("viewBox", `${v.x} ${v.y} ${v.width} ${v.height}`);
}

function same(a, b) {
  return a && b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/**
 * Makes the picture in {@code board} zoomable. Options: {@code target()} the element drawn (default the board's
 * svg), {@code box(element)} the whole picture in its own units (default the svg's first viewBox), {@code show(element,
 * visible, zoom)} draws the visible part (default: sets the viewBox). Returns {@code refresh()}, to call when the
 * picture was drawn anew (a picture of another size starts whole), and {@code fit()}.
 */
export function zoomable(board, options = {}) {
  const target = options.target || (() => board.querySelector("svg"));
  const boxOf = options.box || svgBox;
  const showOn = options.show || svgShow;
  let base = null;
  let zoom = 1;
  let cx = 0;
  let cy = 0;

  const tools = document.createElement("div");
  tools.className = "zoom-tools";
  const button = (cls, text, title, act) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = cls;
    b.textContent = text;
    b.title = title;
    b.addEventListener("click", act);
    tools.appendChild(b);
    return b;
  };
  button("zoom-out", "\u2212", "zoom out (or the mouse wheel)", () => zoomAt(1 / STEP, 0.5, 0.5));
  button("zoom-in", "+", "zoom in (or the mouse wheel; drag to move)", () => zoomAt(STEP, 0.5, 0.5));
  button("zoom-fit", "fit", "the whole picture", () => fit());
  const label = document.createElement("span");
  label.className = "hint zoom-level";
  tools.appendChild(label);
  // above the board: a board fits the window below its top, and its tools stay in view with it
  board.before(tools);

  function visible() {
    const w = base.width / zoom;
    const h = base.height / zoom;
    return { x: cx - w / 2, y: cy - h / 2, width: w, height: h };
  }

  function clamp() {
    zoom = Math.min(MAX_ZOOM, Math.max(1, zoom));
    const w = base.width / zoom / 2;
    const h = base.height / zoom / 2;
    cx = Math.min(base.x + base.width - w, Math.max(base.x + w, cx));
    cy = Math.min(base.y + base.height - h, Math.max(base.y + h, cy));
  }

  /** Shows the visible part on the picture there is now; false when there is none. */
  function refresh() {
    const e = target();
    const b = e ? boxOf(e) : null;
    if (!b) {
      tools.hidden = true;
      return false;
    }
    tools.hidden = false;
    if (!same(b, base)) {
      base = { ...b };
      zoom = 1;
      cx = b.x + b.width / 2;
      cy = b.y + b.height / 2;
    }
    clamp();
    const v = visible();
    // the page's state first: what the picture draws may depend on it
    board.dataset.zoom = zoom.toFixed(3);
    board.dataset.view = [v.x, v.y, v.width, v.height].map((n) => String(Math.round(n * 1000) / 1000)).join(" ");
    showOn(e, v, zoom);
    label.textContent = `${Math.round(zoom * 100)}%`;
    tools.querySelector(".zoom-out").disabled = zoom <= 1;
    tools.querySelector(".zoom-fit").disabled = zoom <= 1;
    tools.querySelector(".zoom-in").disabled = zoom >= MAX_ZOOM;
    return true;
  }

  /** Zooms by {@code factor}, keeping the point at {@code fx, fy} (fractions of the picture's width, height) still. */
  function zoomAt(factor, fx, fy) {
    if (!refresh()) {
      return;
    }
    const v = visible();
    const px = v.x + fx * v.width;
    const py = v.y + fy * v.height;
    zoom = Math.min(MAX_ZOOM, Math.max(1, zoom * factor));
    const w = base.width / zoom;
    const h = base.height / zoom;
    cx = px - fx * w + w / 2;
    cy = py - fy * h + h / 2;
    refresh();
  }

  function fit() {
    if (base) {
      zoom = 1;
      cx = base.x + base.width / 2;
      cy = base.y + base.height / 2;
    }
    refresh();
  }

  /** Where a pointer is on the picture, as fractions of its width and height. */
  function fraction(e) {
    const r = target().getBoundingClientRect();
    return [(e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height, r];
  }

  board.addEventListener("wheel", (e) => {
    if (!target() || !base) {
      return;
    }
    e.preventDefault();
    const [fx, fy] = fraction(e);
    zoomAt(Math.pow(1.002, -e.deltaY), fx, fy);
  }, { passive: false });

  let press = null;
  let dragged = false;
  board.addEventListener("pointerdown", (e) => {
    if (e.button !== 0 || !target() || !base) {
      return;
    }
    press = { x: e.clientX, y: e.clientY, cx, cy, id: e.pointerId, moved: false };
  });
  board.addEventListener("pointermove", (e) => {
    if (!press || e.pointerId !== press.id) {
      return;
    }
    const dx = e.clientX - press.x;
    const dy = e.clientY - press.y;
    if (!press.moved && Math.hypot(dx, dy) < DRAG) {
      return;
    }
    if (!press.moved) {
      press.moved = true;
      board.setPointerCapture(e.pointerId);
      board.classList.add("dragging");
    }
    const r = target().getBoundingClientRect();
    const v = visible();
    cx = press.cx - (dx * v.width) / r.width;
    cy = press.cy - (dy * v.height) / r.height;
    refresh();
  });
  const release = (e) => {
    if (!press || e.pointerId !== press.id) {
      return;
    }
    dragged = press.moved;
    press = null;
    board.classList.remove("dragging");
    // the click this release makes comes next; one that does not come must not swallow a later one
    setTimeout(() => {
      dragged = false;
    }, 0);
  };
  board.addEventListener("pointerup", release);
  board.addEventListener("pointercancel", release);
  board.addEventListener("click", (e) => {
    if (dragged) {
      e.stopPropagation();
      e.preventDefault();
      dragged = false;
    }
  }, true);

  return { refresh, fit, tools };
}
