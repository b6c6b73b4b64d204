#!/bin/bash
# A long `dama match` played in parts that can stop and go on: games FIRST..LAST of the
# match's schedule in chunks of CHUNK games (an even number, so that an opening's two
# games stay in one chunk), each chunk's log and PDN in their own files, marked done
# only when its match finished. Run it again after a stop (a kill, a reboot, the end of
# a working session): the chunks done are kept, the one cut short is played again.
#
#   scripts/match_chunks.sh PREFIX CHUNK FIRST LAST DAMA MATCH-OPTIONS...
#
# MATCH-OPTIONS are `dama match`'s, with --games the whole match's (it decides the
# openings); give neither --first-game, --last-game nor --pdn. e.g. the books at 1 s a
# move, 200 games in chunks of 10, the first 100 now and the rest later:
#   nohup scripts/match_chunks.sh it-book 10 1 100 target/release/dama \
#       --engine1 "target/release/dama hub --book" --name1 book \
#       --engine2 "target/release/dama hub" --name2 nobook \
#       --game italian --movetime 1 --games 200 --opening-plies 4 --margin 5 &
# writes it-book-001-010.out and .pdn, ..., then
#   python3 -B scripts/match_pairs.py it-book-*.out
# adds them up.
set -eu
if [ $# -lt 6 ]; then
    awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"
    exit 2
fi
prefix=$1 chunk=$2 first=$3 last=$4 dama=$5
shift 5
if [ $((chunk % 2)) -ne 0 ] || [ $((first % 2)) -ne 1 ]; then
    echo "CHUNK must be even and FIRST odd, so that an opening's two games stay together" >&2
    exit 2
fi
for a in $(seq "$first" "$chunk" "$last"); do
    b=$((a + chunk - 1))
    [ "$b" -gt "$last" ] && b=$last
    name=$(printf '%s-%03d-%03d' "$prefix" "$a" "$b")
    [ -e "$name.done" ] && continue
    if nice -n 19 "$dama" match "$@" --first-game "$a" --last-game "$b" \
        --pdn "$name.pdn" >"$name.out" 2>&1; then
        touch "$name.done"
    else
        echo "$name: dama match failed, see $name.out" >&2
        exit 1
    fi
done
