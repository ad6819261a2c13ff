/**
 * Burst hits of different counters share atomic commits (the group committer) while one is in
 * flight; each hit keeps its own versionstamp check, so windows stay exact, and a hit whose
 * check fails (another process moved its counter) never costs a neighbour its hit.
 */
import assert from "node:assert/strict";
import { FixedWindowLimiter } from "../../src/storage/rate_limit.ts";
import { committerFor } from "../../src/storage/group_commit.ts";
import { keys } from "../../src/storage/keys.ts";

const NOW = () => Date.UTC(2026, 0, 1, 0, 0, 30);
const MINUTE = Math.floor(NOW() / 60_000);

Deno.test("[rate group] 40 clients x 5 concurrent hits: exactly 3 each, in fewer commits", async () => {
  using kv = await Deno.openKv(":memory:");
  const limiter = new FixedWindowLimiter(kv, NOW);
  const stats = committerFor(kv).stats;
  const before = stats.commits;
  const hits = Array.from({ length: 200 }, (_, i) => limiter.hit("burst", `c${i % 40}`, 3));
  const results = await Promise.all(hits);
  for (let c = 0; c < 40; c++) {
    const mine = results.filter((_, i) => i % 40 === c);
    assert.equal(mine.filter((r) => r.allowed).length, 3, `client c${c}`);
    const stored = await kv.get<number>(keys.rateWindow("burst", `c${c}`, MINUTE));
    assert.equal(stored.value, 3);
  }
  // 120 admitted hits (plus refusals, which write nothing) in fewer commits than hits.
  assert.ok(stats.commits - before < 120, `${stats.commits - before} commits`);
});

Deno.test("[rate group] a stale counter in a group fails alone; its neighbours keep their hits", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_rate_group_" });
  try {
    using kv1 = await Deno.openKv(`${dir}/kv.sqlite3`);
    using kv2 = await Deno.openKv(`${dir}/kv.sqlite3`);
    const a = new FixedWindowLimiter(kv1, NOW);
    const b = new FixedWindowLimiter(kv2, NOW);
    // a remembers every counter at 1; b (another process) moves "shared" to 2, so a's guess of
    // it is stale, and only its.
    for (let i = 0; i <= 10; i++) await a.hit("burst", `other-${i}`, 3);
    assert.equal((await a.hit("burst", "shared", 3)).remaining, 2);
    assert.equal((await b.hit("burst", "shared", 3)).remaining, 1);
    const stats = committerFor(kv1).stats;
    const fallbacks = stats.fallbacks;
    const results = await Promise.all([
      a.hit("burst", "other-0", 3),
      a.hit("burst", "shared", 3),
      a.hit("burst", "shared", 3),
      ...Array.from({ length: 10 }, (_, i) => a.hit("burst", `other-${i + 1}`, 3)),
    ]);
    const shared = results.slice(1, 3);
    assert.deepEqual(shared.map((r) => r.allowed), [true, false], "one slot was left for shared");
    assert.ok(
      results.filter((_, i) => i === 0 || i > 2).every((r) => r.allowed && r.remaining === 1),
    );
    assert.equal((await kv2.get<number>(keys.rateWindow("burst", "shared", MINUTE))).value, 3);
    for (let i = 0; i <= 10; i++) {
      const stored = await kv2.get<number>(keys.rateWindow("burst", `other-${i}`, MINUTE));
      assert.equal(stored.value, 2);
    }
    // The stale check did fail a group: its members were then committed one by one.
    assert.ok(stats.fallbacks > fallbacks, "the stale check failed a group");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
