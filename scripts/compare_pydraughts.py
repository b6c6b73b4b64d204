#!/usr/bin/env python3
"""Compare dama's legal moves with pydraughts' (an independent implementation, on PyPI:
`pip install pydraughts`) on random positions of English, Brazilian and International
draughts: positions from random games, and random placements with many kings.

Usage:
    cargo build --release
    python3 scripts/compare_pydraughts.py [--variant english|brazilian|international|all]
        [--games-positions N] [--placements N] [--seed S] [--dama PATH] [--out FILE]

Moves are compared as sets of (start, end, captured squares), in dama's numbering (the
start and end of a capture plus the pieces it takes identify it; see src/draughts/mv.rs).
pydraughts numbers Brazilian squares from White's side (1 = a1); the script maps them to
dama's numbering (1 = b8, the International convention on 8x8). Every disagreement is
written to the output file with both move lists; the summary gives the counts.
"""

import argparse
import random
import subprocess
import sys

import draughts

# variant: (pydraughts name, board size, men a side)
VARIANTS = {
    "english": ("english", 8, 12),
    "brazilian": ("brazilian", 8, 12),
    "international": ("standard", 10, 20),
}


def cell(n, size):
    """Diagram (row, col) of dama's square n, White at the bottom, row 0 at the top."""
    half = size // 2
    row = (n - 1) // half
    col = ((n - 1) % half) * 2 + (1 if row % 2 == 0 else 0)
    return row, col


