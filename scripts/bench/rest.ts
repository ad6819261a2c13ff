/**
 * REST benchmark: authenticated GET /usage and GET /activity?limit=50 at 32 concurrent
 * connections over loopback HTTP on a file KV, against a floor measured in the same run: a bare
 * Deno.serve handler doing only the irreducible work of a request (API key digest lookup and
 * the rate-limit counter commit). Run: `deno run -A scripts/bench/rest.ts` (BENCH_SECONDS=5).
 */
import { join } from "node:path";
import { createApp } from "../../src/app.ts";
import { createServices } from "../../src/services/mod.ts";
import { loadConfig } from "../../src/config.ts";
import { DEFAULT_PLANS } from "../../src/domain/plans.ts";
import { SecretBox } from "../../src/lib/secret_box.ts";
import { silentLogger } from "../../src/lib/log.ts";
import { base64url, randomBytes } from "../../src/lib/crypto.ts";
import { createAccount } from "../../src/storage/accounts.ts";
import { createApiKey, verifyApiKey } from "../../src/storage/api_keys.ts";
import { createClient } from "../../src/storage/clients.ts";
import { FixedWindowLimiter } from "../../src/storage/rate_limit.ts";
import type { Deps } from "../../src/deps.ts";

const CONNECTIONS = 32;
const UNLIMITED = 1_000_000_000;

interface Figures {
  requests: number;
  failures: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * Runs the load in a worker thread, so the client's own work does not share the server's
 * JS thread; the worker rotates scenarios in one-second turns (see rest_load.ts).
 */
function load(
  urls: Record<string, string>,
  key: string,
  seconds: number,
): Promise<Record<string, Figures>> {
  const worker = new Worker(new URL("./rest_load.ts", import.meta.url), { type: "module" });
  return new Promise((resolve, reject) => {
    worker.onmessage = (e) => {
      worker.terminate();
      resolve(e.data);
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(e.error ?? new Error(e.message));
    };
    worker.postMessage({ urls, key, seconds, connections: CONNECTIONS });
  });
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

async function benchDeps(kv: Deno.Kv): Promise<Deps> {
  return {
    kv,
    config: loadConfig({ KV_PATH: "bench" }),
    now: Date.now,
    fetch: globalThis.fetch,
    plans: DEFAULT_PLANS,
    secrets: await SecretBox.fromBase64url(base64url(randomBytes(32))),
    log: silentLogger,
    catalog: [],
  };
}

/** The floor: only what every authenticated REST request must do. */
function floorHandler(kv: Deno.Kv) {
  const limiter = new FixedWindowLimiter(kv, Date.now);
  return async (req: Request) => {
    const key = req.headers.get("authorization")?.slice("Bearer ".length) ?? "";
    const pointer = await verifyApiKey(kv, key);
    if (pointer === null) return new Response("unauthorized", { status: 401 });
    const window = await limiter.hit("api", pointer.keyId, UNLIMITED);
    return Response.json({ remaining: window.remaining });
  };
}

export async function benchRest(): Promise<Record<string, unknown>> {
  const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? "5");
  const dir = await Deno.makeTempDir({ prefix: "toolgate-bench-rest-" });
  const kv = await Deno.openKv(join(dir, "kv.sqlite3"));
  const servers: Deno.HttpServer[] = [];
  try {
    const deps = await benchDeps(kv);
    const services = createServices(deps);
    const account = await createAccount(kv, Date.now, {
      name: "Bench",
      planOverride: { apiPerMinute: UNLIMITED },
    });
    const { key } = await createApiKey(kv, Date.now, account.id, "bench");
    const client = await createClient(kv, Date.now, {
      accountId: account.id,
      label: "bench",
      name: "bench",
      oauthClientId: null,
    });
    for (let i = 0; i < 200; i++) {
      await services.activity.append(account.id, {
        clientId: client.id,
        server: "Demo Notes",
        serverSlug: "demo-notes",
        tool: "add_note",
        qualifiedName: "demo-notes__add_note",
        ok: true,
        durationMs: 3,
        error: null,
        arguments: { title: `Note ${i}`, body: "x".repeat(200) },
        result: { content: [{ type: "text", text: `Saved note ${i}` }] },
        redacted: [],
        injectionFindings: [],
      }, 7);
    }
    const serve = (handler: (req: Request) => Response | Promise<Response>) => {
      const s = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, handler);
      servers.push(s);
      return `http://127.0.0.1:${s.addr.port}`;
    };
    const floorUrl = serve(floorHandler(kv));
    const apiUrl = serve(createApp(deps, services).fetch);
    const { floor, usage, activity } = await load(
      {
        floor: `${floorUrl}/`,
        usage: `${apiUrl}/api/v1/usage`,
        activity: `${apiUrl}/api/v1/activity?limit=50`,
      },
      key,
      seconds,
    );
    await services.lastUsed.flush();
    return {
      connections: CONNECTIONS,
      secondsPerScenario: seconds,
      floor,
      usage: { ...usage, ratioToFloor: round(usage.rps / floor.rps) },
      activity50: { ...activity, ratioToFloor: round(activity.rps / floor.rps) },
      target: "ratioToFloor >= 0.7",
    };
  } finally {
    await Promise.all(servers.map((s) => s.shutdown()));
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}

if (import.meta.main) {
  console.log(JSON.stringify(await benchRest(), null, 2));
}
