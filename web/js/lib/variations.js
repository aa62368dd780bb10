// The game as a tree of moves: the main line (the game's `moves`) and the
// variations played from any of its positions (the game's `lines`), as on an
// analysis board. Pure functions without a DOM (tests/node/variations.test.mjs).
//
// A game keeps `moves`, the main line, as it always did, and `lines`: the
// side lines, each written out whole from the start (a list of move names)
// and ending where the line ends. A line shares a beginning with the main
// line or with another line and then departs from it. The tree is built from
// them: at each position the moves in the order they came, the main line's
// first. A node of the tree is named by its path, the moves from the start.

// A node: {move, children: [node], main}; the root has move null. `main`
// marks the main line's nodes (the main line may end where the tree goes
// on: a game taken back keeps the lines tried after it as variations).
function node(move, main = false) {
  return { move, children: [], main };
}

// The tree of `moves` and `lines`.
export function treeOf(moves, lines = []) {
  const root = node(null, true);
  [moves, ...lines].forEach((line, i) => {
    let at = root;
    for (const move of line) {
      let next = at.children.find((c) => c.move === move);
      if (!next) {
        next = node(move, i === 0);
        at.children.push(next);
      }
      at = next;
    }
  });
  return root;
}

// The node at `path`, or null.
export function nodeAt(root, path) {
  let at = root;
  for (const move of path) {
    at = at.children.find((c) => c.move === move);
    if (!at) return null;
  }
  return at;
}

// The main line and the side lines of a tree: first children all the way
// down, then every other leaf's path in the tree's order.
export function linesOf(root) {
  const main = [];
  for (let at = root; at.children[0]?.main; at = at.children[0]) main.push(at.children[0].move);
  const lines = [];
  const walk = (at, path) => {
    if (!at.children.length) {
      if (!at.main) lines.push(path);
      return;
    }
    for (const c of at.children) walk(c, [...path, c.move]);
  };
  walk(root, []);
  return { moves: main, lines };
}

const markMain = (at, main) => {
  for (let n = at; n; n = main ? n.children[0] : n.children.find((c) => c.main)) n.main = main;
};

const rebuilt = (game, root) => {
  const { moves, lines } = linesOf(root);
  return { ...game, moves, lines };
};

// Whether `path` is on the main line (a beginning of it).
export const onMainLine = (game, path) => path.length <= game.moves.length && path.every((m, i) => m === game.moves[i]);

// Whether the tree holds `path`.
export const hasPath = (game, path) => nodeAt(treeOf(game.moves, game.lines), path) !== null;

// The game with `move` played at the node `path` as a variation: the tree
// gains it (a line that ended at `path` now goes on with it), unless it was
// there; the main line stays. Returns {game, path} with the new node's path.
export function withVariation(game, path, move) {
  const next = [...path, move];
  const lines = (game.lines ?? []).filter((l) => !(l.length === path.length && l.every((m, i) => m === path[i])));
  if (hasPath(game, next)) return { game, path: next };
  return { game: { ...game, lines: [...lines, next] }, path: next };
}

// The game with the variation through `path` promoted one level: at the
// deepest position on its way where it is not the first choice, it becomes
// the first (on the main line's branch: it becomes the main line, and the
// main line's old moves a variation). The path stays the same node.
export function promoted(game, path) {
  const root = treeOf(game.moves, game.lines);
  let at = root;
  let branch = null; // [parent, index] of the deepest child not first
  for (const move of path) {
    const i = at.children.findIndex((c) => c.move === move);
    if (i < 0) return game;
    if (i > 0) branch = [at, i];
    at = at.children[i];
  }
  if (!branch) return game;
  const [parent, i] = branch;
  // On the main line's branch the line promoted becomes the main line, to
  // its end, and the main line's old moves a variation.
  if (parent.main) {
    markMain(parent.children.find((c) => c.main), false);
    markMain(parent.children[i], true);
  }
  parent.children.unshift(...parent.children.splice(i, 1));
  return rebuilt(game, root);
}

// The game without the node at `path` and everything after it. The main
// line's moves are not deleted here (Undo takes them back): a path on the
// main line leaves the game as it was.
export function deleted(game, path) {
  if (!path.length || onMainLine(game, path)) return game;
  const root = treeOf(game.moves, game.lines);
  const parent = nodeAt(root, path.slice(0, -1));
  if (!parent) return game;
  parent.children = parent.children.filter((c) => c.move !== path.at(-1));
  return rebuilt(game, root);
}

// The move after `path` in its line (the main line's next move on the main
// line, a variation's first continuation), or null at a line's end.
export function nextMove(game, path) {
  const at = nodeAt(treeOf(game.moves, game.lines), path);
  if (!at) return null;
  return (at.main ? at.children.find((c) => c.main) : at.children[0])?.move ?? null;
}

