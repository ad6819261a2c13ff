/**
 * Round 41's pool: held-out 39 (scored once at the tenth session's end, spent) and held-out 40
 * (scored once at the eleventh session's start, spent) are the forty-first and forty-second tuning
 * sets, so the pool ranks over thirty-nine batches and the shipped translation table learns from
 * both; held-out 41 (being written, never scored) is in neither.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 41: forty-two tuning sets, held-out 40 the newest, held-out 41 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 42);
  assert.equal(new Set(DEFAULT_SETS).size, 42, "no set listed twice");
  for (const name of ["heldout39", "heldout40"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `the rebuilt table learns from ${name}`);
  }
  assert.equal(LATER_SETS.heldout39, 38);
  assert.equal(LATER_SETS.heldout40, 39);
  assert.ok(!DEFAULT_SETS.includes("heldout41"));
  assert.ok(!TRANSLATION_SETS.includes("heldout41"));
});

Deno.test("round 41: the pool ranks over exactly batches 1-39", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout40");
  assert.equal(names.length, 42);
  const upTo39 = await loadBatches(39);
  assert.equal(tools.length, upTo39.tools.length);
  for (const batch of [38, 39]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
  assert.ok(tools.length > (await loadBatches(38)).tools.length);
});
