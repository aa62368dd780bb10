// A small picture of one position: the board the engine describes in a
// `state` reply ({rows, cols, cells, camps}), for the node panel and the
// board editor. Squares are {col, row} with row 1 at the bottom.

export function boardGeometry(canvas, board) {
  const w = canvas.clientWidth || canvas.width;
  const h = canvas.clientHeight || canvas.height;
  const square = Math.floor(Math.min(w / board.cols, h / board.rows));
  return { square, left: (w - square * board.cols) / 2, top: (h - square * board.rows) / 2 };
}

export function squareAt(canvas, board, x, y) {
  const g = boardGeometry(canvas, board);
  const col = Math.floor((x - g.left) / g.square);
  const fromTop = Math.floor((y - g.top) / g.square);
  if (col < 0 || col >= board.cols || fromTop < 0 || fromTop >= board.rows) return -1;
  return fromTop * board.cols + col; // an index into cells
}

export function drawBoard(canvas, game, board) {
  const dpr = window.devicePixelRatio || 1;
  const w = canvas.clientWidth || canvas.width;
  const h = canvas.clientHeight || canvas.height;
  canvas.width = Math.round(w * dpr);
  canvas.height = Math.round(h * dpr);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, w, h);
  if (!board) return;
  const css = getComputedStyle(document.documentElement);
  const v = (name) => css.getPropertyValue(`--${name}`).trim();
  const { square: s, left, top } = boardGeometry(canvas, board);
  for (let i = 0; i < board.cells.length; i++) {
    const col = i % board.cols;
    const rowFromTop = Math.floor(i / board.cols);
    const x = left + col * s;
    const y = top + rowFromTop * s;
    const row = board.rows - rowFromTop;
    const camp = board.camps?.[i];
    ctx.fillStyle = game === 'clobber' ? ((col + row) % 2 === 1 ? v('dark-square') : v('light-square')) : camp === 'B' ? v('camp-b') : camp === 'W' ? v('camp-w') : v('plain-square');
    ctx.fillRect(x, y, s, s);
    ctx.strokeStyle = v('grid');
    ctx.lineWidth = 0.5;
    ctx.strokeRect(x, y, s, s);
    const cell = board.cells[i];
    if (cell === '_') continue;
    const cx = x + s / 2;
    const cy = y + s / 2;
    ctx.lineWidth = Math.max(1.5, s * 0.1);
    if (cell === 'X' || cell === 'O') {
      ctx.strokeStyle = cell === 'X' ? v('mark-x') : v('mark-o');
      ctx.beginPath();
      const r = s * 0.3;
      if (cell === 'X') {
        ctx.moveTo(cx - r, cy - r);
        ctx.lineTo(cx + r, cy + r);
        ctx.moveTo(cx + r, cy - r);
        ctx.lineTo(cx - r, cy + r);
      } else ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.stroke();
    } else {
      ctx.beginPath();
      ctx.arc(cx, cy, s * 0.36, 0, Math.PI * 2);
      ctx.fillStyle = cell === 'B' ? v('black-disc') : v('white-disc');
      ctx.fill();
      ctx.lineWidth = 1;
      ctx.strokeStyle = v('disc-edge');
      ctx.stroke();
    }
  }
}
