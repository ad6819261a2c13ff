/**
 * Several processes on one KV file: SQLite's "database is locked" must never reach a caller.
 * Three real service processes and an admin CLI process share one file while run_tool calls
 * (hard-limited and soft plans, an approval), REST reads and webhook deliveries run at once.
 */
import assert from "node:assert/strict";
import {
  baseEnv,
  freePort,
  runTool,
  type Service,
  setupTenant,
  startService,
  TEST_KEY,
  type ToolAnswer,
} from "./_service.ts";
import { startReceiver, testCa, waitFor } from "../webhooks/_harness.ts";
import { createTestDeps } from "../_helpers/deps.ts";
import { createApiKey } from "../../src/storage/api_keys.ts";
import { setPolicy } from "../../src/services/policies.ts";
import { WebhookService } from "../../src/webhooks/service.ts";
import { keys } from "../../src/storage/keys.ts";
import { utcMonth } from "../../src/domain/months.ts";
import type { ActivityRow } from "../../src/storage/activity.ts";
import { rangeStats } from "../../src/storage/usage_stats.ts";
import type { OutboxEntry } from "../../src/webhooks/types.ts";

const BUSY = /database is locked|database is busy/i;
const HARD_LIMIT = 100;
/** Concurrent loops per account, each making at least QUOTA calls. */
const LANES = 16;
const QUOTA = 12;
const RACERS = 12;
/** Sized for a loaded machine; on an idle one every entry settles in about a second. */
const SETTLE_BOUND_MS = 60_000;
const NOTE = { title: "Busy", body: "approved under contention" };

async function prepare(kvPath: string, publicUrl: string, hookUrl: string) {
  const hard = await setupTenant(kvPath, publicUrl, {
    includedCalls: HARD_LIMIT,
    hardLimit: true,
    burstPerMinute: 100_000,
  });
  const soft = await setupTenant(kvPath, publicUrl, { burstPerMinute: 100_000 }, "pro");
  const kv = await Deno.openKv(kvPath);
  try {
    const deps = await createTestDeps({ kv, env: { TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" } });
    const webhooks = new WebhookService(deps);
    const events = "tool_call.succeeded,tool_call.failed";
    for (const t of [hard, soft]) await webhooks.create(t.accountId, hookUrl, events);
    await setPolicy(deps, soft.accountId, "demo-notes__add_note", "approve");
    const apiKey = (await createApiKey(kv, Date.now, soft.accountId, "busy")).key;
    return { hard, soft, apiKey };
  } finally {
    kv.close();
  }
}

/** The admin CLI as a separate process on the same file: one more writer. */
async function approveByCli(dir: string, accountId: string, id: string) {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "src/cli/main.ts", "approval:approve", "--account", accountId, "--id", id],
    env: { KV_PATH: `${dir}/kv.sqlite3`, TOOLGATE_ENCRYPTION_KEY: TEST_KEY, LOG_LEVEL: "warn" },
  }).output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  assert.equal(out.code, 0, text);
  assert.doesNotMatch(text, BUSY);
}

/** Calls and failures the statistics counters hold over the days the rows fall on. */
async function countersOf(kv: Deno.Kv, accountId: string, rows: ActivityRow[]) {
  const days = rows.map((r) => r.createdAt.slice(0, 10)).sort();
  const stats = await rangeStats(kv, accountId, days[0], days.at(-1)!);
  const add = (pick: (d: (typeof stats)[number]) => number) =>
    BigInt(stats.reduce((n, d) => n + pick(d), 0));
  return { calls: add((d) => d.calls), failures: add((d) => d.failures) };
}

