// The knight's board on three canvas layers: the squares, drawn once per board and view; the moves over them, of
// which each frame draws only the new ones, so that a 200 x 200 tour plays as smoothly as an 8 x 8 one; and the
// knight's square on top, the one layer cleared every frame. Zoom and pan redraw the layers at the new scale
// (zoom.js). It draws the tour the page holds, and computes nothing of it.
import { room } from "/static/studio.js";
import { zoomable } from "/static/zoom.js";

const CELL = 44;
const PAD = 10;
const BLUE = "#1f6feb";
/** Squares at least this many pixels wide show their numbers. */
const NUMBERED = 22;
/** Squares at least this many pixels wide show their discs and rings; smaller ones show the moves alone. */
const DISCS = 7;

function centre(r, c) {
  return [PAD + (c - 0.5) * CELL, PAD + (r - 0.5) * CELL];
}

/**
 * The board drawn in {@code element} from the page's {@code state} (its tour, squares shown, start and ties; the
 * board keeps the squares ringed so far, the view and its size there too). {@code dims()} gives the board's rows and
 * columns, {@code drawn()} is called after each drawing, {@code clicked([row, col])} after a click on a square.
 * Returns {@code newBoard()}, for a board of another tour or size, and {@code showUpTo(n)}, which draws the first n
 * squares of the tour (only the new ones when n grows).
 */
export function knightBoard(element, state, { dims, drawn, clicked }) {

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
  element.replaceChildren(layers);

  function box() {
    const [rows, cols] = dims();
    return { x: 0, y: 0, width: 2 * PAD + cols * CELL, height: 2 * PAD + rows * CELL };
  }

  /** The canvases as large as the window lets the board be, in device pixels for a sharp picture. */
  function size() {
    const b = box();
    const side = Math.floor(Math.min(640, 0.9 * window.innerWidth, room(element)));
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
    drawn();
  }

  const zoom = zoomable(element, {
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
    drawn();
  }

  /** A new board (another size, or none): the canvases sized and the view back to the whole board. */
  function newBoard() {
    size();
    zoom.refresh();
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
    clicked(sq);
  });

  return { newBoard, showUpTo };
}
