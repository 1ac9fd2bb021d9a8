// The game page's lazy engine client (www/engine/lazy-client.js) in node,
// its workers fakes that record what they are sent: nothing is loaded or
// started before the first call; a request made while the client's code
// loads waits for it, and a cancel meanwhile ends it with Cancelled before
// any search is sent; once loaded, requests go to the client's worker and
// get its replies.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Cancelled } from '../../www/engine/cancelled.js';
import { createLazyEngineClient } from '../../www/engine/lazy-client.js';
import { reply, searches, waitFor, workers } from './fake-workers.mjs';

const RECORD = '[Variant "Oware Abapa"]\n\n*';
const think = (client) => client.think(RECORD, 'oware', 0, 100, 7);

test('nothing is loaded or started before the first call; a cancel while the code loads ends the request unsent', async () => {
  const client = createLazyEngineClient();
  assert.deepEqual(client.endgameStatus(), {}, 'no tables before the client loads');
  assert.equal(workers.length, 0);
  const asked = think(client);
  client.cancel();
  await assert.rejects(asked, Cancelled);
  // Let the load finish: the cancelled request is not sent then either.
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(searches(), []);
});

test('once loaded, a request goes to the worker and gets its reply; a cancel then ends it too', async () => {
  const client = createLazyEngineClient();
  const asked = think(client);
  await waitFor(() => searches().length === 1);
  const [request] = searches();
  assert.equal(request.record, RECORD);
  reply(request, { pit: 2, pv: [2] });
  assert.deepEqual(await asked, { pit: 2, pv: [2] });

  const second = think(client);
  await waitFor(() => searches().length === 2);
  client.cancel();
  await assert.rejects(second, Cancelled);
  assert.equal(typeof client.endgameStatus().oware?.state, 'string', "the tables' state, once the client is loaded");
});
