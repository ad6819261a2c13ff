/**
 * Round 54's pool: held-out 56 (scored once at the nineteenth session's start, spent) is the
 * fifty-eighth tuning set, so the pool ranks over fifty-five batches, and the translation table is
 * rebuilt from all fifty-eight under round 48's rule (docs/search.md, round 54).
 * Held-out 59 (written for a later round, never scored) is in neither the default nor the table
 * sets.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 54: held-out 56 is a default and table set", () => {
  // Round 55 pooled held-out 57 (search_round55_test.ts counts the pool now).
  assert.ok(DEFAULT_SETS.includes("heldout56") && TRANSLATION_SETS.includes("heldout56"));
  assert.equal(LATER_SETS.heldout56, 55);
});

Deno.test("round 54: every server of batch 55 is in the pool", async () => {
  const { tools, names } = await loadTuningPool();
  assert.ok(names.includes("heldout56"));
  const { last } = await loadBatches(55);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 55 is in the pool");
  assert.ok(tools.length > (await loadBatches(54)).tools.length);
});
