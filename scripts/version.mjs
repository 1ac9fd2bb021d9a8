// The project's one version, as Cargo.toml's [workspace.package] sets it.
//
//   node scripts/version.mjs          prints it
//   node scripts/version.mjs --check  also checks that every other place
//                                     that must repeat it does: the library
//                                     crates' exact version requirements in
//                                     [workspace.dependencies], and the
//                                     latest release entry of CHANGELOG.md
//
// Exits 1 with one line per disagreement.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The version of [workspace.package] in the Cargo.toml text `manifest`. */
export function workspaceVersion(manifest) {
  const section = manifest.split(/^\[workspace\.package\]$/m)[1]?.split(/^\[/m)[0] ?? '';
  const version = section.match(/^version = "([^"]+)"$/m)?.[1];
  if (!version) throw new Error('Cargo.toml: no version in [workspace.package]');
  return version;
}

/** The version of CHANGELOG.md's latest release entry (`## [X.Y.Z] - DATE`), or null. */
export function changelogVersion(changelog) {
  return changelog.match(/^## \[(\d+\.\d+\.\d+[^\]]*)\] - \d{4}-\d{2}-\d{2}$/m)?.[1] ?? null;
}

/** Every disagreement with `version` in the Cargo.toml and CHANGELOG.md texts, as sentences. */
export function versionDisagreements(version, manifest, changelog) {
  const problems = [];
  const dependencies = manifest.split(/^\[workspace\.dependencies\]$/m)[1]?.split(/^\[/m)[0] ?? '';
  for (const [, name, required] of dependencies.matchAll(/^([\w-]+) = \{[^}]*version = "([^"]+)"/gm)) {
    if (required !== `=${version}`) {
      problems.push(`Cargo.toml: [workspace.dependencies] ${name} requires "${required}", not "=${version}"`);
    }
  }
  const released = changelogVersion(changelog);
  if (released === null) {
    problems.push('CHANGELOG.md: no release entry of the form "## [X.Y.Z] - YYYY-MM-DD"');
  } else if (released !== version) {
    problems.push(`CHANGELOG.md: the latest entry is ${released}, but Cargo.toml's version is ${version}`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = readFileSync(join(root, 'Cargo.toml'), 'utf8');
  const version = workspaceVersion(manifest);
  if (process.argv[2] === '--check') {
    const problems = versionDisagreements(version, manifest, readFileSync(join(root, 'CHANGELOG.md'), 'utf8'));
    for (const problem of problems) console.error(`version: ${problem}`);
    if (problems.length) process.exit(1);
  }
  console.log(version);
}
