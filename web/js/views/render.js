// Draws the board on a canvas, crisp at the device's pixel ratio. Reads the
// view only; never changes it. Squares are {col, row}: col 0 is column a,
// row 1 the bottom row, as in move names. Each game has its look: Clobber a
// chessboard with discs, Halma a board with its two camps tinted and the last
// move's jump path drawn, tic-tac-toe a grid of X and O marks.

// The coordinates' room and size: at least 11 CSS pixels, so that a 2x26
// board's letters stay readable, and the margin holds a row number of two
// digits at that size.
const MIN_MARGIN = 17;
const coordinateSize = (square) => Math.max(11, Math.min(16, square * 0.32));

// Where everything goes for a canvas of cssWidth x cssHeight pixels. A
// flipped board is turned round (the last row at the bottom, the last column
// on the left), for the second player's view. With the device's pixel ratio
// `dpr` the squares are whole device pixels and start on one, so that no
// edge between two squares is a blur of both colours (a 2x26 board's
// squares are rarely a whole number of pixels otherwise).
export function geometry(cssWidth, cssHeight, rows, cols, flip = false, dpr = 0) {
  const margin = Math.max(MIN_MARGIN, Math.min(cssWidth, cssHeight) * 0.05); // room for coordinates
  let square = Math.max(4, Math.min((cssWidth - margin) / cols, (cssHeight - margin) / rows));
  const snap = (v, round) => (dpr > 0 ? round(v * dpr) / dpr : v);
  square = Math.max(4, snap(square + 1e-9, Math.floor));
  const left = snap(margin + (cssWidth - margin - square * cols) / 2, Math.round);
  const top = snap((cssHeight - margin - square * rows) / 2, Math.round);
  return { margin, square, left, top, rows, cols, flip };
}

// The top-left corner of a square in CSS pixels.
export function squareOrigin(g, col, row) {
  const c = g.flip ? g.cols - 1 - col : col;
  const fromTop = g.flip ? row - 1 : g.rows - row;
  return { x: g.left + c * g.square, y: g.top + fromTop * g.square };
}

// The square under a point, or null.
export function squareAt(g, x, y) {
  const c = Math.floor((x - g.left) / g.square);
  const rowFromTop = Math.floor((y - g.top) / g.square);
  if (c < 0 || c >= g.cols || rowFromTop < 0 || rowFromTop >= g.rows) return null;
  return g.flip ? { col: g.cols - 1 - c, row: rowFromTop + 1 } : { col: c, row: g.rows - rowFromTop };
}

// The centre of a square in CSS pixels from the canvas's top-left.
export function squareCentre(g, col, row) {
  const o = squareOrigin(g, col, row);
  return { x: o.x + g.square / 2, y: o.y + g.square / 2 };
}

const COLOURS = ['--fg', '--light-square', '--dark-square', '--black-disc', '--white-disc', '--disc-edge', '--last', '--target', '--cursor', '--banner-bg', '--banner-fg', '--camp-b', '--camp-w', '--path', '--grid', '--mark-x', '--mark-o', '--plain-square', '--win', '--hint', '--pv'];

function palette() {
  const style = getComputedStyle(document.documentElement);
  const out = {};
  for (const name of COLOURS) out[name.slice(2)] = style.getPropertyValue(name).trim();
  return out;
}

