import assert from "node:assert/strict";
import {
  harness,
  newCall,
  recordCall,
  settledEntries,
  startReceiver,
  waitFor,
} from "../webhooks/_harness.ts";
import { accountWithKey } from "../_helpers/deps.ts";
import { keys } from "../../src/storage/keys.ts";
import type { WebhookEndpoint } from "../../src/webhooks/types.ts";

const BOTH = "tool_call.succeeded,tool_call.failed";
/** Far longer than the healthy bound below: a healthy POST stuck behind the hang would show. */
const HANG_TIMEOUT_MS = 60_000;
/** Sized for a loaded machine; the hanging receiver holds its attempts for a minute. */
const HEALTHY_BOUND_MS = 20_000;

Deno.test("[faults] a hanging receiver delays only itself: the healthy account's deliveries flow", async () => {
  const hang = Promise.withResolvers<void>();
  const stuck = await startReceiver(async () => {
    await hang.promise;
    return new Response("late");
  });
  const healthy = await startReceiver();
  // Few slots in all, so a shared pool would be filled by the hanging endpoint at once.
  const { deps, services, webhooks, accountId } = await harness({
    maxConcurrent: 6,
    perEndpoint: 2,
    timeoutMs: HANG_TIMEOUT_MS,
  });
  const other = (await accountWithKey(deps)).account.id;
  try {
    await webhooks.create(accountId, stuck.url, BOTH);
    await webhooks.create(other, healthy.url, BOTH);
    const committed = new Map<string, number>();
    for (let i = 0; i < 20; i++) {
      await recordCall(services, accountId, newCall(i), 7, true);
      const row = await recordCall(services, other, newCall(100 + i), 7, true);
      committed.set(row.id, Date.now());
    }
    await waitFor(() => healthy.received.length === 20, HEALTHY_BOUND_MS, "healthy deliveries");
    const latencies = healthy.received.map((r) => {
      const id = JSON.parse(new TextDecoder().decode(r.body)).id as string;
      return r.at - committed.get(id)!;
    });
    assert.ok(Math.max(...latencies) < HEALTHY_BOUND_MS, `latencies ${latencies}`);
    assert.ok(stuck.received.length <= 2, "the hanging endpoint holds at most its own two slots");
  } finally {
    hang.resolve();
    await webhooks.drain(HANG_TIMEOUT_MS);
    await webhooks.close();
    deps.kv.close();
    await stuck.close();
    await healthy.close();
  }
}); // deno-fmt-ignore

Deno.test("[faults] the 20th failure stops new attempts: only those already in flight finish", async () => {
  const rx = await startReceiver(async () => {
    await new Promise((r) => setTimeout(r, 20));
    return new Response("down", { status: 503 });
  });
  const perEndpoint = 4;
  const { deps, services, webhooks, accountId } = await harness({ perEndpoint });
  try {
    const ep = await webhooks.create(accountId, rx.url, BOTH);
    const rows = 60;
    // Every row commits before any delivery starts: once the endpoint is off, later rows would
    // get no outbox entry at all, and this test is about entries that already exist.
    const committed = [];
    for (let i = 0; i < rows; i++) committed.push(await recordCall(services, accountId, newCall(i)));
    for (const row of committed) webhooks.afterCommit(row.id);
    const all = await settledEntries(deps.kv, rows, 60_000);
    const stored = (await deps.kv.get<WebhookEndpoint>(keys.webhookEndpoint(accountId, ep.id)))
      .value!;
    assert.equal(stored.enabled, false, "switched off");
    const failed = all.filter((e) => e.state === "failed").length;
    assert.equal(rx.received.length, failed, "every POST was accounted as a failure");
    assert.equal(stored.consecutiveFailures, failed);
    assert.ok(failed >= 20, `${failed} failures`);
    // At the 20th failure at most perEndpoint - 1 others were in flight; none started later.
    assert.ok(failed <= 20 + perEndpoint - 1, `${failed} attempts went out`);
    const skipped = all.filter((e) => e.state === "skipped");
    assert.equal(skipped.length, rows - failed);
    assert.ok(skipped.every((e) => e.error === "Endpoint is switched off"));
  } finally {
    await webhooks.close();
    deps.kv.close();
    await rx.close();
  }
});
