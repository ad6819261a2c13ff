/**
 * Round 62's pool: held-out 64 (scored once at the twenty-fifth session's start, spent) is the
 * sixty-sixth tuning set, so the pool ranks over exactly sixty-three batches and no later set or
 * batch is in it, and the translation table is rebuilt from all sixty-six under round 48's rule
 * (docs/search.md, round 62).
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

Deno.test("round 62: sixty-six tuning sets, held-out 64 the newest, none asking past batch 63", () => {
  assert.equal(DEFAULT_SETS.length, 66);
  assert.equal(new Set(DEFAULT_SETS).size, 66, "no set listed twice");
  assert.equal(DEFAULT_SETS[0], "heldout64");
  assert.equal(LATER_SETS.heldout64, 63);
  assert.equal(TRANSLATION_SETS.length, 66, "round 62 rebuilt the table from all sixty-six");
  // A set written after this round (its batch past 63) must never join the default run unscored.
  const beyond = DEFAULT_SETS.filter((n) => (LATER_SETS[n as LaterName] ?? 2) > 63);
  assert.deepEqual(beyond, []);
});

Deno.test("round 62: the pool ranks over exactly batches 1-63", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout64");
  assert.equal(names.length, 66);
  const { tools: upTo63, last } = await loadBatches(63);
  assert.equal(tools.length, upTo63.length);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 63 is in the pool");
  assert.ok(tools.length > (await loadBatches(62)).tools.length);
});
