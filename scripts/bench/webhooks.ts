/**
 * Webhook delivery benchmark: signed deliveries per second to a local HTTPS receiver, and latency
 * from a call's commit to its receipt (p50/p99), for the queue path and the sweep path.
 *   deno run -A scripts/bench/webhooks.ts [--n 400]
 */
import { makeTestCa, serveTls } from "../../tests/_helpers/tls.ts";
import { loadConfig } from "../../src/config.ts";
import { DEFAULT_PLANS } from "../../src/domain/plans.ts";
import { SecretBox } from "../../src/lib/secret_box.ts";
import { silentLogger } from "../../src/lib/log.ts";
import { base64url, randomBytes } from "../../src/lib/crypto.ts";
import { createAccount } from "../../src/storage/accounts.ts";
import { createServices, type Services } from "../../src/services/mod.ts";
import { WebhookService } from "../../src/webhooks/service.ts";
import { createEgressFetch, readCapped } from "../../src/egress/pinned_fetch.ts";
import type { Deps } from "../../src/deps.ts";
import type { NewActivity } from "../../src/storage/activity.ts";

const HOST = "hooks.bench-receiver.dev";

interface Phase {
  deliveries: number;
  seconds: number;
  perSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
}

function pct(sorted: number[], p: number): number {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function call(i: number): NewActivity {
  return {
    clientId: "cli_bench",
    server: "Demo Notes",
    serverSlug: "demo-notes",
    tool: "add_note",
    qualifiedName: "demo-notes__add_note",
    ok: true,
    durationMs: 5,
    error: null,
    arguments: { i, text: "x".repeat(400) },
    result: { content: [{ type: "text", text: "ok" }] },
    redacted: [],
    injectionFindings: [],
  };
} // deno-fmt-ignore

async function setup(caPem: string) {
  const kv = await Deno.openKv(":memory:");
  const deps: Deps = {
    kv,
    config: loadConfig({ KV_PATH: ":memory:", TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" }),
    now: Date.now,
    fetch: globalThis.fetch,
    plans: DEFAULT_PLANS,
    secrets: await SecretBox.fromBase64url(base64url(randomBytes(32))),
    log: silentLogger,
    catalog: [],
  };
  const webhooks = new WebhookService(deps, {
    resolve: () => Promise.resolve(["127.0.0.1"]),
    caCerts: [caPem],
  });
  const services: Services = { ...createServices(deps), webhooks };
  const account = await createAccount(kv, Date.now, { name: "Bench" });
  return { deps, services, webhooks, accountId: account.id };
}

/** Commits `n` calls (at most `inFlight` at once, or paced `perSecond`) and times receipts. */
async function commitCalls(
  services: Services,
  accountId: string,
  n: number,
  committedAt: Map<string, number>,
  pace: { inFlight: number } | { perSecond: number },
  kick = false,
): Promise<void> {
  const one = async (i: number) => {
    const extra = await services.webhooks.rowMutationsFor(accountId, 7);
    const row = await services.activity.append(accountId, call(i), 7, extra);
    committedAt.set(row.id, performance.now());
    if (kick) services.webhooks.afterCommit(row.id);
  };
  if ("perSecond" in pace) {
    const gap = 1000 / pace.perSecond;
    const all: Promise<void>[] = [];
    for (let i = 0; i < n; i++) {
      all.push(one(i));
      await new Promise((r) => setTimeout(r, gap));
    }
    await Promise.all(all);
    return;
  }
  let next = 0;
  await Promise.all(Array.from({ length: pace.inFlight }, async () => {
    while (next < n) await one(next++);
  }));
}

function phase(latencies: number[], seconds: number): Phase {
  const lat = latencies.sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    deliveries: lat.length,
    seconds: r(seconds),
    perSecond: r(lat.length / seconds),
    latencyMs: { p50: r(pct(lat, 0.5)), p99: r(pct(lat, 0.99)), max: r(lat[lat.length - 1]) },
  };
}

function summarize(
  committedAt: Map<string, number>,
  receivedAt: Map<string, number>,
  t0: number,
): Phase {
  const lat = [...receivedAt].map(([id, t]) => t - (committedAt.get(id) ?? t));
  return phase(lat, (Math.max(...receivedAt.values()) - t0) / 1000);
} // deno-fmt-ignore

async function waitCount(map: Map<string, number>, n: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (map.size < n && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
  if (map.size < n) throw new Error(`only ${map.size} of ${n} deliveries arrived`);
}

/** The listener delivers; with `kick`, the run gate's afterCommit starts delivery in-process. */
async function queuePath(
  caPem: string,
  url: (p: string) => string,
  received: Map<string, number>,
  n: number,
  pace: { inFlight: number } | { perSecond: number },
  kick = false,
) {
  received.clear();
  const { deps, services, webhooks, accountId } = await setup(caPem);
  await webhooks.create(accountId, url("/queue"), "tool_call.succeeded,tool_call.failed");
  const listening = deps.kv.listenQueue((m) => webhooks.handleQueueMessage(m));
  const committedAt = new Map<string, number>();
  const t0 = performance.now();
  await commitCalls(services, accountId, n, committedAt, pace, kick);
  await waitCount(received, n, 300_000);
  await webhooks.close();
  deps.kv.close();
  await listening;
  return summarize(committedAt, received, t0);
} // deno-fmt-ignore

/** No listener: entries wait in the outbox until the sweep runs (as on Deno Deploy). */
async function sweepPath(caPem: string, url: (p: string) => string, received: Map<string, number>, n: number) {
  received.clear();
  const { deps, services, webhooks, accountId } = await setup(caPem);
  await webhooks.create(accountId, url("/sweep"), "tool_call.succeeded,tool_call.failed");
  const committedAt = new Map<string, number>();
  await commitCalls(services, accountId, n, committedAt, { inFlight: 16 });
  const t0 = performance.now();
  // createdAt can run a few ms ahead of the clock in a burst; take every entry.
  await webhooks.sweep({ queuedAgeMs: -60_000 });
  await waitCount(received, n, 300_000);
  // Latency here is measured from the sweep's start: in production an entry also waits for its
  // age threshold (30 s) plus the next cron minute.
  for (const id of committedAt.keys()) committedAt.set(id, t0);
  await webhooks.close();
  deps.kv.close();
  return summarize(committedAt, received, t0);
} // deno-fmt-ignore

/**
 * The ceiling on this machine: the same receiver and the same pooled egress client (keep-alive,
 * 64 in flight like the sender's default cap), with no KV, queue, signing or accounting.
 */
async function bareReceiver(caPem: string, url: (p: string) => string, n: number): Promise<Phase> {
  const f = createEgressFetch({ policy: { allowPrivate: true, resolve: () => Promise.resolve(["127.0.0.1"]) }, caCerts: [caPem] });
  const lat: number[] = [];
  const t0 = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: 64 }, async () => {
    while (next < n) {
      const body = JSON.stringify({ id: `bare-${next++}`, data: call(next) });
      const t = performance.now();
      const res = await f(url("/bare"), { method: "POST", body, signal: AbortSignal.timeout(8_000) });
      await readCapped(res, 1024);
      lat.push(performance.now() - t);
    }
  }));
  f.close();
  return phase(lat, (performance.now() - t0) / 1000);
} // deno-fmt-ignore

