/**
 * Round 44's pool: held-out 43 (scored once at the twelfth session's end, spent) and held-out 44
 * (scored once at the thirteenth session's start, spent) are the forty-fifth and forty-sixth tuning
 * sets, and the shipped translation table learns from both.
 * (Held-out 45 to 48 joined the pool in rounds 46 and 48; search_round48_test.ts counts it now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 44: held-out 43 and 44 are default and table sets (round 48's pool test counts the sets)", () => {
  for (const name of ["heldout43", "heldout44"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `the rebuilt table learns from ${name}`);
  }
  assert.equal(LATER_SETS.heldout43, 42);
  assert.equal(LATER_SETS.heldout44, 43);
});

Deno.test("round 44: every server of batches 42 and 43 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  for (const batch of [42, 43]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
});
