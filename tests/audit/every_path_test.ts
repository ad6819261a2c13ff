/**
 * Issue 13, "nothing stored in clear": one secret per path through the real gateway (SDK client
 * over loopback, demo and lab upstreams, real KV, real HTTPS webhook delivery), then every stored
 * row, approval record, cached tool and delivered webhook body is searched for the clear value.
 * Paths: call arguments, tool result, upstream error text, tool description, approval copy,
 * webhook body, and the signed-in app's Activity row and approval pages (over HTTP, as a member
 * who joined through an invite link).
 */
import assert from "node:assert/strict";
import { inviteMember } from "../../src/services/members.ts";
import { setPolicy } from "../../src/services/policies.ts";
import { OPERATOR } from "../../src/storage/account_events.ts";
import { createEndpoint } from "../../src/webhooks/endpoints.ts";
import { TOOL_CALL_EVENTS } from "../../src/webhooks/types.ts";
import { keys } from "../../src/storage/keys.ts";
import { makeTestCa, serveTls } from "../_helpers/tls.ts";
import { labServer, labUpstream, tool } from "../mcp/_lab.ts";
import {
  call,
  connection,
  type Gateway,
  mcpClient,
  rest,
  tenant,
  withGateway,
} from "../mcp/_harness.ts";
import { Browser, hiddenFields, PASSWORD } from "../oauth/_helpers.ts";
import { ALNUM, rand } from "./fixtures/random.ts";

