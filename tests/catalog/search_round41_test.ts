/**
 * Round 41's pool: held-out 39 (scored once at the tenth session's end, spent) and held-out 40
 * (scored once at the eleventh session's start, spent) are the forty-first and forty-second tuning
 * sets, so the shipped translation table learns from both.
 * (Held-out 41 and 42 joined the pool in round 42; search_round42_test.ts counts the pool now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 41: held-out 39 and 40 are default and table sets (round 42's pool test counts the sets)", () => {
  for (const name of ["heldout39", "heldout40"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `the rebuilt table learns from ${name}`);
  }
  assert.equal(LATER_SETS.heldout39, 38);
  assert.equal(LATER_SETS.heldout40, 39);
});

Deno.test("round 41: every server of batches 38 and 39 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  for (const batch of [38, 39]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
});
