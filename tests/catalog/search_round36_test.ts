/**
 * Round 36's pool: held-out 34 (scored once on round 35's table, spent) and held-out 35 (scored
 * once at the ninth session's start, spent) are the thirty-sixth and thirty-seventh tuning sets,
 * so the pool ranks over at least thirty-four batches and the shipped translation table learns
 * from both. (Held-out 36 joined the pool in round 37; search_round37_test.ts counts the pool now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 36: held-out 34 and 35 are default and table sets (round 37's pool test counts the sets)", () => {
  for (const name of ["heldout34", "heldout35"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `the table learns from ${name}`);
  }
  assert.equal(LATER_SETS.heldout34, 33);
  assert.equal(LATER_SETS.heldout35, 34);
});

Deno.test("round 36: batches 33 and 34 are in the pool", async () => {
  const { tools } = await loadTuningPool();
  for (const batch of [33, 34]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
});
