#!/usr/bin/env python3
"""The games of `dama match` logs added up (several logs: the chunks of one match, from
scripts/match_chunks.sh, or separate runs), and taken in pairs (one opening, each engine
once with each colour): how many pairs the opening decided (the same colour won both games), how many
were two draws, how many the engines' play decided; the first engine's pair scores
(0, 1/2, 1, 3/2, 2: the pentanomial counts), its score with a 95 % interval from the
pairs' spread, and what it would have scored had it won both games of every pair whose
two results differ, the other pairs as they were (a ceiling only while the same colour
keeps winning those openings).
usage: python3 scripts/match_pairs.py LOG..."""
import collections
import math
import re
import sys

GAME = re.compile(r"game (\d+)/\d+ \(opening (\d+)\) (\S+)-(\S+) (1-0|0-1|1/2-1/2) ")
HEADER = re.compile(r"match (\S+) vs \S+: ")
POINTS = {"1-0": (1.0, 0.0), "0-1": (0.0, 1.0), "1/2-1/2": (0.5, 0.5)}


def elo(p):
    p = min(max(p, 1e-9), 1 - 1e-9)
    return -400 * math.log10(1 / p - 1) + 0.0  # not "-0"


def games(path):
    """Each opening's games in a match log, in order: (game number, result, the first
    engine's points)."""
    first, by_opening = None, collections.defaultdict(list)
    with open(path, encoding="utf-8") as log:
        for line in log:
            # The first engine is named by the log's first line; a log without it
            # (cut) takes the White of its first game, right when the games are in order.
            h = HEADER.match(line)
            if h:
                first = first or h.group(1)
                continue
            m = GAME.match(line)
            if not m:
                continue
            number, opening, white, _black, result = m.groups()
            first = first or white
            points = POINTS[result][0] if white == first else POINTS[result][1]
            by_opening[opening].append((int(number), result, points))
    return by_opening


def pairs(path):
    """The first engine's points in each opening's two games, with the games' results."""
    return [[(r, p) for _, r, p in g] for g in games(path).values() if len(g) == 2]


def main(paths):
    kinds, penta = collections.Counter(), collections.Counter()
    points = collections.Counter()
    for path in paths:
        for g in games(path).values():
            points.update(p for _, _, p in g)
        for (r1, p1), (r2, p2) in pairs(path):
            if r1 == r2 and r1 != "1/2-1/2":
                kinds["the opening decided it (one colour won both)"] += 1
            elif r1 == r2:
                kinds["two draws"] += 1
            else:
                kinds["the play decided it"] += 1
            penta[p1 + p2] += 1
    n = sum(penta.values())
    if n == 0:
        sys.exit("no complete pairs of games in " + " ".join(paths))
    played = sum(points.values())
    print(f"{played} games: +{points[1.0]} ={points[0.5]} -{points[0.0]}, "
          f"score {100 * (points[1.0] + points[0.5] / 2) / played:.1f} %")
    for kind, count in kinds.most_common():
        print(f"{kind:45} {count:5} ({100 * count / n:.0f} %)")
    print("pair scores 0 1/2 1 3/2 2:", " ".join(str(penta[s / 2]) for s in range(5)))
    mean = sum(s * c for s, c in penta.items()) / (2 * n)
    var = sum(c * (s / 2 - mean) ** 2 for s, c in penta.items()) / n
    half = 1.96 * math.sqrt(var / n)
    print(f"{n} pairs: score {100 * mean:.1f} % ({100 * (mean - half):.1f} to "
          f"{100 * (mean + half):.1f} %), Elo {elo(mean):+.0f} "
          f"({elo(mean - half):+.0f} to {elo(mean + half):+.0f})")
    decided = kinds["the play decided it"]
    print(f"with both games of every pair the play decided won, the others as they were: "
          f"{100 * (n - decided + 2 * decided) / (2 * n):.1f} %")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
