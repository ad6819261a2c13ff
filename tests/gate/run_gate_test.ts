/**
 * Every run-gate outcome through a real SDK client over loopback HTTP against the demo
 * upstreams, checked on the MCP answer and on what the REST API then shows.
 */
import assert from "node:assert/strict";
import {
  call,
  connection,
  type Gateway,
  mcpClient,
  rest,
  tenant,
  textOf,
  VAULT_TOKEN,
  withGateway,
} from "../mcp/_harness.ts";
import { setServerCredential } from "../../src/catalog/credentials.ts";
import { closedPort, serveDemo } from "../demo/serve_helper.ts";
import { manualClock } from "../_helpers/deps.ts";
import { keys } from "../../src/storage/keys.ts";

async function setup(gw: Gateway, input: Parameters<typeof tenant>[1] = { plan: "pro" }) {
  const t = await tenant(gw, input);
  const conn = await connection(gw, t.account.id);
  const client = await mcpClient(gw, conn.token);
  return { ...t, ...conn, client };
}

Deno.test("run_tool: success passes text back unchanged; one ok row, usage and client calls", async () => {
  await withGateway(async (gw) => {
    const s = await setup(gw);
    const res = await call(s.client, "run_tool", {
      name: "demo-notes__echo",
      arguments: { text: "hello" },
    });
    assert.deepEqual(res, { content: [{ type: "text", text: "hello" }] });
    const activity = await rest(gw, s.apiKey, "/activity");
    assert.equal(activity.status, 200);
    assert.equal(activity.json.data.length, 1);
    const row = activity.json.data[0];
    assert.equal(row.qualifiedName, "demo-notes__echo");
    assert.equal(row.server, "Demo Notes");
    assert.equal(row.serverSlug, "demo-notes");
    assert.equal(row.tool, "echo");
    assert.equal(row.clientId, s.clientId);
    assert.equal(row.ok, true);
    assert.equal(row.error, null);
    assert.ok(Number.isInteger(row.durationMs) && row.durationMs >= 0);
    assert.deepEqual(row.arguments, { text: "hello" });
    assert.deepEqual(row.result, { content: [{ type: "text", text: "hello" }] });
    const usage = await rest(gw, s.apiKey, "/usage");
    assert.equal(usage.json.calls, 1);
    assert.equal(usage.json.blocked, false);
    await s.client.close();
    await gw.services.gateway.clientActivity.flush();
    const clients = await rest(gw, s.apiKey, "/clients");
    const mine = clients.json.data.find((c: { id: string }) => c.id === s.clientId);
    assert.equal(mine.calls, 1);
    assert.equal(mine.lastCallAt, row.createdAt);
    assert.ok(mine.lastActiveAt !== null);
  });
});

Deno.test("run_tool: structured content and the upstream's own error come back in shape", async () => {
  await withGateway(async (gw) => {
    const s = await setup(gw);
    const stats = await call(s.client, "run_tool", {
      name: "demo-notes__word_stats",
      arguments: { text: "a b a" },
    });
    assert.equal((stats.structuredContent as { words: number }).words, 3);
    assert.equal(stats.isError, undefined);
    const failed = await call(s.client, "run_tool", {
      name: "demo-notes__fail",
      arguments: { message: "disk on fire" },
    });
    assert.deepEqual(failed, { content: [{ type: "text", text: "disk on fire" }], isError: true });
    const rows = (await rest(gw, s.apiKey, "/activity")).json.data;
    assert.equal(rows[0].ok, false);
    assert.equal(rows[0].error.code, "upstream_error");
    assert.match(rows[0].error.message, /disk on fire/);
    assert.deepEqual(rows[0].result, failed);
    assert.deepEqual(rows[1].result.structuredContent, stats.structuredContent);
    assert.equal((await rest(gw, s.apiKey, "/usage")).json.calls, 2);
  });
});

