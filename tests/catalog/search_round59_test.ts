/**
 * Round 59's pool: held-out 61 and 62 (scored once at the twenty-second and twenty-third sessions'
 * starts, spent) are the sixty-third and sixty-fourth tuning sets, so the pool ranks over exactly
 * sixty-one batches and no later set or batch is in it, and the translation table is rebuilt from
 * all sixty-four under round 48's rule (docs/search.md, round 59).
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  type LaterName,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 59: sixty-four tuning sets, held-out 62 the newest, none asking past batch 61", () => {
  assert.equal(DEFAULT_SETS.length, 64);
  assert.equal(new Set(DEFAULT_SETS).size, 64, "no set listed twice");
  assert.deepEqual(DEFAULT_SETS.slice(0, 2), ["heldout62", "heldout61"]);
  assert.equal(LATER_SETS.heldout61, 60);
  assert.equal(LATER_SETS.heldout62, 61);
  assert.equal(TRANSLATION_SETS.length, 64, "round 59 rebuilt the table from all sixty-four");
  // A set written after this round (its batch past 61) must never join the default run unscored.
  const beyond = DEFAULT_SETS.filter((n) => (LATER_SETS[n as LaterName] ?? 2) > 61);
  assert.deepEqual(beyond, []);
});

Deno.test("round 59: the pool ranks over exactly batches 1-61", async () => {
  const { tools, names } = await loadTuningPool();
  assert.deepEqual(names.slice(-2), ["heldout61", "heldout62"]);
  assert.equal(names.length, 64);
  const { tools: upTo61, last } = await loadBatches(61);
  assert.equal(tools.length, upTo61.length);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 61 is in the pool");
  const { last: batch60 } = await loadBatches(60);
  assert.ok([...batch60].every((slug) => tools.some((t) => t.serverSlug === slug)));
  assert.ok(tools.length > (await loadBatches(60)).tools.length);
});
