/**
 * Round 52's pool: held-out 54 (scored once at the eighteenth session's start, spent) is the
 * fifty-sixth tuning set, so the pool ranks over fifty-three batches, and the translation table is
 * rebuilt from all fifty-six under round 48's rule (docs/search.md, round 52).
 * Held-out 56 (written for a later round, never scored here) is in neither the default nor the
 * table sets.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 52: held-out 54 is a default and table set", () => {
  // Round 53 pooled held-out 55 (search_round53_test.ts counts the pool now).
  assert.ok(DEFAULT_SETS.includes("heldout54") && TRANSLATION_SETS.includes("heldout54"));
  assert.equal(LATER_SETS.heldout54, 53);
});

Deno.test("round 52: every server of batch 53 is in the pool", async () => {
  const { tools, names } = await loadTuningPool();
  assert.ok(names.includes("heldout54"));
  const { last } = await loadBatches(53);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 53 is in the pool");
  assert.ok(tools.length > (await loadBatches(52)).tools.length);
});
