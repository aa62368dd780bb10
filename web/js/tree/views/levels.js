// The comparison tables: nodes per level of minimax against alpha-beta, and
// of alpha-beta's two move orders, from the traces fetched so far: each
// search's own counts per level, complete also where the drawing stopped at
// its cap.
import { levels } from '../lib/model.js';
import { keyOf, settings } from '../state/derived.js';
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

export function renderLevels() {
  const mm = state.traces.get(keyOf(settings('minimax')));
  const ab = state.traces.get(keyOf(settings('alphabeta', 'generation')));
  const ordered = state.traces.get(keyOf(settings('alphabeta', 'engine')));
  fillLevels($('levels').tBodies[0], mm, ab);
  fillLevels($('orders').tBodies[0], ab, ordered);
}

// Rows of nodes per ply of two searches, a and b, and what b saves.
function fillLevels(body, mm, ab) {
  const a = mm ? levels(mm) : [];
  const b = ab ? levels(ab) : [];
  const rows = [];
  // A search that costs more than the other (the engine's order can) says so.
  const percent = (p) => (p >= 0 ? `${p}%` : `${-p}% more`);
  const saving = (x, y) => (x && y !== undefined ? percent(Math.round(100 * (1 - y / x))) : '');
  for (let p = 0; p < Math.max(a.length, b.length); p++) rows.push([p, a[p] ?? (mm ? 0 : '—'), b[p] ?? (ab ? 0 : '—'), saving(a[p], b[p] ?? (ab ? 0 : undefined))]);
  const total = (t) => (t ? t.searched : '—');
  rows.push(['all', total(mm), total(ab), mm && ab ? saving(mm.searched, ab.searched) : '']);
  body.replaceChildren(
    ...rows.map((r) => {
      const tr = document.createElement('tr');
      for (const v of r) tr.append(Object.assign(document.createElement('td'), { textContent: typeof v === 'number' ? v.toLocaleString('en') : v }));
      return tr;
    }),
  );
}
