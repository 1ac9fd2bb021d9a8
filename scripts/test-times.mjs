#!/usr/bin/env node
// Prints where a run of scripts/test.sh spent its time: each phase, then the
// slowest browser test files of each engine. A report for the next person
// who wants the suite faster, never a test: the times depend on the machine
// and how busy it is (npm run bench keeps the timings that have floors).
// Its last line is the browser tests' count again, so that a run's output
// still ends with its tests' tally.
//
// Usage: test-times.mjs DIR, where DIR holds phases.tsv (name, seconds) and
// browser.tsv (engine, file, seconds, passed, failed, skipped), as test.sh
// and scripts/run-browser-tests.mjs write them. Either may be missing.

import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const SLOWEST = 5;
const dir = process.argv[2];
const rows = (name) =>
  existsSync(join(dir, name))
    ? readFileSync(join(dir, name), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t'))
    : [];
/** `seconds` as m:ss, rounded to the second first (119.6 s is 2:00, not 1:60). */
const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const phases = rows('phases.tsv').map(([name, seconds]) => ({ name, seconds: Number(seconds) }));
const width = Math.max(5, ...phases.map(({ name }) => name.length));
console.log('== Where the time went (a report, not a test)');
for (const { name, seconds } of phases) console.log(`${name.padEnd(width)}  ${minutes(seconds).padStart(6)}`);
const total = phases.reduce((sum, { seconds }) => sum + seconds, 0);
console.log(`${'Total'.padEnd(width)}  ${minutes(total).padStart(6)}`);

const browserRows = rows('browser.tsv');
const files = browserRows.map(([engine, file, seconds]) => ({ engine, file: basename(file), seconds: Number(seconds) }));
for (const engine of [...new Set(files.map(({ engine }) => engine))]) {
  const own = files.filter((file) => file.engine === engine).sort((a, b) => b.seconds - a.seconds);
  const sum = own.reduce((all, { seconds }) => all + seconds, 0);
  console.log(`${engine}: ${own.length} files, ${minutes(sum)} of browser time; the slowest:`);
  for (const { file, seconds } of own.slice(0, SLOWEST)) console.log(`  ${minutes(seconds).padStart(6)}  ${file}`);
}

if (browserRows.length > 0) {
  const count = (column) => browserRows.reduce((sum, row) => sum + Number(row[column]), 0);
  console.log(`Browsers: ${count(3)} passed, ${count(4)} failed, ${count(5)} skipped`);
}
