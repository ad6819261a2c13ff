/**
 * Round 31's pool: held-out 30 (scored once after round 30, spent) is the thirty-second tuning
 * set, so the pool ranks over twenty-nine batches and the shipped translation table learns from
 * it. (Held-out 31 joined both in round 33; search_round33_test.ts counts the pool now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 31: held-out 30 is a default and table set (round 33's pool test counts the sets)", () => {
  assert.ok(DEFAULT_SETS.includes("heldout30"));
  assert.equal(LATER_SETS.heldout30, 29);
  assert.ok(TRANSLATION_SETS.includes("heldout30"), "the rebuilt table learns from held-out 30");
});

Deno.test("round 31: batch 29 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  const upTo29 = await loadBatches(29);
  const batch29 = new Set(
    tools.filter((t) => upTo29.last.has(t.serverSlug)).map((t) => t.serverSlug),
  );
  assert.equal(batch29.size, upTo29.last.size, "every server of batch 29 is in the pool");
});
