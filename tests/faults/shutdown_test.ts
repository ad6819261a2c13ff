import assert from "node:assert/strict";
import {
  baseEnv,
  freePort,
  runTool,
  setupTenant,
  startService,
  type ToolAnswer,
} from "./_service.ts";
import { ActivityStore } from "../../src/storage/activity.ts";
import { serveFaulty } from "./_faulty_upstream.ts";
import { waitFor } from "../webhooks/_harness.ts";

const DRAIN_MS = 3_000;
/** Drain + cut grace + start-up of a loaded machine: an exit later than this is a hang. */
const EXIT_BOUND_MS = DRAIN_MS + 5_000 + 30_000;

interface Sent {
  tag: string;
  answer: ToolAnswer | null;
}

Deno.test("[faults] SIGTERM under load: answered calls all have rows, cut calls say so, exit in time", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_faults_" });
  const port = freePort();
  // A loopback upstream that counts the sleeps it started: SIGTERM waits for that event.
  const up = serveFaulty();
  const catalog = JSON.parse(await Deno.readTextFile("config/catalog.json"));
  catalog.servers.push({
    slug: "slow",
    name: "Slow",
    description: "sleeps on request",
    category: "demo",
    authType: "none",
    endpoint: up.url,
    defaultEnabled: true,
  });
  await Deno.writeTextFile(`${dir}/catalog.json`, JSON.stringify(catalog));
  const env = {
    ...baseEnv(dir, port),
    CATALOG_FILE: `${dir}/catalog.json`,
    DRAIN_TIMEOUT_MS: String(DRAIN_MS),
    LOG_LEVEL: "info",
  };
  const tenant = await setupTenant(env.KV_PATH, env.PUBLIC_URL, { burstPerMinute: 100_000 });
  const svc = await startService(env);
  const sent: Sent[] = [];
  const send = (tool: string, args: Record<string, unknown>, tag: string) => {
    const s: Sent = { tag, answer: null };
    sent.push(s);
    return runTool(svc.url, tenant.token, `slow__${tool}`, args)
      .then((a) => void (s.answer = a), () => {});
  };
  const inFlight: Promise<void>[] = [];
  // Short calls (finish inside the drain), long ones (cut at the deadline), and a stream of
  // echo calls that keeps arriving while the process stops accepting.
  for (let i = 0; i < 10; i++) inFlight.push(send("sleep", { ms: 800 + i }, `short-${i}`));
  for (let i = 0; i < 4; i++) inFlight.push(send("sleep", { ms: 50_000 + i }, `long-${i}`));
  let streaming = true;
  const stream = (async () => {
    for (let i = 0; streaming; i++) await send("ok", { text: `e${i}` }, `echo-${i}`);
  })();
  await waitFor(() => up.seen.sleeping >= 14, 60_000, "every sleep running upstream");
  const signalled = Date.now();
  svc.child.kill("SIGTERM");
  const status = await Promise.race([
    svc.child.status,
    new Promise<null>((r) => setTimeout(() => r(null), EXIT_BOUND_MS)),
  ]);
  const exitedAfter = Date.now() - signalled;
  streaming = false;
  if (status === null) await svc.stop();
  await Promise.all(inFlight);
  await stream;
  assert.ok(status !== null, `exited within ${EXIT_BOUND_MS} ms`);
  assert.equal(status.code, 0, svc.stderr());
  assert.ok(exitedAfter >= DRAIN_MS - 100, `long calls held the drain (${exitedAfter} ms)`);

  const kv = await Deno.openKv(env.KV_PATH);
  try {
    const { rows } = await new ActivityStore(kv, Date.now).list(tenant.accountId, {
      limit: 10_000,
      retentionDays: 30,
    });
    const tagOf = (args: unknown) => {
      const a = args as { ms?: number; text?: string };
      if (a.text !== undefined) return `echo-${a.text.slice(1)}`;
      return a.ms! >= 50_000 ? `long-${a.ms! - 50_000}` : `short-${a.ms! - 800}`;
    };
    const byTag = new Map(rows.map((r) => [tagOf(r.arguments), r]));
    assert.equal(byTag.size, rows.length, "one row per call");
    const answered = sent.filter((s) => s.answer !== null);
    assert.ok(answered.length >= 14, `the calls in flight were answered (${answered.length})`);
    for (const s of answered) {
      const row = byTag.get(s.tag);
      assert.ok(row, `${s.tag} was answered and has its row`);
      assert.equal(row.ok, !s.answer!.isError, `${s.tag}: row and answer agree`);
    }
    for (let i = 0; i < 10; i++) assert.equal(byTag.get(`short-${i}`)?.ok, true, "drained");
    for (let i = 0; i < 4; i++) {
      const row = byTag.get(`long-${i}`)!;
      assert.equal(row.ok, false);
      assert.equal(row.error?.code, "upstream_error");
      assert.match(row.error!.message, /may or may not have run/);
      const answer = sent.find((s) => s.tag === `long-${i}`)!.answer!;
      assert.match(answer.text, /may or may not have run/);
    }
  } finally {
    kv.close();
    await up.close();
    await Deno.remove(dir, { recursive: true });
  }
}); // deno-fmt-ignore
