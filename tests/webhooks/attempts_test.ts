/** The per-endpoint attempt log: written in the accounting commit, last 50, 7 days, newest first. */
import assert from "node:assert/strict";
import { harness, newCall, recordCall, startReceiver, waitFor } from "./_harness.ts";
import { keys } from "../../src/storage/keys.ts";
import { recentEvents } from "../../src/storage/account_events.ts";
import { ATTEMPT_TTL_MS, recentAttempts } from "../../src/webhooks/attempts.ts";
import type { PostOutcome } from "../../src/webhooks/post.ts";
import type { WebhookEndpoint } from "../../src/webhooks/types.ts";

const BOTH = "tool_call.succeeded,tool_call.failed";

async function stored(kv: Deno.Kv, accountId: string, id: string) {
  return (await kv.get<WebhookEndpoint>(keys.webhookEndpoint(accountId, id))).value!;
}

Deno.test("every delivery attempt is logged with its outcome, newest first", async () => {
  let n = 0;
  const rx = await startReceiver(() =>
    ++n === 2 ? new Response("<b>nope</b>", { status: 500 }) : new Response(null, { status: 204 })
  );
  const { deps, services, webhooks, accountId } = await harness();
  try {
    const ep = await webhooks.create(accountId, rx.url, BOTH);
    for (let i = 1; i <= 3; i++) {
      await recordCall(services, accountId, newCall(i, i !== 3), 7, true);
      // One at a time, so the receiver's answers map to calls in order.
      await waitFor(async () => (await stored(deps.kv, accountId, ep.id)).attemptSeq === i);
    }
    const test = await webhooks.sendTest(accountId, ep.id);
    const log = await recentAttempts(deps.kv, accountId, ep.id, deps.now());
    assert.deepEqual(log.map((a) => [a.seq, a.event, a.ok, a.status]), [
      [4, "test", true, 204],
      [3, "tool_call.failed", true, 204],
      [2, "tool_call.succeeded", false, 500],
      [1, "tool_call.succeeded", true, 204],
    ]);
    assert.equal(log[2].error, "Receiver answered 500: <b>nope</b>");
    assert.equal(log[0].deliveryId, test.deliveryId);
    const sentIds = rx.received.map((r) => r.headers.get("toolgate-delivery"));
    assert.deepEqual(log.map((a) => a.deliveryId).reverse(), sentIds, "one row per POST");
    for (const a of log) {
      assert.ok(a.durationMs >= 0 && a.durationMs < 60_000);
      assert.ok(Math.abs(Date.parse(a.at) - Date.now()) < 120_000);
      assert.ok(a.expiresAt > deps.now() + ATTEMPT_TTL_MS - 120_000);
    }
    // The endpoint's accounting and the log agree: they are one commit.
    const e = await stored(deps.kv, accountId, ep.id);
    assert.deepEqual([e.attemptSeq, e.lastStatus, e.consecutiveFailures], [4, 204, 0]);
  } finally {
    deps.kv.close();
    await webhooks.close();
    await rx.close();
  }
});

Deno.test("the log keeps the last 50 attempts and hides rows past 7 days", async () => {
  const { deps, webhooks, accountId } = await harness();
  try {
    const ep = await webhooks.create(accountId, "https://hooks.example.com/log", BOTH);
    for (let i = 1; i <= 62; i++) {
      const outcome: PostOutcome = {
        ok: i % 2 === 0,
        status: i % 2 === 0 ? 200 : null,
        error: i % 2 === 0 ? null : "Network error: connection refused",
        deliveryId: `d${i}`,
        timestamp: 1,
        startedAtMs: Date.now(),
        durationMs: i,
      };
      await webhooks.deliverer.recordAttempt(await stored(deps.kv, accountId, ep.id), outcome);
    }
    const log = await recentAttempts(deps.kv, accountId, ep.id, deps.now());
    assert.equal(log.length, 50);
    assert.deepEqual([log[0].deliveryId, log[49].deliveryId], ["d62", "d13"]);
    let rows = 0;
    for await (const _ of deps.kv.list({ prefix: keys.webhookAttempts(accountId, ep.id) })) rows++;
    assert.equal(rows, 50, "the ring never holds more than 50 rows");
    const later = deps.now() + ATTEMPT_TTL_MS + 1;
    assert.deepEqual(await recentAttempts(deps.kv, accountId, ep.id, later), []);
  } finally {
    deps.kv.close();
  }
});

Deno.test("deleting an endpoint deletes its log; a test records who sent it", async () => {
  const rx = await startReceiver();
  const { deps, webhooks, accountId } = await harness();
  try {
    const ep = await webhooks.create(accountId, rx.url, BOTH);
    const actor = { type: "user" as const, userId: "usr_1", email: "ada@example.com" };
    await webhooks.sendTest(accountId, ep.id, actor);
    assert.equal((await recentAttempts(deps.kv, accountId, ep.id, deps.now())).length, 1);
    const events = await recentEvents(deps.kv, accountId);
    assert.deepEqual(
      events.map((e) => [e.action, e.actor.type]),
      [["webhook.tested", "user"], ["webhook.created", "operator"]],
    );
    await webhooks.remove(accountId, ep.id, actor);
    let rows = 0;
    for await (const _ of deps.kv.list({ prefix: keys.webhookAttempts(accountId, ep.id) })) rows++;
    assert.equal(rows, 0);
    assert.equal((await recentEvents(deps.kv, accountId))[0].action, "webhook.deleted");
  } finally {
    deps.kv.close();
    await webhooks.close();
    await rx.close();
  }
});
