/**
 * App benchmark: the Overview, Activity (first page, a 10% filter, a 0.1% filter that meets the
 * scan budget), Usage and Servers pages rendered through the real app in process (`app.fetch`
 * with a session cookie), for an account holding 1,000 rows and one holding 100,000, side by
 * side, against the REST floor of rest.ts (API key lookup + rate-limit commit) timed the same way.
 * Rows are seeded with direct atomic writes (100 per commit) laid out as ActivityStore writes
 * them: metadata with the payload inline, the client and id indexes, and the same statistics
 * mutation. Run: `deno run -A scripts/bench/app.ts` (BENCH_ROUNDS=200 requests per page, size, turn).
 */
import { join } from "node:path";
import { createApp } from "../../src/app.ts";
import { createServices } from "../../src/services/mod.ts";
import { loadConfig } from "../../src/config.ts";
import { DEFAULT_PLANS } from "../../src/domain/plans.ts";
import { SecretBox } from "../../src/lib/secret_box.ts";
import { silentLogger } from "../../src/lib/log.ts";
import { base64url, randomBytes } from "../../src/lib/crypto.ts";
import { parseCatalogueFile } from "../../src/catalog/catalogue_file.ts";
import { createApiKey, verifyApiKey } from "../../src/storage/api_keys.ts";
import { createClient } from "../../src/storage/clients.ts";
import { createUserWithAccount } from "../../src/storage/users.ts";
import { FixedWindowLimiter } from "../../src/storage/rate_limit.ts";
import { keys } from "../../src/storage/keys.ts";
import { statsMutation } from "../../src/storage/usage_stats.ts";
import { createSession } from "../../src/web/session.ts";
import type { Deps } from "../../src/deps.ts";

const SIZES = [1_000, 100_000];
const ROUNDS = Number(Deno.env.get("BENCH_ROUNDS") ?? "200");
const TURNS = 3;
const DAY_MS = 86_400_000;
const TOOLS = [["demo-notes", "echo"], ["demo-notes", "add_note"], [
  "demo-weather",
  "get_forecast",
]];

/** One row's writes, as ActivityStore.#writeRow lays them out (7-day retention). */
function writeRow(
  op: Deno.AtomicOperation,
  accountId: string,
  clientId: string,
  j: number,
  ms: number,
) {
  const [slug, tool] = TOOLS[j % TOOLS.length];
  const failed = j % 10 === 0;
  const code = j % 1000 === 0 ? "policy_denied" : "unknown_tool";
  const id = crypto.randomUUID();
  const row = {
    id,
    createdAt: new Date(ms).toISOString(),
    clientId,
    server: slug,
    serverSlug: slug,
    tool,
    qualifiedName: `${slug}__${tool}`,
    ok: !failed,
    durationMs: j % 700,
    error: failed ? { code, message: "Refused" } : null,
  };
  const payload = JSON.stringify({
    arguments: { title: `Note ${j}`, body: "x".repeat(200) },
    result: failed ? null : { content: [{ type: "text", text: `Saved note ${j}` }] },
    redacted: [],
    injectionFindings: [],
  });
  const ttl = 7 * DAY_MS;
  op.set(keys.activity(accountId, ms, id), {
    ...row,
    expiresAt: ms + ttl,
    inline: payload,
    chunks: 0,
  })
    .set(keys.activityByClient(accountId, clientId, ms, id), id)
    .set(keys.activityById(accountId, id), ms);
  statsMutation(accountId)(op, row);
}

async function seed(kv: Deno.Kv, accountId: string, clientIds: string[], n: number) {
  const start = Date.now() - 6 * DAY_MS;
  const step = Math.floor((6 * DAY_MS) / n);
  for (let i = 0; i < n; i += 100) {
    const op = kv.atomic();
    for (let j = i; j < Math.min(n, i + 100); j++) {
      writeRow(op, accountId, clientIds[j % clientIds.length], j, start + j * step);
    }
    const res = await op.commit();
    if (!res.ok) throw new Error("seed commit failed");
  }
  await kv.set(keys.activityClock(accountId), start + n * step);
}

