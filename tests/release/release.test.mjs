// The project's one version (scripts/version.mjs) and the refusals of
// `npm run release` (scripts/release.sh), which come before it builds
// anything: a tree with uncommitted changes, a version CHANGELOG.md does not
// give. The release itself is built by `npm run release` (minutes of
// optimised builds), not here.

import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { changelogVersion, versionDisagreements, workspaceVersion } from '../../scripts/version.mjs';
import { changelogEntry, integrity } from '../../scripts/release-notes.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const manifest = readFileSync(join(root, 'Cargo.toml'), 'utf8');
const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');

test('Cargo.toml, its workspace dependencies and CHANGELOG.md name one version', () => {
  const version = workspaceVersion(manifest);
  assert.match(version, /^\d+\.\d+\.\d+$/);
  assert.equal(changelogVersion(changelog), version);
  assert.deepEqual(versionDisagreements(version, manifest, changelog), []);
});

test('a changelog or a dependency that names another version is found', () => {
  const version = workspaceVersion(manifest);
  assert.deepEqual(versionDisagreements('9.9.9', manifest, changelog), [
    `Cargo.toml: [workspace.dependencies] oware-ayoayo requires "=${version}", not "=9.9.9"`,
    `Cargo.toml: [workspace.dependencies] oware-ayoayo-engine requires "=${version}", not "=9.9.9"`,
    `CHANGELOG.md: the latest entry is ${version}, but Cargo.toml's version is 9.9.9`,
  ]);
  assert.deepEqual(versionDisagreements(version, manifest, '# Changelog\n\n## [Unreleased]\n'), [
    'CHANGELOG.md: no release entry of the form "## [X.Y.Z] - YYYY-MM-DD"',
  ]);
});

test("the release notes: the version's changelog entry, then each entry module of the element from a CDN, pinned, with its hash", () => {
  const version = workspaceVersion(manifest);
  const dir = mkdtempSync(join(tmpdir(), 'mancala-notes-'));
  try {
    mkdirSync(join(dir, 'www/embed'), { recursive: true });
    writeFileSync(join(dir, 'www/embed/mancala-board.min.js'), '');
    writeFileSync(join(dir, 'www/embed/mancala-board.js'), 'export {};\n');
    const notes = execFileSync('node', ['scripts/release-notes.mjs', version, dir], { cwd: root, encoding: 'utf8' });
    const entry = changelogEntry(changelog, version);
    assert.ok(entry.length > 0 && notes.startsWith(entry));
    assert.doesNotMatch(entry, /^## |^\[Unreleased\]: /m, 'the entry alone');
    const cdn = `https://cdn.jsdelivr.net/npm/mancala-board@${version}/www/embed`;
    // The SHA-384 of nothing, as `openssl dgst -sha384 -binary | openssl base64` gives it.
    const empty = 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';
    assert.ok(notes.includes(`src="${cdn}/mancala-board.min.js"\n  integrity="${empty}"`), notes);
    assert.ok(notes.includes(`src="${cdn}/mancala-board.js"\n  integrity="${integrity('export {};\n')}"`), notes);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

let clone;
const git = (...args) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], { cwd: clone });
const release = () => spawnSync('bash', ['scripts/release.sh'], { cwd: clone, encoding: 'utf8' });

before(() => {
  clone = mkdtempSync(join(tmpdir(), 'mancala-release-'));
  execFileSync('git', ['clone', '--quiet', root, clone]);
});
after(() => rmSync(clone, { recursive: true, force: true }));

test('the release refuses a tree with uncommitted changes', () => {
  writeFileSync(join(clone, 'notes.txt'), 'not committed\n');
  try {
    const run = release();
    assert.equal(run.status, 1);
    assert.match(run.stderr, /^release: refused: the working tree has changes that are not committed/m);
    assert.doesNotMatch(run.stdout, /version/, 'nothing was built');
  } finally {
    rmSync(join(clone, 'notes.txt'));
  }
});

test('the release refuses a version that CHANGELOG.md does not give', () => {
  const text = readFileSync(join(clone, 'CHANGELOG.md'), 'utf8').replace(/^## \[\d+\.\d+\.\d+\]/m, '## [0.0.1]');
  writeFileSync(join(clone, 'CHANGELOG.md'), text);
  git('commit', '--quiet', '-am', 'an entry for another version');
  const run = release();
  assert.equal(run.status, 1);
  assert.match(run.stderr, /^version: CHANGELOG\.md: the latest entry is 0\.0\.1, but Cargo\.toml's version is /m);
  assert.match(run.stderr, /^release: refused: the version is not the same everywhere/m);
});
