// Checks the page's modules (web/js/) against the layers of
// docs/page-architecture.md: each module imports only modules of its own
// layer or of a layer below it, and neither page imports the other's modules
// except the shared lib/. Exits 1 and names each import that breaks a rule.
// Import cycles are madge's to find (scripts/test.sh runs both).
//   node scripts/check-page-layers.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../web/js');

// The layers each layer may import (besides its own).
const MAY_IMPORT = {
  lib: [],
  services: ['lib'],
  state: ['lib'],
  actions: ['lib', 'services', 'state'],
  views: ['lib', 'state'],
  input: ['lib', 'state', 'actions', 'views'],
  main: ['lib', 'services', 'state', 'actions', 'views', 'input'],
};

// 'tree/actions/node.js' -> {page: 'tree', layer: 'actions'}; 'main.js' -> {page: 'game', layer: 'main'}.
function place(file) {
  const parts = file.split('/');
  const page = parts[0] === 'tree' ? 'tree' : 'game';
  const rest = page === 'tree' ? parts.slice(1) : parts;
  return { page, layer: rest.length === 1 ? 'main' : rest[0] };
}

const graph = (await madge(root, { fileExtensions: ['js', 'mjs'] })).obj();
const broken = [];
for (const [file, imports] of Object.entries(graph)) {
  const from = place(file);
  if (!(from.layer in MAY_IMPORT)) broken.push(`${file}: not in a layer (${Object.keys(MAY_IMPORT).join(', ')})`);
  for (const dep of imports) {
    const to = place(dep);
    const shared = to.page === 'game' && to.layer === 'lib';
    if (to.page !== from.page && !shared) broken.push(`${file} imports ${dep}: the other page's module`);
    else if (to.layer !== from.layer && !MAY_IMPORT[from.layer]?.includes(to.layer)) broken.push(`${file} imports ${dep}: ${from.layer} may not import ${to.layer}`);
  }
}
for (const line of broken) console.log(line);
console.log(broken.length ? `${broken.length} imports break the page's layers` : `web/js: ${Object.keys(graph).length} modules, every import follows the layers`);
process.exit(broken.length ? 1 : 0);