// The main line's node where `path` departs from it: the plies they share.
export function sharedPlies(game, path) {
  let n = 0;
  while (n < path.length && n < game.moves.length && path[n] === game.moves[n]) n++;
  return n;
}

// ---- the move list ----

// The move list's variations, for a view: for each ply p of the main line
// that has other moves (other children of the position after p - 1 plies),
// the lines of those other moves, each a list of items: {path, move} for a
// move, and {variations: [...]} for the other moves at a position inside the
// line (nested, as PGN writes them in parentheses after the move they
// replace). Returns a Map ply -> [line].
export function variationsByPly(game) {
  const root = treeOf(game.moves, game.lines);
  const out = new Map();
  let at = root;
  for (let ply = 1; ply <= game.moves.length; ply++) {
    const others = at.children.filter((c) => !c.main);
    const base = game.moves.slice(0, ply - 1);
    if (others.length) out.set(ply, others.map((c) => lineItems(c, base)));
    at = at.children.find((c) => c.main);
  }
  // Moves after the main line's last position are variations too (a line
  // tried from the end of a game that goes on).
  if (at.children.length) out.set(game.moves.length + 1, at.children.map((c) => lineItems(c, game.moves)));
  return out;
}

// The items of the line that starts with `first` after `base`.
function lineItems(first, base) {
  const items = [];
  let at = first;
  let path = [...base, first.move];
  items.push({ path, move: first.move });
  while (at.children.length) {
    const [next, ...others] = at.children;
    const here = path;
    const item = { path: [...here, next.move], move: next.move };
    items.push(item);
    if (others.length) items.push({ variations: others.map((c) => lineItems(c, here)) });
    at = next;
    path = item.path;
  }
  return items;
}

// ---- text: records and links ----

// The moves of a game in the record's notation: the main line with each
// variation in parentheses after the move it replaces, nested as deep as
// they go: "b2b3 c4c3 (c4c5 d1d2 (d1d3)) d1d2". Lines tried from the main
// line's last position (after it was taken back) follow a '*', which ends
// the main line: "b2b3 c4c3 * (d1d2)". `sep` is what goes between two
// moves ('' in a link, whose squares need no separator).
export function movesText(game, sep = ' ') {
  const root = treeOf(game.moves, game.lines);
  const out = [];
  const line = (at) => {
    while (at.children.length) {
      // The main line's move first where it goes on.
      const next = at.main ? at.children.find((c) => c.main) : at.children[0];
      if (!next) {
        // The main line ends here; the moves tried after it are variations.
        out.push('*');
        for (const o of at.children) out.push('(', o.move, ...subline(o), ')');
        return;
      }
      const others = at.children.filter((c) => c !== next);
      out.push(next.move);
      for (const o of others) {
        out.push('(');
        out.push(o.move);
        line(o);
        out.push(')');
      }
      at = next;
    }
  };
  // The tokens of the line after `at`, for a variation after the main line.
  function subline(at) {
    const saved = out.splice(0);
    line(at);
    const mine = out.splice(0);
    out.push(...saved);
    return mine;
  }
  line(root);
  let text = '';
  for (const t of out) {
    if (text && t !== ')' && !text.endsWith('(')) text += sep;
    text += t;
  }
  return text;
}

// Reads tokens (move names, '(', ')' and '*') back into {moves, lines}, or
// {error}. A '(' opens the moves that replace the move before it; ')' goes
// back to where the '(' was; after '*' (the main line's end) a '(' opens
// moves from the main line's last position.
export function readMoveTokens(tokens) {
  const root = node(null, true);
  let path = [];
  let last = null; // the path before the last move read
  const stack = [];
  const paths = [];
  let ended = false; // '*' was read: the main line is over
  for (const { token, where } of tokens) {
    if (token === '*') {
      if (stack.length || ended) return { error: `${where}: '*' ends the main line, once, outside any variation` };
      ended = true;
      last = path;
    } else if (ended && !stack.length && token !== '(') {
      return { error: `${where}: after '*' only variations in parentheses may follow` };
    } else if (token === '(') {
      if (last === null) return { error: `${where}: '(' before any move: a variation replaces the move before it` };
      stack.push({ path, last });
      path = last;
      last = null;
    } else if (token === ')') {
      if (!stack.length) return { error: `${where}: ')' without its '('` };
      if (last === null) return { error: `${where}: an empty variation '()'` };
      ({ path, last } = stack.pop());
    } else {
      last = path;
      path = [...path, token];
      paths.push({ path, main: !stack.length });
    }
  }
  if (stack.length) return { error: `a variation is not closed: ${stack.length} '(' without ')'` };
  for (const p of paths) {
    let at = root;
    p.path.forEach((move, i) => {
      let next = at.children.find((c) => c.move === move);
      if (!next) {
        next = node(move, p.main && i === p.path.length - 1);
        at.children.push(next);
      }
      at = next;
    });
  }
  return linesOf(root);
}
