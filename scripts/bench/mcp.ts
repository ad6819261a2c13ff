/**
 * run_tool through the gateway versus the same demo tool called directly on its upstream, in the
 * same run, at concurrency 1 and 32: p50/p99 latency and calls per second. The gateway (KV in
 * memory) runs on this thread on a loopback port; the demo upstream runs in its own Web Worker
 * and port, as a real upstream runs elsewhere, and the load generators run in Web Workers, so the
 * gateway's thread does only gateway work. Both paths call the same upstream.
 *
 *   deno run -A scripts/bench/mcp.ts            (BENCH_SECONDS=3 by default per measurement)
 */
import { createApp } from "../../src/app.ts";
import { createServices } from "../../src/services/mod.ts";
import { loadConfig } from "../../src/config.ts";
import { DEFAULT_PLANS } from "../../src/domain/plans.ts";
import { SecretBox } from "../../src/lib/secret_box.ts";
import { silentLogger } from "../../src/lib/log.ts";
import { parseCatalogueFile } from "../../src/catalog/catalogue_file.ts";
import { createAccount } from "../../src/storage/accounts.ts";
import { createClient } from "../../src/storage/clients.ts";
import { issueAccessToken } from "../../src/oauth/tokens.ts";
import { base64url, randomBytes } from "../../src/lib/crypto.ts";
import type { Deps } from "../../src/deps.ts";
import type { Hono } from "hono";

export interface Measurement {
  concurrency: number;
  calls: number;
  callsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

interface Job {
  url: string;
  token: string | null;
  gateway: boolean;
  concurrency: number;
  seconds: number;
}

function startUpstream(): Promise<{ origin: string; stop(): Promise<void> }> {
  const worker = new Worker(new URL("./mcp_upstream_worker.ts", import.meta.url), {
    type: "module",
  });
  return new Promise((resolve) => {
    worker.onmessage = (e) => {
      const origin = e.data.origin as string;
      resolve({
        origin,
        stop: () =>
          new Promise<void>((done) => {
            worker.onmessage = () => {
              worker.terminate();
              done();
            };
            worker.postMessage("stop");
          }),
      });
    };
    worker.postMessage("start");
  });
}

async function serveService(upstreamOrigin: string) {
  const holder: { app?: Hono } = {};
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    (req) => holder.app!.fetch(req),
  );
  const origin = `http://127.0.0.1:${server.addr.port}`;
  const config = loadConfig({ KV_PATH: ":memory:", PUBLIC_URL: origin, LOG_LEVEL: "error" });
  const text = await Deno.readTextFile(new URL("../../config/catalog.json", import.meta.url));
  const deps: Deps = {
    kv: await Deno.openKv(":memory:"),
    config,
    now: Date.now,
    fetch: globalThis.fetch,
    plans: DEFAULT_PLANS,
    secrets: await SecretBox.fromBase64url(base64url(randomBytes(32))),
    log: silentLogger,
    // The catalogue's demo endpoints point at the worker-hosted upstream.
    catalog: parseCatalogueFile(text, origin).map((s) => ({
      ...s,
      endpoint: s.endpoint.replace(origin, upstreamOrigin),
    })),
  };
  const services = createServices(deps);
  const app = createApp(deps, services);
  holder.app = app;
  return { origin, deps, services, server };
}

async function tokens(deps: Deps, mcpUrl: string, n: number): Promise<string[]> {
  const account = await createAccount(deps.kv, deps.now, {
    name: "bench",
    plan: "enterprise",
    planOverride: { burstPerMinute: 100_000_000, includedCalls: 1_000_000_000 },
  });
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const client = await createClient(deps.kv, deps.now, {
      accountId: account.id,
      label: `bench ${i}`,
      name: "bench",
      oauthClientId: null,
    });
    const { token } = await issueAccessToken(deps.kv, deps.now, {
      accountId: account.id,
      clientId: client.id,
      audience: mcpUrl,
      grantId: null,
      scope: "mcp",
      ttlMs: 3_600_000,
    });
    out.push(token);
  }
  return out;
}