Deno.test("[faults] three processes on one KV file: no caller ever sees database is locked", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_busy_" });
  const caFile = `${dir}/ca.pem`;
  await Deno.writeTextFile(caFile, (await testCa()).caPem);
  const rx = await startReceiver(() => new Response("ok"), ["127.0.0.1"]);
  const ports = [freePort(), freePort(), freePort()];
  const env0 = baseEnv(dir, ports[0]);
  const t = await prepare(env0.KV_PATH, env0.PUBLIC_URL, `https://127.0.0.1:${rx.port}/hooks`);
  const extra = { TOOLGATE_ALLOW_PRIVATE_EGRESS: "true", DENO_CERT: caFile };
  let services: Service[] = [];
  const sent = { hard: 0, soft: 0 };
  try {
    services = await Promise.all(
      ports.map((p) => startService({ ...baseEnv(dir, p, ports[0]), ...extra })),
    );
    const answers: ToolAnswer[] = [];
    const restStatus: string[] = [];
    let stop = false;
    let turn = 0;
    const next = () => services[turn++ % services.length].url;
    const call = async (who: "hard" | "soft", name: string, args: Record<string, unknown>) => {
      sent[who]++;
      // A process that died or answered non-200 shows up as an answer the asserts reject.
      const a = await runTool(next(), t[who].token, name, args).catch((err) => ({
        isError: true,
        text: `no answer: ${err}`,
      }));
      answers.push(a);
      return a;
    };
    const lane = (who: "hard" | "soft") => async () => {
      for (let n = 0; !stop || n < QUOTA; n++) {
        await call(who, "demo-notes__echo", { text: `${n}` });
      }
    };
    const reader = async () => {
      for (let n = 0; !stop || n < QUOTA; n++) {
        const path = ["/activity?limit=5", "/usage", "/clients"][n % 3];
        const status = await fetch(`${next()}/api/v1${path}`, {
          headers: { authorization: `Bearer ${t.apiKey}` },
        }).then(async (res) => `${res.status} ${await res.text()}`, (err) => `no answer: ${err}`);
        restStatus.push(status.slice(0, 300));
      }
    };
    const load = Promise.all([
      ...Array.from({ length: LANES }, lane("hard")),
      ...Array.from({ length: LANES }, lane("soft")),
      ...Array.from({ length: 4 }, reader),
    ]);
    // An approval decided by another process while the load runs, then raced by RACERS calls.
    const first = await call("soft", "demo-notes__add_note", NOTE);
    const id = /request (apr_[0-9A-Za-z]+) is pending/.exec(first.text)?.[1];
    assert.ok(id, first.text);
    await approveByCli(dir, t.soft.accountId, id);
    const raced = await Promise.all(
      Array.from({ length: RACERS }, () => call("soft", "demo-notes__add_note", NOTE)),
    );
    stop = true;
    await load;

    const broken = answers.filter((a) => BUSY.test(a.text) || a.text.startsWith("no answer"));
    assert.deepEqual(broken.map((a) => a.text), []);
    assert.deepEqual(restStatus.filter((s) => !s.startsWith("200 ") || BUSY.test(s)), []);
    const ran = raced.filter((a) => !a.isError);
    assert.equal(ran.length, 1, `the approval ran exactly once: ${raced.map((a) => a.text)}`);
    assert.equal(ran[0].text, `Saved note "${NOTE.title}".`);
    const refused = answers.filter((a) => a.text.startsWith("Monthly limit reached")).length;
    assert.equal(refused, sent.hard - HARD_LIMIT, "the hard limit admitted exactly its calls");

    let outbox: OutboxEntry[] = [];
    await waitFor(
      async () => {
        const kv = await Deno.openKv(env0.KV_PATH);
        outbox = (await Array.fromAsync(kv.list<OutboxEntry>({ prefix: ["webhook_outbox"] })))
          .map((e) => e.value);
        kv.close();
        return outbox.length === sent.hard + sent.soft &&
          outbox.every((e) => e.state !== "queued" && e.state !== "sending");
      },
      SETTLE_BOUND_MS,
      "every webhook entry settled",
    );
    const posts = new Map<string, number>();
    for (const r of rx.received) {
      const rowId = JSON.parse(new TextDecoder().decode(r.body)).id as string;
      posts.set(rowId, (posts.get(rowId) ?? 0) + 1);
    }
    assert.deepEqual([...posts].filter(([, n]) => n > 1), [], "no webhook was POSTed twice");
    for (const e of outbox.filter((e) => e.state === "sent")) assert.equal(posts.get(e.rowId), 1);
    for (const s of services) assert.doesNotMatch(s.stderr(), BUSY);
  } finally {
    await Promise.all(services.map((s) => s.stop()));
    await rx.close();
  }
  const kv = await Deno.openKv(env0.KV_PATH);
  try {
    const month = utcMonth(Date.now());
    for (const who of ["hard", "soft"] as const) {
      const { accountId, poolId } = t[who];
      const rows = (await Array.fromAsync(
        kv.list<ActivityRow>({ prefix: keys.activities(accountId) }),
      )).map((e) => e.value);
      const calls = await kv.get<Deno.KvU64>(keys.usageCalls(poolId, month));
      const pending = await kv.get<Deno.KvU64>(keys.usagePending(poolId, month));
      assert.equal(rows.length, sent[who], `${who}: exactly one Activity row per call`);
      const failures = BigInt(rows.filter((r) => !r.ok).length);
      assert.equal(new Set(rows.map((r) => r.id)).size, rows.length, `${who}: row ids unique`);
      assert.equal(calls.value?.value, BigInt(rows.length), `${who}: usage counts every row`);
      assert.equal(pending.value?.value ?? 0n, 0n, `${who}: no admission left pending`);
      const counters = await countersOf(kv, accountId, rows);
      assert.equal(counters.calls, BigInt(rows.length), `${who}: stats`);
      assert.equal(counters.failures, failures, `${who}: failures`);
    }
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}); // deno-fmt-ignore
