/**
 * Round 48's pool: held-out 47 (scored once at the fourteenth session's end, spent) and held-out 48
 * (scored once at the fifteenth session's start, spent) are the forty-ninth and fiftieth tuning
 * sets, so the pool ranks over forty-seven batches, and the translation table is rebuilt from all
 * fifty (docs/search.md, round 48).
 * (Held-out 49 and 50 joined the pool in round 49; search_round49_test.ts counts it now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 48: held-out 47 and 48 are default and table sets (round 49's pool test counts the sets)", () => {
  for (const name of ["heldout47", "heldout48"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `the rebuilt table learns from ${name}`);
  }
  assert.equal(LATER_SETS.heldout47, 46);
  assert.equal(LATER_SETS.heldout48, 47);
});

Deno.test("round 48: every server of batches 46 and 47 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  for (const batch of [46, 47]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
});
