/**
 * Round 38's pool: held-out 37 (scored once in the ninth session, spent) and held-out 38 (scored
 * once at the tenth session's start, spent) are the thirty-ninth and fortieth tuning sets, so the
 * pool ranks over thirty-seven batches and the shipped translation table learns from both;
 * held-out 39 (being written, never scored) is in neither.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 38: forty tuning sets, held-out 38 the newest, held-out 39 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 40);
  assert.equal(new Set(DEFAULT_SETS).size, 40, "no set listed twice");
  for (const name of ["heldout37", "heldout38"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `the rebuilt table learns from ${name}`);
  }
  assert.equal(LATER_SETS.heldout37, 36);
  assert.equal(LATER_SETS.heldout38, 37);
  assert.ok(!DEFAULT_SETS.includes("heldout39"));
  assert.ok(!TRANSLATION_SETS.includes("heldout39"));
});

Deno.test("round 38: the pool ranks over exactly batches 1-37", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout38");
  assert.equal(names.length, 40);
  const upTo37 = await loadBatches(37);
  assert.equal(tools.length, upTo37.tools.length);
  for (const batch of [36, 37]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
  assert.ok(tools.length > (await loadBatches(36)).tools.length);
});
