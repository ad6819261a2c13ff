/** Policies and human approvals through the MCP endpoint, the CLI commands and the REST API. */
import assert from "node:assert/strict";
import {
  call,
  connection,
  type Gateway,
  mcpClient,
  rest,
  tenant,
  textOf,
  withGateway,
} from "../mcp/_harness.ts";
import { mcpCommands } from "../../src/cli/commands/mcp.ts";
import type { Flags } from "../../src/cli/context.ts";

function admin(gw: Gateway, command: string, flags: Flags) {
  return mcpCommands[command].run({
    deps: gw.deps,
    services: () => Promise.resolve(gw.services),
    webhooks: () => Promise.resolve(gw.services.webhooks),
    flags,
  });
}

async function setup(gw: Gateway) {
  const t = await tenant(gw, { plan: "pro" });
  const conn = await connection(gw, t.account.id);
  return { ...t, ...conn, client: await mcpClient(gw, conn.token) };
}

Deno.test("policy deny: denied tools are refused with the rule, hidden from search, and stored", async () => {
  await withGateway(async (gw) => {
    const s = await setup(gw);
    await admin(gw, "policy:set", {
      account: s.account.id,
      pattern: "demo-notes__*",
      action: "deny",
    });
    await admin(gw, "policy:set", {
      account: s.account.id,
      pattern: "demo-notes__echo",
      action: "allow",
    });
    const denied = await call(s.client, "run_tool", {
      name: "demo-notes__word_stats",
      arguments: { text: "a" },
    });
    assert.equal(denied.isError, true);
    assert.match(
      textOf(denied),
      /Denied by policy: rule "demo-notes__\*" \(deny\) matches demo-notes__word_stats/,
    );
    const allowed = await call(s.client, "run_tool", {
      name: "demo-notes__echo",
      arguments: { text: "ok" },
    });
    assert.equal(textOf(allowed), "ok");
    const found = JSON.parse(textOf(await call(s.client, "search", { query: "text words echo" })));
    assert.deepEqual(found.results.map((r: { name: string }) => r.name), ["demo-notes__echo"]);
    const described = await call(s.client, "description", { name: "demo-notes__word_stats" });
    assert.match(textOf(described), /Denied by policy/);
    const listed = await s.client.listTools();
    assert.match(listed.tools[0].description!, /holds 1 tool on 1 enabled server/);
    const rows = (await rest(gw, s.apiKey, "/activity")).json.data;
    assert.equal(rows[1].error.code, "policy_denied");
    await admin(gw, "policy:delete", { account: s.account.id, pattern: "demo-notes__*" });
    const after = await call(s.client, "run_tool", {
      name: "demo-notes__word_stats",
      arguments: { text: "a" },
    });
    assert.equal(after.isError, undefined);
  });
});

Deno.test("approval: pending with id and where to approve; approved runs once; denied refuses", async () => {
  await withGateway(async (gw) => {
    const s = await setup(gw);
    const account = s.account.id;
    await admin(gw, "policy:set", { account, pattern: "*__add_note", action: "approve" });
    const args = { title: "Launch", body: "approved body" };
    const first = await call(s.client, "run_tool", {
      name: "demo-notes__add_note",
      arguments: args,
    });
    assert.equal(first.isError, true);
    const id = /request (apr_[0-9A-Za-z]+) is pending/.exec(textOf(first))?.[1];
    assert.ok(id, textOf(first));
    assert.ok(textOf(first).includes(`${gw.deps.config.publicUrl}/app/approvals/${id} `));
    assert.doesNotMatch(textOf(first), /deno task admin/, "end users have no shell");
    const again = await call(s.client, "run_tool", {
      name: "demo-notes__add_note",
      arguments: args,
    });
    assert.match(textOf(again), new RegExp(`request ${id} is pending`), "no duplicate request");
    const listed = await admin(gw, "approval:list", { account, status: "pending" }) as {
      id: string;
    }[];
    assert.deepEqual(listed.map((a) => a.id), [id]);
    await admin(gw, "approval:approve", { account, id, by: "Ada" });
    const other = await call(s.client, "run_tool", {
      name: "demo-notes__add_note",
      arguments: { ...args, body: "swapped body" },
    });
    assert.match(
      textOf(other),
      /Approval required/,
      "the approval is bound to the exact arguments",
    );
    const run = await call(s.client, "run_tool", {
      name: "demo-notes__add_note",
      arguments: { body: "approved body", title: "Launch" },
    });
    assert.equal(textOf(run), 'Saved note "Launch".');
    const once = await call(s.client, "run_tool", {
      name: "demo-notes__add_note",
      arguments: args,
    });
    assert.match(textOf(once), /Approval required/, "an approval runs once");
    const rows = (await rest(gw, s.apiKey, "/activity")).json.data;
    assert.equal(rows[1].ok, true);
    assert.equal(rows[1].approvedBy, "Ada");
    assert.deepEqual(
      rows.map((r: { error: { code: string } | null }) => r.error?.code ?? null),
      ["approval_pending", null, "approval_pending", "approval_pending", "approval_pending"],
    );
    const newId = /request (apr_[0-9A-Za-z]+) is pending/.exec(textOf(once))![1];
    await admin(gw, "approval:deny", { account, id: newId });
    const refused = await call(s.client, "run_tool", {
      name: "demo-notes__add_note",
      arguments: args,
    });
    assert.match(textOf(refused), /denied by operator \(admin CLI\)/);
    await assert.rejects(
      () => admin(gw, "approval:approve", { account, id: newId }),
      /is denied/,
    );
  });
});
