/**
 * Round 59's pool: held-out 61 and 62 (scored once at the twenty-second and twenty-third sessions'
 * starts, spent) are the sixty-third and sixty-fourth tuning sets, so the pool ranks over sixty-one
 * batches, and the translation table is rebuilt from all sixty-four under round 48's rule
 * (docs/search.md, round 59). Round 61 pooled held-out 63 (search_round61_test.ts counts the pool
 * now).
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 59: held-out 61 and 62 are default and table sets", () => {
  for (const later of ["heldout61", "heldout62"]) {
    assert.ok(DEFAULT_SETS.includes(later) && TRANSLATION_SETS.includes(later), later);
  }
  assert.equal(LATER_SETS.heldout61, 60);
  assert.equal(LATER_SETS.heldout62, 61);
});

Deno.test("round 59: every server of batches 60 and 61 is in the pool", async () => {
  const { tools, names } = await loadTuningPool();
  assert.ok(names.includes("heldout61") && names.includes("heldout62"));
  const { last } = await loadBatches(61);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 61 is in the pool");
  const { last: batch60 } = await loadBatches(60);
  assert.ok([...batch60].every((slug) => tools.some((t) => t.serverSlug === slug)));
  assert.ok(tools.length > (await loadBatches(60)).tools.length);
});