/** A real HTTPS receiver that keeps every body; the env makes the gateway trust its CA. */
async function recordingReceiver() {
  const ca = await makeTestCa();
  const server = serveTls(async (req) => {
    bodies.push(await req.text());
    return new Response(null, { status: 204 });
  }, await ca.issue(["127.0.0.1"]));
  const bodies: string[] = [];
  const caFile = await Deno.makeTempFile({ prefix: "toolgate_audit_ca_", suffix: ".pem" });
  await Deno.writeTextFile(caFile, ca.caPem);
  return {
    url: `https://127.0.0.1:${server.port}/hooks`,
    env: { DENO_CERT: caFile, TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" },
    bodies,
    async waitFor(n: number, ms = 10_000) {
      const until = Date.now() + ms;
      while (bodies.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return bodies.length;
    },
    async close() {
      await server.close();
      await Deno.remove(caFile);
    },
  };
}

const secret = () => `ghp_${rand(ALNUM, 36)}`;

async function kvValues(kv: Deno.Kv, prefix: Deno.KvKey): Promise<string> {
  const out: unknown[] = [];
  for await (const e of kv.list({ prefix })) out.push(e.value);
  return JSON.stringify(out);
}

/** A member of the account, signed in through an invite link over HTTP. */
async function signedInMember(gw: Gateway, accountId: string): Promise<Browser> {
  const { link } = await inviteMember(gw.deps, { accountId, note: "", actor: OPERATOR });
  const browser = new Browser();
  assert.equal((await browser.fetch(link)).status, 303);
  const page = await (await browser.fetch(`${gw.origin}/app/invite`)).text();
  const res = await browser.post(`${gw.origin}/app/invite/signup`, {
    ...hiddenFields(page, "/app/invite/signup"),
    email: "auditor@example.com",
    password: PASSWORD,
  });
  assert.equal(res.status, 303);
  return browser;
}

async function appPage(browser: Browser, url: string): Promise<string> {
  const res = await browser.fetch(url);
  assert.equal(res.status, 200, url);
  return await res.text();
}

function assertNoClear(where: string, text: string, secrets: Record<string, string>) {
  for (const [path, value] of Object.entries(secrets)) {
    assert.ok(!text.includes(value), `${where} holds the ${path} secret in clear`);
  }
}

Deno.test("a secret sent through every path is stored, cached and delivered only redacted", async () => {
  const receiver = await recordingReceiver();
  const lab = labUpstream();
  const s = {
    argument: secret(),
    result: secret(),
    upstreamError: `postgres://app:${rand(ALNUM, 12)}#x9@db.internal/main`,
    description: secret(),
    approval: `sk_live_${rand(ALNUM, 24)}`,
  };
  lab.state.tools = [tool("lookup", `Looks things up. Debug key: ${s.description}`)];
  try {
    await withGateway(async (gw) => {
      const t = await tenant(gw, { plan: "pro" });
      const conn = await connection(gw, t.account.id);
      const client = await mcpClient(gw, conn.token);
      await createEndpoint(gw.deps, t.account.id, new URL(receiver.url), [...TOOL_CALL_EVENTS]);
      await setPolicy(gw.deps, t.account.id, "demo-notes__add_note", "approve");
      const run = (name: string, args: Record<string, unknown>) =>
        call(client, "run_tool", { name, arguments: args });

      const echoed = await run("demo-notes__echo", { text: `use ${s.argument} or ${s.result}` });
      // The caller still gets the upstream's own answer; only what is kept is redacted.
      assert.ok(JSON.stringify(echoed).includes(s.result));
      await run("demo-notes__fail", { message: `connect failed: ${s.upstreamError}` });
      const pending = await run("demo-notes__add_note", { title: "key", body: s.approval });
      assert.equal(pending.isError, true);
      await run("lab__lookup", { q: "x" });
      await client.close();

      const activity = await rest(gw, t.apiKey, "/activity");
      assert.equal(activity.json.data.length, 4);
      const rows = JSON.stringify(activity.json.data);
      assertNoClear("the Activity rows", rows, s);
      assert.ok(rows.includes("[REDACTED:github-token]"), "argument/result markers");
      assert.ok(rows.includes("[REDACTED:connection-string-password]"), "upstream error marker");
      const failed = activity.json.data.find((r: { tool: string }) => r.tool === "fail");
      assert.equal(failed.error.code, "upstream_error");
      assert.match(failed.error.message, /\[REDACTED:connection-string-password\]/);

      assertNoClear(
        "the approval records",
        await kvValues(gw.deps.kv, keys.approvals(t.account.id)),
        s,
      );
      assert.match(await kvValues(gw.deps.kv, keys.approvals(t.account.id)), /REDACTED:stripe/);

      const cached = await kvValues(gw.deps.kv, keys.cachedTools(t.account.id));
      assertNoClear("the cached tool rows", cached, s);
      assert.match(cached, /Debug key: \[REDACTED:github-token\]/);
      const tools = await rest(gw, t.apiKey, "/tools?server=lab");
      assertNoClear("GET /tools", JSON.stringify(tools.json), s);

      const browser = await signedInMember(gw, t.account.id);
      const pages: string[] = [];
      for (const row of activity.json.data as Array<{ id: string }>) {
        pages.push(await appPage(browser, `${gw.origin}/app/activity/${row.id}`));
      }
      const approvalIds = JSON.parse(await kvValues(gw.deps.kv, keys.approvals(t.account.id)))
        .map((a: { id: string }) => a.id);
      assert.equal(approvalIds.length, 1);
      pages.push(await appPage(browser, `${gw.origin}/app/approvals/${approvalIds[0]}`));
      for (const html of pages) assertNoClear("an app page", html, s);
      const shown = pages.join("\n");
      assert.match(shown, /\[REDACTED:github-token\]/, "the row page shows the argument marker");
      assert.match(shown, /\[REDACTED:connection-string-password\]/, "and the error's marker");
      assert.match(pages.at(-1)!, /\[REDACTED:stripe/, "the approval page shows the marker");

      assert.equal(await receiver.waitFor(4), 4, "one webhook delivery per row");
      for (const body of receiver.bodies) assertNoClear("a webhook body", body, s);
      assert.ok(receiver.bodies.some((b) => b.includes("[REDACTED:connection-string-password]")));
      await gw.services.webhooks.close();
    }, { env: receiver.env, extraServers: () => [labServer(lab.url)] });
  } finally {
    await lab.close();
    await receiver.close();
  }
});
