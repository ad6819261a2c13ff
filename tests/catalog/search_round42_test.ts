/**
 * Round 42's pool: held-out 41 (scored once at the eleventh session's end, spent) and held-out 42
 * (scored once at the twelfth session's start, spent) are the forty-third and forty-fourth tuning
 * sets, so the pool ranks over forty-one batches and the shipped translation table learns from
 * both; held-out 43 (being written, never scored) is in neither.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 42: forty-four tuning sets, held-out 42 the newest, held-out 43 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 44);
  assert.equal(new Set(DEFAULT_SETS).size, 44, "no set listed twice");
  for (const name of ["heldout41", "heldout42"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `the rebuilt table learns from ${name}`);
  }
  assert.equal(LATER_SETS.heldout41, 40);
  assert.equal(LATER_SETS.heldout42, 41);
  for (const unseen of ["heldout43", "heldout44"]) {
    assert.ok(!DEFAULT_SETS.includes(unseen), unseen);
    assert.ok(!TRANSLATION_SETS.includes(unseen), unseen);
  }
});

Deno.test("round 42: the pool ranks over exactly batches 1-41", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout42");
  assert.equal(names.length, 44);
  const upTo41 = await loadBatches(41);
  assert.equal(tools.length, upTo41.tools.length);
  for (const batch of [40, 41]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
  assert.ok(tools.length > (await loadBatches(40)).tools.length);
});
