/**
 * Round 53's pool: held-out 55 (scored once after round 52, spent) is the fifty-seventh tuning set,
 * so the pool ranks over fifty-four batches, and the translation table is rebuilt from all
 * fifty-seven under round 48's rule (docs/search.md, round 53). Held-out 59 (written for a
 * later round, never scored here) is in neither the default nor the table sets.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";

Deno.test("round 53: held-out 55 is a default set", () => {
  // Round 54 pooled held-out 56 (search_round54_test.ts counts the pool now).
  assert.ok(DEFAULT_SETS.includes("heldout55"));
  assert.equal(LATER_SETS.heldout55, 54);
});

Deno.test("round 53: every server of batch 54 is in the pool", async () => {
  const { tools, names } = await loadTuningPool();
  assert.ok(names.includes("heldout55"));
  const { last } = await loadBatches(54);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 54 is in the pool");
  assert.ok(tools.length > (await loadBatches(53)).tools.length);
});
