/**
 * Round 34's pool: held-out 32 (scored once at 18:40 on round 33's table, spent) is the
 * thirty-fourth tuning set, so the pool ranks over thirty-one batches and the shipped translation
 * table learns from it; held-out 33 (never scored) is in neither.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 34: thirty-four tuning sets, held-out 32 the newest, held-out 33 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 34);
  assert.equal(new Set(DEFAULT_SETS).size, 34, "no set listed twice");
  assert.ok(DEFAULT_SETS.includes("heldout32"));
  assert.equal(LATER_SETS.heldout32, 31);
  assert.ok(TRANSLATION_SETS.includes("heldout32"), "the rebuilt table learns from held-out 32");
  assert.ok(!DEFAULT_SETS.includes("heldout33"));
  assert.ok(!TRANSLATION_SETS.includes("heldout33"));
});

Deno.test("round 34: the pool ranks over exactly batches 1-31", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout32");
  assert.equal(names.length, 34);
  const upTo31 = await loadBatches(31);
  assert.equal(tools.length, upTo31.tools.length);
  const batch31 = new Set(
    tools.filter((t) => upTo31.last.has(t.serverSlug)).map((t) => t.serverSlug),
  );
  assert.equal(batch31.size, upTo31.last.size, "every server of batch 31 is in the pool");
  assert.ok(tools.length > (await loadBatches(30)).tools.length);
});
