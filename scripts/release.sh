#!/usr/bin/env bash
# npm run release: builds every package of this version from a clean,
# committed tree into release/vVERSION/ (or $RELEASE_DIR):
#   mancala-site-VERSION.tar.gz        the static site (dist/), to host anywhere
#   mancala.html                       the whole game in one file, to keep and open from disk
#   mancala-board-VERSION.tgz          the <mancala-board> element's npm package
#   oware-ayoayo-VERSION.crate         the rules crate, as `cargo publish` would upload it
#   oware-ayoayo-engine-VERSION.crate  the engine crate, likewise
#   mancala-VERSION-HOST.tar.gz        the `mancala` command for this platform
#   RELEASE-NOTES.md                   the changelog's entry, and the element from a CDN with
#                                      its entry modules' integrity hashes (scripts/release-notes.mjs)
#   SHA256SUMS                         checked with `sha256sum -c` before it ends
# Every archive carries LICENSE-MIT and LICENSE-APACHE. It refuses to run on
# a tree with uncommitted changes, or when the version of Cargo.toml and the
# latest entry of CHANGELOG.md disagree (scripts/version.mjs --check).
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "release: $*"; }
refuse() {
  echo "release: refused: $*" >&2
  exit 1
}

if [ -n "$(git status --porcelain)" ]; then
  refuse "the working tree has changes that are not committed (git status); a release is built from a commit"
fi
version=$(node scripts/version.mjs --check) ||
  refuse "the version is not the same everywhere (see above): set it in Cargo.toml and give it an entry in CHANGELOG.md"
out=${RELEASE_DIR:-release/v$version}
host=$(rustc -vV | awk '/^host:/ {print $2}')
# Archives made the same way twice are the same bytes: files in name order,
# no owner, every date the commit's.
commit_time=$(git log -1 --format=%ct)
archive() { # archive OUTPUT.tar.gz FOLDER (in the current directory)
  tar --sort=name --mtime="@$commit_time" --owner=0 --group=0 --numeric-owner -cf - "$2" | gzip -n -9 >"$1"
}

say "version $version, commit $(git rev-parse --short HEAD), into $out"
bash scripts/build-web.sh
bash scripts/pack-embed.sh >/dev/null
cargo build --release --locked -p mancala-cli
# Packages both library crates into target/package/ and builds each from
# its package alone, as the registry will (the engine against the rules
# crate just packaged); then the registry's own checks, short of uploading
# (without building them a second time).
cargo package --locked -p oware-ayoayo -p oware-ayoayo-engine
cargo publish --dry-run --no-verify --locked -p oware-ayoayo -p oware-ayoayo-engine

rm -rf "$out"
mkdir -p "$out"
out=$(cd "$out" && pwd)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

site="mancala-site-$version"
cp -r dist "$stage/$site"
rm -rf "$stage/$site/package" "$stage/$site"/*.tgz
cp LICENSE-MIT LICENSE-APACHE "$stage/$site/"
(cd "$stage" && archive "$out/$site.tar.gz" "$site")

cli="mancala-$version-$host"
mkdir "$stage/$cli"
cp target/release/mancala LICENSE-MIT LICENSE-APACHE CHANGELOG.md "$stage/$cli/"
(cd "$stage" && archive "$out/$cli.tar.gz" "$cli")

cp dist/mancala.html "$out/"
cp "dist/mancala-board-$version.tgz" "$out/"
node scripts/release-notes.mjs "$version" dist/package >"$out/RELEASE-NOTES.md"
cp "target/package/oware-ayoayo-$version.crate" "target/package/oware-ayoayo-engine-$version.crate" "$out/"

(cd "$out" && sha256sum -- * >SHA256SUMS && sha256sum --quiet -c SHA256SUMS)
say "SHA256SUMS verified; the release:"
(cd "$out" && ls -l --time-style=+ -- * | awk '{printf "  %10d  %s\n", $5, $NF}')
