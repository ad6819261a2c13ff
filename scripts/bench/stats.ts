/**
 * Statistics benchmark: GET /api/v1/clients and GET /api/v1/usage (through the real app, in
 * process) on an account holding 100 rows and one holding 100,000 rows, side by side, as a
 * ratio. For contrast it also times what GET /clients did before the counters: a scan of the
 * account's client index. Rows are seeded with direct atomic writes (100 per commit) that carry
 * the same statistics mutation as the store's own append. Run: `deno run -A scripts/bench/stats.ts`.
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
import { createApiKey } from "../../src/storage/api_keys.ts";
import { createClient } from "../../src/storage/clients.ts";
import { keys } from "../../src/storage/keys.ts";
import { statsMutation } from "../../src/storage/usage_stats.ts";

const SIZES = [100, 100_000];
const CLIENTS = 5;
const ROUNDS = Number(Deno.env.get("BENCH_ROUNDS") ?? "200");
const DAY_MS = 86_400_000;

/** Rows spread over the last 6 days, `perCommit` to a commit, as the store lays them out. */
async function seed(kv: Deno.Kv, accountId: string, clientIds: string[], n: number) {
  const start = Date.now() - 6 * DAY_MS;
  const step = Math.max(1, Math.floor((6 * DAY_MS) / n));
  const count = statsMutation(accountId);
  for (let i = 0; i < n; i += 100) {
    const op = kv.atomic();
    for (let j = i; j < Math.min(n, i + 100); j++) {
      const ms = start + j * step;
      const id = crypto.randomUUID();
      const clientId = clientIds[j % clientIds.length];
      const row = {
        id,
        createdAt: new Date(ms).toISOString(),
        clientId,
        server: "Demo Notes",
        serverSlug: "demo-notes",
        tool: "echo",
        qualifiedName: "demo-notes__echo",
        ok: j % 10 !== 0,
        durationMs: j % 700,
        error: j % 10 === 0 ? { code: "upstream_error", message: "x" } : null,
      };
      const meta = { ...row, expiresAt: ms + 7 * DAY_MS, inline: "{}", chunks: 0 };
      op.set(keys.activity(accountId, ms, id), meta)
        .set(keys.activityByClient(accountId, clientId, ms, id), id);
      count(op, row);
    }
    await op.commit();
  }
}

async function timeMs(rounds: number, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 10; i++) await fn(); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) await fn();
  return (performance.now() - t0) / rounds;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export async function benchStats(): Promise<Record<string, unknown>> {
  const dir = await Deno.makeTempDir({ prefix: "toolgate-bench-stats-" });
  const kv = await Deno.openKv(join(dir, "kv.sqlite3"));
  try {
    const deps = {
      kv,
      config: loadConfig({ KV_PATH: "bench" }),
      now: Date.now,
      fetch: globalThis.fetch,
      plans: DEFAULT_PLANS,
      secrets: await SecretBox.fromBase64url(base64url(randomBytes(32))),
      log: silentLogger,
      catalog: [],
    };
    const app = createApp(deps, createServices(deps));
    const figures: Record<string, Record<string, number>> = {};
    const tenants: {
      n: number;
      clients: () => Promise<unknown>;
      usage: () => Promise<unknown>;
      scan: () => Promise<unknown>;
    }[] = [];
    for (const n of SIZES) {
      const account = await createAccount(kv, Date.now, {
        name: `Bench ${n}`,
        planOverride: { apiPerMinute: 1_000_000_000, auditRetentionDays: 7 },
      });
      const { key } = await createApiKey(kv, Date.now, account.id, "bench");
      const clientIds: string[] = [];
      for (let c = 0; c < CLIENTS; c++) {
        const made = await createClient(kv, Date.now, {
          accountId: account.id,
          label: `c${c}`,
          name: `client ${c}`,
          oauthClientId: null,
        });
        clientIds.push(made.id);
      }
      const seeded = performance.now();
      await seed(kv, account.id, clientIds, n);
      const get = (path: string) => async () => {
        const res = await app.fetch(
          new Request(`http://bench/api/v1${path}`, {
            headers: { authorization: `Bearer ${key}` },
          }),
        );
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        return await res.json();
      };
      const listed = await get("/clients")();
      const calls = listed.data.reduce((s: number, c: { calls: number }) => s + c.calls, 0);
      if (calls !== n) throw new Error(`counters say ${calls} calls, seeded ${n}`);
      const scan = async () => {
        for (const id of clientIds) {
          for await (const _ of kv.list({ prefix: keys.activitiesByClient(account.id, id) })) {
            // counting only, as the former GET /clients did
          }
        }
      };
      tenants.push({ n, clients: get("/clients"), usage: get("/usage"), scan });
      figures[String(n)] = { seedSeconds: round((performance.now() - seeded) / 1000) };
    }
    // Measured after all seeding, in alternating turns, so warm-up and background SQLite work
    // fall on both sizes alike.
    // Turn 0 warms the JIT and caches and is not counted.
    for (let turn = 0; turn <= 3; turn++) {
      for (const t of tenants) {
        const f = figures[String(t.n)];
        const add = (k: string, v: number) => turn > 0 && (f[k] = round((f[k] ?? 0) + v / 3));
        add("clientsMs", await timeMs(ROUNDS, t.clients));
        add("usageMs", await timeMs(ROUNDS, t.usage));
        add("formerRowScanMs", await timeMs(t.n > 1000 ? 2 : ROUNDS, t.scan));
      }
    }
    const [small, large] = SIZES.map((n) => figures[String(n)]);
    return {
      rows: SIZES,
      clients: CLIENTS,
      rounds: ROUNDS,
      figures,
      ratioLargeOverSmall: {
        clients: round(large.clientsMs / small.clientsMs),
        usage: round(large.usageMs / small.usageMs),
        formerRowScan: round(large.formerRowScanMs / small.formerRowScanMs),
      },
    };
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}

if (import.meta.main) console.log(JSON.stringify(await benchStats(), null, 2));
