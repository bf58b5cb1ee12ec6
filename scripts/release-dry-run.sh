#!/usr/bin/env bash
# The release as docs/releasing.md makes it, short of publishing, on a machine without keys: a
# copy of the working tree gets the release version (the current one without -SNAPSHOT), the
# release profile signs every artifact with a throwaway GPG key and builds the bundle Maven
# Central takes, and the bundle is checked: every published module with its pom, jar, sources,
# Javadoc, signatures and checksums, signatures that verify, the licence in poms and jars, no
# logging configuration in a library jar, no example project. Tests are not run (CI runs them
# before). Needs mvn, gpg and network access to Maven Central; nothing is installed into ~/.m2.
#
#   scripts/release-dry-run.sh        exit status 0 when the bundle is complete
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
for tool in mvn gpg jar; do
  if ! command -v "$tool" >/dev/null; then
    echo "release-dry-run: $tool not found (Debian: apt-get install maven gnupg openjdk-17-jdk-headless)" >&2
    exit 2
  fi
done
work="$(mktemp -d "${TMPDIR:-/tmp}/mallard-release.XXXXXX")"
trap 'gpgconf --homedir "$work/gnupg" --kill all >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

# A key that lives as long as this run, without a passphrase.
export GNUPGHOME="$work/gnupg"
mkdir -m 700 "$GNUPGHOME"
gpg --batch --quiet --passphrase '' --quick-gen-key "Mallard release dry run <dry-run@invalid>" ed25519 sign 1d

# The working tree without build output, at the release version.
mkdir "$work/src"
tar -C "$repo" --exclude=./.git --exclude='./*/target' --exclude=./target --exclude='./docs/examples/*/target' \
  -cf - . | tar -C "$work/src" -xf -
snapshot="$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' "$work/src/pom.xml" | head -n 1)"
release="${snapshot%-SNAPSHOT}"
"$work/src/scripts/set-version.sh" "$release" >/dev/null

# The publishing plugin wants the server's credentials even when it skips publishing; these are
# given as global settings, so that the user's own (mirrors, proxies) still apply.
cat >"$work/settings.xml" <<'XML'
<settings>
  <servers>
    <server>
      <id>central</id>
      <username>dry-run</username>
      <password>dry-run</password>
    </server>
  </servers>
</settings>
XML

echo "release-dry-run: building the $release bundle"
if ! (cd "$work/src" && mvn -B -gs "$work/settings.xml" -Prelease deploy -DskipPublishing=true -DskipTests \
    -Dmaven.install.skip=true >"$work/build.log" 2>&1); then
  tail -n 60 "$work/build.log" >&2
  cp "$work/build.log" "${TMPDIR:-/tmp}/mallard-release-dry-run.log"
  echo "release-dry-run: the release build failed (whole log: ${TMPDIR:-/tmp}/mallard-release-dry-run.log)" >&2
  exit 1
fi
bundle="$(find "$work/src" -path '*/central-publishing/central-bundle.zip' | head -n 1)"
if [ -z "$bundle" ]; then
  echo "release-dry-run: no central-bundle.zip was built" >&2
  exit 1
fi
mkdir "$work/bundle"
(cd "$work/bundle" && jar xf "$bundle")

# One file of a jar, on stdout.
entry() {
  local dir
  dir="$(mktemp -d "$work/entry.XXXXXX")"
  (cd "$dir" && jar xf "$1" "$2")
  cat "$dir/$2"
}
failures=0
fail() {
  echo "release-dry-run: $*" >&2
  failures=$((failures + 1))
}
# Every file Central asks for: the artifact, its signature and checksums.
expect() {
  local file="$work/bundle/dev/mallard/$1/$release/$1-$release$2"
  local suffix
  for suffix in "" .asc .md5 .sha1; do
    [ -f "$file$suffix" ] || fail "missing in the bundle: dev/mallard/$1/$release/$1-$release$2$suffix"
  done
  if [ -f "$file.asc" ] && ! gpg --batch --quiet --verify "$file.asc" "$file" 2>/dev/null; then
    fail "the signature of $1-$release$2 does not verify"
  fi
}
for artifact in mallard-parent mallard-bom; do
  expect "$artifact" .pom
done
for artifact in mallard-core mallard-variant-fide mallard-variant-duck mallard-variant-refusal mallard-protocol-xboard \
    mallard-training mallard-gui mallard-cli; do
  for kind in .pom .jar -sources.jar -javadoc.jar; do
    expect "$artifact" "$kind"
  done
  jarfile="$work/bundle/dev/mallard/$artifact/$release/$artifact-$release.jar"
  [ -f "$jarfile" ] || continue
  listing="$(jar tf "$jarfile")"
  grep -qx 'META-INF/LICENSE' <<<"$listing" || fail "$artifact's jar has no META-INF/LICENSE"
  if grep -qE '^(logback|logback-test)\.xml$' <<<"$listing"; then
    fail "$artifact's jar carries a logging configuration"
  fi
  manifest="$(entry "$jarfile" META-INF/MANIFEST.MF | tr -d '\r')"
  grep -qx 'Bundle-License: Apache-2.0' <<<"$manifest" || fail "$artifact's manifest has no Bundle-License: Apache-2.0"
  grep -qx "Implementation-Version: $release" <<<"$manifest" || fail "$artifact's manifest has no Implementation-Version: $release"
done
for pom in "$work/bundle/dev/mallard/"*/"$release"/*.pom; do
  grep -q '<name>Apache-2.0</name>' "$pom" || grep -q '<parent>' "$pom" || fail "$(basename "$pom") names no licence"
done
if find "$work/bundle" -path '*example*' | grep -q .; then
  fail "the bundle holds the example project"
fi
version="$(entry "$work/bundle/dev/mallard/mallard-core/$release/mallard-core-$release.jar" dev/mallard/core/version.properties \
  | sed -n 's/^version=//p')"
[ "$version" = "$release" ] || fail "the core jar's version.properties says \"$version\", not $release"

if [ "$failures" -gt 0 ]; then
  echo "release-dry-run: $failures problem(s) in the $release bundle" >&2
  exit 1
fi
echo "release-dry-run: the $release bundle is complete: $(find "$work/bundle" -type f | wc -l) files, signed and checked"
