// www/style.css is well formed: every block closes, and a rule opens only at
// the top level or inside an at-rule (@media, @supports): plain CSS has no
// nested rules, so a selector inside a rule's declarations means a block was
// cut short (as when two sections appended at once are merged line by line).
// Run with `node --test tests/style/`.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

const STYLE = new URL('../../www/style.css', import.meta.url);

/** Problems with the blocks of `css`, one line each (empty when well formed). */
function blockProblems(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const problems = [];
  /** The headers of the open blocks, innermost last. */
  const open = [];
  let start = 0;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\n') line++;
    if (char === '{') {
      const header = text.slice(start, i).trim();
      const parent = open.at(-1);
      if (parent && !parent.header.startsWith('@')) {
        problems.push(`line ${line}: '${header}' opens inside '${parent.header}' (opened on line ${parent.line})`);
      }
      open.push({ header, line });
      start = i + 1;
    } else if (char === '}') {
      if (!open.pop()) problems.push(`line ${line}: a '}' closes nothing`);
      start = i + 1;
    } else if (char === ';') {
      start = i + 1;
    }
  }
  for (const block of open) problems.push(`line ${block.line}: '${block.header}' is never closed`);
  return problems;
}

test('www/style.css: every block closes, and rules nest only in at-rules', async () => {
  assert.deepEqual(blockProblems(await readFile(STYLE, 'utf8')), []);
});

test('the check finds a block cut short by another section', () => {
  const merged = '.a {\n  color: red;\n.b {\n  color: blue;\n}\n';
  assert.deepEqual(blockProblems(merged), [
    "line 3: '.b' opens inside '.a' (opened on line 1)",
    "line 1: '.a' is never closed",
  ]);
  assert.deepEqual(blockProblems('@media (max-width: 600px) {\n  .a {\n    color: red;\n  }\n}\n'), []);
});
