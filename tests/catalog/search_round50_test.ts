/**
 * Round 50's pool: held-out 51 (scored once at the sixteenth session's end, spent) and held-out 52
 * (scored once at the seventeenth session's start, spent) are the fifty-third and fifty-fourth
 * tuning sets, so the pool ranks over fifty-one batches, and the translation table is rebuilt from
 * all fifty-four under round 48's rule (docs/rounds/srch50.md). Held-out 53
 * (written for a later session, never scored here) is in neither the default nor the table sets.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 50: fifty-four tuning sets, held-out 52 the newest, held-out 53 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 54);
  assert.equal(new Set(DEFAULT_SETS).size, 54, "no set listed twice");
  for (const name of ["heldout51", "heldout52"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `the rebuilt table learns from ${name}`);
  }
  assert.equal(TRANSLATION_SETS.length, 54);
  assert.equal(LATER_SETS.heldout51, 50);
  assert.equal(LATER_SETS.heldout52, 51);
  assert.ok(!DEFAULT_SETS.includes("heldout53"), "held-out 53 is never a default set");
  assert.ok(!TRANSLATION_SETS.includes("heldout53"), "held-out 53 never trains the table");
});

Deno.test("round 50: the pool ranks over exactly batches 1-51", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout52");
  assert.equal(names.length, 54);
  const upTo51 = await loadBatches(51);
  assert.equal(tools.length, upTo51.tools.length);
  for (const batch of [50, 51]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
  assert.ok(tools.length > (await loadBatches(50)).tools.length);
});
