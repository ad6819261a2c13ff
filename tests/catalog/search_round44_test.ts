/**
 * Round 44's pool: held-out 43 (scored once at the twelfth session's end, spent) and held-out 44
 * (scored once at the thirteenth session's start, spent) are the forty-fifth and forty-sixth tuning
 * sets, so the pool ranks over forty-three batches and the shipped translation table learns from
 * both; held-out 45 (being written, never scored) is in neither.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 44: forty-six tuning sets, held-out 44 the newest, held-out 45 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 46);
  assert.equal(new Set(DEFAULT_SETS).size, 46, "no set listed twice");
  for (const name of ["heldout43", "heldout44"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `the rebuilt table learns from ${name}`);
  }
  assert.equal(LATER_SETS.heldout43, 42);
  assert.equal(LATER_SETS.heldout44, 43);
  assert.ok(!DEFAULT_SETS.includes("heldout45"), "held-out 45 is never a default set");
  assert.ok(!TRANSLATION_SETS.includes("heldout45"), "held-out 45 never trains the table");
});

Deno.test("round 44: the pool ranks over exactly batches 1-43", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout44");
  assert.equal(names.length, 46);
  const upTo43 = await loadBatches(43);
  assert.equal(tools.length, upTo43.tools.length);
  for (const batch of [42, 43]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
  assert.ok(tools.length > (await loadBatches(42)).tools.length);
});
