/**
 * Round 55's pool: held-out 57 (scored once after round 54, spent) is the fifty-ninth tuning set,
 * so the pool ranks over fifty-six batches, and the translation table is rebuilt from all fifty-nine
 * under round 48's rule (docs/search.md, round 55).
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 55: held-out 57 is a default and table set", () => {
  // Round 56 pooled held-out 58 (search_round56_test.ts counts the pool now).
  assert.ok(DEFAULT_SETS.includes("heldout57") && TRANSLATION_SETS.includes("heldout57"));
  assert.equal(LATER_SETS.heldout57, 56);
});

Deno.test("round 55: every server of batch 56 is in the pool", async () => {
  const { tools, names } = await loadTuningPool();
  assert.ok(names.includes("heldout57"));
  const { last } = await loadBatches(56);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 56 is in the pool");
  assert.ok(tools.length > (await loadBatches(55)).tools.length);
});