async function benchDeps(kv: Deno.Kv): Promise<Deps> {
  const origin = "http://127.0.0.1:9";
  const text = await Deno.readTextFile(new URL("../../config/catalog.json", import.meta.url));
  return {
    kv,
    config: loadConfig({ KV_PATH: "bench", PUBLIC_URL: origin }),
    now: Date.now,
    fetch: globalThis.fetch,
    plans: DEFAULT_PLANS,
    secrets: await SecretBox.fromBase64url(base64url(randomBytes(32))),
    log: silentLogger,
    catalog: parseCatalogueFile(text, origin),
  };
}

type Probe = () => Promise<void>;

/** Per-request times of `rounds` calls (ms). */
async function sample(rounds: number, fn: Probe): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
}

const round = (n: number) => Math.round(n * 100) / 100;

interface Tenant {
  n: number;
  probes: Record<string, Probe>;
}

/** An account of `n` rows with a signed-in member, 5 clients and an API key; its page probes. */
async function tenant(
  kv: Deno.Kv,
  app: { fetch: (r: Request) => Response | Promise<Response> },
  n: number,
) {
  const { user, account } = await createUserWithAccount(kv, Date.now, {
    email: `bench${n}@example.com`,
    passwordHash: "unused",
    accountName: `Bench ${n}`,
  });
  await kv.set(keys.account(account.id), {
    ...account,
    planOverride: { apiPerMinute: 1_000_000_000 },
  });
  const clientIds: string[] = [];
  for (let c = 0; c < 5; c++) {
    const made = await createClient(kv, Date.now, {
      accountId: account.id,
      label: `c${c}`,
      name: `client ${c}`,
      oauthClientId: null,
    });
    clientIds.push(made.id);
  }
  const t0 = performance.now();
  await seed(kv, account.id, clientIds, n);
  const seedSeconds = round((performance.now() - t0) / 1000);
  const { token } = await createSession(kv, Date.now, user);
  const { key } = await createApiKey(kv, Date.now, account.id, "bench");
  const get = (url: string, headers: Record<string, string>, check: (html: string) => boolean) => {
    return async () => {
      const res = await app.fetch(new Request(`http://127.0.0.1:9${url}`, { headers }));
      const text = await res.text();
      if (res.status !== 200 || !check(text)) throw new Error(`${url}: ${res.status}`);
    };
  };
  const page = (path: string, check: (html: string) => boolean = () => true) =>
    get(`/app${path}`, { cookie: `tg_session=${token}` }, check);
  const rowLinks = (html: string) =>
    (html.match(/href="\/app\/activity\/[0-9a-f-]{36}"/g) ?? []).length;
  const probes: Record<string, Probe> = {
    overview: page(
      "",
      (h) => h.includes(`${(n * 9 / 10).toLocaleString("en-US")} calls succeeded`),
    ),
    activity: page("/activity", (h) => rowLinks(h) === 50),
    activityFailed: page("/activity?outcome=failed", (h) => rowLinks(h) === 50),
    activityRare: page(
      "/activity?code=policy_denied",
      (h) => rowLinks(h) >= 1 || h.includes("Searched"),
    ),
    usage: page("/usage", (h) => h.includes("demo-notes__echo")),
    restActivity50: get(
      "/api/v1/activity?limit=50",
      { authorization: `Bearer ${key}` },
      () => true,
    ),
  };
  return { tenant: { n, probes } as Tenant, seedSeconds, key, token };
}

/** The floor of rest.ts, called in process: API key digest lookup and the rate-limit commit. */
function floorProbe(kv: Deno.Kv, key: string): Probe {
  const limiter = new FixedWindowLimiter(kv, Date.now);
  return async () => {
    const pointer = await verifyApiKey(kv, key);
    if (pointer === null) throw new Error("floor: key not found");
    await limiter.hit("api", pointer.keyId, 1_000_000_000);
  };
}

