#!/usr/bin/env bash
# Installs what gametree needs on Debian bookworm: the C++ toolchain and
# libraries, Graphviz (the tests render `gametree tree --format dot`), GNU parallel
# (the runner of `gametree prove` jobs), Emscripten,
# Chromium and the npm packages. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

# --wasm adds Emscripten, --browser adds Chromium for the page's tests.
# libfuzzer-14-dev: clang's libFuzzer (-fsanitize=fuzzer) for fuzz/, matching clang 14.
packages=(cmake make g++ clang clang-format catch2 libcli11-dev libfuzzer-14-dev graphviz parallel)
for arg in "$@"; do
  case "$arg" in
    --wasm) packages+=(emscripten) ;;
    --browser) packages+=(chromium) ;;
    *) echo "install-deps.sh: unknown option $arg" >&2; exit 2 ;;
  esac
done
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# Node and npm may come from elsewhere than Debian; install them only if absent.
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if ((${#missing[@]})); then
  echo "Installing Debian packages: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ -f package.json ]; then
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules ]; then
    npm ci --no-audit --no-fund --loglevel=error
  fi
fi