export async function benchWebhooks(opts: { n?: number } = {}): Promise<Record<string, unknown>> {
  const n = opts.n ?? 400;
  const ca = await makeTestCa();
  const leaf = await ca.issue([HOST]);
  const received = new Map<string, number>();
  const server = serveTls(async (req) => {
    const body = await req.json();
    received.set(body.id, performance.now());
    return new Response(null, { status: 204 });
  }, leaf);
  const url = (path: string) => `https://${HOST}:${server.port}${path}`;
  try {
    const bare = await bareReceiver(ca.caPem, url, n);
    const queueOnlyBurst = await queuePath(ca.caPem, url, received, n, { inFlight: 32 });
    const queueOnlyPaced20PerSecond = await queuePath(ca.caPem, url, received, Math.min(n, 200), { perSecond: 20 });
    const runGateBurst = await queuePath(ca.caPem, url, received, n, { inFlight: 32 }, true);
    const runGatePaced20PerSecond = await queuePath(ca.caPem, url, received, Math.min(n, 200), { perSecond: 20 }, true);
    const sweep = await sweepPath(ca.caPem, url, received, n);
    const ratio = (p: Phase) => Math.round((p.perSecond / bare.perSecond) * 100) / 100;
    return {
      n,
      bareReceiverKeepAlive: bare,
      queueOnlyBurst, queueOnlyPaced20PerSecond, runGateBurst, runGatePaced20PerSecond, sweep,
      ratioToBare: { queueOnlyBurst: ratio(queueOnlyBurst), runGateBurst: ratio(runGateBurst), sweep: ratio(sweep) },
      note: "deliveries/s = receipts / (last receipt - first commit); one process sends and receives on loopback",
    };
  } finally {
    await server.close();
  }
} // deno-fmt-ignore

if (import.meta.main) {
  const i = Deno.args.indexOf("--n");
  const n = i >= 0 ? Number(Deno.args[i + 1]) : undefined;
  console.log(JSON.stringify(await benchWebhooks({ n }), null, 2));
}
