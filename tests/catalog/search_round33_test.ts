/**
 * Round 33's pool: held-out 31 (scored once after round 31, spent) is the thirty-third tuning
 * set, so the pool ranks over thirty batches and the shipped translation table learns from it.
 * (Held-out 32 joined the pool in round 34; search_round37_test.ts counts the pool now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 33: held-out 31 is a default and table set (round 37's pool test counts the sets)", () => {
  assert.ok(DEFAULT_SETS.includes("heldout31"));
  assert.equal(LATER_SETS.heldout31, 30);
  assert.ok(TRANSLATION_SETS.includes("heldout31"), "the table learns from held-out 31");
});

Deno.test("round 33: batch 30 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  const upTo30 = await loadBatches(30);
  const batch30 = new Set(
    tools.filter((t) => upTo30.last.has(t.serverSlug)).map((t) => t.serverSlug),
  );
  assert.equal(batch30.size, upTo30.last.size, "every server of batch 30 is in the pool");
});
