#!/usr/bin/env python3
"""Perft by pydraughts (PyPI `pydraughts`), counting each move once by its start, end
and captured pieces (as dama does), to cross-check tests/data/perft_variants.txt.

Usage: python3 scripts/pydraughts_perft.py VARIANT FEN DEPTH
VARIANT is english, brazilian or international; FEN in dama's numbering.
"""

import sys

import draughts

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from compare_pydraughts import VARIANTS, dama_to_py, parse_py_fen, py_fen  # noqa: E402


def perft(board, depth):
    moves, captures = board._legal_moves_board()
    seen = {}
    for steps, caps in zip(moves, captures):
        key = (steps[0][0], steps[-1][1], frozenset(c for c in caps if c is not None))
        seen.setdefault(key, (steps, caps))
    if depth == 1:
        return len(seen)
    total = 0
    for steps, _ in seen.values():
        board.push(draughts.Move(board, board_move=steps))
        total += perft(board, depth - 1)
        board.pop()
    return total


def main():
    variant, fen, depth = sys.argv[1], sys.argv[2], int(sys.argv[3])
    pyname, size, _ = VARIANTS[variant]
    side, pieces = parse_py_fen("dama", fen, size)
    board = draughts.Board(variant=pyname, fen=py_fen(variant, side, pieces))
    for d in range(1, depth + 1):
        print(d, perft(board, d), flush=True)


if __name__ == "__main__":
    main()
