import assert from "node:assert/strict";
import { FixedWindowLimiter } from "../../src/storage/rate_limit.ts";
import { manualClock } from "../_helpers/deps.ts";

Deno.test("[rate] exactly C of N concurrent hits are admitted", async () => {
  using kv = await Deno.openKv(":memory:");
  const clock = manualClock();
  const limiter = new FixedWindowLimiter(kv, clock.now);
  const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit("api", "k", 20)));
  assert.equal(results.filter((r) => r.allowed).length, 20);
  assert.ok(results.every((r) => r.remaining >= 0));
});

Deno.test("[rate] two limiters on one KV file (two processes' view) stay exact", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_rate_" });
  try {
    using kv1 = await Deno.openKv(`${dir}/kv.sqlite3`);
    using kv2 = await Deno.openKv(`${dir}/kv.sqlite3`);
    // One fixed instant for both: with the wall clock the burst could straddle a minute boundary
    // and rightly open a second window.
    const now = () => Date.UTC(2026, 0, 1, 0, 0, 30);
    const a = new FixedWindowLimiter(kv1, now);
    const b = new FixedWindowLimiter(kv2, now);
    const hits = Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit("api", "shared", 25));
    const results = await Promise.all(hits);
    assert.equal(results.filter((r) => r.allowed).length, 25);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[rate] a new clock minute opens a new window; reset and retry-after follow it", async () => {
  using kv = await Deno.openKv(":memory:");
  const clock = manualClock(Date.UTC(2026, 0, 1, 0, 0, 30));
  const limiter = new FixedWindowLimiter(kv, clock.now);
  await limiter.hit("api", "k", 1);
  const refused = await limiter.hit("api", "k", 1);
  assert.equal(refused.allowed, false);
  assert.equal(refused.resetAt, Date.UTC(2026, 0, 1, 0, 1, 0) / 1000);
  assert.equal(refused.retryAfter, 30);
  clock.advance(30_000);
  assert.equal((await limiter.hit("api", "k", 1)).allowed, true);
});
