import assert from "node:assert/strict";
import {
  harness,
  independentlyValid,
  newCall,
  outboxEntries,
  type Received,
  recordCall,
  settledEntries,
  startReceiver,
} from "./_harness.ts";
import { keys } from "../../src/storage/keys.ts";
import { WebhookService } from "../../src/webhooks/service.ts";

const BOTH = "tool_call.succeeded,tool_call.failed";

function ids(received: Received[]): string[] {
  return received.map((r) => JSON.parse(new TextDecoder().decode(r.body)).id);
}

Deno.test("the row, its body, entries and queue messages commit together; none without endpoints", async () => {
  const { deps, services, webhooks, accountId } = await harness();
  const none = await recordCall(services, accountId, newCall(0));
  assert.deepEqual(await outboxEntries(deps.kv), []);
  assert.equal((await deps.kv.get(keys.webhookBodyChunk(none.id, 0))).value, null);
  const rx = await startReceiver();
  const ep = await webhooks.create(accountId, rx.url, "tool_call.failed");
  await recordCall(services, accountId, newCall(1, true)); // not subscribed: no entry
  const row = await recordCall(services, accountId, newCall(2, false));
  const [entry] = await outboxEntries(deps.kv);
  assert.equal((await outboxEntries(deps.kv)).length, 1);
  assert.deepEqual(
    [entry.state, entry.rowId, entry.endpointId, entry.event],
    ["queued", row.id, ep.id, "tool_call.failed"],
  );
  assert.equal(entry.createdAtMs, Date.parse(row.createdAt));
  assert.ok((await deps.kv.get(keys.webhookQueued(entry.createdAtMs, entry.id))).versionstamp);
  assert.ok((await deps.kv.get(keys.webhookBodyChunk(row.id, 0))).value instanceof Uint8Array);
  // The queue message was committed too: a listener started now delivers it.
  const done = deps.kv.listenQueue((m) => webhooks.handleQueueMessage(m));
  await settledEntries(deps.kv, 1);
  assert.deepEqual(ids(rx.received), [row.id]);
  deps.kv.close();
  await done;
  await rx.close();
}); // deno-fmt-ignore

Deno.test("a burst of 100 calls gives exactly 100 deliveries per subscribed endpoint", async () => {
  const all = await startReceiver(undefined, undefined, "/all");
  const failures = await startReceiver(undefined, undefined, "/failed");
  const { deps, services, webhooks, accountId } = await harness();
  const done = deps.kv.listenQueue((m) => webhooks.handleQueueMessage(m));
  const a = await webhooks.create(accountId, all.url, BOTH);
  const f = await webhooks.create(accountId, failures.url, "tool_call.failed");
  const rows = await Promise.all(
    Array.from({ length: 100 }, (_, i) => recordCall(services, accountId, newCall(i, i % 2 === 0))),
  );
  await settledEntries(deps.kv, 150);
  assert.equal(all.received.length, 100);
  assert.equal(failures.received.length, 50);
  assert.deepEqual(ids(all.received).sort(), rows.map((r) => r.id).sort());
  assert.deepEqual(ids(failures.received).sort(), rows.filter((r) => !r.ok).map((r) => r.id).sort());
  assert.ok(all.received.every((r) => independentlyValid(a.secret, r)));
  assert.ok(failures.received.every((r) => independentlyValid(f.secret, r)));
  // Every shared body copy is gone once its entries are final.
  assert.equal((await Array.fromAsync(deps.kv.list({ prefix: ["webhook_bodies"] }))).length, 0);
  deps.kv.close();
  await done;
  await all.close();
  await failures.close();
}); // deno-fmt-ignore

Deno.test("forced redeliveries, duplicate messages, sweeps and a second instance never POST twice", async () => {
  const rx = await startReceiver(async () => {
    await new Promise((r) => setTimeout(r, 20));
    return new Response("ok");
  });
  const { deps, services, webhooks, accountId } = await harness();
  const { testCa } = await import("./_harness.ts");
  const second = new WebhookService(deps, {
    resolve: () => Promise.resolve(["127.0.0.1"]),
    caCerts: [(await testCa()).caPem],
  });
  await webhooks.create(accountId, rx.url, BOTH);
  const rows = await Promise.all(
    Array.from({ length: 30 }, (_, i) => recordCall(services, accountId, newCall(i))),
  );
  const queued = await outboxEntries(deps.kv);
  // Duplicate messages on the real queue, on top of the ones the commits enqueued.
  for (const e of queued) {
    await deps.kv.enqueue({ type: "webhook.deliver", entryId: e.id });
  }
  const done = deps.kv.listenQueue((m) => webhooks.handleQueueMessage(m));
  // The handler invoked directly (redelivery), by a second instance, and two racing sweeps.
  await Promise.all([
    ...queued.flatMap((e) => [
      webhooks.handleQueueMessage({ type: "webhook.deliver", entryId: e.id }),
      second.handleQueueMessage({ type: "webhook.deliver", entryId: e.id }),
    ]),
    webhooks.sweep({ queuedAgeMs: 0 }),
    second.sweep({ queuedAgeMs: 0 }),
  ]);
  const final = await settledEntries(deps.kv, 30);
  await new Promise((r) => setTimeout(r, 300)); // let any straggling duplicate land
  assert.ok(final.every((e) => e.state === "sent"));
  assert.equal(rx.received.length, 30);
  assert.deepEqual(ids(rx.received).sort(), rows.map((r) => r.id).sort());
  deps.kv.close();
  await done;
  await rx.close();
}); // deno-fmt-ignore

