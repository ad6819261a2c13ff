import assert from "node:assert/strict";
import { call, harness, tenant } from "./_helpers.ts";
import { manualClock } from "../_helpers/deps.ts";
import { keys } from "../../src/storage/keys.ts";
import { EMPTY_STATE, type OwnedServer, type ServerState } from "../../src/domain/catalog.ts";

type Row = { slug: string; status: string };
const slugs = (rows: Row[]) => rows.map((r) => r.slug);

Deno.test("GET /servers resolves catalogue defaults, owned servers and filters", async () => {
  const h = await harness();
  const { account, key } = await tenant(h);
  const owned: OwnedServer = {
    slug: "mine",
    name: "Mine",
    description: "My own server",
    category: "custom",
    authType: "none",
    endpoint: "https://mcp.example.org/mcp",
    defaultEnabled: true,
    createdAt: "2026-11-01T00:00:00.000Z",
  };
  await h.deps.kv.set(keys.ownedServer(account.id, "mine"), owned);
  const all = await call(h, "/servers", { key });
  assert.equal(all.status, 200);
  assert.deepEqual(all.json.data.map((r: Row) => [r.slug, r.status]), [
    ["notes", "enabled"],
    ["weather", "disabled"],
    ["vault", "pending"],
    ["mine", "enabled"],
  ]);
  assert.deepEqual(all.json.data[0], {
    slug: "notes",
    name: "Notes",
    description: "The notes server",
    category: "demo",
    status: "enabled",
    authType: "none",
    endpoint: "http://127.0.0.1:9/demo/notes/mcp",
    toolCount: 0,
    lastAttemptAt: null,
    lastError: null,
    owned: false,
  });
  assert.equal(all.json.data[3].owned, true);
  const enabled = await call(h, "/servers?status=enabled", { key });
  assert.deepEqual(slugs(enabled.json.data), ["notes", "mine"]);
  const storage = await call(h, "/servers?category=storage&status=pending", { key });
  assert.deepEqual(slugs(storage.json.data), ["vault"]);
  assert.deepEqual((await call(h, "/servers?category=nothing", { key })).json.data, []);
  h.deps.kv.close();
});

Deno.test("GET /servers/{slug} answers one row or 404", async () => {
  const h = await harness();
  const { account, key } = await tenant(h);
  const state: ServerState = {
    ...EMPTY_STATE,
    toolCount: 4,
    lastAttemptAt: "2026-11-21T11:00:00.000Z",
    lastError: "connection: refused",
  };
  await h.deps.kv.set(keys.serverState(account.id, "weather"), state);
  const res = await call(h, "/servers/weather", { key });
  assert.equal(res.status, 200);
  assert.equal(res.json.toolCount, 4);
  assert.equal(res.json.lastAttemptAt, "2026-11-21T11:00:00.000Z");
  assert.equal(res.json.lastError, "connection: refused");
  const missing = await call(h, "/servers/nothing", { key });
  assert.equal(missing.status, 404);
  assert.deepEqual(missing.json, { error: "not_found", message: 'Server "nothing" not found' });
  h.deps.kv.close();
});

Deno.test("PATCH /servers/{slug} flips a none-auth server and requests a warm-up", async () => {
  const clock = manualClock();
  const h = await harness({ now: clock.now });
  const { account, key } = await tenant(h);
  const warmups: string[] = [];
  h.services.warmups.listen((acc, slug) => {
    warmups.push(`${acc}/${slug}`);
    return Promise.resolve();
  });
  const on = await call(h, "/servers/weather", { key, method: "PATCH", body: { enabled: true } });
  assert.equal(on.status, 200);
  assert.equal(on.json.slug, "weather");
  assert.equal(on.json.status, "enabled");
  await h.services.warmups.idle();
  assert.deepEqual(warmups, [`${account.id}/weather`]);
  const state = await h.deps.kv.get<ServerState>(keys.serverState(account.id, "weather"));
  assert.equal(state.value?.warmupRequestedAt, new Date(clock.now()).toISOString());
  assert.equal((await call(h, "/servers/weather", { key })).json.status, "enabled");

  const off = await call(h, "/servers/notes", { key, method: "PATCH", body: { enabled: false } });
  assert.equal(off.json.status, "disabled");
  await h.services.warmups.idle();
  assert.equal(warmups.length, 1, "disabling starts no warm-up");
  const list = await call(h, "/servers?status=disabled", { key });
  assert.deepEqual(slugs(list.json.data), ["notes"]);
  h.deps.kv.close();
});

Deno.test("PATCH refuses credentialed servers with 409 and unknown ones with 404", async () => {
  const h = await harness();
  const { key } = await tenant(h);
  for (const enabled of [true, false]) {
    const res = await call(h, "/servers/vault", { key, method: "PATCH", body: { enabled } });
    assert.equal(res.status, 409);
    assert.equal(res.json.error, "invalid_request");
  }
  assert.equal((await call(h, "/servers/vault", { key })).json.status, "pending");
  const missing = await call(h, "/servers/nope", { key, method: "PATCH", body: { enabled: true } });
  assert.equal(missing.status, 404);
  assert.equal(missing.json.error, "not_found");
  h.deps.kv.close();
});

Deno.test("a bearer server is enabled with a credential until auth fails at warm-up", async () => {
  const h = await harness();
  const { account, key } = await tenant(h);
  const sealed = await h.deps.secrets.seal("upstream-token");
  await h.deps.kv.set(keys.serverCredential(account.id, "vault"), sealed);
  assert.equal((await call(h, "/servers/vault", { key })).json.status, "enabled");
  const state = (lastError: string): ServerState => ({ ...EMPTY_STATE, lastError });
  await h.deps.kv.set(keys.serverState(account.id, "vault"), state("connection: timed out"));
  assert.equal((await call(h, "/servers/vault", { key })).json.status, "enabled");
  await h.deps.kv.set(keys.serverState(account.id, "vault"), state("auth: upstream answered 401"));
  const res = await call(h, "/servers?status=pending", { key });
  assert.deepEqual(slugs(res.json.data), ["vault"]);
  h.deps.kv.close();
});
