/**
 * Round 36's pool: held-out 34 (scored once on round 35's table, spent) and held-out 35 (scored
 * once at the ninth session's start, spent) are the thirty-sixth and thirty-seventh tuning sets,
 * so the pool ranks over thirty-four batches and the shipped translation table learns from both;
 * held-out 36 (being written, never scored) is in neither.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 36: thirty-seven tuning sets, held-out 34 and 35 the newest, held-out 36 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 37);
  assert.equal(new Set(DEFAULT_SETS).size, 37, "no set listed twice");
  for (const name of ["heldout34", "heldout35"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `the rebuilt table learns from ${name}`);
  }
  assert.equal(LATER_SETS.heldout34, 33);
  assert.equal(LATER_SETS.heldout35, 34);
  assert.ok(!DEFAULT_SETS.includes("heldout36"));
  assert.ok(!TRANSLATION_SETS.includes("heldout36"));
});

Deno.test("round 36: the pool ranks over exactly batches 1-34", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout35");
  assert.equal(names.length, 37);
  const upTo34 = await loadBatches(34);
  assert.equal(tools.length, upTo34.tools.length);
  for (const batch of [33, 34]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
  assert.ok(tools.length > (await loadBatches(33)).tools.length);
});
