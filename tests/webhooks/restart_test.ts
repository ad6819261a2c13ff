import assert from "node:assert/strict";
import { startReceiver, testCa, waitFor } from "./_harness.ts";
import { createTestDeps } from "../_helpers/deps.ts";
import { createAccount } from "../../src/storage/accounts.ts";
import { WebhookService } from "../../src/webhooks/service.ts";
import type { OutboxEntry } from "../../src/webhooks/types.ts";

const N = 40;

function spawn(args: string[]) {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "tests/webhooks/_process.ts", ...args],
    stdout: "piped",
    stderr: "piped",
  }).spawn();
}

async function outbox(kvPath: string): Promise<OutboxEntry[]> {
  const kv = await Deno.openKv(kvPath);
  const all = await Array.fromAsync(kv.list<OutboxEntry>({ prefix: ["webhook_outbox"] }));
  kv.close();
  return all.map((e) => e.value);
}

Deno.test("[process] killed mid-delivery and restarted: no duplicate, no unattempted entry lost", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_wh_" });
  const kvPath = `${dir}/kv.sqlite3`;
  const caFile = `${dir}/ca.pem`;
  await Deno.writeTextFile(caFile, (await testCa()).caPem);
  const rx = await startReceiver(async () => {
    await new Promise((r) => setTimeout(r, 150));
    return new Response("ok");
  });
  // Set-up in this process, closed before the child opens the file.
  const kv = await Deno.openKv(kvPath);
  const deps = await createTestDeps({ kv, env: { TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" } });
  const account = await createAccount(kv, Date.now, { name: "Restart" });
  const webhooks = new WebhookService(deps, { resolve: () => Promise.resolve(["127.0.0.1"]) });
  await webhooks.create(account.id, rx.url, "tool_call.succeeded,tool_call.failed");
  kv.close();

  const first = spawn(["produce", kvPath, caFile, account.id, String(N)]);
  // Deliveries start while rows are still being committed: wait for the last commit first.
  const lines = first.stdout.pipeThrough(new TextDecoderStream()).getReader();
  for (let out = ""; !out.includes("committed");) {
    const { value, done } = await lines.read();
    if (done) break;
    out += value;
  }
  await waitFor(() => rx.received.length >= 5, 60_000, "first deliveries");
  first.kill("SIGKILL");
  await first.status;
  const killedAt = Date.now();
  await lines.cancel();
  await first.stderr.cancel();
  const atKill = await outbox(kvPath);
  assert.equal(atKill.length, N, "every entry was committed before the kill");
  const untouched = atKill.filter((e) => e.state === "queued").map((e) => e.id);
  assert.ok(untouched.length > 0, "some entries were never attempted");
  const before = rx.received.length;

  const second = spawn(["resume", kvPath, caFile, account.id, String(killedAt)]);
  const out = await second.output();
  assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
  const final = await outbox(kvPath);
  const ids = rx.received.map((r) => JSON.parse(new TextDecoder().decode(r.body)).id as string);
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  assert.ok([...counts.values()].every((c) => c === 1), "no row was POSTed twice");
  for (const id of untouched) {
    const e = final.find((x) => x.id === id)!;
    assert.equal(e.state, "sent", "never-attempted entries are delivered after the restart");
    assert.equal(counts.get(e.rowId), 1);
  }
  for (const e of final) {
    assert.ok(["sent", "unknown"].includes(e.state), `${e.id} ended ${e.state}`);
    if (e.state === "sent") assert.equal(counts.get(e.rowId), 1);
  }
  assert.equal(
    counts.size,
    final.filter((e) => e.state === "sent").length +
      final.filter((e) => e.state === "unknown" && counts.has(e.rowId)).length,
  );
  assert.ok(rx.received.length > before);
  await rx.close();
  await Deno.remove(dir, { recursive: true });
}); // deno-fmt-ignore

Deno.test("[process] two processes on one KV file race listener and sweeps: each entry once", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_wh_" });
  const kvPath = `${dir}/kv.sqlite3`;
  const caFile = `${dir}/ca.pem`;
  await Deno.writeTextFile(caFile, (await testCa()).caPem);
  const rx = await startReceiver();
  const kv = await Deno.openKv(kvPath);
  const deps = await createTestDeps({ kv, env: { TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" } });
  const account = await createAccount(kv, Date.now, { name: "Race" });
  const webhooks = new WebhookService(deps, { resolve: () => Promise.resolve(["127.0.0.1"]) });
  await webhooks.create(account.id, rx.url, "tool_call.succeeded,tool_call.failed");
  const { newCall, recordCall } = await import("./_harness.ts");
  const { createServices } = await import("../../src/services/mod.ts");
  const services = { ...createServices(deps), webhooks };
  for (let i = 0; i < N; i++) await recordCall(services, account.id, newCall(i));
  kv.close();
  // Both start on the queued messages and sweep at once; the claim lets one POST per entry.
  const now = String(Date.now());
  const [a, b] = [spawn(["resume", kvPath, caFile, account.id, now]), spawn(["resume", kvPath, caFile, account.id, now])];
  const [oa, ob] = await Promise.all([a.output(), b.output()]);
  assert.equal(oa.code, 0, new TextDecoder().decode(oa.stderr));
  assert.equal(ob.code, 0, new TextDecoder().decode(ob.stderr));
  const final = await outbox(kvPath);
  assert.ok(final.every((e) => e.state === "sent"), JSON.stringify(final.map((e) => e.state)));
  const ids = rx.received.map((r) => JSON.parse(new TextDecoder().decode(r.body)).id);
  assert.equal(ids.length, N);
  assert.equal(new Set(ids).size, N);
  await rx.close();
  await Deno.remove(dir, { recursive: true });
});
