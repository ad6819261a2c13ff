/**
 * Round 30's pool: held-out 29 (scored once after round 29, spent) is the thirty-first tuning
 * set, so the pool ranks over twenty-eight batches and the shipped translation table learns from
 * it. (Held-out 30 joined both in round 31; search_round31_test.ts counts the pool now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 30: held-out 29 is a default and table set (round 31's pool test counts the sets)", () => {
  assert.ok(DEFAULT_SETS.includes("heldout29"));
  assert.equal(LATER_SETS.heldout29, 28);
  assert.ok(TRANSLATION_SETS.includes("heldout29"));
});

Deno.test("round 30: batch 28 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  const upTo28 = await loadBatches(28);
  const batch28 = new Set(
    tools.filter((t) => upTo28.last.has(t.serverSlug)).map((t) => t.serverSlug),
  );
  assert.equal(batch28.size, upTo28.last.size, "every server of batch 28 is in the pool");
});
