import assert from "node:assert/strict";
import { activityInput, call, type Harness, harness, tenant } from "./_helpers.ts";
import { manualClock } from "../_helpers/deps.ts";
import { createClient } from "../../src/storage/clients.ts";
import { busyRetryingKv } from "../../src/lib/busy_kv.ts";

type Row = { id: string };

async function clientOf(h: Harness, accountId: string, label: string) {
  return await createClient(h.deps.kv, h.deps.now, {
    accountId,
    label,
    name: "Test client",
    oauthClientId: null,
  });
}

async function pageAll(h: Harness, key: string, query: string) {
  const pages: {
    data: { id: string; createdAt: string; clientId: string }[];
    nextCursor: string | null;
  }[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor === null ? "" : `&cursor=${cursor}`;
    const res = await call(h, `/activity?${query}${suffix}`, { key });
    assert.equal(res.status, 200, res.text);
    pages.push(res.json);
    cursor = res.json.nextCursor;
  } while (cursor !== null);
  return pages;
}

Deno.test("GET /activity pages newest first; nextCursor is null only on the last page", async () => {
  const clock = manualClock();
  const h = await harness({ now: clock.now });
  const { account, key } = await tenant(h);
  const client = await clientOf(h, account.id, "Laptop");
  const written = [];
  // A frozen clock: the store still gives every row its own, strictly increasing millisecond.
  for (let i = 0; i < 6; i++) {
    written.push(await h.services.activity.append(account.id, activityInput(client.id), 7));
  }
  const pages = await pageAll(h, key, "limit=3");
  assert.deepEqual(pages.map((p) => p.data.length), [3, 3]);
  assert.equal(pages[0].nextCursor, pages[0].data[2].createdAt);
  assert.equal(pages[1].nextCursor, null);
  const ids = pages.flatMap((p) => p.data.map((r) => r.id));
  assert.deepEqual(ids, written.map((r) => r.id).reverse());

  const first = await call(h, "/activity", { key });
  assert.equal(first.json.retentionDays, 7);
  assert.equal(first.json.nextCursor, null);
  assert.deepEqual(first.json.data[0], { ...written[5] });
  h.deps.kv.close();
});

Deno.test("GET /activity filters by client; an unknown client is 404", async () => {
  const h = await harness();
  const { account, key } = await tenant(h, { plan: "pro" });
  const a = await clientOf(h, account.id, "A");
  const b = await clientOf(h, account.id, "B");
  for (let i = 0; i < 5; i++) {
    await h.services.activity.append(account.id, activityInput(i % 2 ? a.id : b.id), 30);
  }
  const pages = await pageAll(h, key, `client=${b.id}&limit=2`);
  const rows = pages.flatMap((p) => p.data);
  assert.equal(rows.length, 3);
  assert.ok(rows.every((r) => r.clientId === b.id));
  assert.equal(pages[0].data.length, 2);
  const missing = await call(h, "/activity?client=cli_missing", { key });
  assert.equal(missing.status, 404);
  assert.equal(missing.json.error, "not_found");
  assert.equal((await call(h, `/activity?client=${a.id}`, { key })).json.retentionDays, 30);
  h.deps.kv.close();
});

Deno.test("paging while new rows are written returns every earlier row exactly once", async () => {
  const h = await harness();
  const { account, key } = await tenant(h);
  const client = await clientOf(h, account.id, "Busy");
  const before = new Set<string>();
  for (let i = 0; i < 60; i++) {
    before.add((await h.services.activity.append(account.id, activityInput(client.id), 7)).id);
  }
  const seen: string[] = [];
  let cursor: string | null = null;
  let writes = 0;
  do {
    // New calls land concurrently with every page request.
    const writing = Promise.all(
      [0, 1, 2].map(() => h.services.activity.append(account.id, activityInput(client.id), 7)),
    );
    const suffix: string = cursor === null ? "" : `&cursor=${cursor}`;
    const [res] = await Promise.all([call(h, `/activity?limit=7${suffix}`, { key }), writing]);
    writes += 3;
    seen.push(...res.json.data.map((r: { id: string }) => r.id));
    cursor = res.json.nextCursor;
  } while (cursor !== null);
  assert.equal(new Set(seen).size, seen.length, "no row is returned twice");
  for (const id of before) assert.ok(seen.includes(id), `row ${id} was returned`);
  assert.ok(writes > 0);
  h.deps.kv.close();
});

Deno.test("GET /activity returns rows larger than one KV value intact", async () => {
  const h = await harness();
  const { account, key } = await tenant(h);
  const client = await clientOf(h, account.id, "Big");
  const big = { text: "é".repeat(40_000), list: Array.from({ length: 500 }, (_, i) => i) };
  const input = { ...activityInput(client.id), arguments: big, result: { echo: big } };
  const row = await h.services.activity.append(account.id, input, 7);
  const res = await call(h, "/activity?limit=1", { key });
  assert.equal(res.json.data[0].id, row.id);
  assert.deepEqual(res.json.data[0].arguments, big);
  assert.deepEqual(res.json.data[0].result, { echo: big });
  h.deps.kv.close();
});

Deno.test("rows past the retention window are not listed", async () => {
  const clock = manualClock();
  const h = await harness({ now: clock.now });
  const { account, key } = await tenant(h);
  const client = await clientOf(h, account.id, "Old");
  await h.services.activity.append(account.id, activityInput(client.id), 7);
  assert.equal((await call(h, "/activity", { key })).json.data.length, 1);
  clock.advance(7 * 86_400_000 + 1);
  const res = await call(h, "/activity", { key });
  assert.deepEqual(res.json.data, []);
  assert.equal(res.json.nextCursor, null);
  h.deps.kv.close();
});

Deno.test("a re-read page shows a row written since, also by another process", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/kv.sqlite3`;
  // Both handles retry "database is locked" as main.ts's openKv makes them do.
  const a = await harness({ kv: busyRetryingKv(await Deno.openKv(path)) });
  const b = await harness({ kv: busyRetryingKv(await Deno.openKv(path)) });
  try {
    const { account, key } = await tenant(a);
    const client = await clientOf(a, account.id, "Two");
    const first = await a.services.activity.append(account.id, activityInput(client.id), 7);
    assert.deepEqual((await call(a, "/activity", { key })).json.data.map((r: Row) => r.id), [
      first.id,
    ]);
    const local = await a.services.activity.append(account.id, activityInput(client.id), 7);
    const seen = (await call(a, "/activity", { key })).json.data.map((r: Row) => r.id);
    assert.deepEqual(seen, [local.id, first.id]);
    // A row committed through another KV handle (another process) invalidates the page too.
    const remote = await b.services.activity.append(account.id, activityInput(client.id), 7);
    const after = (await call(a, "/activity", { key })).json.data.map((r: Row) => r.id);
    assert.deepEqual(after, [remote.id, local.id, first.id]);
  } finally {
    a.deps.kv.close();
    b.deps.kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});
