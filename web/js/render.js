// Draws the board on a canvas, crisp at the device's pixel ratio. Reads the
// view only; never changes it.

// Where everything goes for a canvas of cssWidth x cssHeight pixels.
export function geometry(cssWidth, cssHeight, rows, cols) {
  const margin = Math.max(14, Math.min(cssWidth, cssHeight) * 0.05); // room for coordinates
  const square = Math.max(4, Math.min((cssWidth - margin) / cols, (cssHeight - margin) / rows));
  const left = margin + (cssWidth - margin - square * cols) / 2;
  const top = (cssHeight - margin - square * rows) / 2;
  return { margin, square, left, top, rows, cols };
}

// The square under a point, as {col, row} with row 1 at the bottom, or null.
export function squareAt(g, x, y) {
  const col = Math.floor((x - g.left) / g.square);
  const rowFromTop = Math.floor((y - g.top) / g.square);
  if (col < 0 || col >= g.cols || rowFromTop < 0 || rowFromTop >= g.rows) return null;
  return { col, row: g.rows - rowFromTop };
}

// The centre of a square in CSS pixels (used by the tests to click).
export function squareCentre(g, col, row) {
  return { x: g.left + (col + 0.5) * g.square, y: g.top + (g.rows - row + 0.5) * g.square };
}

function css(name) {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

// view: {board, lastMove: {from, to} | null, selected, targets: [{col,row}], cursor}
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
  const { rows, cols, cells } = view.board;
  const g = geometry(rect.width, rect.height, rows, cols);
  const s = g.square;
  const at = (col, row) => [g.left + col * s, g.top + (rows - row) * s];

  for (let r = 1; r <= rows; r++) {
    for (let c = 0; c < cols; c++) {
      const [x, y] = at(c, r);
      ctx.fillStyle = (c + r) % 2 === 1 ? css('--dark-square') : css('--light-square');
      ctx.fillRect(x, y, s, s);
    }
  }
  const shade = (sq, colour) => {
    if (!sq) return;
    const [x, y] = at(sq.col, sq.row);
    ctx.fillStyle = colour;
    ctx.fillRect(x, y, s, s);
  };
  if (view.lastMove) {
    shade(view.lastMove.from, css('--last'));
    shade(view.lastMove.to, css('--last'));
  }
  for (let i = 0; i < cells.length; i++) {
    const ch = cells[i];
    if (ch === '_') continue;
    const col = i % cols;
    const row = rows - Math.floor(i / cols);
    const [x, y] = at(col, row);
    ctx.beginPath();
    ctx.arc(x + s / 2, y + s / 2, s * 0.38, 0, Math.PI * 2);
    ctx.fillStyle = ch === 'B' ? css('--black-disc') : css('--white-disc');
    ctx.fill();
    ctx.lineWidth = Math.max(1, s * 0.03);
    ctx.strokeStyle = ch === 'B' ? '#555' : '#777';
    ctx.stroke();
  }
  if (view.selected) {
    const [x, y] = at(view.selected.col, view.selected.row);
    ctx.lineWidth = Math.max(2, s * 0.07);
    ctx.strokeStyle = css('--target');
    ctx.strokeRect(x + ctx.lineWidth / 2, y + ctx.lineWidth / 2, s - ctx.lineWidth, s - ctx.lineWidth);
  }
  for (const t of view.targets || []) {
    const [x, y] = at(t.col, t.row);
    ctx.beginPath();
    ctx.arc(x + s / 2, y + s / 2, s * 0.14, 0, Math.PI * 2);
    ctx.fillStyle = css('--target');
    ctx.fill();
  }
  if (view.cursor) {
    const [x, y] = at(view.cursor.col, view.cursor.row);
    ctx.setLineDash([s * 0.12, s * 0.08]);
    ctx.lineWidth = Math.max(2, s * 0.04);
    ctx.strokeStyle = css('--cursor');
    ctx.strokeRect(x + 2, y + 2, s - 4, s - 4);
    ctx.setLineDash([]);
  }
  // Coordinates: columns a.. along the bottom, rows 1.. up the left side.
  ctx.fillStyle = css('--fg');
  ctx.font = `${Math.max(9, Math.min(16, s * 0.3))}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let c = 0; c < cols; c++) {
    ctx.fillText(String.fromCharCode(97 + c), g.left + (c + 0.5) * s, g.top + rows * s + g.margin / 2);
  }
  for (let r = 1; r <= rows; r++) {
    ctx.fillText(String(r), g.left - g.margin / 2, g.top + (rows - r + 0.5) * s);
  }
  return g;
}
