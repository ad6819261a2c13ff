/**
 * Round 56's pool: held-out 58 (scored once at the twentieth session's start, spent) is the sixtieth
 * tuning set, so the pool ranks over fifty-seven batches (docs/search.md, round 56). Rounds 57 and
 * 58 pooled held-out 59 and 60 (search_round58_test.ts counts the pool now).
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 56: held-out 58 is a default and table set", () => {
  assert.ok(DEFAULT_SETS.includes("heldout58") && TRANSLATION_SETS.includes("heldout58"));
  assert.equal(LATER_SETS.heldout58, 57);
});

Deno.test("round 56: every server of batch 57 is in the pool", async () => {
  const { tools, names } = await loadTuningPool();
  assert.ok(names.includes("heldout58"));
  const { last } = await loadBatches(57);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 57 is in the pool");
  assert.ok(tools.length > (await loadBatches(56)).tools.length);
});
