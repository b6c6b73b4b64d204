#!/usr/bin/env python3
"""Node rates of two `dama` binaries side by side: `dama bench --game G` for each game,
the binaries alternating round by round; prints both node totals, the median nodes/s and
their ratio. usage: python3 scripts/bench_ab.py OLD NEW ROUNDS GAME..."""
import subprocess, sys, statistics
a, b, rounds, games = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
res = {(g, x): [] for g in games for x in (a, b)}
nodes = {}
for r in range(rounds):
    for g in games:
        for x in ((a, b) if r % 2 == 0 else (b, a)):
            out = subprocess.run([x, "bench", "--game", g], capture_output=True, text=True).stdout
            d = dict(l.split(None, 1) for l in out.splitlines() if l.startswith(("nodes", "nps")))
            res[(g, x)].append(int(d["nps"]))
            nodes.setdefault((g, x), d["nodes"].strip())
print(f"{'game':14} {'nodes A':>10} {'nodes B':>10} {'A nps':>10} {'B nps':>10} ratio")
for g in games:
    ma, mb = statistics.median(res[(g, a)]), statistics.median(res[(g, b)])
    print(f"{g:14} {nodes[(g,a)]:>10} {nodes[(g,b)]:>10} {ma/1e6:>9.2f}M {mb/1e6:>9.2f}M {mb/ma:.3f}")
