/**
 * Round 58's pool: held-out 60 (scored once at the twenty-first session's start, spent) is the
 * sixty-second tuning set, so the pool ranks over fifty-nine batches, and the translation table is
 * rebuilt from all sixty-two under round 48's rule (docs/search.md, round 58). Round 59 pooled
 * held-out 61 and 62 (search_round59_test.ts counts the pool now).
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 58: held-out 60 is a default and table set", () => {
  assert.ok(DEFAULT_SETS.includes("heldout60") && TRANSLATION_SETS.includes("heldout60"));
  assert.equal(LATER_SETS.heldout60, 59);
});

Deno.test("round 58: every server of batch 59 is in the pool", async () => {
  const { tools, names } = await loadTuningPool();
  assert.ok(names.includes("heldout60"));
  const { last } = await loadBatches(59);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 59 is in the pool");
  assert.ok(tools.length > (await loadBatches(58)).tools.length);
});