Deno.test("run_tool: large results are stored truncated, injections and secrets are flagged", async () => {
  await withGateway(async (gw) => {
    const s = await setup(gw);
    const big = await call(s.client, "run_tool", {
      name: "demo-notes__big_result",
      arguments: { kb: 100 },
    });
    assert.ok(textOf(big).length >= 100 * 1024, "the caller gets the whole result");
    await call(s.client, "run_tool", {
      name: "demo-notes__fetch_page",
      arguments: { url: "https://example.com/?token=x", password: "hunter2-hunter2" },
    });
    const [inj, bigRow] = (await rest(gw, s.apiKey, "/activity")).json.data;
    assert.equal(bigRow.result.truncated, true);
    assert.ok(bigRow.result.originalBytes > 100 * 1024);
    assert.ok(new TextEncoder().encode(JSON.stringify(bigRow.result)).byteLength <= 65536);
    assert.ok(inj.injectionFindings.length > 0);
    assert.ok(inj.injectionFindings.every((f: { path: string }) => f.path.startsWith("/result")));
    assert.notEqual(inj.arguments.password, "hunter2-hunter2");
    assert.ok(inj.redacted.some((r: { path: string }) => r.path === "/arguments/password"));
    assert.ok(!JSON.stringify(inj).includes("hunter2-hunter2"));
  });
});

Deno.test("run_tool: invalid arguments name the JSON pointer and the rule; nothing runs upstream", async () => {
  await withGateway(async (gw) => {
    const s = await setup(gw);
    await rest(gw, s.apiKey, "/servers/demo-weather", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ enabled: true }),
    });
    const res = await call(s.client, "run_tool", {
      name: "demo-weather__get_forecast",
      arguments: { city: "Lisbon", days: 9 },
    });
    assert.equal(res.isError, true);
    assert.match(
      textOf(res),
      /Invalid arguments for demo-weather__get_forecast: \/days: .*7.*\(rule: maximum\)/,
    );
    assert.match(textOf(res), /description/);
    const missing = await call(s.client, "run_tool", {
      name: "demo-weather__get_forecast",
      arguments: { days: 2 },
    });
    assert.match(textOf(missing), /\/city: required property is missing \(rule: required\)/);
    const notObject = await call(s.client, "run_tool", {
      name: "demo-weather__get_forecast",
      arguments: [1],
    });
    assert.match(textOf(notObject), /arguments must be a JSON object/);
    const ok = await call(s.client, "run_tool", {
      name: "demo-weather__get_forecast",
      arguments: { city: "Lisbon", days: 2 },
    });
    assert.equal(ok.isError, undefined);
    const rows = (await rest(gw, s.apiKey, "/activity")).json.data;
    assert.deepEqual(rows.map((r: { error: { code: string } | null }) => r.error?.code ?? null), [
      null,
      "invalid_arguments",
      "invalid_arguments",
      "invalid_arguments",
    ]);
    assert.deepEqual(rows[3].arguments, { city: "Lisbon", days: 9 });
  });
});

Deno.test("run_tool: unknown tools get suggestions; disabled and pending servers say what to do", async () => {
  await withGateway(async (gw) => {
    const s = await setup(gw);
    const typo = await call(s.client, "run_tool", { name: "demo-notes__ecko", arguments: {} });
    assert.match(textOf(typo), /Unknown tool "demo-notes__ecko".*Did you mean: demo-notes__echo/);
    const noServer = await call(s.client, "run_tool", { name: "nowhere__echo", arguments: {} });
    assert.match(textOf(noServer), /Unknown tool "nowhere__echo"/);
    const disabled = await call(s.client, "run_tool", {
      name: "demo-weather__get_alerts",
      arguments: { region: "x" },
    });
    assert.match(
      textOf(disabled),
      /Demo Weather.*is disabled.*PATCH \/api\/v1\/servers\/demo-weather/,
    );
    const pending = await call(s.client, "run_tool", {
      name: "demo-vault__list_items",
      arguments: {},
    });
    assert.match(textOf(pending), /Demo Vault.*is pending: it needs a credential/);
    const rows = (await rest(gw, s.apiKey, "/activity")).json.data;
    assert.deepEqual(rows.map((r: { error: { code: string } }) => r.error.code), [
      "server_disabled",
      "server_disabled",
      "unknown_tool",
      "unknown_tool",
    ]);
    assert.equal(rows[3].serverSlug, "demo-notes");
    assert.equal(rows[3].tool, "ecko");
    assert.equal((await rest(gw, s.apiKey, "/usage")).json.calls, 4);
  });
});

