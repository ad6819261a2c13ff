import assert from "node:assert/strict";
import { call, harness, tenant } from "./_helpers.ts";
import { manualClock } from "../_helpers/deps.ts";
import { lastUsedOf, revokeApiKey } from "../../src/storage/api_keys.ts";
import { issueAccessToken } from "../../src/oauth/tokens.ts";
import { createClient } from "../../src/storage/clients.ts";

Deno.test("REST refuses missing, malformed, unknown and foreign credentials with 401", async () => {
  const h = await harness();
  const { key } = await tenant(h);
  const flipped = key.slice(0, -1) + (key.endsWith("A") ? "B" : "A");
  const cases: [string, Record<string, string>][] = [
    ["no header", {}],
    ["empty header", { authorization: "" }],
    ["basic scheme", { authorization: `Basic ${btoa("a:b")}` }],
    ["bearer without token", { authorization: "Bearer" }],
    ["two tokens", { authorization: `Bearer ${key} ${key}` }],
    ["not a key", { authorization: "Bearer hello" }],
    ["bad checksum", { authorization: `Bearer ${flipped}` }],
    ["unknown well-formed key", { authorization: `Bearer svc_${"a".repeat(43)}000000` }],
  ];
  for (const [label, headers] of cases) {
    const res = await call(h, "/usage", { headers });
    assert.equal(res.status, 401, label);
    assert.equal(res.json.error, "unauthorized", label);
    assert.equal(typeof res.json.message, "string");
    assert.equal(res.headers.get("x-ratelimit-limit"), null, `${label}: 401 is not metered`);
    assert.match(res.headers.get("www-authenticate") ?? "", /^Bearer/);
  }
  assert.equal((await call(h, "/usage", { key })).status, 200);
  // The scheme name is case-insensitive (RFC 9110).
  assert.equal(
    (await call(h, "/usage", { headers: { authorization: `bearer ${key}` } })).status,
    200,
  );
  h.deps.kv.close();
});

Deno.test("REST rejects an MCP OAuth access token with 401", async () => {
  const h = await harness();
  const { account } = await tenant(h);
  const client = await createClient(h.deps.kv, h.deps.now, {
    accountId: account.id,
    label: "Laptop",
    name: "Client",
    oauthClientId: null,
  });
  const { token } = await issueAccessToken(h.deps.kv, h.deps.now, {
    accountId: account.id,
    clientId: client.id,
    audience: `${h.deps.config.publicUrl}/mcp`,
    grantId: null,
    scope: "mcp",
    ttlMs: 60_000,
  });
  const res = await call(h, "/usage", { key: token });
  assert.equal(res.status, 401);
  assert.equal(res.json.error, "unauthorized");
  assert.match(res.json.message, /MCP endpoint/);
  h.deps.kv.close();
});

Deno.test("a revoked key gets 401 on the very next request", async () => {
  const h = await harness();
  const { account, key, keyRecord } = await tenant(h);
  assert.equal((await call(h, "/servers", { key })).status, 200);
  await revokeApiKey(h.deps.kv, h.deps.now, account.id, keyRecord.id);
  const res = await call(h, "/servers", { key });
  assert.equal(res.status, 401);
  assert.equal(res.json.error, "unauthorized");
  h.deps.kv.close();
});

Deno.test("last-used time is written on authenticated 2xx answers only", async () => {
  const clock = manualClock();
  const h = await harness({ now: clock.now });
  const { key, keyRecord } = await tenant(h);
  assert.equal((await call(h, "/activity?limit=0", { key })).status, 400);
  assert.equal((await call(h, "/servers/nope", { key })).status, 404);
  assert.equal((await call(h, "/usage", { key, method: "POST" })).status, 405);
  await h.services.lastUsed.flush();
  assert.equal(await lastUsedOf(h.deps.kv, keyRecord.id), null);

  clock.advance(1234);
  const first = new Date(clock.now()).toISOString();
  assert.equal((await call(h, "/usage", { key })).status, 200);
  await h.services.lastUsed.flush();
  assert.equal(await lastUsedOf(h.deps.kv, keyRecord.id), first);
  // Recorded to a one-second resolution: a busy key writes at most once a second.
  clock.advance(400);
  assert.equal((await call(h, "/servers", { key })).status, 200);
  await h.services.lastUsed.flush();
  assert.equal(await lastUsedOf(h.deps.kv, keyRecord.id), first);
  clock.advance(600);
  assert.equal((await call(h, "/clients", { key })).status, 200);
  await h.services.lastUsed.flush();
  assert.equal(await lastUsedOf(h.deps.kv, keyRecord.id), new Date(clock.now()).toISOString());
  h.deps.kv.close();
});

Deno.test("every metered answer carries the rate-limit headers; 429 adds Retry-After", async () => {
  const clock = manualClock(Date.UTC(2026, 10, 21, 12, 0, 45));
  const h = await harness({ now: clock.now });
  const { key } = await tenant(h, { planOverride: { apiPerMinute: 3 } });
  const reset = String(Date.UTC(2026, 10, 21, 12, 1, 0) / 1000);
  const answers = [
    await call(h, "/usage", { key }),
    await call(h, "/activity?limit=x", { key }),
    await call(h, "/servers/nope", { key }),
    await call(h, "/usage", { key }),
  ];
  assert.deepEqual(answers.map((a) => a.status), [200, 400, 404, 429]);
  assert.deepEqual(answers.map((a) => a.headers.get("x-ratelimit-remaining")), [
    "2",
    "1",
    "0",
    "0",
  ]);
  for (const a of answers) {
    assert.equal(a.headers.get("x-ratelimit-limit"), "3");
    assert.equal(a.headers.get("x-ratelimit-reset"), reset);
  }
  assert.equal(answers[3].json.error, "rate_limited");
  assert.equal(answers[3].headers.get("retry-after"), "15");
  assert.equal(answers[0].headers.get("retry-after"), null);
  // The next clock minute is a fresh window.
  clock.advance(15_000);
  const next = await call(h, "/usage", { key });
  assert.equal(next.status, 200);
  assert.equal(next.headers.get("x-ratelimit-remaining"), "2");
  h.deps.kv.close();
});

Deno.test("N concurrent requests against a ceiling C admit exactly C", async () => {
  const clock = manualClock();
  const h = await harness({ now: clock.now });
  const { key } = await tenant(h, { planOverride: { apiPerMinute: 9 } });
  const { key: other } = await tenant(h, { planOverride: { apiPerMinute: 9 } });
  const results = await Promise.all(
    Array.from({ length: 40 }, (_, i) => call(h, "/usage", { key: i % 4 === 0 ? other : key })),
  );
  const ok = (k: number) =>
    results.filter((r, i) => (i % 4 === 0) === (k === 1) && r.status === 200);
  assert.equal(ok(0).length, 9, "main key admits exactly its ceiling");
  assert.equal(ok(1).length, 9, "a second key has its own window");
  assert.equal(results.filter((r) => r.status === 429).length, 40 - 18);
  h.deps.kv.close();
});
