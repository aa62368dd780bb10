// A small static file server for web/ on 127.0.0.1, for the browser tests.
// Module workers and WebAssembly need the right MIME types. With a prefix
// such as '/gametree/' it serves the directory there only, as GitHub Pages
// serves a project site, and answers 404 elsewhere.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.jsonl': 'application/jsonl; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

// Resolves with {server, url}; the port is chosen by the system; url ends
// with the prefix. `headers` go with every file (such as the cross-origin
// isolation headers, which GitHub Pages does not send).
export function serve(root, { prefix = '/', headers = {} } = {}) {
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    let file;
    try {
      const pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
      if (!pathname.startsWith(prefix)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      file = path.join(base, pathname.slice(prefix.length - 1));
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    if (file !== base && !file.startsWith(base + path.sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    fs.stat(file, (err, stat) => {
      if (!err && stat.isDirectory()) file = path.join(file, 'index.html');
      fs.readFile(file, (error, data) => {
        if (error) {
          res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
          return;
        }
        res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store', ...headers });
        res.end(data);
      });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}${prefix}` }));
  });
}