Deno.test("run_tool: a bearer server works once a credential is stored; paginated tools all cached", async () => {
  await withGateway(async (gw) => {
    const s = await setup(gw);
    await setServerCredential(gw.deps, s.account.id, "demo-vault", VAULT_TOKEN);
    const res = await call(s.client, "run_tool", { name: "demo-vault__whoami", arguments: {} });
    assert.equal(res.isError, undefined, textOf(res));
    const tools = await rest(gw, s.apiKey, "/tools?server=demo-vault");
    assert.equal(tools.json.total, 5);
    const server = await rest(gw, s.apiKey, "/servers/demo-vault");
    assert.equal(server.json.status, "enabled");
    assert.equal(server.json.toolCount, 5);
    assert.equal(server.json.lastError, null);
  });
});

Deno.test("run_tool: a wrong credential marks the server pending with an auth error", async () => {
  await withGateway(async (gw) => {
    const s = await setup(gw);
    await setServerCredential(gw.deps, s.account.id, "demo-vault", "not-the-right-token");
    const res = await call(s.client, "run_tool", { name: "demo-vault__whoami", arguments: {} });
    assert.equal(res.isError, true);
    const server = await rest(gw, s.apiKey, "/servers/demo-vault");
    assert.equal(server.json.status, "pending");
    assert.match(server.json.lastError, /^auth: .*HTTP 401/);
    assert.match(textOf(res), /pending: its upstream refused the stored credential/);
    await setServerCredential(gw.deps, s.account.id, "demo-vault", VAULT_TOKEN);
    const again = await call(s.client, "run_tool", { name: "demo-vault__whoami", arguments: {} });
    assert.equal(again.isError, undefined, textOf(again));
  });
});

Deno.test("run_tool: connection failures and timeouts are rows with connection_failed", async () => {
  const port = closedPort();
  const host = serveDemo();
  await withGateway(async (gw) => {
    const s = await setup(gw);
    const first = await call(s.client, "run_tool", {
      name: "flaky__echo",
      arguments: { text: "up" },
    });
    assert.equal(textOf(first), "up");
    await host.close();
    const gone = await call(s.client, "run_tool", {
      name: "flaky__echo",
      arguments: { text: "down" },
    });
    assert.equal(gone.isError, true);
    assert.match(textOf(gone), /Could not reach server "Flaky": .*The tool did not run/);
    const never = await call(s.client, "run_tool", { name: "down__anything", arguments: {} });
    assert.match(textOf(never), /Could not reach server "Down" to list its tools/);
    const slow = await call(s.client, "run_tool", {
      name: "demo-notes__sleep",
      arguments: { ms: 1500 },
    });
    assert.equal(slow.isError, true);
    assert.match(textOf(slow), /did not answer in time.*timed out after 300 ms/);
    const rows = (await rest(gw, s.apiKey, "/activity")).json.data;
    assert.deepEqual(rows.map((r: { error: { code: string } | null }) => r.error?.code ?? null), [
      "connection_failed",
      "connection_failed",
      "connection_failed",
      null,
    ]);
    const server = await rest(gw, s.apiKey, "/servers/down");
    assert.ok(server.json.lastError !== null);
    assert.ok(server.json.lastAttemptAt !== null);
  }, {
    env: { UPSTREAM_TIMEOUT_MS: "300" },
    extraServers:
      () => [extra("down", `http://127.0.0.1:${port}/mcp`), extra("flaky", host.url("demo-notes"))],
  });
});

