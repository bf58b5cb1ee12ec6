#!/usr/bin/env python3
"""Relabels FIDE training data with Debian's Stockfish: a development aid, no test depends on it.

Reads a `mallard datagen` file (FEN | score | result lines, `#` comments and game markers) and
writes the same file with each score replaced by Stockfish's, in centipawns from White's point
of view, searched to a fixed node count. Mate scores become +/-10000. Comments, game markers
and results are kept, so `mallard tune` reads the output as it reads the input; with
`--lambda 0` it then fits the evaluation to Stockfish's scores.

    scripts/label-with-stockfish.py IN OUT [--nodes 20000 | --static [--children K] [--seed S]]
                                    [--engine /usr/games/stockfish] [--follow]

With --static the score is Stockfish's static evaluation (its `eval` command's final line, no
search): a function of the position alone, without the tactics a search finds, which is what
an evaluation can learn; it labels thousands of positions a second.

With --children K (static labels only) each position is followed by K positions one random
quiet move later (no capture, no promotion, no check given), labelled the same way and with the
game's result: a search compares a node's children, most of them after moves no game played,
and a network trained on game positions alone learns to order them worse than it scores them
(docs/tuning.md, session 18). --seed makes the choice repeatable.

With --follow it labels a file that a running `mallard datagen` is still writing: at the end of
the input it waits for more instead of ending (stop it with Ctrl-C once datagen has ended), so
labelling runs beside the games instead of after them. The output is flushed after each game.
"""
import argparse
import random
import subprocess
import sys
import time


def complete_lines(source, follow):
    """The input's complete lines; with follow, waits at the end for more instead of ending."""
    pending = ""
    while True:
        chunk = source.readline()
        if not chunk:
            if not follow:
                if pending:
                    yield pending  # a last line without its newline, as plain iteration gives it
                return
            time.sleep(5)
            continue
        pending += chunk
        if pending.endswith("\n"):
            yield pending
            pending = ""


def searched_score(send, engine, nodes):
    """The score of a search of `nodes` nodes, in centipawns for the side to move (mates as +/-10000)."""
    send("go nodes %d" % nodes)
    score = None
    for reply in engine.stdout:
        words = reply.split()
        if "score" in words:
            kind, value = words[words.index("score") + 1], int(words[words.index("score") + 2])
            score = value if kind == "cp" else (10000 if value > 0 else -10000)
        if reply.startswith("bestmove"):
            return score
    return None


def static_score(send, engine, fen):
    """Stockfish's static evaluation in centipawns from White's point of view (None in check)."""
    send("eval")
    for reply in engine.stdout:
        if reply.startswith("Final evaluation"):
            words = reply.split()
            if words[2] == "none":
                return None
            return round(float(words[2]) * 100)
    return None


def board_squares(fen):
    """The FEN's board as a dict from square name (e.g. "e4") to piece letter."""
    squares = {}
    for rank_index, rank in enumerate(fen.split()[0].split("/")):
        file_index = 0
        for char in rank:
            if char.isdigit():
                file_index += int(char)
            else:
                squares["abcdefgh"[file_index] + str(8 - rank_index)] = char
                file_index += 1
    return squares


def is_quiet(squares, move):
    """Whether a legal move in coordinate notation captures nothing (en passant included) and promotes nothing."""
    if len(move) > 4 or move[2:4] in squares:
        return False
    piece = squares.get(move[0:2], "")
    return not (piece in "Pp" and move[0] != move[2])


def quiet_children(send, engine, fen, count, rng):
    """Up to `count` positions one random quiet move after `fen`, none in check, as FENs."""
    send("position fen " + fen)
    send("go perft 1")
    moves = []
    for reply in engine.stdout:
        if reply.startswith("Nodes searched"):
            break
        if ":" in reply:
            moves.append(reply.split(":")[0].strip())
    squares = board_squares(fen)
    quiet = [m for m in moves if is_quiet(squares, m)]
    rng.shuffle(quiet)
    children = []
    for move in quiet:
        if len(children) == count:
            break
        send("position fen %s moves %s" % (fen, move))
        send("d")
        child, checkers = None, ""
        for reply in engine.stdout:
            if reply.startswith("Fen: "):
                child = reply[5:].strip()
            elif reply.startswith("Checkers:"):
                checkers = reply[len("Checkers:"):].strip()
                break
        if child is not None and not checkers:
            children.append(child)
    return children


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--nodes", type=int, default=20000)
    parser.add_argument("--static", action="store_true", help="Stockfish's static evaluation instead of a search")
    parser.add_argument("--engine", default="/usr/games/stockfish")
    parser.add_argument("--follow", action="store_true", help="wait for a running datagen's further games")
    parser.add_argument("--children", type=int, default=0,
                        help="with --static: also label this many positions one random quiet move after each")
    parser.add_argument("--seed", type=int, default=1, help="the random choice of --children")
    args = parser.parse_args()
    if args.children and not args.static:
        parser.error("--children needs --static")
    rng = random.Random(args.seed)
    engine = subprocess.Popen([args.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(command):
        engine.stdin.write(command + "\n")

    def wait_for(prefix):
        for line in engine.stdout:
            if line.startswith(prefix):
                return line
        sys.exit("stockfish ended unexpectedly")

    send("uci")
    wait_for("uciok")
    send("setoption name Threads value 1")
    send("isready")
    wait_for("readyok")
    labelled = 0
    with open(args.input, encoding="utf-8") as source, open(args.output, "w", encoding="utf-8") as target:
        for line in complete_lines(source, args.follow):
            if line.startswith("#") or not line.strip():
                target.write(line)
                target.flush()
                continue
            fen, _, result = (field.strip() for field in line.split("|"))
            send("position fen " + fen)
            score = static_score(send, engine, fen) if args.static else searched_score(send, engine, args.nodes)
            if score is None:
                sys.exit("no score for " + fen)
            white = score if args.static or fen.split()[1] == "w" else -score
            target.write("%s | %d | %s\n" % (fen, white, result))
            labelled += 1
            for child in quiet_children(send, engine, fen, args.children, rng) if args.children else []:
                send("position fen " + child)
                target.write("%s | %d | %s\n" % (child, static_score(send, engine, child), result))
                labelled += 1
            if labelled % 1000 == 0:
                print("labelled %d positions" % labelled, file=sys.stderr)
    send("quit")
    print("labelled %d positions" % labelled, file=sys.stderr)


if __name__ == "__main__":
    main()
