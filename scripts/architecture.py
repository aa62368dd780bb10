#!/usr/bin/env python3
"""The layers of the project, drawn from its own #include lines.

Reads every C++ file under core/, cli/ and wasm/, maps each file to its folder
(core/games/clobber, core/solver, cli, ...), and lists which folder includes
which. Fails if the folders include each other in a circle, or if a folder
includes one from a layer above it (the order of LAYERS below). Writes the
graph as Graphviz source (docs/img/architecture.dot) and, with --svg, draws it
(docs/img/architecture.svg, with Graphviz's dot).

  scripts/architecture.py           check, and print the folder graph
  scripts/architecture.py --write   check, then write docs/img/architecture.dot
                                    (and .svg if dot is installed)
  scripts/architecture.py --check   check, and fail if the committed .dot is stale
"""
import pathlib
import re
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOT = ROOT / 'docs/img/architecture.dot'
SVG = ROOT / 'docs/img/architecture.svg'

# Lowest first. A folder may include its own layer's files and those of
# layers below, never above. Folders of one layer must not include each other
# (the games know nothing of one another).
LAYERS = [
    ('base', ['core/base']),
    ('game values', ['core/cgt']),
    ('games', ['core/games/clobber', 'core/games/halma', 'core/games/tictactoe']),
    ('search', ['core/search']),
    ('solver', ['core/solver']),
    ('proofs', ['core/proof']),
    ('engine', ['core/engine']),
    ('facade', ['core/session', 'core/bench']),
    ('front ends', ['cli', 'wasm']),
]
# What each folder holds, for the drawing's labels.
ROLE = {
    'core/base': 'bitboards, hashing, board text, memory',
    'core/cgt': 'combinatorial game values',
    'core/games/clobber': 'rules, regions, values, heuristics',
    'core/games/halma': 'rules, text, heuristics',
    'core/games/tictactoe': 'rules, text, heuristics',
    'core/search': 'minimax, alpha-beta, engine, tables',
    'core/solver': 'exact solver, df-pn, root order',
    'core/proof': 'proof trees, books, split jobs',
    'core/engine': 'the Clobber player: search + solver + books',
    'core/session': 'one facade over every game',
    'core/bench': 'benchmarks and tournaments',
    'cli': 'the gametree program',
    'wasm': 'Embind bindings',
}
# The layers past C++: not read from includes.
OUTER = [('web/engine-worker.js', 'the worker: runs the module'), ('web/js', 'the page')]

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def folder_of(path):
    """The folder a file belongs to, as named in LAYERS."""
    parts = path.relative_to(ROOT).parts
    if parts[0] == 'core' and parts[1] == 'games':
        return '/'.join(parts[:3])
    if parts[0] == 'core':
        return '/'.join(parts[:2])
    return parts[0]


def edges():
    """{(from folder, to folder): [example include]} over core/, cli/, wasm/."""
    found = {}
    for top in ('core', 'cli', 'wasm'):
        for f in sorted((ROOT / top).rglob('*')):
            if f.suffix not in ('.hpp', '.cpp') or not f.is_file():
                continue
            src = folder_of(f)
            for name in INCLUDE.findall(f.read_text(encoding='utf-8')):
                target = ROOT / 'core' / name
                if not target.exists():
                    continue  # the file's own folder's header, or a generated one
                dst = folder_of(target)
                if dst != src:
                    found.setdefault((src, dst), f'{f.relative_to(ROOT)} -> {name}')
    return found


def layer_index():
    return {folder: i for i, (_, folders) in enumerate(LAYERS) for folder in folders}


def problems(found):
    index = layer_index()
    out = []
    for (src, dst), example in sorted(found.items()):
        if src not in index or dst not in index:
            out.append(f'{src} -> {dst}: a folder missing from LAYERS in {__file__} ({example})')
        elif index[dst] > index[src]:
            out.append(f'{src} -> {dst}: includes a layer above it ({example})')
        elif index[dst] == index[src]:
            out.append(f'{src} -> {dst}: includes a folder of its own layer ({example})')
    for f in (ROOT / 'core').rglob('*'):
        if f.is_file() and f.suffix in ('.hpp', '.cpp') and folder_of(f) not in index:
            out.append(f'{f.relative_to(ROOT)}: in a folder missing from LAYERS')
    return out


def dot_source(found):
    lines = [
        '// Made by scripts/architecture.py from the #include lines; do not edit.',
        'digraph layers {',
        '  rankdir=BT; newrank=true; nodesep=0.25; ranksep=0.45;',
        '  node [shape=box, style="rounded,filled", fillcolor="#f4f1e8", color="#6b6250",',
        '        fontname="Helvetica", fontsize=11];',
        '  edge [color="#8a8170", arrowsize=0.6];',
    ]
    for i, (name, folders) in enumerate(LAYERS):
        lines.append(f'  subgraph cluster_{i} {{ label="{name}"; fontname="Helvetica"; '
                     'fontsize=10; color="#d8d2c2"; style=rounded;')
        for f in folders:
            lines.append(f'    "{f}" [label=<<b>{f}/</b><br/><font point-size="9">{ROLE[f]}</font>>];')
        lines.append('  }')
    for i, (f, role) in enumerate(OUTER):
        lines.append(f'  "{f}" [label=<<b>{f}</b><br/><font point-size="9">{role}</font>>, '
                     'fillcolor="#e8eef4"];')
    # Only the edges a reader needs: drop those implied through another folder.
    direct = set(found)
    reach = {}

    def reachable(a):
        if a not in reach:
            reach[a] = set()
            for (s, d) in direct:
                if s == a:
                    reach[a] |= {d} | reachable(d)
        return reach[a]

    for (s, d) in sorted(direct):
        implied = any(m != d and (s, m) in direct and d in reachable(m) for (_, m) in direct)
        if not implied:
            lines.append(f'  "{s}" -> "{d}";')
    lines.append('  "web/engine-worker.js" -> "wasm" [style=dashed, label=" loads", fontsize=9];')
    lines.append('  "web/js" -> "web/engine-worker.js" [style=dashed, label=" messages", fontsize=9];')
    lines.append('}')
    return '\n'.join(lines) + '\n'


def main(argv):
    found = edges()
    bad = problems(found)
    if bad:
        print('architecture: the folders break their layering:', file=sys.stderr)
        for line in bad:
            print('  ' + line, file=sys.stderr)
        return 1
    source = dot_source(found)
    if '--check' in argv:
        if not DOT.exists() or DOT.read_text() != source:
            print(f'architecture: {DOT.relative_to(ROOT)} is stale; run scripts/architecture.py --write',
                  file=sys.stderr)
            return 1
        print(f'architecture: {len(found)} folder dependencies, no cycle, each downwards; '
              f'{DOT.relative_to(ROOT)} is current')
        return 0
    if '--write' in argv:
        DOT.write_text(source)
        print(f'wrote {DOT.relative_to(ROOT)}')
        if shutil.which('dot'):
            subprocess.run(['dot', '-Tsvg', str(DOT), '-o', str(SVG)], check=True)
            print(f'wrote {SVG.relative_to(ROOT)}')
        else:
            print('Graphviz dot is not installed: the .svg was not drawn', file=sys.stderr)
        return 0
    for (s, d), example in sorted(found.items()):
        print(f'{s} -> {d}   e.g. {example}')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
