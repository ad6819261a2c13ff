import assert from "node:assert/strict";
import { call, harness, seedTools, tenant } from "./_helpers.ts";
import { manualClock } from "../_helpers/deps.ts";
import { keys } from "../../src/storage/keys.ts";
import { EMPTY_STATE } from "../../src/domain/catalog.ts";

type Tool = { qualifiedName: string; inputSchema?: unknown };
const names = (data: Tool[]) => data.map((t) => t.qualifiedName);

async function seeded() {
  const clock = manualClock();
  const h = await harness({ now: clock.now });
  const t = await tenant(h);
  await seedTools(h.deps, t.account.id, "notes", ["search", "add", "stats", "delete", "list"]);
  await seedTools(h.deps, t.account.id, "weather", ["forecast", "alerts"]);
  await seedTools(h.deps, t.account.id, "vault", ["open", "list"]);
  return { h, clock, ...t };
}

Deno.test("GET /tools lists cached tools of enabled servers in qualified-name order", async () => {
  const { h, key } = await seeded();
  const res = await call(h, "/tools", { key });
  assert.equal(res.status, 200);
  assert.deepEqual(names(res.json.data), [
    "notes__add",
    "notes__delete",
    "notes__list",
    "notes__search",
    "notes__stats",
  ]);
  assert.equal(res.json.total, 5);
  assert.equal(res.json.nextOffset, null);
  assert.deepEqual(res.json.data[0], {
    qualifiedName: "notes__add",
    name: "add",
    server: { slug: "notes", name: "Notes" },
    title: "Title of add",
    description: "Does add",
  });
  const withSchema = await call(h, "/tools?schema=true&limit=1", { key });
  assert.deepEqual(withSchema.json.data[0].inputSchema, {
    type: "object",
    properties: { q: { type: "string" } },
  });
  const without = await call(h, "/tools?schema=false", { key });
  assert.ok(without.json.data.every((t: Tool) => !("inputSchema" in t)));
  h.deps.kv.close();
});

Deno.test("GET /tools pages with offset, total and nextOffset", async () => {
  const { h, key } = await seeded();
  const pages = [];
  for (let offset: number | null = 0; offset !== null;) {
    const res = await call(h, `/tools?limit=2&offset=${offset}`, { key });
    assert.equal(res.json.total, 5);
    pages.push(names(res.json.data));
    offset = res.json.nextOffset;
  }
  assert.deepEqual(pages.map((p) => p.length), [2, 2, 1]);
  assert.equal(new Set(pages.flat()).size, 5);
  const past = await call(h, "/tools?offset=10", { key });
  assert.deepEqual(past.json, { data: [], total: 5, nextOffset: null });
  const exact = await call(h, "/tools?limit=5", { key });
  assert.equal(exact.json.nextOffset, null);
  h.deps.kv.close();
});

Deno.test("GET /tools?server= filters by slug; unknown slugs are 404", async () => {
  const { h, key } = await seeded();
  const notes = await call(h, "/tools?server=notes&limit=2", { key });
  assert.equal(notes.json.total, 5);
  const weather = await call(h, "/tools?server=weather", { key });
  assert.deepEqual(weather.json, { data: [], total: 0, nextOffset: null }, "disabled: no tools");
  const missing = await call(h, "/tools?server=nope", { key });
  assert.equal(missing.status, 404);
  assert.equal(missing.json.error, "not_found");

  await call(h, "/servers/weather", { key, method: "PATCH", body: { enabled: true } });
  const after = await call(h, "/tools", { key });
  assert.equal(after.json.total, 7);
  assert.deepEqual(names(after.json.data).slice(5), ["weather__alerts", "weather__forecast"]);
  h.deps.kv.close();
});

Deno.test("GET /tools asks for a warm-up of stale enabled servers only", async () => {
  const { h, clock, account, key } = await seeded();
  const requested: string[] = [];
  h.services.warmups.listen((_acc, slug) => {
    requested.push(slug);
    return Promise.resolve();
  });
  const fresh = new Date(clock.now() - 60_000).toISOString();
  await h.deps.kv.set(keys.serverState(account.id, "notes"), {
    ...EMPTY_STATE,
    refreshedAt: fresh,
    lastAttemptAt: fresh,
  });
  await call(h, "/tools", { key });
  await h.services.warmups.idle();
  assert.deepEqual(requested, []);
  clock.advance(60 * 60_000);
  await call(h, "/tools", { key });
  await h.services.warmups.idle();
  assert.deepEqual(requested, ["notes"], "only the enabled, stale server");
  h.deps.kv.close();
});
