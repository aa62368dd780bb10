// The whole game as text and as a link: which game, tic-tac-toe's k, the
// start position and every move. Pure functions without a DOM (tested in
// Node: tests/node/record.test.mjs). They check the shape only; the board
// and the moves are checked by the engine (checkRecord) before the page
// replaces its game. Nothing here throws on bad input: every reader returns
// {ok: false, error} naming the line or the part of the link at fault.
//
// A record (docs/formats.md, "Game records and share links"):
//
//   game: clobber          optional; without it the caller's default game
//   k: 4                   optional; tic-tac-toe's marks in a row
//   W B W B W              the start position's board text ...
//   B W B W B
//   turn: B                ... with its optional turn line
//   moves: b2b3 c4c3 d3c3  every move since the start (move numbers such
//                          as "1." are skipped; the list may go on over
//                          several lines), with variations in parentheses
//                          after the move they replace, nested as deep as
//                          they go: "b2b3 c4c3 (c4c5 d1d2) d3c3"
//
// A link's hash: #g=clobber&k=4&s=WBWBW-BWBWB&t=B&m=b2b3c4c3(c4c5d1d2) (see linkHash).

import { SQUARE_PATTERN as SQUARE } from './squares.js';
import { movesText, readMoveTokens } from './variations.js';

export const GAMES = ['clobber', 'halma', 'tictactoe'];
// The parts of a link's hash (linkHash), and of the older position links.
const LINK_PARTS = ['g', 'k', 's', 'b', 't', 'm'];
const LEGACY_PARTS = ['game', 'k', 'position'];
const SYMBOLS = /^[BWXO_]$/;
// Squares are a column letter and a row number (lib/squares.js); moves are
// one square (tic-tac-toe) or two (from, to).
const MOVE = { clobber: new RegExp(`^${SQUARE}${SQUARE}$`), halma: new RegExp(`^${SQUARE}${SQUARE}$`), tictactoe: new RegExp(`^${SQUARE}$`) };
const MOVE_SYNTAX = { clobber: 'from and to squares like b2b3', halma: 'from and to squares like a1c3', tictactoe: 'a square like b2' };

const fail = (error) => ({ ok: false, error });
const gameError = (name) => `unknown game '${name}': expected ${GAMES.slice(0, -1).join(', ')} or ${GAMES.at(-1)}`;

// The fields of a record: {game, start, moves}, k when it is set, and the
// variations (lib/variations.js) when there are any.
function recordOf(game, k, start, moves, lines = []) {
  const r = { game, start, moves };
  if (Number.isInteger(k)) r.k = k;
  if (lines.length) r.lines = lines;
  return r;
}

function checkK(text) {
  if (!/^\d{1,2}$/.test(text) || Number(text) < 1) return null;
  return Number(text);
}

// ---- text ----

// The record text of a game {game, k, start, moves} (a game of lib/history.js will do).
export function formatRecord(game) {
  const lines = [`game: ${game.game ?? 'clobber'}`];
  if (Number.isInteger(game.k)) lines.push(`k: ${game.k}`);
  for (const line of game.start.split('\n')) if (line.trim()) lines.push(line.trim());
  lines.push(`moves: ${movesText(game)}`.trimEnd());
  return lines.join('\n') + '\n';
}

