#!/usr/bin/env python3
"""Were a match's openings decided before the engines played? For each opening of a
`dama match` (its log and its --pdn file), the kind of its pair of games (one colour won
both, two draws, or the results differ) and a fixed-depth search's score of the position
after the opening's plies, White's view, in men. Prints, per kind, how many openings
one side leads by more than a man and by more than half a man, and how often the side
the search prefers is the side that won.
usage: python3 scripts/opening_scores.py DAMA GAME LOG PDN PLIES DEPTH
e.g.   python3 scripts/opening_scores.py target/release/dama brazilian br.out br.pdn 4 14"""
import collections
import re
import subprocess
import sys

from match_pairs import games

START = {"brazilian": "W:W21-32:B1-12", "international": "W:W31-50:B1-20",
         "english": "B:W21-32:B1-12", "italian": "W:W21-32:B1-12"}


def first_plies(game_text, n):
    """The first n moves of a PDN game's movetext."""
    body = re.sub(r"\{[^}]*\}", "", game_text.split("\n\n", 1)[1])
    moves = [re.sub(r"^\d+\.+", "", t) for t in body.split()]
    results = {"1-0", "0-1", "2-0", "0-2", "1-1", "1/2-1/2", "*"}
    return [m for m in moves if m and m not in results][:n]


def fen_after(dama, game, moves):
    fen = START[game]
    for move in moves:
        out = subprocess.run([dama, "moves", "--game", game, "--stdin", "--after"],
                             input=fen + "\n", capture_output=True, text=True).stdout
        after = dict(item.split(">", 1) for item in out.split())
        if move not in after:
            return None
        fen = after[move]
    return fen


def score(dama, game, fen, depth):
    """The search's last completed depth's score, White's view (a won or lost end: ±99)."""
    out = subprocess.run([dama, "analyze", "--game", game, "--fen", fen, "--depth", depth],
                         capture_output=True, text=True).stdout
    word = [l for l in out.splitlines() if l.startswith("info depth")][-1].split()[4]
    try:
        value = float(word)
    except ValueError:
        value = -99.0 if word.startswith("-") else 99.0
    return value if fen.startswith("W") else -value


def main(dama, game, log, pdn, plies, depth):
    with open(pdn, encoding="utf-8") as f:
        pdn_games = f.read().split("[Event ")[1:]
    kinds = collections.defaultdict(list)
    for pair in (g for g in games(log).values() if len(g) == 2):
        (number, r1, _), (_, r2, _) = pair
        kind = ("one colour won both" if r1 == r2 != "1/2-1/2"
                else "two draws" if r1 == r2 else "the results differ")
        fen = fen_after(dama, game, first_plies(pdn_games[number - 1], int(plies)))
        if fen is None:
            print(f"game {number}: its opening's moves are not legal here, left out")
            continue
        kinds[kind].append((r1, score(dama, game, fen, depth)))
    for kind, rows in kinds.items():
        man = sum(1 for _, s in rows if abs(s) > 1)
        half = sum(1 for _, s in rows if abs(s) > 0.5)
        agree = sum(1 for r, s in rows if (r == "1-0" and s > 0.5) or (r == "0-1" and s < -0.5))
        print(f"{kind:22} {len(rows):4} openings: a side ahead by > 1 man {man}, "
              f"by > 1/2 man {half}; the winner of the first game ahead by > 1/2 {agree}")


if __name__ == "__main__":
    if len(sys.argv) != 7:
        sys.exit(__doc__)
    main(*sys.argv[1:])
