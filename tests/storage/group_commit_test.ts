import assert from "node:assert/strict";
import { ActivityStore, type RowMutation } from "../../src/storage/activity.ts";
import { committerFor, GroupCommitter } from "../../src/storage/group_commit.ts";
import { keys } from "../../src/storage/keys.ts";
import { dayStats } from "../../src/storage/usage_stats.ts";
import { row } from "../_helpers/activity_row.ts";

const usage = (pool: string): RowMutation => (op) => void op.sum(["usage_test", pool], 1n);

async function rowsOf(kv: Deno.Kv, accountId: string) {
  return await Array.fromAsync(kv.list({ prefix: keys.activities(accountId) }));
}

async function count(kv: Deno.Kv, key: Deno.KvKey): Promise<bigint> {
  return (await kv.get<Deno.KvU64>(key)).value?.value ?? 0n;
}

Deno.test("[group commit] concurrent calls each get exactly one row, atomic with its usage and counters", async () => {
  using kv = await Deno.openKv(":memory:");
  const store = new ActivityStore(kv, Date.now);
  const before = { ...committerFor(kv).stats };
  const N = 60;
  const written = await Promise.all(
    Array.from(
      { length: N },
      (_, i) => store.append("acc", row({ arguments: { i } }), 7, [usage("p")]),
    ),
  );
  const after = committerFor(kv).stats;
  const rows = await rowsOf(kv, "acc");
  assert.equal(rows.length, N, "one row per call");
  assert.equal(new Set(written.map((r) => r.id)).size, N);
  const seen = rows.map((e) => (e.value as { arguments?: unknown; inline: string }).inline);
  for (let i = 0; i < N; i++) {
    assert.ok(seen.some((s) => s.includes(`{"i":${i}}`)), `row of call ${i}`);
  }
  assert.equal(await count(kv, ["usage_test", "p"]), BigInt(N), "one usage increment per row");
  const day = written[0].createdAt.slice(0, 10);
  assert.equal((await dayStats(kv, "acc", day)).calls, N, "statistics counters per row");
  const commits = after.commits - before.commits;
  assert.ok(commits < N, `rows were grouped: ${N} rows in ${commits} commits`);
  const times = written.map((r) => Date.parse(r.createdAt)).sort((a, b) => a - b);
  assert.equal(new Set(times).size, N, "createdAt stays unique within a group");
});

Deno.test("[group commit] a row that cannot commit fails alone; the others in its group keep their rows", async () => {
  using kv = await Deno.openKv(":memory:");
  const store = new ActivityStore(kv, Date.now);
  // A mutation KV refuses (a value over 64 KiB) makes that row's commit, and its group's, fail.
  const poison: RowMutation = (op) => void op.set(["too_big"], new Uint8Array(70_000));
  const calls = Array.from(
    { length: 20 },
    (_, i) =>
      store.append(
        "acc",
        row({ arguments: { i } }),
        7,
        i === 7 ? [usage("p"), poison] : [usage("p")],
      ),
  );
  const settled = await Promise.allSettled(calls);
  const failed = settled.flatMap((s, i) => s.status === "rejected" ? [i] : []);
  assert.deepEqual(failed, [7], "only the poisoned call failed");
  assert.equal((await rowsOf(kv, "acc")).length, 19, "every other call has its row");
  assert.equal(await count(kv, ["usage_test", "p"]), 19n, "the failed row's usage was not counted");
  assert.equal((await kv.get(["too_big"])).versionstamp, null);
});

Deno.test("[group commit] a member whose check fails gets ok:false; the members grouped with it commit", async () => {
  using kv = await Deno.openKv(":memory:");
  const committer = new GroupCommitter(kv);
  await kv.set(["guarded"], 1);
  const first = committer.commit((op) => void op.set(["a"], 1)); // in flight: the others wait
  const stale = committer.commit((op) =>
    void op.check({ key: ["guarded"], versionstamp: "00000000000000000000" }).set(["b"], 1)
  );
  const fine = committer.commit((op) => void op.set(["c"], 1));
  const [r1, r2, r3] = await Promise.all([first, stale, fine]);
  assert.equal(r1.ok, true);
  assert.equal(r2.ok, false, "the stale check fails its own member");
  assert.equal(r3.ok, true, "its group neighbour still commits");
  assert.equal((await kv.get(["b"])).versionstamp, null);
  assert.equal((await kv.get(["c"])).value, 1);
});

Deno.test("[group commit] groups respect KV's size limit: large rows split across commits, none lost", async () => {
  using kv = await Deno.openKv(":memory:");
  const store = new ActivityStore(kv, Date.now);
  const before = committerFor(kv).stats.commits;
  const big = "x".repeat(100_000); // over the inline size: chunked, about 100 KB of mutations each
  const N = 24; // about 2.4 MB in all: cannot be one 800 KiB commit
  const written = await Promise.all(
    Array.from({ length: N }, (_, i) => store.append("acc", row({ arguments: { big, i } }), 7)),
  );
  assert.equal(written.length, N);
  assert.equal((await rowsOf(kv, "acc")).length, N);
  const { rows } = await store.list("acc", { limit: 100, retentionDays: 7 });
  assert.equal(rows.length, N, "every row reads back whole");
  assert.ok(rows.every((r) => (r.arguments as { big: string }).big === big));
  assert.ok(committerFor(kv).stats.commits - before >= 4, "split into several commits");
});

Deno.test("[group commit] an idle store commits at once: the row is durable when append resolves", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const kv = await Deno.openKv(`${dir}/kv.sqlite3`);
    const store = new ActivityStore(kv, Date.now);
    const before = committerFor(kv).stats.commits;
    const written = await store.append("acc", row(), 7, [usage("p")]);
    assert.equal(committerFor(kv).stats.commits - before, 1, "one commit, no waiting for company");
    kv.close();
    // Another handle on the same file sees it: the commit was durable before the answer.
    using other = await Deno.openKv(`${dir}/kv.sqlite3`);
    const rows = await rowsOf(other, "acc");
    assert.equal(rows.length, 1);
    assert.equal((rows[0].value as { id: string }).id, written.id);
    assert.equal(await count(other, ["usage_test", "p"]), 1n);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
