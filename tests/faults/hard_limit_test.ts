import assert from "node:assert/strict";
import { baseEnv, freePort, runTool, setupTenant, startService } from "./_service.ts";
import { keys } from "../../src/storage/keys.ts";
import type { ActivityRow } from "../../src/storage/activity.ts";
import { utcMonth } from "../../src/domain/months.ts";

const LIMIT = 100;
const CALLS = 300;

/**
 * Sends `total` calls alternating between two processes: a first wave of `first` (under the
 * limit, so both processes admit some), then the rest at once. A single burst let whichever
 * process started first take the whole allowance, which the limit allows but the check of
 * both processes' share could not tell from a broken shared counter.
 */
async function inWaves<T>(first: number, total: number, call: (i: number) => Promise<T>) {
  const head = await Promise.all(Array.from({ length: first }, (_, i) => call(i)));
  const rest = await Promise.all(Array.from({ length: total - first }, (_, i) => call(first + i)));
  return [...head, ...rest];
}

Deno.test("[faults] two service processes on one KV file admit exactly the monthly hard limit", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_faults_" });
  const [p1, p2] = [freePort(), freePort()];
  const env1 = baseEnv(dir, p1);
  const tenant = await setupTenant(env1.KV_PATH, env1.PUBLIC_URL, {
    includedCalls: LIMIT,
    hardLimit: true,
    burstPerMinute: 100_000,
  });
  const a = await startService(env1);
  const b = await startService(baseEnv(dir, p2, p1));
  try {
    const answers = await inWaves(
      20,
      CALLS,
      (i) =>
        runTool(i % 2 === 0 ? a.url : b.url, tenant.token, "demo-notes__echo", { text: `c${i}` }),
    );
    const refused = answers.filter((r) => r.text.startsWith("Monthly limit reached"));
    const ran = answers.filter((r) => !r.isError);
    assert.equal(ran.length, LIMIT, "the client saw exactly the allowance run");
    assert.equal(refused.length, CALLS - LIMIT);
    const byProcess = [0, 1].map((p) => answers.filter((r, i) => i % 2 === p && !r.isError).length);
    assert.ok(byProcess.every((n) => n > 0), `both processes admitted calls: ${byProcess}`);
  } finally {
    await a.stop();
    await b.stop();
  }
  const kv = await Deno.openKv(env1.KV_PATH);
  try {
    const rows = await Array.fromAsync(
      kv.list<ActivityRow>({ prefix: keys.activities(tenant.accountId) }),
    );
    assert.equal(rows.length, CALLS, "one row per call");
    const admitted = rows.filter((r) => r.value.error?.code !== "monthly_limit");
    assert.equal(admitted.length, LIMIT, "rows: exactly the allowance admitted");
    const month = utcMonth(Date.now());
    const calls = await kv.get<Deno.KvU64>(keys.usageCalls(tenant.poolId, month));
    const pending = await kv.get<Deno.KvU64>(keys.usagePending(tenant.poolId, month));
    assert.equal(calls.value?.value, BigInt(CALLS), "every call counted toward the month");
    assert.equal(pending.value?.value ?? 0n, 0n, "no admission left pending");
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}); // deno-fmt-ignore

const BURST = 40;
const BURST_CALLS = 120;
const BURST_MARGIN_MS = 20_000;

Deno.test("[faults] two service processes on one KV file admit exactly the burst limit of a connection", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_faults_" });
  const [p1, p2] = [freePort(), freePort()];
  const env1 = baseEnv(dir, p1);
  const tenant = await setupTenant(env1.KV_PATH, env1.PUBLIC_URL, {
    includedCalls: 100_000,
    hardLimit: false,
    burstPerMinute: BURST,
  });
  const a = await startService(env1);
  const b = await startService(baseEnv(dir, p2, p1));
  try {
    // The window is the clock minute: start the burst (not the start-up, which no longer eats
    // the margin) where it cannot straddle a boundary. The burst took 0.9 s at load 16.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 60_000 - BURST_MARGIN_MS) {
      await new Promise((r) => setTimeout(r, 61_000 - intoMinute));
    }
    const startedAt = Date.now();
    const answers = await inWaves(
      10,
      BURST_CALLS,
      (i) =>
        runTool(i % 2 === 0 ? a.url : b.url, tenant.token, "demo-notes__echo", { text: `b${i}` }),
    );
    const endedAt = Date.now();
    const minuteOf = (t: number) => Math.floor(t / 60_000);
    assert.equal(minuteOf(endedAt), minuteOf(startedAt), "the burst stayed in one clock minute");
    const limited = answers.filter((r) => r.isError && r.text.startsWith("Rate limited"));
    const ran = answers.filter((r) => !r.isError);
    assert.equal(ran.length, BURST, "exactly the burst allowance ran");
    assert.equal(limited.length, BURST_CALLS - BURST, "every other call was rate limited");
    const byProcess = [0, 1].map((p) => answers.filter((r, i) => i % 2 === p && !r.isError).length);
    assert.ok(byProcess.every((n) => n > 0), `both processes admitted calls: ${byProcess}`);
  } finally {
    await a.stop();
    await b.stop();
    await Deno.remove(dir, { recursive: true });
  }
}); // deno-fmt-ignore
