/**
 * Round 38's pool: held-out 37 (scored once in the ninth session, spent) and held-out 38 (scored
 * once at the tenth session's start, spent) are the thirty-ninth and fortieth tuning sets, so the
 * pool ranks over thirty-seven batches and the shipped translation table learns from both.
 * (Held-out 39 and 40 joined the pool in round 41; search_round41_test.ts counts the pool now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 38: held-out 37 and 38 are default and table sets (round 41's pool test counts the sets)", () => {
  for (const name of ["heldout37", "heldout38"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `the rebuilt table learns from ${name}`);
  }
  assert.equal(LATER_SETS.heldout37, 36);
  assert.equal(LATER_SETS.heldout38, 37);
});

Deno.test("round 38: every server of batches 36 and 37 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  for (const batch of [36, 37]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
});
