/**
 * Round 54's pool: held-out 56 (scored once at the nineteenth session's start, spent) is the
 * fifty-eighth tuning set, so the pool ranks over fifty-five batches, and the translation table is
 * rebuilt from all fifty-eight under round 48's rule (docs/rounds/srch54.md).
 * Held-out 57 (written for a later round, never scored here) is in neither the default nor the
 * table sets.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 54: fifty-eight tuning sets, held-out 56 the newest, held-out 57 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 58);
  assert.equal(new Set(DEFAULT_SETS).size, 58, "no set listed twice");
  assert.equal(DEFAULT_SETS[0], "heldout56");
  assert.equal(TRANSLATION_SETS.length, 58, "round 54 rebuilt the table from all fifty-eight");
  assert.equal(LATER_SETS.heldout56, 55);
  assert.ok(!DEFAULT_SETS.includes("heldout57"), "held-out 57 is never a default set");
  assert.ok(!TRANSLATION_SETS.includes("heldout57"), "held-out 57 never trains the table");
});

Deno.test("round 54: the pool ranks over exactly batches 1-55", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout56");
  assert.equal(names.length, 58);
  const { tools: upTo55, last } = await loadBatches(55);
  assert.equal(tools.length, upTo55.length);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 55 is in the pool");
  assert.ok(tools.length > (await loadBatches(54)).tools.length);
});
