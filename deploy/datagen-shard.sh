#!/bin/sh
# One shard of a batch `mallard datagen` run, the one place the shard arithmetic lives: the
# Kubernetes Indexed Job and the Slurm array both call it with their task's index.
#
# Shard I plays the games BASE_SEED + I*GAMES_PER_SHARD .. BASE_SEED + (I+1)*GAMES_PER_SHARD - 1
# (datagen plays game k of a run from seed S + k), so the shards of a run never share a game, and
# together they are the one run `--seed BASE_SEED --games SHARDS*GAMES_PER_SHARD` would be. Each
# shard writes its own file; a shard restarted on the same file resumes (datagen appends whole
# games and plays only the missing ones).
#
# usage: datagen-shard.sh INDEX
# environment: VARIANT NODES GAMES_PER_SHARD BASE_SEED OUT_DIR, optional THREADS (default: all
# cores) and MALLARD (the command that runs Mallard, default: java -jar /opt/mallard/mallard.jar)
set -eu

is_count() {
    case "$1" in '' | *[!0-9]*) return 1 ;; *) return 0 ;; esac
}

if [ $# -ne 1 ] || ! is_count "$1"; then
    echo "datagen-shard: usage: datagen-shard.sh INDEX (a shard index 0, 1, ...), got: $*" >&2
    exit 2
fi
index=$1
for name in VARIANT NODES GAMES_PER_SHARD BASE_SEED OUT_DIR; do
    eval "value=\${$name:-}"
    if [ -z "$value" ]; then
        echo "datagen-shard: $name is not set" >&2
        exit 2
    fi
done
for name in NODES GAMES_PER_SHARD BASE_SEED; do
    eval "value=\$$name"
    if ! is_count "$value"; then
        echo "datagen-shard: $name must be a whole number, got '$value'" >&2
        exit 2
    fi
done

seed=$((BASE_SEED + index * GAMES_PER_SHARD))
threads=${THREADS:-$(nproc)}
mallard=${MALLARD:-java -jar /opt/mallard/mallard.jar}
mkdir -p "$OUT_DIR"
# $mallard is word-split on purpose: it is a command with its arguments.
exec $mallard datagen --variant "$VARIANT" --nodes "$NODES" --games "$GAMES_PER_SHARD" \
    --seed "$seed" --threads "$threads" --out "$OUT_DIR/$VARIANT-shard-$index.txt"
