/**
 * Both protocol eras on /mcp with real SDK clients: a 2025-11-25 client (SDK 1.x) and a
 * 2026-07-28 client (SDK 2.x, negotiating with server/discover). Each finds, describes and runs
 * a tool, gets an approval (a link for the modern client, text for the older one) that runs the
 * retried call once, and cancels a slow call, which aborts the upstream and is recorded.
 */
import assert from "node:assert/strict";
import type { Client as ModernClient } from "@modelcontextprotocol/client";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import type { Client as LegacyClient } from "@modelcontextprotocol/sdk/client/index.js";
import { connection, type Gateway, mcpClient, rest, tenant, withGateway } from "./_harness.ts";
import { eventually, modernClient, slowUpstream } from "./_eras.ts";
import { mcpCommands } from "../../src/cli/commands/mcp.ts";
import { decideApproval } from "../../src/services/approvals.ts";

type Row = { tool: string; ok: boolean; error: { code: string; message: string } | null };
type AnyResult = {
  content?: { type: string; text?: string }[];
  isError?: boolean;
  resultType?: string;
  inputRequests?: Record<string, { method: string; params: { url?: string; mode?: string } }>;
  requestState?: string;
};
/** What the tests need of either client: a tool call with request options. */
type Call = (
  name: string,
  args: Record<string, unknown>,
  opts?: {
    signal?: AbortSignal;
    onprogress?: (p: { progress: number }) => void;
    meta?: Record<string, unknown>;
  },
) => Promise<AnyResult>;

function legacyCall(client: LegacyClient): Call {
  return async (name, args, opts = {}) =>
    await client.callTool(
      { name, arguments: args, ...(opts.meta ? { _meta: opts.meta } : {}) },
      undefined,
      { signal: opts.signal, onprogress: opts.onprogress },
    ) as AnyResult;
}

function modernCall(client: ModernClient): Call {
  return async (name, args, opts = {}) =>
    await client.callTool(
      { name, arguments: args, ...(opts.meta ? { _meta: opts.meta } : {}) },
      { signal: opts.signal, onprogress: opts.onprogress },
    ) as AnyResult;
}

const text = (r: AnyResult) => (r.content ?? []).map((c) => c.text ?? "").join("");

async function rows(gw: Gateway, key: string): Promise<Row[]> {
  return (await rest(gw, key, "/activity")).json.data;
}

const ERAS = ["2025-11-25", "2026-07-28"] as const;

async function clientOf(gw: Gateway, era: typeof ERAS[number], token: string) {
  if (era === "2025-11-25") {
    const client = await mcpClient(gw, token);
    return { call: legacyCall(client), close: () => client.close(), modern: null };
  }
  const client = await modernClient(gw, token);
  assert.equal(client.getNegotiatedProtocolVersion?.(), "2026-07-28");
  return { call: modernCall(client), close: () => client.close(), modern: client };
}

for (const era of ERAS) {
  Deno.test(`${era}: search → description → run_tool`, async () => {
    await withGateway(async (gw) => {
      const t = await tenant(gw, { plan: "pro" });
      const c = await clientOf(gw, era, (await connection(gw, t.account.id)).token);
      const found = JSON.parse(text(await c.call("search", { query: "echo text" })));
      assert.equal(found.results[0].name, "demo-notes__echo");
      const described = JSON.parse(text(await c.call("description", { name: "demo-notes__echo" })));
      assert.equal(described.inputSchema.type, "object");
      const ran = await c.call("run_tool", { name: "demo-notes__echo", arguments: { text: "hi" } });
      assert.equal(ran.isError ?? false, false);
      assert.match(text(ran), /hi/);
      await assert.rejects(() => c.call("no_such_tool", {}), (e: { code?: number }) => {
        return e.code === -32602;
      });
      const [row] = await rows(gw, t.apiKey);
      assert.equal(row.tool, "echo");
      assert.equal(row.ok, true);
      await c.close();
    });
  });
}

async function approvalSetup(gw: Gateway) {
  const t = await tenant(gw, { plan: "pro" });
  await mcpCommands["policy:set"].run({
    deps: gw.deps,
    services: () => Promise.resolve(gw.services),
    webhooks: () => Promise.resolve(gw.services.webhooks),
    flags: { account: t.account.id, pattern: "*__add_note", action: "approve" },
  });
  return t;
}

const NOTE = { name: "demo-notes__add_note", arguments: { title: "Launch", body: "go" } };

Deno.test("2025-11-25: approval pending is text with the app link; approved, the retry runs once", async () => {
  await withGateway(async (gw) => {
    const t = await approvalSetup(gw);
    const c = await clientOf(gw, "2025-11-25", (await connection(gw, t.account.id)).token);
    const first = await c.call("run_tool", NOTE);
    assert.equal(first.isError, true);
    const id = /request (apr_[0-9A-Za-z]+) is pending/.exec(text(first))![1];
    assert.ok(text(first).includes(`${gw.deps.config.publicUrl}/app/approvals/${id}`));
    await decideApproval(gw.deps, t.account.id, id, "approved", "Ada");
    assert.equal(text(await c.call("run_tool", NOTE)), 'Saved note "Launch".');
    assert.match(text(await c.call("run_tool", NOTE)), /Approval required/, "runs once");
    const ok = (await rows(gw, t.apiKey)).filter((r) => r.ok);
    assert.equal(ok.length, 1);
    await c.close();
  });
});

