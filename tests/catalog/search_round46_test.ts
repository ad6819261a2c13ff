/**
 * Round 46's pool: held-out 45 (scored once at the thirteenth session's end, spent) and held-out 46
 * (scored once at the fourteenth session's start, spent) are the forty-seventh and forty-eighth
 * tuning sets. The table rebuilt from all forty-eight lost in sample (docs/search.md, round 46), so
 * round 44's table stayed until round 48 rebuilt it from fifty sets, these two among them.
 * (Held-out 47 and 48 joined the pool in round 48; search_round48_test.ts counts it now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 46: held-out 45 and 46 are default and table sets (round 48's pool test counts the sets)", () => {
  for (const name of ["heldout45", "heldout46"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `round 48's table learns from ${name}`);
  }
  assert.equal(LATER_SETS.heldout45, 44);
  assert.equal(LATER_SETS.heldout46, 45);
});

Deno.test("round 46: every server of batches 44 and 45 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  for (const batch of [44, 45]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
});
