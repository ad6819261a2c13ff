/**
 * Issue 16 round four: rows get version 7 ids (no id index), and the day's statistics come from
 * one combined counter per row, read together with counters of the earlier layout.
 */
import assert from "node:assert/strict";
import { ActivityStore } from "../../src/storage/activity.ts";
import { keys } from "../../src/storage/keys.ts";
import { rowId, rowIdMs } from "../../src/storage/row_id.ts";
import { dayStats, rangeStats, statsMutation, utcDay } from "../../src/storage/usage_stats.ts";
import { row } from "../_helpers/activity_row.ts";

Deno.test("[row id] a version 7 id carries its ms; other ids carry none", () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  for (const ms of [0, 1, 1_764_000_000_123, 2 ** 48 - 1]) {
    const id = rowId(ms);
    assert.match(id, UUID);
    assert.equal(rowIdMs(id), ms);
  }
  assert.notEqual(rowId(5), rowId(5), "random bits differ");
  assert.equal(rowIdMs(crypto.randomUUID()), null);
  assert.equal(rowIdMs("not-an-id"), null);
  assert.equal(rowIdMs(rowId(7).toUpperCase()), null);
});

Deno.test("[row id] rows are found by id without an index; older rows through theirs", async () => {
  using kv = await Deno.openKv(":memory:");
  const store = new ActivityStore(kv, Date.now);
  const written = await store.append("a", row(), 7);
  assert.equal(rowIdMs(written.id), Date.parse(written.createdAt));
  assert.deepEqual(await store.get("a", written.id, 7), written);
  const index = await Array.fromAsync(kv.list({ prefix: ["activity_by_id"] }));
  assert.equal(index.length, 0, "no id index for new rows");
  assert.equal(await store.get("b", written.id, 7), null, "another account's id is absent");
  assert.equal(await store.get("a", rowId(Date.now()), 7), null, "an unknown id is absent");
  // A row written by the earlier layout: random version 4 id and the id index.
  const old = await store.append("a", row({ clientId: "cli_old" }), 7);
  const ms = Date.parse(old.createdAt);
  const legacyId = crypto.randomUUID();
  const meta = (await kv.get<Record<string, unknown>>(keys.activity("a", ms, old.id))).value!;
  await kv.atomic()
    .delete(keys.activity("a", ms, old.id))
    .set(keys.activity("a", ms, legacyId), { ...meta, id: legacyId })
    .set(keys.activityById("a", legacyId), ms)
    .commit();
  assert.deepEqual(await store.get("a", legacyId, 7), { ...old, id: legacyId });
});

Deno.test("[stats] one combined counter per row gives every statistic, with older counters", async () => {
  using kv = await Deno.openKv(":memory:");
  const store = new ActivityStore(kv, Date.now);
  await store.append("a", row(), 7);
  await store.append("a", row({ durationMs: 70 }), 7);
  const err = { code: "upstream_error", message: "no" };
  await store.append("a", row({ ok: false, error: err, qualifiedName: "demo__b" }), 7);
  await store.append("a", row({ ok: false, error: null, serverSlug: "other" }), 7);
  const day = utcDay(Date.now());
  // Counters the earlier layout wrote on the same day, before an upgrade.
  const k = (...what: (string | number)[]) => keys.statsDay("a", day, ...what);
  await kv.atomic().sum(k("calls"), 2n).sum(k("failures"), 1n).sum(k("tool", "demo__echo"), 2n)
    .sum(k("error", "policy_denied"), 1n).sum(k("duration", "demo", 5), 2n).commit();
  const d = await dayStats(kv, "a", day);
  assert.deepEqual(d, {
    day,
    calls: 6,
    failures: 3,
    tools: { "demo__echo": 5, "demo__b": 1 },
    errors: { upstream_error: 1, policy_denied: 1 },
    durations: { demo: { 5: 4, 100: 1 }, other: { 5: 1 } },
  });
  const [before, today] = await rangeStats(kv, "a", utcDay(Date.now() - 86_400_000), day);
  assert.equal(before.calls, 0);
  assert.deepEqual(today, d);
});

Deno.test("[stats] the row mutation is the same three keys for any outcome", () => {
  const touched: Deno.KvKey[] = [];
  const op = {
    sum(key: Deno.KvKey) {
      touched.push(key);
      return op;
    },
    set(key: Deno.KvKey) {
      touched.push(key);
      return op;
    },
  };
  const counted = { createdAt: new Date().toISOString(), clientId: "c", serverSlug: "s" };
  const add = statsMutation("a");
  add(op as unknown as Deno.AtomicOperation, {
    ...counted,
    qualifiedName: "s__t",
    ok: false,
    durationMs: 1,
    error: { code: "x" },
  });
  assert.equal(touched.length, 3);
});
