#!/usr/bin/env bash
# Plays Mallard over UCI against another UCI engine, refereed by scripts/uci-referee.js (npm ffish, not
# Mallard, decides legality and results). The opponent's path is an argument; nothing here points outside
# the repository.
#
#   FFISH_DIR=/path/to/folder/with/ffish scripts/uci-match.sh VARIANT OPPONENT [GAMES] [TC] [OPTION...]
#
# VARIANT is duck (the opponent must be a Fairy-Stockfish built with `make build all=yes`, which it gets
# with UCI_Variant duck) or chess. OPTION is Name=Value for the opponent, e.g. UCI_LimitStrength=true
# UCI_Elo=2000. Both engines get Hash=16, Threads=1 and Move Overhead=$MOVE_OVERHEAD (default 100 ms, room
# for a loaded machine). Extra referee arguments (--pgn FILE, --log DIR, --seed S, --random-plies K) go in
# REFEREE_ARGS. MALLARD overrides the engine command (default: ./mallard uci), e.g. to run a copied jar
# while the working tree is rebuilt. Example:
#   FFISH_DIR=~/ffish nice -n 10 scripts/uci-match.sh duck ~/Fairy-Stockfish/src/stockfish 20 10+0.1
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ $# -lt 2 ]; then
  sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
variant="$1" opponent="$2" games="${3:-20}" tc="${4:-10+0.1}"
shift $(( $# < 4 ? $# : 4 ))
overhead="${MOVE_OVERHEAD:-100}"
if [ -z "${FFISH_DIR:-}" ] && [ -z "${NODE_PATH:-}" ]; then
  echo "uci-match: set FFISH_DIR to a folder where 'npm install ffish@0.7.10' was run" >&2
  exit 2
fi
"$here/mallard" help >/dev/null # builds the jar once, before the clocks run
args=(--variant "$variant" --games "$games" --tc "$tc"
  --e1 "${MALLARD:-$here/mallard uci}" --e1-name Mallard
  --e1-option Hash=16 --e1-option Threads=1 --e1-option "Move Overhead=$overhead"
  --e2 "$opponent"
  --e2-option Hash=16 --e2-option Threads=1 --e2-option "Move Overhead=$overhead")
for option in "$@"; do
  args+=(--e2-option "$option")
done
# shellcheck disable=SC2086 # REFEREE_ARGS is a list of words
exec node "$here/scripts/uci-referee.js" "${args[@]}" ${REFEREE_ARGS:-}
