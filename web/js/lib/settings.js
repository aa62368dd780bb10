// The settings of each side, and a saved snapshot of the page, read back
// from anything (a form, an old save) as valid shapes. Pure functions.
import { DEFAULT_GAME, SIDES } from './games.js';
import { newGame } from './history.js';
import { LEVELS } from './levels.js';

export function clampInt(value, lo, hi, fallback) {
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : fallback;
}

// A number (decimals allowed) within lo..hi, or the fallback.
export function clampNumber(value, lo, hi, fallback) {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : fallback;
}

export function defaultSide(player) {
  return { player, algorithm: 'alphabeta', depth: 4, heuristic: '', timeMs: 500 };
}

// Settings of one side from anything (a form, an old save): always valid
// shapes; names of algorithms and heuristics are checked against the engine's
// lists (`known`), an unknown one falls back to the default.
export function normalizeSide(raw, fallback, known = null) {
  const r = raw && typeof raw === 'object' ? raw : {};
  const pick = (value, list, dflt) => (typeof value === 'string' && (!list || list.includes(value)) ? value : dflt);
  return {
    player: r.player === 'engine' || r.player === 'person' ? r.player : fallback.player,
    algorithm: pick(r.algorithm, known?.algorithms, fallback.algorithm),
    depth: clampInt(r.depth, 1, 64, fallback.depth),
    heuristic: pick(r.heuristic, known?.heuristics, fallback.heuristic),
    timeMs: clampInt(r.timeMs, 0, 600000, fallback.timeMs),
  };
}

// A saved level: 'custom', or an index into LEVELS as text; null for anything else.
function levelOf(raw) {
  if (raw === 'custom') return raw;
  const n = Number(raw);
  return raw !== null && raw !== '' && Number.isInteger(n) && n >= 0 && n < LEVELS.length ? String(n) : null;
}

// A game's variations as saved (lib/variations.js): lists of move names.
function lines(raw) {
  const ok = Array.isArray(raw) && raw.length && raw.every((l) => Array.isArray(l) && l.length && l.every((m) => typeof m === 'string'));
  return ok ? { lines: raw.map((l) => [...l]) } : {};
}

// A saved snapshot {game, sides, level, speed, paused, flip, sound} read back,
// or null if it is not one; level is the strength level picked (an index
// into lib/levels.js's LEVELS, 'custom'), null when the save has none. The
// game's texts are checked by the engine when it is shown.
export function normalizeSnapshot(raw) {
  if (!raw || typeof raw !== 'object') return null;
  const g = raw.game;
  const strings = (a) => Array.isArray(a) && a.every((m) => typeof m === 'string');
  if (!g || typeof g.start !== 'string' || !strings(g.moves)) return null;
  const sides = {};
  for (const s of SIDES) sides[s] = normalizeSide(raw.sides?.[s], defaultSide(s === 'B' ? 'person' : 'engine'));
  const game = newGame(g.start, typeof g.game === 'string' ? g.game : DEFAULT_GAME, g.k);
  return {
    game: { ...game, moves: [...g.moves], redone: strings(g.redone) ? [...g.redone] : [], ...lines(g.lines) },
    sides,
    level: levelOf(raw.level),
    speed: clampInt(raw.speed, 0, 5000, 300),
    paused: raw.paused === true,
    flip: raw.flip === true,
    sound: raw.sound === true,
  };
}
