#!/usr/bin/env python3
"""Positions for `dama bench --positions`: from each game of PDN files, the position at
one ply between FIRST and LAST (chosen by the seed), replayed move by move with `dama
moves --stdin --after`, so that every FEN is the program's own; then N of them, shuffled
by the seed. A game shorter than FIRST plies, or with a move the program does not find
legal, is skipped with a note on standard error. Each line is `FEN | FILE game G ply P`.
usage: python3 -B scripts/pdn_positions.py DAMA GAME FIRST LAST N SEED FILE.pdn... > set.txt"""
import random, re, subprocess, sys

if len(sys.argv) < 8:
    sys.exit(__doc__)
dama, game = sys.argv[1], sys.argv[2]
first, last, n, seed = map(int, sys.argv[3:7])
files = sys.argv[7:]
if first < 1 or last < first:
    sys.exit("FIRST must be 1 or more and LAST at least FIRST")
MOVE = re.compile(r"\d+(?:[-x]\d+)+")

def games(text):
    """Each game's moves: tags, comments, move numbers and results dropped."""
    for body in re.split(r"\n\s*\n(?=\[)", text):
        body = re.sub(r"\{[^}]*\}", " ", re.sub(r"\[[^\]]*\]", " ", body))
        moves = [t for t in body.split() if MOVE.fullmatch(t)]
        if moves:
            yield moves

# The start position: the first line of the game's bench (its first position is the start).
bench = subprocess.run([dama, "bench", "--game", game, "--depth", "1"], capture_output=True,
                       text=True, check=True).stdout
start = bench.split()[0]
proc = subprocess.Popen([dama, "moves", "--game", game, "--stdin", "--after"],
                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

def after(fen, mv):
    """The FEN after move `mv` (PDN's short capture `a x b` or the full path), or None."""
    proc.stdin.write(fen + "\n")
    proc.stdin.flush()
    options = dict(t.split(">", 1) for t in proc.stdout.readline().split() if ">" in t)
    if mv in options:
        return options[mv]
    ends = [f for m, f in options.items()
            if re.split("[-x]", m)[0] == re.split("[-x]", mv)[0]
            and re.split("[-x]", m)[-1] == re.split("[-x]", mv)[-1]]
    return ends[0] if len(ends) == 1 else None

rng = random.Random(seed)
out = []
for path in files:
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for g, moves in enumerate(games(text), 1):
        if len(moves) < first:
            continue
        ply = rng.randint(first, min(last, len(moves)))
        fen = start
        for k, mv in enumerate(moves[:ply], 1):
            fen = after(fen, mv)
            if fen is None:
                print(f"{path} game {g} ply {k}: {mv} is not legal there; skipped", file=sys.stderr)
                break
        if fen is not None:
            out.append(f"{fen} | {path} game {g} ply {ply}")
rng.shuffle(out)
print("\n".join(out[:n]))
