#!/bin/bash
# Self-play data for `dama tune fit`, made in chunks that can stop and go on:
# each seed's games go to their own file, and a file is marked done only when its
# `dama tune gen` finished. Run it again after a stop (a kill, a reboot): the chunks
# done are kept, the one cut short is played again from its start.
#
#   scripts/tune_gen_chunks.sh GAME DEPTH GAMES_A_CHUNK RANDOM_PLIES FIRST_SEED LAST_SEED PREFIX [DAMA]
#
# e.g. (docs/engine.md, "Distilled patterns at full weight"), one per core:
#   nohup scripts/tune_gen_chunks.sh brazilian 8 400 10 101 130 br &
#   nohup scripts/tune_gen_chunks.sh international 7 100 12 201 260 in &
# writes br-d8-s101.bin ... br-d8-s130.bin, each with its .log (the time it took) and
# .done, in the current directory. DAMA is the program (default: target/release/dama
# of this checkout).
set -eu
TIMEFORMAT="%R s wall %U s user"
if [ $# -lt 7 ]; then
    awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"
    exit 2
fi
game=$1 depth=$2 games=$3 plies=$4 first=$5 last=$6 prefix=$7
dama=${8:-$(cd "$(dirname "$0")/.." && pwd)/target/release/dama}
for seed in $(seq "$first" "$last"); do
    file=$prefix-d$depth-s$seed.bin
    [ -e "$file.done" ] && continue
    rm -f "$file"
    if { time nice -n 19 "$dama" tune gen --game "$game" --out "$file" --games "$games" \
        --depth "$depth" --random-plies "$plies" --threads 1 --seed "$seed"; } >"$file.log" 2>&1; then
        touch "$file.done"
    else
        echo "$file: dama tune gen failed, see $file.log" >&2
        exit 1
    fi
done
