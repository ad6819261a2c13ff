/**
 * Round 62's pool: held-out 64 (scored once at the twenty-fifth session's start, spent) is the
 * sixty-sixth tuning set, so the pool ranks over sixty-three batches, and the translation table is
 * rebuilt from all sixty-six under round 48's rule (docs/search.md, round 62). Round 63 pooled
 * held-out 65 (search_round63_test.ts counts the pool now).
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 62: held-out 64 is a default and table set", () => {
  assert.ok(DEFAULT_SETS.includes("heldout64") && TRANSLATION_SETS.includes("heldout64"));
  assert.equal(LATER_SETS.heldout64, 63);
});

Deno.test("round 62: every server of batch 63 is in the pool", async () => {
  const { tools, names } = await loadTuningPool();
  assert.ok(names.includes("heldout64"));
  const { last } = await loadBatches(63);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 63 is in the pool");
  assert.ok(tools.length > (await loadBatches(62)).tools.length);
});