function runWorker(job: Job): Promise<number[]> {
  const worker = new Worker(new URL("./mcp_worker.ts", import.meta.url), { type: "module" });
  return new Promise((resolve, reject) => {
    worker.onmessage = (e) => {
      worker.terminate();
      if (e.data.error) reject(new Error(e.data.error));
      else resolve(e.data.latencies as number[]);
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(e.error ?? new Error(e.message));
    };
    worker.postMessage(job);
  });
}

/**
 * CPU time this thread (the gateway's: Deno.pid is the main thread's id) has used, in ms, from
 * Linux /proc; null elsewhere. Per call it is a figure other load on the machine barely moves.
 */
function gatewayThreadCpuMs(): number | null {
  try {
    const stat = Deno.readTextFileSync(`/proc/self/task/${Deno.pid}/stat`);
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, 100 ticks a second
  } catch {
    return null;
  }
}

function loadAverage(): string | null {
  try {
    return Deno.readTextFileSync("/proc/loadavg").split(" ").slice(0, 3).join(" ");
  } catch {
    return null;
  }
}

function summarize(concurrency: number, seconds: number, latencies: number[]): Measurement {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    concurrency,
    calls: sorted.length,
    callsPerSecond: Math.round(sorted.length / seconds),
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
  };
}

/** Runs both paths at c=1 and c=32 with two load workers each; bounded by BENCH_SECONDS. */
export async function benchMcp(): Promise<Record<string, unknown>> {
  const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? "3");
  const upstream = await startUpstream();
  const svc = await serveService(upstream.origin);
  const mcpUrl = `${svc.origin}/mcp`;
  const direct = `${upstream.origin}/demo/demo-notes/mcp`;
  const gatewayTokens = await tokens(svc.deps, mcpUrl, 32);
  const results: Record<string, Measurement> = {};
  const cpu: Record<string, number | null> = {};
  const loadBefore = loadAverage();
  try {
    for (const concurrency of [1, 32]) {
      for (
        const [label, url, gateway] of [["direct", direct, false], [
          "gateway",
          mcpUrl,
          true,
        ]] as const
      ) {
        const workers = concurrency === 1 ? 1 : 2;
        const per = concurrency / workers;
        const cpuBefore = gatewayThreadCpuMs();
        const runs = await Promise.all(Array.from({ length: workers }, (_, w) =>
          runWorker({
            url,
            token: gateway ? gatewayTokens[w] : null,
            gateway,
            concurrency: per,
            seconds,
          })));
        results[`${label}_c${concurrency}`] = summarize(concurrency, seconds, runs.flat());
        const cpuAfter = gatewayThreadCpuMs();
        // Includes the 50 warm-up calls of each load worker.
        const calls = runs.flat().length + 50 * workers;
        cpu[`${label}_c${concurrency}`] = cpuBefore === null || cpuAfter === null
          ? null
          : Math.round((cpuAfter - cpuBefore) / calls * 1000) / 1000;
      }
    }
  } finally {
    await svc.services.warmups.idle();
    await svc.services.gateway.close();
    await svc.server.shutdown();
    svc.deps.kv.close();
    await upstream.stop();
  }
  const added = results.gateway_c1.p50Ms - results.direct_c1.p50Ms;
  return {
    tool: "demo-notes__echo (small text)",
    secondsPerMeasurement: seconds,
    ...results,
    addedP50MsAtC1: Math.round(added * 1000) / 1000,
    targetAddedP50MsAtC1: 2,
    gatewayCallsPerSecondAtC32: results.gateway_c32.callsPerSecond,
    targetGatewayCallsPerSecondAtC32: 1000,
    gatewayThreadCpuMsPerCall: { c1: cpu.gateway_c1, c32: cpu.gateway_c32 },
    loadAverage: { before: loadBefore, after: loadAverage() },
  };
}

if (import.meta.main) {
  console.log(JSON.stringify(await benchMcp(), null, 2));
}