def number(row, col, size):
    return row * (size // 2) + col // 2 + 1


def py_to_dama(variant, n):
    """pydraughts' numeric square -> dama's number."""
    if variant != "brazilian":
        return n
    row_from_bottom, idx = (n - 1) // 4, (n - 1) % 4
    return (7 - row_from_bottom) * 4 + idx + 1


dama_to_py = py_to_dama  # the Brazilian mapping is its own inverse


def algebraic_to_dama(token, size):
    col = ord(token[0]) - ord("a")
    rank = int(token[1:])
    return number(size - rank, col, size)


def parse_py_fen(variant, fen, size):
    """pydraughts FEN (numeric, or algebraic for Brazilian) -> (side, {square: 'w'/'W'/...})."""
    fields = fen.split(":")
    side = fields[0]
    pieces = {}
    for f in fields[1:]:
        if not f:
            continue
        color = f[0]
        for item in f[1:].split(","):
            if not item:
                continue
            king = item.startswith("K")
            item = item.lstrip("K")
            if item[0].isalpha():
                squares = [algebraic_to_dama(item, size)]
            else:
                lo, _, hi = item.partition("-")
                squares = [py_to_dama(variant, k) for k in range(int(lo), int(hi or lo) + 1)]
            for n in squares:
                pieces[n] = color.upper() if king else color.lower()
    return side, pieces


def dama_fen(side, pieces):
    def items(c):
        sq = sorted(n for n, p in pieces.items() if p.lower() == c)
        return ",".join(("K" if pieces[n].isupper() else "") + str(n) for n in sq)

    return f"{side}:W{items('w')}:B{items('b')}"


def py_fen(variant, side, pieces):
    def items(c):
        sq = sorted(n for n, p in pieces.items() if p.lower() == c)
        return ",".join(("K" if pieces[n].isupper() else "") + str(dama_to_py(variant, n)) for n in sq)

    return f"{side}:W{items('w')}:B{items('b')}"


def py_moves(variant, fen):
    """pydraughts' legal moves as a set of (from, to, frozenset(captured)) in dama numbers,
    and how many it listed (duplicates included)."""
    pyname = VARIANTS[variant][0]
    board = draughts.Board(variant=pyname, fen=fen)
    moves, captures = board._legal_moves_board()
    out = set()
    for steps, caps in zip(moves, captures):
        start = py_to_dama(variant, steps[0][0])
        end = py_to_dama(variant, steps[-1][1])
        taken = frozenset(py_to_dama(variant, c) for c in caps if c is not None)
        out.add((start, end, taken))
    return out, len(moves)


def dama_move_key(text, pieces, size):
    """dama's full-path text -> (from, to, frozenset(captured)), finding each captured
    piece on the diagonal between consecutive landing squares."""
    if "-" in text:
        a, b = map(int, text.split("-"))
        return (a, b, frozenset())
    path = list(map(int, text.split("x")))
    taken = set()
    for a, b in zip(path, path[1:]):
        (r1, c1), (r2, c2) = cell(a, size), cell(b, size)
        dr = 1 if r2 > r1 else -1
        dc = 1 if c2 > c1 else -1
        r, c = r1 + dr, c1 + dc
        while (r, c) != (r2, c2):
            n = number(r, c, size)
            if n in pieces and n != path[0]:
                taken.add(n)
            r, c = r + dr, c + dc
    return (path[0], path[-1], frozenset(taken))


def random_game_positions(variant, count, rng):
    pyname = VARIANTS[variant][0]
    out = []
    while len(out) < count:
        board = draughts.Board(variant=pyname)
        for _ in range(rng.randint(10, 150)):
            moves = board.legal_moves()
            if not moves or len(out) >= count:
                break
            board.push(rng.choice(moves))
            out.append(board.fen)
    return out


def random_placement(variant, rng):
    _, size, men = VARIANTS[variant]
    squares = size * size // 2
    half = size // 2
    free = list(range(1, squares + 1))
    rng.shuffle(free)
    pieces = {}
    king_share = rng.choice([0.3, 0.6, 1.0])
    for color in "wb":
        for _ in range(rng.randint(1, min(men, 12))):
            n = free.pop()
            king = rng.random() < king_share
            row = (n - 1) // half
            if (color == "w" and row == 0) or (color == "b" and row == size - 1):
                king = True
            pieces[n] = color.upper() if king else color
    return rng.choice("WB"), pieces


def run(variant, n_games, n_placements, rng, dama, out):
    _, size, _ = VARIANTS[variant]
    cases = []  # (dama fen, pydraughts fen, pieces)
    for fen in random_game_positions(variant, n_games, rng):
        side, pieces = parse_py_fen(variant, fen, size)
        cases.append((dama_fen(side, pieces), py_fen(variant, side, pieces), pieces))
    for _ in range(n_placements):
        side, pieces = random_placement(variant, rng)
        cases.append((dama_fen(side, pieces), py_fen(variant, side, pieces), pieces))
    text = "\n".join(c[0] for c in cases) + "\n"
    res = subprocess.run([dama, "moves", "--game", variant, "--stdin"], input=text,
                         capture_output=True, text=True, check=True)
    lines = res.stdout.split("\n")
    agree = disagree = dup_lists = 0
    for (dfen, pfen, pieces), line in zip(cases, lines):
        if line.startswith("!"):
            disagree += 1
            out.write(f"{variant} | {dfen} | dama refused: {line}\n")
            continue
        ours = {dama_move_key(t, pieces, size) for t in line.split()}
        theirs, listed = py_moves(variant, pfen)
        if listed != len(theirs):
            dup_lists += 1
        if ours == theirs:
            agree += 1
        else:
            disagree += 1
            fmt = lambda s: sorted(f"{a}{'x' if c else '-'}{b}{sorted(c) if c else ''}" for a, b, c in s)
            out.write(f"{variant} | {dfen} | only dama: {fmt(ours - theirs)} | "
                      f"only pydraughts: {fmt(theirs - ours)}\n")
    print(f"{variant}: {len(cases)} positions, {agree} agree, {disagree} disagree "
          f"({dup_lists} where pydraughts lists one move by several paths)")
    return disagree


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variant", default="all", choices=["all", *VARIANTS])
    ap.add_argument("--games-positions", type=int, default=6000)
    ap.add_argument("--placements", type=int, default=6000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--dama", default="target/release/dama")
    ap.add_argument("--out", default="pydraughts_disagreements.txt")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    variants = list(VARIANTS) if args.variant == "all" else [args.variant]
    bad = 0
    with open(args.out, "w") as out:
        for v in variants:
            bad += run(v, args.games_positions, args.placements, rng, args.dama, out)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
