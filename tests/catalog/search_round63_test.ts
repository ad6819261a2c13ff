/**
 * Round 63's pool: held-out 65 (scored once at the twenty-sixth session's start, spent) is the
 * sixty-seventh tuning set, so the pool ranks over exactly sixty-four batches and no later set or
 * batch is in it (docs/rounds/srch63.md).
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  type LaterName,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";

Deno.test("round 63: sixty-seven tuning sets, held-out 65 the newest, none asking past batch 64", () => {
  assert.equal(DEFAULT_SETS.length, 67);
  assert.equal(new Set(DEFAULT_SETS).size, 67, "no set listed twice");
  assert.equal(DEFAULT_SETS[0], "heldout65");
  assert.equal(LATER_SETS.heldout65, 64);
  // A set written after this round (its batch past 64) must never join the default run unscored.
  const beyond = DEFAULT_SETS.filter((n) => (LATER_SETS[n as LaterName] ?? 2) > 64);
  assert.deepEqual(beyond, []);
});

Deno.test("round 63: the pool ranks over exactly batches 1-64", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout65");
  assert.equal(names.length, 67);
  const { tools: upTo64, last } = await loadBatches(64);
  assert.equal(tools.length, upTo64.length);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 64 is in the pool");
  assert.ok(tools.length > (await loadBatches(63)).tools.length);
});
