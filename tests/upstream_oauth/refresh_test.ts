import assert from "node:assert/strict";
import { call, connection, mcpClient, textOf, withGateway } from "../mcp/_harness.ts";
import { connect, member, oauthServer, stats } from "./_harness.ts";
import type { Gateway } from "./_harness.ts";
import { keys } from "../../src/storage/keys.ts";
import type { UpstreamConnection } from "../../src/storage/upstream_oauth.ts";
import { findServerEntry } from "../../src/catalog/library.ts";

const servers = (origin: string) => [
  oauthServer(origin, "oa-rot", { ttl: "2", rotate: "1" }),
  oauthServer(origin, "oa-keep", { ttl: "2" }),
  // 3 s: the first call must land inside the token's proactive window on a loaded machine too.
  oauthServer(origin, "oa-bad", { ttl: "3", refresh: "invalid_grant" }),
  oauthServer(origin, "oa-503", { ttl: "3", token503: "1" }),
  oauthServer(origin, "oa-scope"),
];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function agent(gw: Gateway, accountId: string) {
  const { token } = await connection(gw, accountId);
  return await mcpClient(gw, token);
}

/**
 * Sleeps until the stored access token of the connection has expired: real expiry, counted from
 * when the token was issued rather than a fixed sleep from after the last (possibly slow) call.
 */
async function untilExpired(gw: Gateway, accountId: string, slug: string) {
  const key = keys.upstreamOAuthConnection(accountId, slug);
  const conn = (await gw.deps.kv.get<UpstreamConnection>(key)).value!;
  await sleep(conn.expiresAt! - Date.now() + 50);
}

const run = async (c: Awaited<ReturnType<typeof agent>>, name: string, args = {}) =>
  textOf(await call(c, "run_tool", { name, arguments: args }));

Deno.test("after expiry, 20 parallel run_tool calls make exactly one refresh and all succeed", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    assert.equal((await connect(gw, m, "oa-rot")).status, 200);
    const client = await agent(gw, m.accountId);
    try {
      assert.equal(await run(client, "oa-rot__echo", { text: "warm" }), "warm");
      const server = gw.deps.catalog.find((x) => x.slug === "oa-rot")!;
      const before = (await stats(gw, server)).refreshRequests; // under load warm-up may refresh
      await untilExpired(gw, m.accountId, "oa-rot");
      const texts = await Promise.all(
        Array.from({ length: 20 }, (_, i) => run(client, "oa-rot__echo", { text: `n${i}` })),
      );
      assert.deepEqual(texts, Array.from({ length: 20 }, (_, i) => `n${i}`));
      const s = await stats(gw, server);
      assert.equal(s.refreshRequests - before, 1);
      const last = s.tokenRequests.at(-1);
      assert.equal(last.resource, `${gw.origin}/demo/demo-oauth/mcp`, "refresh carries resource");
    } finally {
      await client.close();
    }
  }, { extraServers: servers }));

Deno.test("no rotated refresh token returned: the old one is kept and works again", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    assert.equal((await connect(gw, m, "oa-keep")).status, 200);
    const key = keys.upstreamOAuthConnection(m.accountId, "oa-keep");
    const before = (await gw.deps.kv.get<UpstreamConnection>(key)).value!;
    const client = await agent(gw, m.accountId);
    try {
      for (let round = 0; round < 3; round++) {
        await untilExpired(gw, m.accountId, "oa-keep");
        assert.equal(await run(client, "oa-keep__echo", { text: `r${round}` }), `r${round}`);
      }
      const after = (await gw.deps.kv.get<UpstreamConnection>(key)).value!;
      const open = (s: string) => gw.deps.secrets.open(s);
      assert.equal(await open(after.refreshSealed!), await open(before.refreshSealed!));
      assert.notEqual(await open(after.accessSealed), await open(before.accessSealed));
    } finally {
      await client.close();
    }
  }, { extraServers: servers }));

