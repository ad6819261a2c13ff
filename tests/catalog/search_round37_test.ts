/**
 * Round 37's pool: held-out 36 (scored once at 23:23 on round 36's table, spent) is the
 * thirty-eighth tuning set, so the pool ranks over thirty-five batches and the shipped
 * translation table learns from it. (Held-out 37 and 38 joined the pool in round 38;
 * search_round38_test.ts counts the pool now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 37: held-out 36 is a default and table set (round 38's pool test counts the sets)", () => {
  assert.ok(DEFAULT_SETS.includes("heldout36"));
  assert.ok(TRANSLATION_SETS.includes("heldout36"), "the rebuilt table learns from held-out 36");
  assert.equal(LATER_SETS.heldout36, 35);
});

Deno.test("round 37: every server of batch 35 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  const { last } = await loadBatches(35);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size);
});
