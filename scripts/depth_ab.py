#!/usr/bin/env python3
"""Two builds' searches to a fixed depth over a position set (`scripts/pdn_positions.py`,
a puzzle file, one FEN a line): each build's node total, the ratio (and the median of the
positions' ratios), and how often each build's best move is the move of REF's search
REF_DEPTH plies deep. Node counts do not depend on the machine's load.
usage: python3 -B scripts/depth_ab.py GAME SET DEPTH A B REF REF_DEPTH"""
import statistics, subprocess, sys

if len(sys.argv) != 8:
    sys.exit(__doc__)
game, path, depth, a, b, ref, ref_depth = sys.argv[1:]

def search(dama, fen, d):
    """(nodes, best move) of `dama analyze` to depth d."""
    out = subprocess.run([dama, "analyze", "--game", game, "--fen", fen, "--depth", d,
                          "--threads", "1"], capture_output=True, text=True, check=True).stdout
    nodes = best = None
    for line in out.splitlines():
        if line.startswith("nodes "):
            nodes = int(line.split()[1])
        elif line.startswith("bestmove "):
            best = line.split()[1]
    return nodes, best

fens = []
with open(path, encoding="utf-8") as f:
    for line in f:
        fen = line.split("|")[0].strip()
        if fen and not fen.startswith("#"):
            fens.append(fen)
rows = [(search(a, fen, depth), search(b, fen, depth), search(ref, fen, ref_depth)) for fen in fens]
na, nb = sum(r[0][0] for r in rows), sum(r[1][0] for r in rows)
med = statistics.median(r[1][0] / r[0][0] for r in rows)
agree = lambda k: sum(r[k][1] == r[2][1] for r in rows)
same = sum(r[0][1] == r[1][1] for r in rows)
print(f"{len(rows)} positions, depth {depth}, reference depth {ref_depth}")
print(f"nodes A {na:,} B {nb:,}: B/A {nb / na:.2f} (median {med:.2f})")
print(f"best move as the reference: A {agree(0)}, B {agree(1)} of {len(rows)}; A and B the same {same}")
