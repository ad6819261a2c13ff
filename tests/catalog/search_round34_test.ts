/**
 * Round 34's pool: held-out 32 (scored once at 18:40 on round 33's table, spent) is the
 * thirty-fourth tuning set, so the pool ranks over thirty-one batches and the shipped translation
 * table learns from it. (Held-out 33 joined the pool in round 35; search_round35_test.ts counts the
 * pool now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 34: held-out 32 is a default and table set (round 37's pool test counts the sets)", () => {
  assert.ok(DEFAULT_SETS.includes("heldout32"));
  assert.equal(LATER_SETS.heldout32, 31);
  assert.ok(TRANSLATION_SETS.includes("heldout32"), "the table learns from held-out 32");
});

Deno.test("round 34: batch 31 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  const upTo31 = await loadBatches(31);
  const batch31 = new Set(
    tools.filter((t) => upTo31.last.has(t.serverSlug)).map((t) => t.serverSlug),
  );
  assert.equal(batch31.size, upTo31.last.size, "every server of batch 31 is in the pool");
});
