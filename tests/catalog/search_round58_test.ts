/**
 * Round 58's pool: held-out 60 (scored once at the twenty-first session's start, spent) is the
 * sixty-second tuning set, so the pool ranks over exactly fifty-nine batches and no later set or
 * batch is in it, and the translation table is rebuilt from all sixty-two under round 48's rule
 * (docs/search.md, round 58).
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

Deno.test("round 58: sixty-two tuning sets, held-out 60 the newest, none asking past batch 59", () => {
  assert.equal(DEFAULT_SETS.length, 62);
  assert.equal(new Set(DEFAULT_SETS).size, 62, "no set listed twice");
  assert.equal(DEFAULT_SETS[0], "heldout60");
  assert.equal(LATER_SETS.heldout60, 59);
  assert.equal(TRANSLATION_SETS.length, 62, "round 58 rebuilt the table from all sixty-two");
  // A set written after this round (its batch past 59) must never join the default run unscored.
  const beyond = DEFAULT_SETS.filter((n) => (LATER_SETS[n as LaterName] ?? 2) > 59);
  assert.deepEqual(beyond, []);
});

Deno.test("round 58: the pool ranks over exactly batches 1-59", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout60");
  assert.equal(names.length, 62);
  const { tools: upTo59, last } = await loadBatches(59);
  assert.equal(tools.length, upTo59.length);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 59 is in the pool");
  assert.ok(tools.length > (await loadBatches(58)).tools.length);
});
