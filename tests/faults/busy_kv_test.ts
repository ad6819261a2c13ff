/** The busy-retrying KV handle: two handles (two SQLite connections) on one temp file. */
import assert from "node:assert/strict";
import { busyRetryingKv } from "../../src/lib/busy_kv.ts";

const PER_HANDLE = 400;
const WORKERS = 8;

/** Checked commits: the check makes SQLite read first, so a busy upgrade fails at once. */
async function hammer(kv: Deno.Kv, tag: string): Promise<number> {
  let thrown = 0;
  await Promise.all(Array.from({ length: WORKERS }, async (_, w) => {
    for (let i = 0; i < PER_HANDLE / WORKERS; i++) {
      const op = kv.atomic().check({ key: ["never"], versionstamp: null })
        .sum(["sum"], 1n).set(["row", tag, w, i], true);
      await op.commit().catch(() => thrown++);
    }
  }));
  return thrown;
}

Deno.test("[faults] busy-retrying handles: every checked sum applies exactly once, none throws", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_busykv_" });
  const path = `${dir}/kv.sqlite3`;
  const a = busyRetryingKv(await Deno.openKv(path));
  const b = busyRetryingKv(await Deno.openKv(path));
  try {
    assert.ok(a instanceof Deno.Kv, "still a Deno.Kv to every store");
    const thrown = await Promise.all([hammer(a, "a"), hammer(b, "b")]);
    assert.deepEqual(thrown, [0, 0], "no commit threw");
    const sum = await a.get<Deno.KvU64>(["sum"]);
    assert.equal(sum.value?.value, BigInt(2 * PER_HANDLE), "a retried commit is applied once");
    const rows = await Array.fromAsync(b.list({ prefix: ["row"] }));
    assert.equal(rows.length, 2 * PER_HANDLE);
    // Paging through the wrapper: the cursor resumes where the last page stopped.
    const page = b.list({ prefix: ["row"] }, { limit: 10 });
    const first = await Array.fromAsync(page);
    const rest = await Array.fromAsync(b.list({ prefix: ["row"] }, { cursor: page.cursor }));
    assert.equal(first.length + rest.length, 2 * PER_HANDLE);
    assert.deepEqual(first.at(-1)!.key, rows[9].key);
    assert.deepEqual(rest[0].key, rows[10].key);
  } finally {
    a.close();
    b.close();
    await Deno.remove(dir, { recursive: true });
  }
}); // deno-fmt-ignore