Deno.test("invalid_grant: the server goes pending, lastError and the agent text say reconnect", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    assert.equal((await connect(gw, m, "oa-bad")).status, 200);
    const client = await agent(gw, m.accountId);
    try {
      assert.equal(await run(client, "oa-bad__echo", { text: "a" }), "a");
      await untilExpired(gw, m.accountId, "oa-bad");
      const text = await run(client, "oa-bad__echo", { text: "b" });
      assert.match(text, /OAuth oa-bad/);
      assert.ok(text.includes(`${gw.origin}/app/servers/oa-bad`), text);
      const entry = await findServerEntry(gw.deps, m.accountId, "oa-bad");
      assert.equal(entry?.resolved.status, "pending");
      assert.match(entry!.resolved.lastError!, /^auth: .*invalid_grant/);
      // A reconnect restores it.
      assert.equal((await connect(gw, m, "oa-bad")).status, 200);
      const again = await findServerEntry(gw.deps, m.accountId, "oa-bad");
      assert.equal(again?.resolved.status, "enabled");
      assert.equal(again?.resolved.lastError, null);
    } finally {
      await client.close();
    }
  }, { extraServers: servers }));

Deno.test("token endpoint 503 is transient: tokens kept, backoff, then the refresh succeeds", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    assert.equal((await connect(gw, m, "oa-503")).status, 200);
    const client = await agent(gw, m.accountId);
    const key = keys.upstreamOAuthConnection(m.accountId, "oa-503");
    try {
      assert.equal(await run(client, "oa-503__echo", { text: "a" }), "a");
      await untilExpired(gw, m.accountId, "oa-503");
      const failed = await run(client, "oa-503__echo", { text: "b" });
      assert.match(failed, /failed temporarily .*HTTP 503/);
      const kept = (await gw.deps.kv.get<UpstreamConnection>(key)).value!;
      assert.equal(kept.failures, 1);
      assert.ok(kept.refreshSealed);
      const entry = await findServerEntry(gw.deps, m.accountId, "oa-503");
      assert.equal(entry?.resolved.status, "enabled");
      await sleep(kept.retryAfter - Date.now() + 50); // the first backoff (one second) is over
      assert.equal(await run(client, "oa-503__echo", { text: "c" }), "c");
      const s = await stats(gw, gw.deps.catalog.find((x) => x.slug === "oa-503")!);
      assert.equal(s.refreshRequests, 2);
    } finally {
      await client.close();
    }
  }, { extraServers: servers }));

Deno.test("403 insufficient_scope: no retry loop; Reconnect asks for the union of scopes", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    assert.equal((await connect(gw, m, "oa-scope")).status, 200);
    const client = await agent(gw, m.accountId);
    try {
      const text = await run(client, "oa-scope__admin_report");
      assert.match(text, /scope "demo:read demo:admin"/);
      assert.ok(text.includes(`${gw.origin}/app/servers/oa-scope`));
      const s = await stats(gw, gw.deps.catalog.find((x) => x.slug === "oa-scope")!);
      assert.equal(s.refreshRequests, 0);
      const again = await connect(gw, m, "oa-scope");
      assert.equal(
        again.authorize!.searchParams.get("scope"),
        "demo:read offline_access demo:admin",
      );
      assert.match(await run(client, "oa-scope__admin_report"), /admin report/);
    } finally {
      await client.close();
    }
  }, { extraServers: servers }));

Deno.test("a replayed rotated refresh token revokes the family; the next refresh needs reconnect", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    assert.equal((await connect(gw, m, "oa-rot")).status, 200);
    const key = keys.upstreamOAuthConnection(m.accountId, "oa-rot");
    const first = (await gw.deps.kv.get<UpstreamConnection>(key)).value!;
    const client = await agent(gw, m.accountId);
    try {
      await untilExpired(gw, m.accountId, "oa-rot");
      assert.equal(await run(client, "oa-rot__echo", { text: "a" }), "a"); // rotates
      const old = await gw.deps.secrets.open(first.refreshSealed!);
      const tokenUrl = first.issuer.tokenEndpoint;
      const replay = await fetch(tokenUrl, {
        method: "POST",
        body: new URLSearchParams({
          grant_type: "refresh_token",
          refresh_token: old,
          client_id: first.client.clientId,
          resource: first.resource!,
        }),
      });
      assert.equal(replay.status, 400);
      assert.equal((await replay.json()).error, "invalid_grant");
      await untilExpired(gw, m.accountId, "oa-rot");
      assert.match(await run(client, "oa-rot__echo", { text: "b" }), /authorized again/);
    } finally {
      await client.close();
    }
  }, { extraServers: servers }));
