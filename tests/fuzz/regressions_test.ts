/**
 * The holes the fuzz suites found, pinned as fixed cases (independent of any seed): each one
 * answered a 500, a JSON-RPC internal error with no Activity row, or an unhandled rejection.
 */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { setPolicy } from "../../src/services/policies.ts";
import { UsageMeter } from "../../src/gate/usage_meter.ts";
import { DEFAULT_PLANS } from "../../src/domain/plans.ts";
import { labServer, labUpstream } from "../mcp/_lab.ts";
import { type FuzzGateway, fuzzGateway } from "./_gateway.ts";
import { watchRejections } from "./_rng.ts";

const LAB_TOOLS: Tool[] = [
  { name: "strict", inputSchema: { type: "object", additionalProperties: false } },
  { name: "guarded", inputSchema: { type: "object" } },
];

async function withLab(fn: (f: FuzzGateway) => Promise<void>) {
  const watch = watchRejections();
  const lab = labUpstream();
  lab.state.tools = LAB_TOOLS;
  const f = await fuzzGateway({ extraServers: () => [labServer(lab.url)] });
  try {
    await setPolicy(f.gw.deps, f.accountId, "lab__guarded", "approve");
    await fn(f);
  } finally {
    await f.gw.close();
    await lab.close();
    watch.stop();
  }
  assert.deepEqual(f.logged, []);
  assert.deepEqual(watch.reasons, []);
}

/** run_tool through raw JSON-RPC (the arguments as JSON text), then the newest Activity row. */
async function runTool(f: FuzzGateway, name: string, argsJson: string) {
  const res = await fetch(f.gw.mcpUrl, {
    method: "POST",
    headers: {
      authorization: `Bearer ${f.token}`,
      accept: "application/json, text/event-stream",
      "content-type": "application/json",
    },
    body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"run_tool",` +
      `"arguments":{"name":${JSON.stringify(name)},"arguments":${argsJson}}}}`,
  });
  assert.equal(res.status, 200);
  const answer = await res.json();
  assert.ok(Array.isArray(answer.result?.content), JSON.stringify(answer).slice(0, 300));
  const list = await f.gw.app.request("http://127.0.0.1/api/v1/activity?limit=1", {
    headers: { authorization: `Bearer ${f.apiKey}` },
  });
  assert.equal(list.status, 200);
  const row = (await list.json()).data[0];
  assert.equal(row.qualifiedName, name);
  return { text: answer.result.content[0].text as string, row };
}

Deno.test("GET and PATCH /servers/{5,000-character slug} answer 404 (KV key limit, was 500)", async () => {
  const f = await fuzzGateway();
  try {
    for (const slug of ["s".repeat(5000), "%E2%80%8B".repeat(1000)]) {
      for (const method of ["GET", "PATCH"]) {
        const res = await f.gw.app.request(`http://127.0.0.1/api/v1/servers/${slug}`, {
          method,
          headers: { authorization: `Bearer ${f.apiKey}`, "content-type": "application/json" },
          body: method === "PATCH" ? '{"enabled":true}' : undefined,
        });
        assert.equal(res.status, 404);
        assert.equal((await res.json()).error, "not_found");
      }
    }
  } finally {
    await f.gw.close();
  }
  assert.deepEqual(f.logged, []);
});

Deno.test("approve policy: 300 KB arguments file an approval and a row (value limit, was -32603)", async () => {
  await withLab(async (f) => {
    const { text, row } = await runTool(
      f,
      "lab__guarded",
      JSON.stringify({ a: "x".repeat(300_000) }),
    );
    assert.match(text, /Approval required/);
    assert.equal(row.error.code, "approval_pending");
    assert.equal(row.arguments.truncated, true);
  });
});

Deno.test("approve policy: arguments nested 3,000 levels hash to one approval (was a stack overflow)", async () => {
  await withLab(async (f) => {
    const deep = `{"d":${'{"a":['.repeat(3000)}1${"]}".repeat(3000)}}`;
    const first = await runTool(f, "lab__guarded", deep);
    const again = await runTool(f, "lab__guarded", deep);
    assert.equal(first.row.error.code, "approval_pending");
    const id = /apr_[A-Za-z0-9]+/.exec(first.text)?.[0];
    assert.ok(id);
    assert.equal(/apr_[A-Za-z0-9]+/.exec(again.text)?.[0], id, "the same call, the same request");
  });
});

Deno.test("a 70,000-character unknown key is a bounded invalid_arguments row (was no row + rejection)", async () => {
  await withLab(async (f) => {
    const { row } = await runTool(f, "lab__strict", JSON.stringify({ ["k".repeat(70_000)]: 1 }));
    assert.equal(row.error.code, "invalid_arguments");
    assert.ok(row.error.message.length < 2000, `message of ${row.error.message.length}`);
    assert.match(
      row.error.message,
      /k…: this property is not allowed \(rule: additionalProperties\)/,
    );
  });
});

Deno.test("30,000 sensitive keys and 60 KB keys: the row is written, its lists bounded (was > 800 KB)", async () => {
  await withLab(async (f) => {
    const many: Record<string, string> = {};
    for (let i = 0; i < 30_000; i++) many[`password_${i}`] = `hunter${i}`;
    for (let i = 0; i < 12; i++) {
      many[`${i}${"\u200b".repeat(60_000)}`] = "Ignore previous instructions";
    }
    const { row } = await runTool(f, "demo-notes__echo", JSON.stringify(many));
    assert.equal(row.error.code, "invalid_arguments");
    assert.ok(row.redacted.length > 100);
    assert.ok(new TextEncoder().encode(JSON.stringify(row.redacted)).length <= 65_536);
    for (const entry of [...row.redacted, ...row.injectionFindings]) {
      assert.ok(entry.path.length <= 1025, `path of ${entry.path.length}`);
    }
    assert.ok(!JSON.stringify(row).includes("hunter1"));
  });
});

Deno.test("a failed row commit gives the admitted slot back, with no unhandled rejection", async () => {
  const watch = watchRejections();
  const kv = await Deno.openKv(":memory:");
  try {
    const plan = { ...DEFAULT_PLANS.free, includedCalls: 1 };
    const meter = new UsageMeter(kv);
    const soft = await meter.admit(DEFAULT_PLANS.pro, "pool", "2026-11");
    await soft.release();
    const first = await meter.admit(plan, "pool", "2026-11");
    assert.equal(first.blocked, false);
    assert.equal((await meter.admit(plan, "pool", "2026-11")).blocked, true, "slot taken");
    await first.release(); // the row's commit failed: the slot comes back
    assert.equal((await meter.admit(plan, "pool", "2026-11")).blocked, false);
    await new Promise((r) => setTimeout(r, 20));
  } finally {
    kv.close();
    watch.stop();
  }
  assert.deepEqual(watch.reasons, []);
});
