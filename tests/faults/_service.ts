/**
 * Real service processes (`deno run -A src/main.ts`) on a shared temp KV file, with the tenant
 * set up in this process before they start, and MCP calls as plain JSON-RPC POSTs.
 */
import { createTestDeps } from "../_helpers/deps.ts";
import { createAccount, usagePoolId } from "../../src/storage/accounts.ts";
import { createClient } from "../../src/storage/clients.ts";
import { issueAccessToken } from "../../src/oauth/tokens.ts";
import type { Plan, PlanId } from "../../src/domain/plans.ts";

export const TEST_KEY = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8";
/** Generous: a start on a machine whose cores another test suite keeps busy. */
export const START_BOUND_MS = 60_000;

export function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

export interface Service {
  child: Deno.ChildProcess;
  port: number;
  url: string;
  /** Everything the process printed on stderr so far. */
  stderr(): string;
  stdout(): string;
  /** Sends `signal` (SIGKILL by default) and waits for the exit. */
  stop(signal?: Deno.Signal): Promise<Deno.CommandStatus>;
}

export function baseEnv(dir: string, port: number, publicPort = port) {
  return {
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${publicPort}`,
    KV_PATH: `${dir}/kv.sqlite3`,
    TOOLGATE_ENCRYPTION_KEY: TEST_KEY,
    UPSTREAM_TIMEOUT_MS: "20000",
    LOG_LEVEL: "warn",
  };
}

/** Starts the service and resolves once it printed its URLs (the listener is bound). */
export async function startService(env: Record<string, string>): Promise<Service> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "src/main.ts"],
    env,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let out = "";
  let err = "";
  const ready = Promise.withResolvers<void>();
  (async () => {
    for await (const chunk of child.stdout.pipeThrough(new TextDecoderStream())) {
      out += chunk;
      if (out.includes("MCP endpoint")) ready.resolve();
    }
    ready.reject(new Error(`service exited before listening: ${err}`));
  })();
  (async () => {
    for await (const chunk of child.stderr.pipeThrough(new TextDecoderStream())) err += chunk;
  })();
  const timer = setTimeout(() => ready.reject(new Error("service did not start")), START_BOUND_MS);
  try {
    await ready.promise;
  } finally {
    clearTimeout(timer);
  }
  const port = Number(env.PORT);
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    stderr: () => err,
    stdout: () => out,
    async stop(signal: Deno.Signal = "SIGKILL") {
      try {
        child.kill(signal);
      } catch { /* already gone */ }
      return await child.status;
    },
  };
}

/** An account (with plan overrides), one client connection and its access token. */
export async function setupTenant(
  kvPath: string,
  publicUrl: string,
  planOverride: Partial<Omit<Plan, "id">> = {},
  plan: PlanId = "free",
) {
  const kv = await Deno.openKv(kvPath);
  try {
    const deps = await createTestDeps({ kv });
    const account = await createAccount(kv, Date.now, { name: "Faults", plan, planOverride });
    const client = await createClient(kv, Date.now, {
      accountId: account.id,
      label: "faults",
      name: "Faults client",
      oauthClientId: null,
    });
    const { token } = await issueAccessToken(kv, deps.now, {
      accountId: account.id,
      clientId: client.id,
      audience: `${publicUrl}/mcp`,
      grantId: null,
      scope: "mcp",
      ttlMs: 3_600_000,
    });
    return { accountId: account.id, poolId: usagePoolId(account), clientId: client.id, token };
  } finally {
    kv.close();
  }
}

export interface ToolAnswer {
  isError: boolean;
  text: string;
}

/** One run_tool call as a stateless JSON-RPC POST; throws when no JSON-RPC answer came back. */
export async function runTool(
  baseUrl: string,
  token: string,
  name: string,
  args: Record<string, unknown>,
  signal?: AbortSignal,
  meta?: Record<string, unknown>,
): Promise<ToolAnswer> {
  const res = await fetch(`${baseUrl}/mcp`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-06-18",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "run_tool", arguments: { name, arguments: args }, _meta: meta },
    }),
    signal,
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`MCP answered ${res.status}: ${body.slice(0, 200)}`);
  const json = JSON.parse(body);
  if (json.error) throw new Error(`JSON-RPC error: ${JSON.stringify(json.error)}`);
  const text = (json.result.content as { type: string; text?: string }[])
    .map((c) => c.text ?? "").join("");
  return { isError: json.result.isError === true, text };
}