// view: {game, board: {rows, cols, cells, camps, line}, lastPath: [square], selected,
// targets: [square], cursor, drag: {from: square, x, y} | null, banner: text,
// flip, anim: {to: square, x, y} | null (a piece on its way to `to`),
// arrows: [{from: square | null, to: square, kind: 'hint' | 'pv' | 'pv2' | 'best' | 'mistake'}]}
// Returns the geometry, for turning pointer positions into squares.
export function render(canvas, view) {
  const dpr = window.devicePixelRatio || 1;
  const rect = canvas.getBoundingClientRect();
  const width = Math.max(1, Math.round(rect.width * dpr));
  const height = Math.max(1, Math.round(rect.height * dpr));
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, rect.width, rect.height);
  if (!view.board) return null;
  const c = palette();
  const { rows, cols, cells } = view.board;
  const g = geometry(rect.width, rect.height, rows, cols, !!view.flip, dpr);
  const s = g.square;
  const at = (sq) => {
    const o = squareOrigin(g, sq.col, sq.row);
    return [o.x, o.y];
  };

  const game = view.game ?? 'clobber';
  drawSquares(ctx, g, c, view.board, game);
  const shade = (sq, colour) => {
    const [x, y] = at(sq);
    ctx.fillStyle = colour;
    ctx.fillRect(x, y, s, s);
  };
  // Tic-tac-toe's winning line(s), as the engine reports them, instead of
  // the last move's highlight.
  const line = view.board.line ?? '';
  const onLine = (sq) => line[(rows - sq.row) * cols + sq.col] === '#';
  const path = view.lastPath ?? [];
  for (const sq of path.length ? [path[0], path[path.length - 1]] : []) {
    if (!onLine(sq)) shade(sq, c.last);
  }
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '#') shade({ col: i % cols, row: rows - Math.floor(i / cols) }, c.win);
  }
  if (game !== 'clobber') drawGrid(ctx, g, c, game);
  const disc = (cx, cy, symbol, alpha = 1) => {
    ctx.globalAlpha = alpha;
    ctx.beginPath();
    ctx.arc(cx, cy, s * 0.38, 0, Math.PI * 2);
    ctx.fillStyle = symbol === 'B' ? c['black-disc'] : c['white-disc'];
    ctx.fill();
    ctx.lineWidth = Math.max(1, s * 0.03);
    ctx.strokeStyle = c['disc-edge'];
    ctx.stroke();
    ctx.globalAlpha = 1;
  };
  const dragged = view.drag ? (rows - view.drag.from.row) * cols + view.drag.from.col : -1;
  const moving = view.anim ? (rows - view.anim.to.row) * cols + view.anim.to.col : -1;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === '_' || i === moving) continue;
    const [x, y] = at({ col: i % cols, row: rows - Math.floor(i / cols) });
    if (game === 'tictactoe') mark(ctx, c, x + s / 2, y + s / 2, s, cells[i]);
    else disc(x + s / 2, y + s / 2, cells[i], i === dragged ? 0.35 : 1);
  }
  // A Halma move's path, over the pieces: each jump of the chain.
  if (game === 'halma' && path.length >= 2) drawPath(ctx, g, c, path);
  if (view.selected) {
    const [x, y] = at(view.selected);
    ctx.lineWidth = Math.max(2, s * 0.07);
    ctx.strokeStyle = c.target;
    ctx.strokeRect(x + ctx.lineWidth / 2, y + ctx.lineWidth / 2, s - ctx.lineWidth, s - ctx.lineWidth);
  }
  for (const t of view.targets || []) {
    const [x, y] = at(t);
    ctx.beginPath();
    ctx.arc(x + s / 2, y + s / 2, s * 0.14, 0, Math.PI * 2);
    ctx.fillStyle = c.target;
    ctx.fill();
  }
  if (view.cursor) {
    const [x, y] = at(view.cursor);
    ctx.setLineDash([s * 0.12, s * 0.08]);
    ctx.lineWidth = Math.max(2, s * 0.04);
    ctx.strokeStyle = c.cursor;
    ctx.strokeRect(x + 2, y + 2, s - 4, s - 4);
    ctx.setLineDash([]);
  }
  // Coordinates: columns a.. along the bottom, rows 1.. up the left side.
  ctx.fillStyle = c.fg;
  ctx.font = `${coordinateSize(s)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let col = 0; col < cols; col++) {
    ctx.fillText(String.fromCharCode(97 + col), squareCentre(g, col, 1).x, g.top + rows * s + g.margin / 2);
  }
  for (let row = 1; row <= rows; row++) {
    ctx.fillText(String(row), g.left - g.margin / 2, squareCentre(g, 0, row).y);
  }
  if (moving >= 0 && cells[moving] !== '_') {
    if (game === 'tictactoe') mark(ctx, c, view.anim.x, view.anim.y, s, cells[moving]);
    else disc(view.anim.x, view.anim.y, cells[moving]);
  }
  const ARROW = { hint: c.hint, best: c.hint, mistake: c.path, pv: c.pv, pv2: c.pv };
  for (const a of view.arrows ?? []) {
    ctx.globalAlpha = a.kind === 'pv2' ? 0.45 : 1;
    arrow(ctx, g, a, ARROW[a.kind] ?? c.pv);
  }
  ctx.globalAlpha = 1;
  if (view.drag && dragged >= 0 && cells[dragged] !== '_') disc(view.drag.x, view.drag.y, cells[dragged]);
  if (view.banner) banner(ctx, g, c, view.banner);
  return g;
}

function drawSquares(ctx, g, c, board, game) {
  const { rows, cols } = board;
  const s = g.square;
  for (let row = 1; row <= rows; row++) {
    for (let col = 0; col < cols; col++) {
      const { x, y } = squareOrigin(g, col, row);
      if (game === 'clobber') {
        // A chessboard whose bottom-left square (a1) is dark.
        ctx.fillStyle = (col + row) % 2 === 1 ? c['dark-square'] : c['light-square'];
      } else {
        const camp = board.camps?.[(rows - row) * cols + col];
        ctx.fillStyle = camp === 'B' ? c['camp-b'] : camp === 'W' ? c['camp-w'] : c['plain-square'];
      }
      ctx.fillRect(x, y, s, s);
    }
  }
}

// Grid lines between the squares, over any shading (Halma and tic-tac-toe).
function drawGrid(ctx, g, c, game) {
  const { rows, cols } = g;
  const s = g.square;
  ctx.strokeStyle = c.grid;
  ctx.lineWidth = game === 'tictactoe' ? Math.max(2, s * 0.04) : 1;
  ctx.beginPath();
  for (let i = game === 'tictactoe' ? 1 : 0; i <= (game === 'tictactoe' ? cols - 1 : cols); i++) {
    ctx.moveTo(g.left + i * s, g.top);
    ctx.lineTo(g.left + i * s, g.top + rows * s);
  }
  for (let i = game === 'tictactoe' ? 1 : 0; i <= (game === 'tictactoe' ? rows - 1 : rows); i++) {
    ctx.moveTo(g.left, g.top + i * s);
    ctx.lineTo(g.left + cols * s, g.top + i * s);
  }
  ctx.stroke();
}

// A tic-tac-toe mark: X as a cross, O as a ring.
function mark(ctx, c, cx, cy, s, symbol) {
  const r = s * 0.3;
  ctx.lineWidth = Math.max(2, s * 0.09);
  ctx.lineCap = 'round';
  ctx.strokeStyle = symbol === 'X' ? c['mark-x'] : c['mark-o'];
  ctx.beginPath();
  if (symbol === 'X') {
    ctx.moveTo(cx - r, cy - r);
    ctx.lineTo(cx + r, cy + r);
    ctx.moveTo(cx + r, cy - r);
    ctx.lineTo(cx - r, cy + r);
  } else {
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
  }
  ctx.stroke();
  ctx.lineCap = 'butt';
}

// The squares a move went through, joined, with a dot on each landing.
function drawPath(ctx, g, c, path) {
  const points = path.map((sq) => squareCentre(g, sq.col, sq.row));
  ctx.strokeStyle = c.path;
  ctx.fillStyle = c.path;
  ctx.lineWidth = Math.max(2, g.square * 0.08);
  ctx.lineJoin = 'round';
  ctx.beginPath();
  points.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
  ctx.stroke();
  for (const p of points.slice(1)) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, g.square * 0.1, 0, Math.PI * 2);
    ctx.fill();
  }
}

// A band across the middle of the board, for the end of the game.
function banner(ctx, g, c, text) {
  const w = g.square * g.cols;
  const size = Math.max(12, Math.min(28, w / 16));
  const h = size * 2.4;
  const y = g.top + (g.square * g.rows - h) / 2;
  ctx.fillStyle = c['banner-bg'];
  ctx.fillRect(g.left, y, w, h);
  ctx.fillStyle = c['banner-fg'];
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, g.left + w / 2, y + h / 2, w - size);
}

// An arrow from one square's centre to another's (a hint, or a move of the
// principal variation); a placement (no `from`) is a ring on its square.
function arrow(ctx, g, a, colour) {
  const s = g.square;
  const q = squareCentre(g, a.to.col, a.to.row);
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = Math.max(3, s * 0.13);
  ctx.lineCap = 'round';
  if (!a.from) {
    ctx.beginPath();
    ctx.arc(q.x, q.y, s * 0.4, 0, Math.PI * 2);
    ctx.stroke();
    ctx.lineCap = 'butt';
    return;
  }
  const p = squareCentre(g, a.from.col, a.from.row);
  const angle = Math.atan2(q.y - p.y, q.x - p.x);
  const head = s * 0.32;
  const end = { x: q.x - Math.cos(angle) * head * 0.8, y: q.y - Math.sin(angle) * head * 0.8 };
  ctx.beginPath();
  ctx.moveTo(p.x, p.y);
  ctx.lineTo(end.x, end.y);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(q.x, q.y);
  ctx.lineTo(q.x - Math.cos(angle - 0.5) * head, q.y - Math.sin(angle - 0.5) * head);
  ctx.lineTo(q.x - Math.cos(angle + 0.5) * head, q.y - Math.sin(angle + 0.5) * head);
  ctx.closePath();
  ctx.fill();
  ctx.lineCap = 'butt';
}
