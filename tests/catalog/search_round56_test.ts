/**
 * Round 56's pool: held-out 58 (scored once at the twentieth session's start, spent) is the sixtieth
 * tuning set, so the pool ranks over fifty-seven batches (docs/rounds/srch56.md). Round 57 pooled
 * held-out 59 (search_round57_test.ts counts the pool now); held-out 60 (written for a later round,
 * never scored) is in neither the default nor the table sets.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 56: held-out 58 is a default and table set, held-out 60 not among them", () => {
  assert.ok(DEFAULT_SETS.includes("heldout58") && TRANSLATION_SETS.includes("heldout58"));
  assert.equal(LATER_SETS.heldout58, 57);
  assert.ok(!DEFAULT_SETS.includes("heldout60"), "held-out 60 is never a default set");
  assert.ok(!TRANSLATION_SETS.includes("heldout60"), "held-out 60 never trains the table");
});

Deno.test("round 56: every server of batch 57 is in the pool", async () => {
  const { tools, names } = await loadTuningPool();
  assert.ok(names.includes("heldout58"));
  const { last } = await loadBatches(57);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 57 is in the pool");
  assert.ok(tools.length > (await loadBatches(56)).tools.length);
});
