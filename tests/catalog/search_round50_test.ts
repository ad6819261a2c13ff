/**
 * Round 50's pool: held-out 51 (scored once at the sixteenth session's end, spent) and held-out 52
 * (scored once at the seventeenth session's start, spent) are the fifty-third and fifty-fourth
 * tuning sets, so the pool ranks over fifty-one batches, and the translation table is rebuilt from
 * all fifty-four under round 48's rule (docs/search.md, round 50).
 * (Held-out 53 joined the pool in round 51; search_round51_test.ts counts it now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";

Deno.test("round 50: held-out 51 and 52 are default sets (round 51's pool test counts the sets)", () => {
  for (const name of ["heldout51", "heldout52"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
  }
  assert.equal(LATER_SETS.heldout51, 50);
  assert.equal(LATER_SETS.heldout52, 51);
});

Deno.test("round 50: every server of batches 50 and 51 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  for (const batch of [50, 51]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
});
