import type { OutboxEntry } from "../../src/webhooks/types.ts";
/** Shared test set-up: real TLS receivers on loopback, deps with private egress allowed. */
import { createHmac, timingSafeEqual } from "node:crypto";
import { makeTestCa, serveTls, type TestCa } from "../_helpers/tls.ts";
import { accountWithKey, createTestDeps } from "../_helpers/deps.ts";
import { createServices, type Services } from "../../src/services/mod.ts";
import { type WebhookOptions, WebhookService } from "../../src/webhooks/service.ts";
import type { Deps } from "../../src/deps.ts";
import type { NewActivity } from "../../src/storage/activity.ts";

/** Receiver names pass the host-name rules; the injected resolver maps them to loopback. */
export const RECEIVER_HOST = "hooks.receiver-tests.dev";
export const WRONG_HOST = "other.receiver-tests.dev";

let caPromise: Promise<TestCa> | null = null;
export function testCa(): Promise<TestCa> {
  caPromise ??= makeTestCa();
  return caPromise;
}

export interface Received {
  headers: Headers;
  body: Uint8Array;
  at: number;
}

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  close(): Promise<void>;
}

/** An HTTPS receiver that records every request and answers with `respond`. */
export async function startReceiver(
  respond: (req: Request) => Response | Promise<Response> = () => new Response("ok"),
  certNames: string[] = [RECEIVER_HOST],
  path = "/hooks",
): Promise<Receiver> {
  const ca = await testCa();
  const leaf = await ca.issue(certNames);
  const received: Received[] = [];
  const server = serveTls(async (req) => {
    const body = new Uint8Array(await req.arrayBuffer());
    received.push({ headers: req.headers, body, at: Date.now() });
    return await respond(req);
  }, leaf);
  return {
    url: `https://${RECEIVER_HOST}:${server.port}${path}`,
    port: server.port,
    received,
    close: () => server.close(),
  };
}

/** A resolver the test can re-point (DNS rebinding, names that turn private later). */
export function switchableResolver(initial: string[] = ["127.0.0.1"]) {
  let answers = initial;
  return {
    resolve: (_host: string) => Promise.resolve(answers),
    set: (next: string[]) => (answers = next),
  };
}

export async function harness(
  opts: WebhookOptions & { allowPrivate?: boolean; kv?: Deno.Kv } = {},
): Promise<{ deps: Deps; services: Services; webhooks: WebhookService; accountId: string }> {
  const { allowPrivate = true, kv, ...rest } = opts;
  const deps = await createTestDeps({
    env: { TOOLGATE_ALLOW_PRIVATE_EGRESS: String(allowPrivate) },
    ...(kv ? { kv } : {}),
  });
  const ca = await testCa();
  const webhooks = new WebhookService(deps, {
    resolve: () => Promise.resolve(["127.0.0.1"]),
    caCerts: [ca.caPem],
    ...rest,
  });
  const services = { ...createServices(deps), webhooks };
  const { account } = await accountWithKey(deps);
  return { deps, services, webhooks, accountId: account.id };
}

/** Signature check written with node:crypto, independent of the sender's Web Crypto code. */
export function independentlyValid(secret: string, r: Received): boolean {
  const ts = r.headers.get("toolgate-timestamp") ?? "";
  const sig = r.headers.get("toolgate-signature") ?? "";
  const mac = createHmac("sha256", Buffer.from(secret, "utf8"))
    .update(Buffer.concat([Buffer.from(`${ts}.`, "utf8"), Buffer.from(r.body)]))
    .digest("hex");
  const expected = Buffer.from(`v1=${mac}`);
  const got = Buffer.from(sig);
  return got.length === expected.length && timingSafeEqual(got, expected);
}

export function newCall(n: number, ok = true): NewActivity {
  return {
    clientId: "cli_test",
    server: "Demo Notes",
    serverSlug: "demo-notes",
    tool: "add_note",
    qualifiedName: "demo-notes__add_note",
    ok,
    durationMs: 12,
    error: ok ? null : { code: "upstream_error", message: "upstream refused" },
    arguments: { n, text: `note ${n}` },
    result: ok ? { content: [{ type: "text", text: `saved ${n}` }] } : null,
    redacted: [],
    injectionFindings: [],
  };
}

/**
 * Commits one Activity row through the hook as the run gate does; `kick` adds the run gate's
 * afterCommit fast path, without it delivery is left to the queue listener or the sweep.
 */
export async function recordCall(
  services: Services,
  accountId: string,
  call: NewActivity,
  retentionDays = 7,
  kick = false,
) {
  const extra = await services.webhooks.rowMutationsFor(accountId, retentionDays);
  const row = await services.activity.append(accountId, call, retentionDays, extra);
  if (kick) services.webhooks.afterCommit(row.id);
  return row;
}

export async function waitFor(
  cond: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
  what = "condition",
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** security.md 4.1-4.3 plus the encoding tricks of the issue. */
export const SSRF_TABLE = [
  "https://localhost/",
  "https://localhost./",
  "https://LOCALHOST/",
  "https://app.localhost/",
  "https://127.0.0.1/",
  "https://127.0.0.1./",
  "https://127.1/",
  "https://2130706433/",
  "https://0x7f.0.0.1/",
  "https://0x7f000001/",
  "https://0177.0.0.1/",
  "https://017700000001/",
  "https://0/",
  "https://0.0.0.0/",
  "https://[::1]/",
  "https://[::]/",
  "https://[::ffff:127.0.0.1]/",
  "https://[::ffff:7f00:1]/",
  "https://[::127.0.0.1]/",
  "https://[0:0:0:0:0:ffff:a9fe:a9fe]/",
  "https://10.0.0.1/",
  "https://172.16.0.1/",
  "https://172.31.255.255/",
  "https://192.168.1.1/",
  "https://100.64.0.1/",
  "https://100.100.100.200/",
  "https://169.254.169.254/",
  "https://169.254.169.254./",
  "https://169.254.170.2/",
  "https://192.0.0.192/",
  "https://192.0.2.1/",
  "https://198.18.0.1/",
  "https://224.0.0.1/",
  "https://240.0.0.1/",
  "https://255.255.255.255/",
  "https://[fd00:ec2::254]/",
  "https://[fc00::1]/",
  "https://[fe80::1]/",
  "https://[ff02::1]/",
  "https://[64:ff9b::7f00:1]/",
  "https://[2002:7f00:1::]/",
  "https://[2001::1]/",
  "https://[fec0::1]/",
  "https://metadata.google.internal/",
  "https://hooks.internal/",
  "https://printer.local/",
  "https://intranet/",
  "https://router.lan/",
  "https://x.home.arpa/",
  "https://①②⑦.0.0.1/",
]; // deno-fmt-ignore

/** Every outbox entry in the KV (the tests' view of what was scheduled). */
export async function outboxEntries(kv: Deno.Kv): Promise<OutboxEntry[]> {
  const out: OutboxEntry[] = [];
  for await (const e of kv.list<OutboxEntry>({ prefix: ["webhook_outbox"] })) out.push(e.value);
  return out;
}

/** Waits until exactly `n` entries exist and none is still queued or being sent. */
export async function settledEntries(kv: Deno.Kv, n: number, timeoutMs = 20_000) {
  let all: OutboxEntry[] = [];
  await waitFor(
    async () => {
      all = await outboxEntries(kv);
      return all.length === n && all.every((e) => e.state !== "queued" && e.state !== "sending");
    },
    timeoutMs,
    `${n} settled entries`,
  );
  return all;
}