// Reads a record (or plain board text, the old export) back:
// {ok: true, record: {game, k?, start, moves}, boardLines} or {ok: false, error}.
// boardLines[i] is the record's line number of the board text's line i + 1,
// so the engine's "line 2, column 3" can be told in the record's lines
// (checkRecord does it). `game` is the game when the record names none.
export function parseRecord(text, { game = 'clobber' } = {}) {
  if (typeof text !== 'string') return fail('the record must be text');
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let name = null;
  let k;
  const board = [];
  const boardLines = [];
  let moveTokens = null; // [{token, line}] once "moves:" was read
  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    const line = lines[i].trim();
    if (!line || line.startsWith('#')) continue;
    if (moveTokens) {
      for (const token of tokensOf(line)) moveTokens.push({ token, line: n });
      continue;
    }
    const header = /^([A-Za-z]+)\s*:\s*(.*)$/.exec(line);
    const key = header?.[1].toLowerCase();
    if (key === 'moves') {
      moveTokens = [];
      for (const token of tokensOf(header[2])) moveTokens.push({ token, line: n });
    } else if (key === 'turn') {
      board.push(line);
      boardLines.push(n);
    } else if (header && board.length) {
      return fail(`line ${n}: '${header[1]}:' after the board: only a turn line and the moves line may follow it`);
    } else if (key === 'game') {
      if (name !== null) return fail(`line ${n}: a second game line`);
      name = header[2].trim().toLowerCase();
      if (!GAMES.includes(name)) return fail(`line ${n}: ${gameError(header[2].trim())}`);
    } else if (key === 'k') {
      k = checkK(header[2].trim());
      if (k === null) return fail(`line ${n}: k must be a positive whole number, not '${header[2].trim()}'`);
    } else if (header) {
      return fail(`line ${n}: unknown header '${header[1]}:': expected game, k, the board, or moves`);
    } else {
      board.push(line);
      boardLines.push(n);
    }
  }
  if (!board.some((l) => !/^turn\s*:/i.test(l))) return fail('no board: expected the rows of the start position (and then a moves: line)');
  const g = name ?? (GAMES.includes(game) ? game : 'clobber');
  const tokens = [];
  for (const { token, line } of moveTokens ?? []) {
    if (/^\d+\.*$/.test(token) || token === '...' || token === '…') continue; // a move number
    if (token !== '(' && token !== ')' && token !== '*' && !MOVE[g].test(token)) return fail(`line ${line}: '${token}' is not a ${g} move: expected ${MOVE_SYNTAX[g]}`);
    tokens.push({ token, where: `line ${line}` });
  }
  const read = readMoveTokens(tokens);
  if (read.error) return fail(read.error);
  return { ok: true, record: recordOf(g, k, board.join('\n'), read.moves, read.lines), boardLines };
}

// The words of a moves line: move names, move numbers, and the parentheses
// of variations, which may touch the moves ("(c4c5" or "d1d2)").
const tokensOf = (text) => text.replace(/[()*]/g, ' $& ').split(/\s+/).filter(Boolean);

// ---- links ----

// A board's text as link text: rows from the top joined by '-', a run of
// empty squares written as its length (as in chess's FEN), "turn" apart.
// Null when the text holds something else (then the link carries it as is).
function packBoard(start) {
  const rows = [];
  let turn = null;
  for (const raw of start.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const t = /^turn\s*:\s*([BWXO])$/i.exec(line);
    if (t) {
      turn = t[1].toUpperCase();
      continue;
    }
    const cells = line.split(/\s+/);
    if (!cells.every((c) => SYMBOLS.test(c))) return null;
    rows.push(cells.join('').replace(/_+/g, (run) => String(run.length)));
  }
  return rows.length ? { rows: rows.join('-'), turn } : null;
}

// Board text from a link's rows and the side to move (also the puzzles').
export function unpackBoard(rows, turn) {
  if (!/^[BWXO0-9]+(-[BWXO0-9]+)*$/.test(rows)) return null;
  const lines = rows.split('-').map((row) =>
    row
      .replace(/\d+/g, (run) => '_'.repeat(Math.min(Number(run), 64)))
      .split('')
      .join(' '),
  );
  if (turn) lines.push(`turn: ${turn}`);
  return lines.join('\n');
}

