#!/usr/bin/env bash
# Sets Mallard's version everywhere it is written: the parent pom, every module's parent
# reference, the bom, the example project (its own version and the Mallard version it uses)
# and the dependency snippet of docs/getting-started.md. Nothing else holds the version: the
# engine reads it from the build (dev.mallard.core.Version).
#
#   scripts/set-version.sh NEW_VERSION        e.g. 0.1.0 for a release, 0.2.0-SNAPSHOT after it
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ $# -ne 1 ] || ! [[ "$1" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-SNAPSHOT)?$ ]]; then
  echo "usage: scripts/set-version.sh MAJOR.MINOR.PATCH[-SNAPSHOT]" >&2
  exit 2
fi
new="$1"
old="$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' "$repo/pom.xml" | head -n 1)"
if [ -z "$old" ]; then
  echo "set-version: cannot read the version of $repo/pom.xml" >&2
  exit 1
fi
files=(pom.xml bom/pom.xml core/pom.xml variant-fide/pom.xml variant-duck/pom.xml variant-refusal/pom.xml
  protocol-xboard/pom.xml training/pom.xml gui/pom.xml cli/pom.xml docs/examples/getting-started/pom.xml docs/getting-started.md)
for file in "${files[@]}"; do
  if ! grep -q ">$old<" "$repo/$file"; then
    echo "set-version: $file does not hold version $old" >&2
    exit 1
  fi
  sed -i "s:>${old//./\\.}<:>$new<:g" "$repo/$file"
done
echo "version $old -> $new in ${#files[@]} files"
