#!/usr/bin/env bash
# Real XBoard (headless, under xvfb-run, with a HOME of its own) plays a match of Mallard against
# Debian's Fairy-Max, then the PGN is checked: every game finished with a result, no illegal
# move, no loss on time, no engine crash. Exit status 0 only when all of that holds.
#
#   scripts/xboard-vs-fairymax.sh [--games N] [--tc MIN:SEC] [--inc SEC] [--mps N] [--ponder]
#                                 [--cores N] [--uci] [--variant V --opponent mallard] [--out DIR]
#
# Defaults: 4 games at 0:01 + 0.1 s (Mallard plays White in odd games, Black in even ones).
# --ponder makes XBoard send `hard` to both engines, so they think on the opponent's time.
# --cores N has XBoard send `cores N` (its -smpCores): Mallard then searches on N threads.
# --uci has XBoard drive Mallard's UCI side (`mallard uci`) through Debian's polyglot, a real UCI
# client that turns XBoard's CECP into UCI (its log: DIR/polyglot.log); POLYGLOT overrides its path.
# --variant duck|refusal with --opponent mallard has XBoard run Mallard against itself in that
# variant (Fairy-Max plays neither), to see how far XBoard gets (docs/cecp.md).
# Needs: apt-get install xboard xvfb xauth fairymax [polyglot] (the script says so if they are missing).
# XBoard and Fairy-Max are looked up on PATH (Debian installs them in /usr/games, which is on a
# user's PATH but not root's); the XBOARD and FAIRYMAX environment variables override that.
# MALLARD names the engine's command instead of ./mallard (the tests run their own build so).
# The PGN, XBoard's debug log (the whole engine dialogue) and a summary stay in DIR
# (default: a new directory under /tmp).
set -euo pipefail

games=4 tc=0:01 inc=0.1 mps=40 ponder=false cores=1 out="" variant=normal opponent=fairymax uci=false
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games="$2"; shift 2 ;;
    --tc) tc="$2"; shift 2 ;;
    --inc) inc="$2"; shift 2 ;;
    --mps) mps="$2"; shift 2 ;;
    --ponder) ponder=true; shift ;;
    --cores) cores="$2"; shift 2 ;;
    --uci) uci=true; shift ;;
    --variant) variant="$2"; shift 2 ;;
    --opponent) opponent="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    -h|--help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "xboard-vs-fairymax: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
case "$games" in ''|*[!0-9]*|0) echo "xboard-vs-fairymax: --games must be a positive whole number" >&2; exit 2 ;; esac
case "$cores" in ''|*[!0-9]*|0) echo "xboard-vs-fairymax: --cores must be a positive whole number" >&2; exit 2 ;; esac
case "$opponent" in fairymax|mallard) ;; *) echo "xboard-vs-fairymax: --opponent is fairymax or mallard" >&2; exit 2 ;; esac

xboard="${XBOARD:-xboard}" fairymax="${FAIRYMAX:-fairymax}" polyglot="${POLYGLOT:-polyglot}"
tools=("$xboard" "$fairymax" xvfb-run xauth)
[ "$uci" = false ] || tools+=("$polyglot")
for tool in "${tools[@]}"; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "xboard-vs-fairymax: $tool is missing: apt-get install -y xboard xvfb xauth fairymax polyglot," \
      "and put /usr/games on PATH or set XBOARD, FAIRYMAX and POLYGLOT" >&2
    exit 2
  fi
done

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mallard="${MALLARD:-$repo/mallard}"
[ -n "${MALLARD:-}" ] || "$mallard" help >/dev/null    # builds the jar now, not while XBoard's clock runs
[ -n "$out" ] || out="$(mktemp -d /tmp/xboard-vs-fairymax.XXXXXX)"
mkdir -p "$out/home"
out="$(cd "$out" && pwd)"
first="$mallard"
if [ "$uci" = true ]; then
  # XBoard starts polyglot, which starts `mallard uci` and speaks UCI to it.
  first="$out/mallard-through-polyglot"
  printf '#!/bin/sh\nexec %s -noini -ec "%s uci" -ed "%s" -log true -lf "%s"\n' \
    "$(command -v "$polyglot")" "$mallard" "$repo" "$out/polyglot.log" >"$first"
  chmod +x "$first"
fi
if [ "$opponent" = mallard ]; then
  second="$mallard" second_name=Mallard-2 second_dir="$repo"
