#!/bin/sh
# Queues the datagen array and the training step after it (afterok: only when every shard ended
# well). Run from a directory holding deploy/ (this repository) and mallard.jar.
set -eu
mkdir -p logs data/shards
array=$(sbatch --parsable deploy/slurm/datagen.sbatch)
sbatch --dependency="afterok:$array" deploy/slurm/train.sbatch
echo "datagen array $array queued; training waits for it"
