#!/usr/bin/env bash
# Runs a CECP conformance probe (cecp_probe.py, a separate tool: its path in the CECP_PROBE
# environment variable) against ./mallard in each variant, with that variant's moves, an illegal
# move and position cases (scripts/probe-cases/<variant>.json; the FIDE cases come with the
# probe, cecp_cases_fide.json beside it).
#
#   CECP_PROBE=/path/to/cecp_probe.py scripts/cecp-probe.sh [VARIANT...]
#                                          default: every variant the engine offers
#
# Exit status 0 only when no check failed in any variant. Transcripts: /tmp/cecp-probe-<variant>.log
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
probe="${CECP_PROBE:-}"
if [ -z "$probe" ] || [ ! -f "$probe" ]; then
  echo "cecp-probe: set CECP_PROBE to the path of cecp_probe.py (got \"$probe\")" >&2
  exit 2
fi
"$repo/mallard" help >/dev/null    # build first, so the handshake is not timed against Maven
if [ $# -eq 0 ]; then
  offered="$(printf 'xboard\nprotover 2\nquit\n' | "$repo/mallard" | sed -n 's/.*variants="\([^"]*\)".*/\1/p')"
  set -- ${offered//,/ }
fi
failed=0
for variant in "$@"; do
  case "$variant" in
    normal) args=(--cases-file "$(dirname "$probe")/cecp_cases_fide.json") ;;
    duck) args=(--moves 'e2e4,e4d5 e7e5,e5d4' --bad-move e2e4 --cases-file "$repo/scripts/probe-cases/duck.json") ;;
    refusal) args=(--moves 'e2e4/e7e5 d7d5/e4d5' --bad-move e2e4 --cases-file "$repo/scripts/probe-cases/refusal.json") ;;
    *) echo "cecp-probe: no cases for variant $variant" >&2; exit 2 ;;
  esac
  echo "== $variant"
  if ! python3 "$probe" --variant "$variant" "${args[@]}" --log "/tmp/cecp-probe-$variant.log" -- "$repo/mallard"; then
    failed=1
  fi
done
exit "$failed"
