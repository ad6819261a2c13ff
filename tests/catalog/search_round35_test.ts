/**
 * Round 35's pool: held-out 33 (scored once at 20:34 on round 34's table, spent) is the
 * thirty-fifth tuning set, so the pool ranks over thirty-two batches and the shipped translation
 * table learns from it. (Held-out 34 and 35 joined the pool in round 36;
 * search_round37_test.ts counts the pool now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 35: held-out 33 is a default and table set (round 37's pool test counts the sets)", () => {
  assert.ok(DEFAULT_SETS.includes("heldout33"));
  assert.equal(LATER_SETS.heldout33, 32);
  assert.ok(TRANSLATION_SETS.includes("heldout33"), "the table learns from held-out 33");
});

Deno.test("round 35: batch 32 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  const upTo32 = await loadBatches(32);
  const batch32 = new Set(
    tools.filter((t) => upTo32.last.has(t.serverSlug)).map((t) => t.serverSlug),
  );
  assert.equal(batch32.size, upTo32.last.size, "every server of batch 32 is in the pool");
});
