/**
 * Round 61's pool: held-out 63 (scored once at the twenty-fourth session's start, spent) is the
 * sixty-fifth tuning set, so the pool ranks over sixty-two batches, and the translation table is
 * rebuilt from all sixty-five under round 48's rule (docs/search.md, round 61). Round 62 pooled
 * held-out 64 (search_round62_test.ts counts the pool now).
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 61: held-out 63 is a default and table set", () => {
  assert.ok(DEFAULT_SETS.includes("heldout63") && TRANSLATION_SETS.includes("heldout63"));
  assert.equal(LATER_SETS.heldout63, 62);
});

Deno.test("round 61: every server of batch 62 is in the pool", async () => {
  const { tools, names } = await loadTuningPool();
  assert.ok(names.includes("heldout63"));
  const { last } = await loadBatches(62);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 62 is in the pool");
  assert.ok(tools.length > (await loadBatches(61)).tools.length);
});
