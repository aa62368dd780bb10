#!/usr/bin/env bash
# Checks every certificate of the repository with tools/check_certificate.py,
# the checker written apart from gametree: each solved board's
# (data/proof/boards/*/certificate.txt, from its start, with either side to
# move first), the 6x6 proof's, the 14 refutations' (from the start, through
# the first move and the reply) and the 5x5 book's. Each certificate's leaves
# are tied to the file of its leaves solved again (verify.txt), where there is
# one, and boards of at most DECIDE_SQUARES squares (default 20) are also
# decided by the checker's own solver alone, with no leaves.
#   scripts/check-certificates.sh [--quick]
# --quick: only certificates of at most 100 KB, and no board decided by the
# checker alone (the test command's run: each certificate checks in well
# under a second); without it, everything (scripts/test.sh --long).
set -euo pipefail
cd "$(dirname "$0")/.."
max=0
while (($#)); do
  case "$1" in
    --quick) max=100000; shift ;;
    *) echo "check-certificates.sh: unknown option $1 (expected --quick)" >&2; exit 2 ;;
  esac
done
checker=(python3 tools/check_certificate.py)
checked=0 skipped=0
check() { # CERTIFICATE [OPTIONS...]
  local cert=$1
  shift
  if ((max)) && (($(stat -c %s "$cert") > max)); then
    skipped=$((skipped + 1))
    return
  fi
  local verify=()
  [ -f "$(dirname "$cert")/verify.txt" ] && verify=(--verify "$(dirname "$cert")/verify.txt")
  echo "== $cert $*"
  "${checker[@]}" "$cert" "${verify[@]}" "$@"
  checked=$((checked + 1))
}
for dir in data/proof/boards/*/; do
  cell=$(basename "$dir")
  [ -f "$dir/certificate.txt" ] || continue
  rows=${cell%%x*} rest=${cell#*x} cols=${rest%%-*}
  first=B
  [[ $cell == *-white ]] && first=W
  if [ "$first" = W ]; then
    root=$(python3 -c "import sys; r, c = int(sys.argv[1]), int(sys.argv[2]); print('/'.join(''.join('B' if (i + j) % 2 == 0 else 'W' for j in range(c)) for i in reversed(range(r))) + ':W')" "$rows" "$cols")
    check "$dir/certificate.txt" --root "$root"
  else
    check "$dir/certificate.txt"
  fi
  if ((!max && rows * cols <= ${DECIDE_SQUARES:-20})); then
    echo "== --decide ${rows}x$cols --first $first"
    "${checker[@]}" --decide "${rows}x$cols" --first "$first"
  fi
done
check data/proof/6x6/certificate.txt
for dir in data/proof/6x6-*-*/; do
  [ -f "$dir/certificate.txt" ] || continue
  name=$(basename "$dir")
  moves=${name#6x6-}
  check "$dir/certificate.txt" --moves "${moves%-*} ${moves#*-}"
done
for cert in data/proof/6x6/refutations/*.txt; do
  name=$(basename "$cert" .txt)
  check "$cert" --moves "${name%-*} ${name#*-}"
done
check data/book/clobber-5x5-certificate.txt
echo "certificates: $checked checked, $skipped larger than $max bytes left to the long run"
