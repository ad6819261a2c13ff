/**
 * Deploy mode as Deno Deploy runs it: no KV queue, deliveries started in-process after the
 * commit, the leased sweep for the rest. Three real service processes share one KV file.
 */
import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { baseEnv, freePort, runTool, setupTenant, startService } from "../faults/_service.ts";
import { startReceiver, testCa, waitFor } from "../webhooks/_harness.ts";
import { createTestDeps } from "../_helpers/deps.ts";
import { WebhookService } from "../../src/webhooks/service.ts";
import { keys } from "../../src/storage/keys.ts";
import type { OutboxEntry } from "../../src/webhooks/types.ts";

const CALLS_PER_PROCESS = 60;
/** The per-endpoint cap of each process: 3 × 4 POSTs held at once means all three are sending. */
const PER_ENDPOINT = 4;
/** Sized for a loaded machine; a lease left by the killed process lasts up to 55 s. */
const SETTLE_BOUND_MS = 150_000;

async function outbox(kvPath: string): Promise<OutboxEntry[]> {
  const kv = await Deno.openKv(kvPath);
  try {
    return (await Array.fromAsync(kv.list<OutboxEntry>({ prefix: ["webhook_outbox"] })))
      .map((e) => e.value);
  } finally {
    kv.close();
  }
}

async function endpointFor(kvPath: string, accountId: string, url: string) {
  const kv = await Deno.openKv(kvPath);
  try {
    const deps = await createTestDeps({ kv, env: { TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" } });
    const webhooks = new WebhookService(deps);
    await webhooks.create(accountId, url, "tool_call.succeeded,tool_call.failed");
  } finally {
    kv.close();
  }
}

Deno.test("[deploy] three deploy-mode processes, one killed mid-delivery: each webhook at most once, all settled", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_deploy_" });
  const caFile = `${dir}/ca.pem`;
  await Deno.writeTextFile(caFile, (await testCa()).caPem);
  // Every POST is held until the kill, so the killed process is surely mid-delivery.
  const hold = Promise.withResolvers<void>();
  let pending = 0;
  const rx = await startReceiver(async () => {
    pending++;
    await hold.promise;
    await new Promise((r) => setTimeout(r, 20));
    pending--;
    return new Response("ok");
  }, ["127.0.0.1"]);
  const ports = [freePort(), freePort(), freePort()];
  const env0 = baseEnv(dir, ports[0]);
  const tenant = await setupTenant(env0.KV_PATH, env0.PUBLIC_URL, { burstPerMinute: 100_000 });
  await endpointFor(env0.KV_PATH, tenant.accountId, `https://127.0.0.1:${rx.port}/hooks`);
  const extra = {
    DEPLOY_MODE: "true",
    TOOLGATE_ALLOW_PRIVATE_EGRESS: "true",
    DENO_CERT: caFile,
    TOOLGATE_TEST_SWEEP_INTERVAL_MS: "500",
  };
  const services = await Promise.all(
    ports.map((p) => startService({ ...baseEnv(dir, p, ports[0]), ...extra })),
  );
  const victim = services[2];
  try {
    assert.match(victim.stdout(), /deploy mode/);
    const calls = services.flatMap((s) =>
      Array.from(
        { length: CALLS_PER_PROCESS },
        (_, i) =>
          runTool(s.url, tenant.token, "demo-notes__echo", { text: `c${i}` }).catch(() => null),
      )
    );
    await waitFor(() => pending >= 3 * PER_ENDPOINT, 60_000, "every process sending");
    const killed = await victim.stop("SIGKILL");
    assert.equal(killed.signal, "SIGKILL");
    hold.resolve();
    const answers = await Promise.all(calls);
    assert.ok(answers.filter((a) => a !== null && !a.isError).length >= 2 * CALLS_PER_PROCESS);
    let final: OutboxEntry[] = [];
    const open = (e: OutboxEntry) => e.state === "queued" || e.state === "sending";
    await waitFor(
      async () => {
        await new Promise((r) => setTimeout(r, 250));
        final = await outbox(env0.KV_PATH);
        return final.length > 0 && !final.some(open);
      },
      SETTLE_BOUND_MS,
      "every entry settled",
    );
    // Each row's id is the event id: every webhook was POSTed at most once.
    const counts = new Map<string, number>();
    for (const r of rx.received) {
      const id = JSON.parse(new TextDecoder().decode(r.body)).id as string;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const twice = [...counts].filter(([, n]) => n > 1);
    assert.deepEqual(twice, [], "no webhook was POSTed twice");
    const states = Object.groupBy(final, (e) => e.state);
    assert.deepEqual(Object.keys(states).filter((s) => !["sent", "unknown"].includes(s)), []);
    // The victim's claims in flight are closed unknown, never re-sent; its queue went to others.
    const unknown = states.unknown ?? [];
    assert.ok(unknown.length >= 1 && unknown.length <= PER_ENDPOINT, `unknown ${unknown.length}`);
    for (const e of states.sent ?? []) assert.equal(counts.get(e.rowId), 1, e.id);
    assert.equal(counts.size, (states.sent ?? []).length + unknown.length);
    const kv = await Deno.openKv(env0.KV_PATH);
    const rows = await Array.fromAsync(kv.list({ prefix: keys.activities(tenant.accountId) }));
    kv.close();
    assert.equal(final.length, rows.length, "one outbox entry per Activity row");
    const db = new DatabaseSync(env0.KV_PATH, { readOnly: true });
    const queued = db.prepare("select count(*) as n from queue").get() as { n: number };
    db.close();
    assert.equal(queued.n, 0, "deploy mode enqueued nothing");
  } finally {
    hold.resolve();
    for (const s of services) await s.stop();
    await rx.close();
    await Deno.remove(dir, { recursive: true });
  }
}); // deno-fmt-ignore
