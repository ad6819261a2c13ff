/**
 * Round 56's pool: held-out 58 (scored once at the twentieth session's start, spent) is the sixtieth
 * tuning set, so the pool ranks over fifty-seven batches (docs/rounds/srch56.md). Held-out 59
 * (written for a later round, never scored) is in neither the default nor the table sets.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 56: sixty tuning sets, held-out 58 the newest, held-out 59 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 60);
  assert.equal(new Set(DEFAULT_SETS).size, 60, "no set listed twice");
  assert.equal(DEFAULT_SETS[0], "heldout58");
  assert.equal(TRANSLATION_SETS.length, 60, "round 56 rebuilt the table from all sixty");
  assert.equal(LATER_SETS.heldout58, 57);
  assert.ok(!DEFAULT_SETS.includes("heldout59"), "held-out 59 is never a default set");
  assert.ok(!TRANSLATION_SETS.includes("heldout59"), "held-out 59 never trains the table");
});

Deno.test("round 56: the pool ranks over exactly batches 1-57", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout58");
  assert.equal(names.length, 60);
  const { tools: upTo57, last } = await loadBatches(57);
  assert.equal(tools.length, upTo57.length);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 57 is in the pool");
  assert.ok(tools.length > (await loadBatches(56)).tools.length);
});
