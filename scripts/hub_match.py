#!/usr/bin/env python3
"""Two builds of dama play Italian draughts against each other over the Hub protocol.

Every two-ply opening is played twice, colours swapped, at a fixed depth, with both
transposition tables cleared before each game (`new-game`), so the result says whether
the two builds play differently, not how lucky a table was. A side with no move loses;
a game still going after 200 plies is scored a draw. Prints games, score, and the Elo
difference with its 95% interval. Needs only Python 3 (until `dama match` exists).

    python3 scripts/hub_match.py OLD_BINARY NEW_BINARY [DEPTH]
"""

import math
import subprocess
import sys

START = "W" + "b" * 12 + "e" * 8 + "w" * 12
START_FEN = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
MAX_PLIES = 200


class Engine:
    def __init__(self, path):
        self.p = subprocess.Popen([path, "hub"], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("hub")
        self.wait("wait")
        self.send("init")
        self.wait("ready")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, word):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise EOFError("the engine stopped")
            if line.startswith(word):
                return line.strip()

    def move(self, moves, depth):
        self.send(f'pos pos={START} moves="{" ".join(moves)}"')
        self.send(f"level depth={depth}")
        self.send("go think")
        done = self.wait("done")
        return done.split("move=")[1].split()[0] if "move=" in done else None


def openings(binary):
    """Every two-ply opening, read from `dama moves`."""
    after = subprocess.run([binary, "moves", "--stdin", "--after"], input=START_FEN + "\n",
                           capture_output=True, text=True, check=True).stdout.split()
    ops = []
    for item in after:
        first, fen = item.split(">")
        replies = subprocess.run([binary, "moves", "--fen", fen], capture_output=True,
                                 text=True, check=True).stdout.split()
        ops.extend([first, reply] for reply in replies)
    return ops


def elo(score):
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def main():
    old_path, new_path = sys.argv[1], sys.argv[2]
    depth = int(sys.argv[3]) if len(sys.argv) > 3 else 6
    new, old = Engine(new_path), Engine(old_path)
    wins = draws = losses = 0
    for opening in openings(new_path):
        for new_is_white in (True, False):
            new.send("new-game")
            old.send("new-game")
            moves, result = list(opening), None
            while len(moves) < MAX_PLIES:
                white_to_move = len(moves) % 2 == 0
                engine = new if white_to_move == new_is_white else old
                mv = engine.move(moves, depth)
                if mv is None:  # the side to move has no move: it lost
                    result = "loss" if engine is new else "win"
                    break
                moves.append(mv)
            if result == "win":
                wins += 1
            elif result == "loss":
                losses += 1
            else:
                draws += 1
    n = wins + draws + losses
    s = (wins + draws / 2) / n
    var = (wins * (1 - s) ** 2 + draws * (0.5 - s) ** 2 + losses * s ** 2) / n
    se = math.sqrt(var / n)
    print(f"new vs old at depth {depth}: games {n} +{wins} ={draws} -{losses} "
          f"score {100 * s:.1f}% Elo {elo(s):+.1f} "
          f"(95%: {elo(s - 1.96 * se):+.1f} .. {elo(s + 1.96 * se):+.1f})")


if __name__ == "__main__":
    main()
