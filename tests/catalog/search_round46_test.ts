/**
 * Round 46's pool: held-out 45 (scored once at the thirteenth session's end, spent) and held-out 46
 * (scored once at the fourteenth session's start, spent) are the forty-seventh and forty-eighth
 * tuning sets, so the pool ranks over forty-five batches. The table rebuilt from all forty-eight
 * lost in sample (docs/rounds/srch46.md), so the shipped table is still round 44's, learned from
 * the other forty-six; held-out 47 (being written, never scored) is in neither list.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 46: forty-eight tuning sets, held-out 46 the newest, held-out 47 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 48);
  assert.equal(new Set(DEFAULT_SETS).size, 48, "no set listed twice");
  for (const name of ["heldout45", "heldout46"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(!TRANSLATION_SETS.includes(name), `round 44's table never saw ${name}`);
  }
  assert.equal(TRANSLATION_SETS.length, 46);
  assert.equal(LATER_SETS.heldout45, 44);
  assert.equal(LATER_SETS.heldout46, 45);
  assert.ok(!DEFAULT_SETS.includes("heldout47"), "held-out 47 is never a default set");
  assert.ok(!TRANSLATION_SETS.includes("heldout47"), "held-out 47 never trains the table");
});

Deno.test("round 46: the pool ranks over exactly batches 1-45", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout46");
  assert.equal(names.length, 48);
  const upTo45 = await loadBatches(45);
  assert.equal(tools.length, upTo45.tools.length);
  for (const batch of [44, 45]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
  assert.ok(tools.length > (await loadBatches(44)).tools.length);
});