Deno.test("2026-07-28: approval pending is an input-required link; the retried call runs once", async () => {
  await withGateway(async (gw) => {
    const t = await approvalSetup(gw);
    const c = await clientOf(gw, "2026-07-28", (await connection(gw, t.account.id)).token);
    const seen: { url: string; mode: string }[] = [];
    // The person "opens the link" and approves; the SDK then retries with the request state.
    c.modern!.setRequestHandler("elicitation/create", async (req) => {
      const params = req.params as { url: string; mode: string };
      seen.push(params);
      const id = params.url.split("/").pop()!;
      await decideApproval(gw.deps, t.account.id, id, "approved", "Ada");
      return { action: "accept" };
    });
    const ran = await c.call("run_tool", NOTE);
    assert.equal(text(ran), 'Saved note "Launch".');
    assert.equal(seen.length, 1);
    assert.equal(seen[0].mode, "url");
    assert.match(seen[0].url, new RegExp(`^${gw.deps.config.publicUrl}/app/approvals/apr_\\w+$`));
    const history = await rows(gw, t.apiKey);
    assert.deepEqual(history.map((r) => r.error?.code ?? "ok"), ["ok", "approval_pending"]);
    // Declining the next one runs nothing.
    c.modern!.setRequestHandler("elicitation/create", () => ({ action: "decline" }));
    const declined = await c.call("run_tool", NOTE);
    assert.equal(declined.isError, true);
    assert.match(text(declined), /Not run: the person declined/);
    assert.equal((await rows(gw, t.apiKey)).filter((r) => r.ok).length, 1);
    await c.close();
  });
});

Deno.test("2026-07-28: a forged or foreign requestState is refused with -32602", async () => {
  await withGateway(async (gw) => {
    const t = await approvalSetup(gw);
    const token = (await connection(gw, t.account.id)).token;
    const c = await clientOf(gw, "2026-07-28", token);
    const raw = await c.modern!.callTool(
      { name: "run_tool", arguments: NOTE },
      { allowInputRequired: true },
    ) as AnyResult;
    assert.equal(raw.resultType, "input_required");
    const state = raw.requestState!;
    const other = await clientOf(gw, "2026-07-28", (await connection(gw, t.account.id)).token);
    for (const [client, requestState] of [[c, `${state}x`], [other, state]] as const) {
      // The retry's wire params: the SDK types leave out the 2026-07-28 retry fields.
      const retry = {
        name: "run_tool",
        arguments: NOTE,
        requestState,
        inputResponses: { toolgate_action: { action: "accept" } },
      } as unknown as Parameters<ModernClient["callTool"]>[0];
      await assert.rejects(
        () => client.modern!.callTool(retry, { allowInputRequired: true }),
        (e: { code?: number }) => e.code === -32602,
      );
    }
    await c.close();
    await other.close();
  });
});

for (const era of ERAS) {
  Deno.test(`${era}: progress and trace context reach through; cancelling aborts the upstream`, async () => {
    const slow = slowUpstream();
    try {
      await withGateway(async (gw) => {
        const t = await tenant(gw, { plan: "pro" });
        const c = await clientOf(gw, era, (await connection(gw, t.account.id)).token);
        // A streamed call that completes: its progress arrives before its result.
        const steps: number[] = [];
        const done = await c.call("run_tool", { name: "slow__wait", arguments: { ms: 50 } }, {
          onprogress: (p) => steps.push(p.progress),
        });
        assert.equal(text(done), "waited");
        assert.deepEqual(steps, [1]);
        assert.equal(slow.calls[0].cancelled, false);
        const traceparent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
        const abort = new AbortController();
        const progress: number[] = [];
        const call = c.call("run_tool", { name: "slow__wait", arguments: {} }, {
          signal: abort.signal,
          meta: { traceparent, tracestate: "vendor=1" },
          onprogress: (p) => {
            progress.push(p.progress);
            abort.abort("the user pressed stop");
          },
        });
        await assert.rejects(() => call);
        assert.deepEqual(progress, [1], "the upstream's progress reached the client");
        await eventually(() => slow.calls[1]?.cancelled === true);
        assert.equal(slow.calls[1].meta?.traceparent, traceparent);
        assert.equal(slow.calls[1].meta?.tracestate, "vendor=1");
        assert.equal(slow.calls[0].meta?.traceparent, undefined);
        let row: Row | undefined;
        await eventually(async () => (row = (await rows(gw, t.apiKey))[0])?.ok === false);
        assert.equal(row!.ok, false);
        assert.equal(row!.error?.code, "connection_failed");
        assert.match(row!.error!.message, /^Cancelled by the client after \d+ ms/);
        await c.close();
      }, { extraServers: () => [slow.server] });
    } finally {
      await slow.close();
    }
  });
}

Deno.test("2026-07-28: a server waiting for its credential is a link to its page in the app", async () => {
  await withGateway(async (gw) => {
    const t = await tenant(gw, { plan: "pro" });
    const c = await clientOf(gw, "2026-07-28", (await connection(gw, t.account.id)).token);
    const urls: string[] = [];
    c.modern!.setRequestHandler("elicitation/create", (req) => {
      urls.push((req.params as { url: string }).url);
      return { action: "cancel" };
    });
    const run = await c.call("run_tool", { name: "demo-vault__whoami", arguments: {} });
    assert.deepEqual(urls, [`${gw.deps.config.publicUrl}/app/servers/demo-vault`]);
    assert.match(text(run), /Not run: the person dismissed/);
    const [row] = await rows(gw, t.apiKey);
    assert.equal(row.error?.code, "server_disabled");
    await c.close();
  });
});