else
  # Debian's Fairy-Max 5.0b crashes (segmentation fault) on the CECP command `computer`, which
  # XBoard sends to both engines of every engine-engine game, in about half of its starts,
  # with no other engine involved:
  #   printf 'xboard\nprotover 2\nnew\nforce\ncomputer\nping 1\n' | fairymax    # often no pong
  # The command only tells an engine that its opponent is a program, so it is dropped on the
  # way in, and the games test Mallard instead of that crash.
  second="$out/fairymax-without-computer" second_name=Fairy-Max second_dir=.
  printf '#!/bin/sh\ngrep --line-buffered -v -x computer | exec %s "$@"\n' "$fairymax" >"$second"
  chmod +x "$second"
fi
pgn="$out/games.pgn"
rm -f "$pgn" "$out/xboard.debug"

# XBoard keeps settings in $HOME: a fresh one per run, so nothing of the user's leaks in.
# Generous outer limit: a hung game must not hang the script.
limit=$(( games * 600 + 60 ))
load_before="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
set +e
(cd "$out" && HOME="$out/home" timeout "$limit" xvfb-run -a "$xboard" \
    -fcp "$first" -fd "$repo" -fn Mallard \
    -scp "$second" -sd "$second_dir" -sn "$second_name" -variant "$variant" \
    -mm -mg "$games" -mps "$mps" -tc "$tc" -inc "$inc" -ponderNextMove "$ponder" -smpCores "$cores" \
    -autoCallFlag true -testClaims true -sgf "$pgn" \
    -saveSettingsOnExit false -popupExitMessage false -soundProgram true \
    -debug -nameOfDebugFile "$out/xboard.debug" >"$out/xboard.out" 2>&1)
status=$?
set -e
load_after="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
if [ "$status" -eq 124 ]; then
  echo "xboard-vs-fairymax: XBoard did not finish within ${limit}s" >&2
fi

check=0
python3 - "$pgn" "$games" "$out/summary.txt" "$variant $tc+$inc ponder=$ponder uci=$uci" "$load_before" "$load_after" "$second_name" <<'EOF' || check=$?
import re, sys
path, wanted, summary, control, load_before, load_after, opponent = sys.argv[1:8]
wanted = int(wanted)
try:
    text = open(path, encoding="utf-8", errors="replace").read()
except OSError as e:
    print("FAIL no PGN: %s" % e); sys.exit(1)
games = [g for g in re.split(r"\n(?=\[Event )", text.strip()) if g.startswith("[Event")]
problems, score = [], {"Mallard": 0.0, opponent: 0.0}
bad = re.compile(r"illegal|on time|time forfeit|flag fell|disconnect|crash|exited|false (draw|win|claim)",
                 re.IGNORECASE)
lines = []
for n, g in enumerate(games, 1):
    tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]', g, re.MULTILINE))
    result = tags.get("Result", "*")
    body = g[g.rfind("]") + 1:]
    comments = re.findall(r"\{([^}]*)\}", body)
    end = comments[-1] if comments else ""
    moves = len(re.findall(r"(?<![\d.])\d+\.(?!\.)", re.sub(r"\{[^}]*\}", " ", body)))
    line = "game %d: %s - %s %s {%s} (%d moves)" % (n, tags.get("White"), tags.get("Black"), result, end, moves)
    lines.append(line)
    if result not in ("1-0", "0-1", "1/2-1/2"):
        problems.append(line + ": unfinished")
    if bad.search(end):
        loser = tags.get("Black" if result == "1-0" else "White", "?") if result in ("1-0", "0-1") else "?"
        problems.append(line + ": " + loser + (" lost on time" if re.search("time|flag", end, re.I) else " broke the game"))
    if result == "1/2-1/2":
        for side in ("White", "Black"):
            score[tags.get(side, "?")] = score.get(tags.get(side, "?"), 0) + 0.5
    elif result in ("1-0", "0-1"):
        winner = tags.get("White" if result == "1-0" else "Black", "?")
        score[winner] = score.get(winner, 0) + 1
if len(games) != wanted:
    problems.append("%d games in the PGN, %d wanted" % (len(games), wanted))
lines.append("score: Mallard %.1f - %s %.1f (%s; load average %s before, %s after)"
             % (score.get("Mallard", 0), opponent, score.get(opponent, 0), control, load_before, load_after))
lines += ["FAIL " + p for p in problems] or ["OK every game finished, no illegal move, no time forfeit"]
open(summary, "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
sys.exit(1 if problems else 0)
EOF
echo "xboard-vs-fairymax: PGN, XBoard debug log and summary in $out"
exit "$check"