function extra(slug: string, endpoint: string) {
  return {
    slug,
    name: slug[0].toUpperCase() + slug.slice(1),
    description: `The ${slug} test server`,
    category: "test",
    authType: "none" as const,
    endpoint,
    defaultEnabled: true,
  };
}

Deno.test("run_tool: burst-limited calls are neither stored nor counted; the message says when", async () => {
  const clock = manualClock(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
  await withGateway(async (gw) => {
    const s = await setup(gw, { plan: "pro", planOverride: { burstPerMinute: 2 } });
    for (let i = 0; i < 2; i++) {
      const r = await call(s.client, "run_tool", {
        name: "demo-notes__echo",
        arguments: { text: `${i}` },
      });
      assert.equal(r.isError, undefined);
    }
    const limited = await call(s.client, "run_tool", {
      name: "demo-notes__echo",
      arguments: { text: "x" },
    });
    assert.equal(limited.isError, true);
    assert.match(
      textOf(limited),
      /Rate limited: .* 2 tool calls per minute.*Retry after 30 s.*not counted/,
    );
    const searchLimited = await call(s.client, "search", { query: "echo" });
    assert.match(textOf(searchLimited), /Rate limited/);
    assert.equal((await rest(gw, s.apiKey, "/activity")).json.data.length, 2);
    assert.equal((await rest(gw, s.apiKey, "/usage")).json.calls, 2);
    // Another connection of the same account has its own window.
    const other = await connection(gw, s.account.id, "second");
    const second = await mcpClient(gw, other.token);
    const r = await call(second, "run_tool", {
      name: "demo-notes__echo",
      arguments: { text: "y" },
    });
    assert.equal(r.isError, undefined);
  }, { deps: { now: clock.now } });
});

Deno.test("run_tool: a changed burst limit applies to the very next call", async () => {
  const clock = manualClock(Math.floor(Date.now() / 60_000) * 60_000 + 10_000);
  await withGateway(async (gw) => {
    const s = await setup(gw, { plan: "pro", planOverride: { burstPerMinute: 1 } });
    const echo = () =>
      call(s.client, "run_tool", { name: "demo-notes__echo", arguments: { text: "e" } });
    assert.equal((await echo()).isError, undefined);
    assert.match(textOf(await echo()), /Rate limited/);
    const raised = { ...s.account, planOverride: { burstPerMinute: 3 } };
    await gw.deps.kv.set(keys.account(s.account.id), raised);
    assert.equal((await echo()).isError, undefined);
    assert.equal((await echo()).isError, undefined);
    assert.match(textOf(await echo()), /Rate limited: .* 3 tool calls per minute/);
    clock.advance(60_000);
    assert.equal((await echo()).isError, undefined, "a new minute opens a new window");
  }, { deps: { now: clock.now } });
});

Deno.test("run_tool: a spent hard limit blocks with the reset time, and blocked calls still count", async () => {
  await withGateway(async (gw) => {
    const s = await setup(gw, { plan: "free", planOverride: { includedCalls: 2 } });
    await call(s.client, "search", { query: "echo" });
    await call(s.client, "run_tool", { name: "demo-notes__echo", arguments: { text: "1" } });
    const blocked = await call(s.client, "run_tool", {
      name: "demo-notes__echo",
      arguments: { text: "2" },
    });
    assert.equal(blocked.isError, true);
    assert.match(
      textOf(blocked),
      /Monthly limit reached: the Free plan .* 2 calls per month.*resets at \d{4}-\d{2}-01T00:00:00.000Z/,
    );
    const rows = (await rest(gw, s.apiKey, "/activity")).json.data;
    assert.equal(rows[0].error.code, "monthly_limit");
    assert.deepEqual(rows[0].arguments, { text: "2" });
    const usage = (await rest(gw, s.apiKey, "/usage")).json;
    assert.equal(usage.calls, 3);
    assert.equal(usage.blocked, true);
  });
});
