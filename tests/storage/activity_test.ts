import { clientStats } from "../../src/storage/usage_stats.ts";
import assert from "node:assert/strict";
import { ActivityStore } from "../../src/storage/activity.ts";
import { manualClock } from "../_helpers/deps.ts";
import { row } from "../_helpers/activity_row.ts";

Deno.test("[activity] createdAt is unique and strictly increasing under a frozen clock", async () => {
  using kv = await Deno.openKv(":memory:");
  const clock = manualClock();
  const store = new ActivityStore(kv, clock.now);
  const rows = await Promise.all(Array.from({ length: 50 }, () => store.append("a", row(), 7)));
  const times = rows.map((r) => Date.parse(r.createdAt)).sort((x, y) => x - y);
  assert.equal(new Set(times).size, 50);
  assert.equal(times[49] - times[0], 49);
});

Deno.test("[activity] rows over 64 KiB round-trip through chunks", async () => {
  using kv = await Deno.openKv(":memory:");
  const store = new ActivityStore(kv, Date.now);
  const big = "é".repeat(40_000) + "x".repeat(60_000);
  const written = await store.append("a", row({ arguments: { big }, result: { big } }), 7);
  const { rows } = await store.list("a", { limit: 10, retentionDays: 7 });
  assert.equal(rows.length, 1);
  assert.deepEqual(rows[0], written);
  assert.equal((rows[0].arguments as { big: string }).big, big);
});

Deno.test("[activity] expired rows are hidden on read before KV sweeps them", async () => {
  using kv = await Deno.openKv(":memory:");
  const clock = manualClock();
  const store = new ActivityStore(kv, clock.now);
  await store.append("a", row(), 1);
  clock.advance(86_400_000 + 1);
  const { rows } = await store.list("a", { limit: 10, retentionDays: 1 });
  assert.equal(rows.length, 0);
});

Deno.test("[activity] the cursor pages every pre-existing row once while new rows arrive", async () => {
  using kv = await Deno.openKv(":memory:");
  const clock = manualClock();
  const store = new ActivityStore(kv, clock.now);
  const before = [];
  for (let i = 0; i < 25; i++) before.push((await store.append("a", row(), 7)).id);
  const seen: string[] = [];
  let cursor: number | undefined;
  for (;;) {
    const page = await store.list("a", { limit: 4, retentionDays: 7, beforeMs: cursor });
    seen.push(...page.rows.map((r) => r.id));
    await store.append("a", row(), 7); // a concurrent writer adds newer rows between pages
    if (!page.more) break;
    cursor = Date.parse(page.rows[page.rows.length - 1].createdAt);
  }
  assert.deepEqual(seen, before.reverse());
});

Deno.test("[activity] client filter and stats only count that client's rows", async () => {
  using kv = await Deno.openKv(":memory:");
  const store = new ActivityStore(kv, Date.now);
  await store.append("a", row({ clientId: "c1" }), 7);
  await store.append("a", row({ clientId: "c2" }), 7);
  const last = await store.append("a", row({ clientId: "c1" }), 7);
  const { rows } = await store.list("a", { limit: 10, retentionDays: 7, clientId: "c1" });
  assert.equal(rows.length, 2);
  assert.ok(rows.every((r) => r.clientId === "c1"));
  const stats = await clientStats(kv, "a", "c1", 7, Date.now());
  assert.deepEqual(stats, { calls: 2, lastCallAt: last.createdAt });
});
