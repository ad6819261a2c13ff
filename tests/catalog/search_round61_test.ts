/**
 * Round 61's pool: held-out 63 (scored once at the twenty-fourth session's start, spent) is the
 * sixty-fifth tuning set, so the pool ranks over exactly sixty-two batches and no later set or batch
 * is in it, and the translation table is rebuilt from all sixty-five under round 48's rule
 * (docs/search.md, round 61).
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

Deno.test("round 61: sixty-five tuning sets, held-out 63 the newest, none asking past batch 62", () => {
  assert.equal(DEFAULT_SETS.length, 65);
  assert.equal(new Set(DEFAULT_SETS).size, 65, "no set listed twice");
  assert.equal(DEFAULT_SETS[0], "heldout63");
  assert.equal(LATER_SETS.heldout63, 62);
  assert.equal(TRANSLATION_SETS.length, 65, "round 61 rebuilt the table from all sixty-five");
  // A set written after this round (its batch past 62) must never join the default run unscored.
  const beyond = DEFAULT_SETS.filter((n) => (LATER_SETS[n as LaterName] ?? 2) > 62);
  assert.deepEqual(beyond, []);
});

Deno.test("round 61: the pool ranks over exactly batches 1-62", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout63");
  assert.equal(names.length, 65);
  const { tools: upTo62, last } = await loadBatches(62);
  assert.equal(tools.length, upTo62.length);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 62 is in the pool");
  assert.ok(tools.length > (await loadBatches(61)).tools.length);
});