Deno.test("a claim left by a dead process becomes unknown and is never re-sent", async () => {
  const rx = await startReceiver();
  const { deps, services, webhooks, accountId } = await harness();
  await webhooks.create(accountId, rx.url, BOTH);
  await recordCall(services, accountId, newCall(1));
  const [entry] = await outboxEntries(deps.kv);
  // What a process that crashed right after its claim leaves behind.
  const claimedAt = Date.now() - 120_000;
  await deps.kv.atomic()
    .set(keys.webhookOutbox(entry.id), { ...entry, state: "sending", claimedAtMs: claimedAt })
    .delete(keys.webhookQueued(entry.createdAtMs, entry.id))
    .set(keys.webhookSending(claimedAt, entry.id), entry.id)
    .commit();
  const result = await webhooks.sweep();
  assert.deepEqual(result, { taken: 0, unknown: 1 });
  await webhooks.handleQueueMessage({ type: "webhook.deliver", entryId: entry.id });
  await webhooks.sweep({ queuedAgeMs: 0, sendingAgeMs: 0 });
  const [after] = await outboxEntries(deps.kv);
  assert.equal(after.state, "unknown");
  assert.equal(rx.received.length, 0);
  deps.kv.close();
  await rx.close();
});

Deno.test("the sweep delivers entries whose queue message never came; one sweeper at a time", async () => {
  const rx = await startReceiver();
  const { deps, services, webhooks, accountId } = await harness();
  await webhooks.create(accountId, rx.url, BOTH);
  await Promise.all([1, 2, 3].map((i) => recordCall(services, accountId, newCall(i))));
  await new Promise((r) => setTimeout(r, 10)); // createdAt may run a few ms ahead in a burst
  // Too young for the default 30 s threshold: the sweep leaves them to the listener.
  assert.deepEqual(await webhooks.sweep(), { taken: 0, unknown: 0 });
  // Another process holds the lease: this one does not sweep.
  await deps.kv.set(keys.lock("webhook-sweep"), {
    holder: "other",
    expiresAt: Date.now() + 60_000,
  });
  assert.equal(await webhooks.sweep({ queuedAgeMs: 0 }), null);
  await deps.kv.delete(keys.lock("webhook-sweep"));
  assert.deepEqual(await webhooks.sweep({ queuedAgeMs: 0 }), { taken: 3, unknown: 0 });
  assert.equal(rx.received.length, 3);
  assert.equal((await deps.kv.get(keys.lock("webhook-sweep"))).value, null, "lease released");
  deps.kv.close();
  await rx.close();
}); // deno-fmt-ignore

Deno.test("a 130 KB row travels intact in chunks; an endpoint paused before delivery is skipped", async () => {
  const rx = await startReceiver(undefined, undefined, "/big");
  const paused = await startReceiver(undefined, undefined, "/paused");
  const { deps, services, webhooks, accountId } = await harness();
  const big = await webhooks.create(accountId, rx.url, BOTH);
  const p = await webhooks.create(accountId, paused.url, BOTH);
  const call = newCall(1);
  call.arguments = { text: "é".repeat(33_000) + "x".repeat(1_000) };
  call.result = { content: [{ type: "text", text: "ü".repeat(33_000) }] };
  const row = await recordCall(services, accountId, call);
  await webhooks.pause(accountId, p.id);
  const done = deps.kv.listenQueue((m) => webhooks.handleQueueMessage(m));
  const final = await settledEntries(deps.kv, 2);
  const byEndpoint = Object.fromEntries(final.map((e) => [e.endpointId, e]));
  assert.equal(byEndpoint[big.id].state, "sent");
  assert.ok(byEndpoint[big.id].bodyChunks >= 3);
  assert.deepEqual([byEndpoint[p.id].state, byEndpoint[p.id].error], ["skipped", "Endpoint is switched off"]);
  assert.equal(paused.received.length, 0);
  const got = rx.received[0];
  assert.ok(got.body.byteLength > 128 * 1024);
  assert.ok(independentlyValid(big.secret, got));
  const body = JSON.parse(new TextDecoder().decode(got.body));
  assert.deepEqual([body.id, body.data.arguments, body.data.result], [row.id, call.arguments, call.result]);
  deps.kv.close();
  await done;
  await rx.close();
  await paused.close();
});

Deno.test("afterCommit delivers in-process at once; the queue's copy of the message is dropped", async () => {
  const rx = await startReceiver();
  const { deps, services, webhooks, accountId } = await harness();
  await webhooks.create(accountId, rx.url, BOTH);
  const done = deps.kv.listenQueue((m) => webhooks.handleQueueMessage(m));
  const rows = await Promise.all(
    Array.from({ length: 20 }, (_, i) => recordCall(services, accountId, newCall(i), 7, true)),
  );
  const final = await settledEntries(deps.kv, 20);
  await new Promise((r) => setTimeout(r, 300)); // the queue messages arrive and find claims
  assert.ok(final.every((e) => e.state === "sent"));
  assert.deepEqual(ids(rx.received).sort(), rows.map((r) => r.id).sort());
  // Unknown rows and repeated calls are harmless.
  webhooks.afterCommit(rows[0].id);
  webhooks.afterCommit("no-such-row");
  assert.equal(rx.received.length, 20);
  deps.kv.close();
  await done;
  await rx.close();
});
