/**
 * Helpers for the protocol-era tests: an SDK client of each era, and a slow upstream (real SDK,
 * loopback, streaming answers) that reports progress, remembers the `_meta` it was sent and
 * notices when a call is cancelled.
 */
import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from "@modelcontextprotocol/client";
// @ts-types="@modelcontextprotocol/sdk/server/index"
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Gateway } from "./_harness.ts";
import { labServer } from "./_lab.ts";

/** A 2026-07-28 client (v2 SDK) that negotiates with server/discover and takes URL input. */
export async function modernClient(gw: Gateway, token: string): Promise<ModernClient> {
  const client = new ModernClient({ name: "toolgate-modern-test", version: "1.0.0" }, {
    versionNegotiation: { mode: "auto" },
    capabilities: { elicitation: { url: {} } },
  });
  const transport = new ModernTransport(new URL(gw.mcpUrl), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

export interface SlowCall {
  meta: Record<string, unknown> | undefined;
  cancelled: boolean;
  finished: boolean;
}

/**
 * An upstream whose `wait` tool reports progress 1/2, then waits `ms` (at most and by default
 * 10 s) unless cancelled.
 * Stateful (one transport per session), so a notifications/cancelled reaches the running call.
 */
export function slowUpstream() {
  const calls: SlowCall[] = [];
  const sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const known = sessions.get(req.headers.get("mcp-session-id") ?? "");
    if (known) return await known.handleRequest(req);
    const s = new Server({ name: "slow", version: "1.0.0" }, { capabilities: { tools: {} } });
    s.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: [{ name: "wait", description: "Waits.", inputSchema: { type: "object" } }],
    }));
    s.setRequestHandler(CallToolRequestSchema, async (r, extra) => {
      const call: SlowCall = { meta: r.params._meta, cancelled: false, finished: false };
      calls.push(call);
      const token = r.params._meta?.progressToken;
      if (token !== undefined) {
        await extra.sendNotification({
          method: "notifications/progress",
          params: { progressToken: token, progress: 1, total: 2, message: "half way" },
        });
      }
      await new Promise<void>((done) => {
        const ms = Number(r.params.arguments?.ms ?? 10_000);
        const timer = setTimeout(done, Math.min(ms, 10_000));
        extra.signal.addEventListener("abort", () => {
          call.cancelled = true;
          clearTimeout(timer);
          done();
        });
      });
      call.finished = true;
      return { content: [{ type: "text", text: "waited" }] };
    });
    const transport: WebStandardStreamableHTTPServerTransport =
      new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: () => crypto.randomUUID(),
        onsessioninitialized: (id) => void sessions.set(id, transport),
      });
    await s.connect(transport);
    return await transport.handleRequest(req);
  });
  const url = `http://127.0.0.1:${server.addr.port}/mcp`;
  const close = async () => {
    for (const t of sessions.values()) await t.close().catch(() => {});
    await server.shutdown();
  };
  return { calls, server: labServer(url, "slow"), close };
}

/** Polls until `check` holds (real time: the upstream and gateway run on their own). */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("condition not met in time");
}
