// The engine client's pondering (www/engine/engine-client.js) in node, its
// workers fakes that record what they are sent: a think about the position
// pondered takes the ponder's search, sent once, whether its reply came
// before or comes after; a think about another position ends the ponder's
// worker and searches afresh; cancelAllButPonder (the person's move) keeps
// it, a cancel forgets it. Hits and misses are counted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createEngineClient } from '../../www/engine/engine-client.js';
import { reply, searches, waitFor } from './fake-workers.mjs';

const PREDICTED = '[Variant "Oware Abapa"]\n\n1. C *';
const OTHER = '[Variant "Oware Abapa"]\n\n1. D *';
// Level 0 has no opening book to fetch; the client ponders at any level it is asked to.
const LEVEL = 0;

/** The searches sent from `from` on. */
const sentSince = (from) => searches().slice(from);

test('a think about the pondered position takes its search, whether the reply came before or after', async () => {
  const client = createEngineClient();
  const before = searches().length;
  client.ponder(PREDICTED, 'oware', LEVEL, 500, 1);
  await waitFor(() => sentSince(before).length === 1);
  // The person plays the predicted move; the computer thinks with another seed.
  const move = client.think(PREDICTED, 'oware', LEVEL, 500, 2);
  reply(sentSince(before)[0], { pit: 4, pv: [4, 7] });
  assert.deepEqual(await move, { pit: 4, pv: [4, 7] });

  const again = searches().length;
  client.ponder(PREDICTED, 'oware', LEVEL, 500, 3);
  await waitFor(() => sentSince(again).length === 1);
  reply(sentSince(again)[0], { pit: 5, pv: [5] });
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(await client.think(PREDICTED, 'oware', LEVEL, 500, 4), { pit: 5, pv: [5] });
  assert.equal(sentSince(before).length, 2, 'no search but the two ponders');
  assert.deepEqual(client.ponderStats(), { hits: 2, misses: 0, pondering: null });
  client.stop();
});

test('a think about another position ends the ponder and searches afresh; a cancel forgets the ponder', async () => {
  const client = createEngineClient();
  const before = searches().length;
  client.ponder(PREDICTED, 'oware', LEVEL, 500, 1);
  await waitFor(() => sentSince(before).length === 1);
  const [pondered] = sentSince(before);
  const move = client.think(OTHER, 'oware', LEVEL, 500, 2);
  assert.ok(pondered.worker.terminated, "the ponder's worker is ended");
  await waitFor(() => sentSince(before).length === 2);
  const fresh = sentSince(before)[1];
  assert.equal(fresh.record, OTHER);
  assert.notEqual(fresh.worker, pondered.worker);
  reply(fresh, { pit: 1, pv: [1] });
  assert.deepEqual(await move, { pit: 1, pv: [1] });

  // Same time but another level: not the search asked for.
  client.ponder(PREDICTED, 'oware', LEVEL, 500, 1);
  assert.equal(client.ponderStats().pondering, PREDICTED);
  const otherLevel = client.think(PREDICTED, 'oware', LEVEL + 1, 500, 1);
  assert.deepEqual(client.ponderStats(), { hits: 0, misses: 2, pondering: null });
  client.cancel();
  await assert.rejects(otherLevel);

  // The person's move ends what else was asked, not the ponder: a think still takes it.
  client.ponder(PREDICTED, 'oware', LEVEL, 500, 1);
  client.cancelAllButPonder();
  await waitFor(() => searches().length > 0 && searches().at(-1).record === PREDICTED);
  const kept = searches().at(-1);
  assert.ok(!kept.worker.terminated);
  const taken = client.think(PREDICTED, 'oware', LEVEL, 500, 9);
  reply(kept, { pit: 3, pv: [3] });
  assert.deepEqual(await taken, { pit: 3, pv: [3] });
  assert.deepEqual(client.ponderStats(), { hits: 1, misses: 2, pondering: null });

  client.ponder(PREDICTED, 'oware', LEVEL, 500, 1);
  client.cancel();
  const sent = searches().length;
  const afterCancel = client.think(PREDICTED, 'oware', LEVEL, 500, 1);
  await waitFor(() => searches().length === sent + 1);
  reply(searches()[sent], { pit: 0, pv: [0] });
  assert.deepEqual(await afterCancel, { pit: 0, pv: [0] });
  assert.deepEqual(client.ponderStats(), { hits: 1, misses: 2, pondering: null }, 'a cancelled ponder is neither');
  client.stop();
});