export async function benchApp(): Promise<Record<string, unknown>> {
  const dir = await Deno.makeTempDir({ prefix: "toolgate-bench-app-" });
  const kv = await Deno.openKv(join(dir, "kv.sqlite3"));
  try {
    const deps = await benchDeps(kv);
    const app = createApp(deps, createServices(deps));
    const seeded: Record<string, number> = {};
    const made = [];
    for (const n of SIZES) {
      const m = await tenant(kv, app, n);
      made.push(m);
      seeded[String(n)] = m.seedSeconds;
    }
    const tenants = made.map((m) => m.tenant);
    const floorKey = made[0].key;
    // The Servers page belongs to another branch; until it is merged, REST GET /servers (the same
    // listServers read model) stands in for it.
    const probeRes = await app.fetch(new Request("http://127.0.0.1:9/app/servers"));
    await probeRes.body?.cancel();
    const serversPath = probeRes.status === 404 ? null : "/app/servers";
    for (const m of made) m.tenant.probes.servers = serversProbe(app, serversPath, m);
    const servers = serversPath ?? "REST GET /api/v1/servers (no /app/servers page on this branch)";
    const floor = floorProbe(kv, floorKey);
    const samples: Record<string, Record<string, number[]>> = {};
    // Turn 0 warms the JIT and caches and is not counted; sizes alternate so background SQLite
    // work falls on both alike.
    for (let turn = 0; turn <= TURNS; turn++) {
      const f = await sample(ROUNDS, floor);
      if (turn > 0) (samples.floor ??= { all: [] }).all.push(...f);
      for (const t of tenants) {
        for (const [name, probe] of Object.entries(t.probes)) {
          const xs = await sample(ROUNDS, probe);
          if (turn > 0) ((samples[name] ??= {})[String(t.n)] ??= []).push(...xs);
        }
      }
    }
    return report(samples, seeded, servers);
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}

/** Servers: the app page when this branch has it, else REST GET /servers (same read model). */
function serversProbe(
  app: { fetch: (r: Request) => Response | Promise<Response> },
  path: string | null,
  made: { key: string; token: string },
): Probe {
  const headers: Record<string, string> = path === null
    ? { authorization: `Bearer ${made.key}` }
    : { cookie: `tg_session=${made.token}` };
  const url = `http://127.0.0.1:9${path ?? "/api/v1/servers"}`;
  return async () => {
    const res = await app.fetch(new Request(url, { headers }));
    await res.text();
    if (res.status !== 200) throw new Error(`servers: ${res.status}`);
  };
}

function report(
  samples: Record<string, Record<string, number[]>>,
  seeded: Record<string, number>,
  servers: string,
) {
  const floorP50 = pct(samples.floor.all, 0.5);
  const pages: Record<string, unknown> = {};
  for (const [name, bySize] of Object.entries(samples)) {
    if (name === "floor") continue;
    const fig = (n: number) => {
      const xs = bySize[String(n)];
      return { p50Ms: round(pct(xs, 0.5)), p99Ms: round(pct(xs, 0.99)) };
    };
    const small = fig(SIZES[0]);
    const big = fig(SIZES[1]);
    pages[name] = {
      [String(SIZES[0])]: small,
      [String(SIZES[1])]: big,
      p50Ratio100kTo1k: round(big.p50Ms / small.p50Ms),
      p50ToFloor: round(big.p50Ms / floorP50),
    };
  }
  return {
    roundsPerTurn: ROUNDS,
    turns: TURNS,
    seedSeconds: seeded,
    servers,
    floor: { p50Ms: round(floorP50), p99Ms: round(pct(samples.floor.all, 0.99)) },
    pages,
    target: "p99 <= 50 ms at 100,000 rows; p50Ratio100kTo1k about 1",
  };
}

if (import.meta.main) console.log(JSON.stringify(await benchApp(), null, 2));
