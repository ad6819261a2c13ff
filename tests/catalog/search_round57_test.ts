/**
 * Round 57's pool: held-out 59 (scored once after round 56, spent) is the sixty-first tuning set, so
 * the pool ranks over fifty-eight batches (docs/search.md, round 57). Round 58 pooled held-out 60
 * (search_round58_test.ts counts the pool now).
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 57: held-out 59 is a default and table set", () => {
  assert.ok(DEFAULT_SETS.includes("heldout59") && TRANSLATION_SETS.includes("heldout59"));
  assert.equal(LATER_SETS.heldout59, 58);
});

Deno.test("round 57: every server of batch 58 is in the pool", async () => {
  const { tools, names } = await loadTuningPool();
  assert.ok(names.includes("heldout59"));
  const { last } = await loadBatches(58);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 58 is in the pool");
  assert.ok(tools.length > (await loadBatches(57)).tools.length);
});
