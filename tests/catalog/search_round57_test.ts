/**
 * Round 57's pool: held-out 59 (scored once after round 56, spent) is the sixty-first tuning set, so
 * the pool ranks over fifty-eight batches (docs/rounds/srch57.md). Held-out 60 (written for a later
 * round, never scored) is in neither the default nor the table sets.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 57: sixty-one tuning sets, held-out 59 the newest, held-out 60 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 61);
  assert.equal(new Set(DEFAULT_SETS).size, 61, "no set listed twice");
  assert.equal(DEFAULT_SETS[0], "heldout59");
  assert.equal(TRANSLATION_SETS.length, 61, "round 57 rebuilt the table from all sixty-one");
  assert.equal(LATER_SETS.heldout59, 58);
  assert.ok(!DEFAULT_SETS.includes("heldout60"), "held-out 60 is never a default set");
  assert.ok(!TRANSLATION_SETS.includes("heldout60"), "held-out 60 never trains the table");
});

Deno.test("round 57: the pool ranks over exactly batches 1-58", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout59");
  assert.equal(names.length, 61);
  const { tools: upTo58, last } = await loadBatches(58);
  assert.equal(tools.length, upTo58.length);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 58 is in the pool");
  assert.ok(tools.length > (await loadBatches(57)).tools.length);
});
