/**
 * Round 51's pool: held-out 53 (scored once at the seventeenth session's end, spent) is the
 * fifty-fifth tuning set, so the pool ranks over fifty-two batches, and the translation table is
 * rebuilt from all fifty-five under round 48's rule (docs/search.md, round 51).
 * (Held-out 54 joined the pool in round 52; search_round52_test.ts counts it now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 51: held-out 53 is a default set and trains the table (round 52's pool test counts the sets)", () => {
  assert.ok(DEFAULT_SETS.includes("heldout53"));
  assert.ok(TRANSLATION_SETS.includes("heldout53"));
  assert.equal(LATER_SETS.heldout53, 52);
});

Deno.test("round 51: every server of batch 52 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  const { last } = await loadBatches(52);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 52 is in the pool");
});