// The hash of a link to the whole game, e.g.
// "#g=clobber&s=WBWBW-BWBWB&t=B&m=b2b3c4c3": g the game, k tic-tac-toe's
// line length (when set), s the start's rows, t the side to move at the
// start (when the start names it), m the moves without separators (each is
// one or two squares, so they split unambiguously), variations in
// parentheses as in the record. Every character is URL-safe. A start that
// is not plain board text goes as b=<its text>.
export function linkHash(game) {
  const parts = [`g=${game.game ?? 'clobber'}`];
  if (Number.isInteger(game.k)) parts.push(`k=${game.k}`);
  const packed = packBoard(game.start);
  if (packed) {
    parts.push(`s=${packed.rows}`);
    if (packed.turn) parts.push(`t=${packed.turn}`);
  } else {
    parts.push(`b=${encodeURIComponent(game.start)}`);
  }
  parts.push(`m=${movesText(game, '')}`);
  return '#' + parts.join('&');
}

// A link to the whole game: `href` with linkHash(game) as its hash.
export function gameLink(game, href) {
  const url = new URL(href);
  url.hash = linkHash(game);
  return url.toString();
}

// The game in a URL's hash: null when the hash is empty, else {ok: true,
// record, legacy} or {ok: false, error}. Reads the links of this format and
// the older ones that carried the position only: "#position=...",
// "#game=halma&k=4&position=..." (legacy: true; their game starts from the
// position, without moves). Anything else after the '#' is a link the page
// cannot take as it was written, and says why: a hash that is no game
// ("#hello"), a link cut short (a link always ends with its moves, 'm=',
// so one without them lost its end: "#g=clobber&s=WBWB" is not a 1x4
// board), a part the format has no place for, or one given twice.
export function parseLink(hash) {
  if (typeof hash !== 'string') return null;
  const text = hash.replace(/^#/, '');
  if (!text) return null;
  const decode = (s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return null;
    }
  };
  // A part as the message quotes it: decoded, and at most 30 characters.
  const short = (s) => {
    const cut = s.length > 30 ? `${s.slice(0, 30)}…` : s;
    return decode(cut) ?? cut;
  };
  const fields = new Map();
  const odd = []; // what is wrong with parts that are no 'name=value', or a name said twice
  for (const part of text.split('&')) {
    const eq = part.indexOf('=');
    const name = part.slice(0, eq);
    if (!part) continue;
    if (eq <= 0) odd.push(`'${short(part)}' is no part of it`);
    else if (fields.has(name)) odd.push(`it has '${short(name)}=' twice`);
    else fields.set(name, part.slice(eq + 1));
  }
  const broken = (why) => fail(`the link is broken: ${why}`);

  const readK = () => {
    if (!fields.has('k')) return { k: undefined };
    const k = checkK(fields.get('k'));
    return k === null ? { error: broken(`k must be a positive whole number, not '${decode(fields.get('k')) ?? fields.get('k')}'`) } : { k };
  };

  // A part the link's format has no place for: the page cannot take the
  // link as it was written.
  const known = fields.has('position') ? LEGACY_PARTS : LINK_PARTS;
  const stray = [...fields.keys()].find((name) => !known.includes(name));
  const wrong = odd[0] ?? (stray === undefined ? null : `'${short(stray)}=' is no part of it`);
  const board = fields.has('s') || fields.has('b');
  // Without its moves a link was cut short, whatever its last part became.
  if (board && !fields.has('m') && !fields.has('position')) return broken("it ends before its moves 'm=': it was cut short (copy the whole link)");
  if (wrong && (fields.has('position') || board)) return broken(`${wrong} (a link has ${known.map((p) => `${p}=`).join(', ')})`);

  if (fields.has('position')) {
    const game = fields.has('game') ? decode(fields.get('game')) : 'clobber';
    if (!GAMES.includes(game)) return broken(gameError(game ?? fields.get('game')));
    const { k, error } = readK();
    if (error) return error;
    const start = decode(fields.get('position'));
    if (start === null || !start.trim()) return broken('its position is not readable text');
    return { ok: true, record: recordOf(game, k, start, []), legacy: true };
  }
  if (!board) {
    const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
    return fail(`the address ends in '#${decode(shown) ?? shown}', which is not a game's link: that ends in '#g=' with its board 's=' and its moves 'm='`);
  }

  const game = fields.get('g') ?? 'clobber';
  if (!GAMES.includes(game)) return broken(gameError(decode(game) ?? game));
  const { k, error } = readK();
  if (error) return error;
  let start;
  if (fields.has('s')) {
    const turn = fields.get('t');
    if (turn !== undefined && !/^[BWXO]$/.test(turn)) return broken(`the side to move 't=${turn}' must be B, W, X or O`);
    start = unpackBoard(fields.get('s'), turn);
    if (start === null) return broken("its board 's=' must be rows of B, W, X, O or run lengths, joined by '-'");
  } else {
    start = decode(fields.get('b'));
    if (start === null || !start.trim()) return broken("its board 'b=' is not readable text");
  }
  // Square names one after another, variations in parentheses (some
  // programs write them %28 and %29).
  const m = (fields.get('m') ?? '').replace(/%28/gi, '(').replace(/%29/gi, ')');
  const perMove = game === 'tictactoe' ? 1 : 2;
  const parts = m.match(new RegExp(`${SQUARE}|[()*]`, 'g')) ?? [];
  if (parts.join('') !== m) return broken(`its moves 'm=' must be square names like b2 one after another, not '${decode(m) ?? m}'`);
  const tokens = [];
  let squares = [];
  const flush = () => {
    if (squares.length % perMove !== 0) return false;
    for (let i = 0; i < squares.length; i += perMove) tokens.push({ token: squares.slice(i, i + perMove).join(''), where: "its moves 'm='" });
    squares = [];
    return true;
  };
  for (const part of parts) {
    if (part !== '(' && part !== ')' && part !== '*') {
      squares.push(part);
      continue;
    }
    if (!flush()) return broken("its moves 'm=' end in half a move");
    tokens.push({ token: part, where: "its moves 'm='" });
  }
  if (!flush()) return broken("its moves 'm=' end in half a move");
  const read = readMoveTokens(tokens);
  if (read.error) return broken(read.error);
  return { ok: true, record: recordOf(game, k, start, read.moves, read.lines), legacy: false };
}

// ---- checked by the engine ----

// Asks the engine whether the record's board and moves are a game
// (a `state` request through `client`, an EngineClient or anything with
// request(type, fields)), before the page replaces its game. Resolves with
// {ok: true, record, state} (state: the engine's `state` reply after the
// last move) or {ok: false, error, cancelled?}; never rejects. boardLines
// (from parseRecord) turns the engine's board line numbers into the record's.
export async function checkRecord(client, record, boardLines = null) {
  const fields = { game: record.game, start: record.start, moves: record.moves };
  if (Number.isInteger(record.k)) fields.k = record.k;
  try {
    const state = await client.request('state', fields);
    // Each variation's moves too, from the start.
    for (const [i, line] of (record.lines ?? []).entries()) {
      try {
        await client.request('state', { ...fields, moves: line });
      } catch (e) {
        if (e?.cancelled) throw e;
        return { ok: false, error: `variation ${i + 1} (${line.join(' ')}): ${e?.message ?? e}` };
      }
    }
    return { ok: true, record, state };
  } catch (e) {
    if (e?.cancelled) return { ok: false, cancelled: true, error: 'cancelled: another request came first' };
    let error = String(e?.message ?? e);
    if (boardLines) error = error.replace(/^line (\d+)/, (all, n) => (boardLines[n - 1] ? `line ${boardLines[n - 1]}` : all));
    return { ok: false, error };
  }
}

// A game of lib/history.js (with an empty redo list) from a checked record.
export function gameOfRecord(record) {
  return { ...recordOf(record.game, record.k, record.start, [...record.moves], (record.lines ?? []).map((l) => [...l])), redone: [] };
}
