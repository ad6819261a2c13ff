/**
 * Round 31's pool: held-out 30 (scored once after round 30, spent) is the thirty-second tuning
 * set, so the pool ranks over twenty-nine batches and the shipped translation table learns from
 * it; held-out 31 (never scored) is in neither.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 31: thirty-two tuning sets, held-out 30 the newest, held-out 31 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 32);
  assert.equal(new Set(DEFAULT_SETS).size, 32, "no set listed twice");
  assert.ok(DEFAULT_SETS.includes("heldout30"));
  assert.equal(LATER_SETS.heldout30, 29);
  assert.ok(TRANSLATION_SETS.includes("heldout30"), "the rebuilt table learns from held-out 30");
  assert.ok(!DEFAULT_SETS.includes("heldout31"));
  assert.ok(!TRANSLATION_SETS.includes("heldout31"));
});

Deno.test("round 31: the pool ranks over exactly batches 1-29", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout30");
  assert.equal(names.length, 32);
  const upTo29 = await loadBatches(29);
  assert.equal(tools.length, upTo29.tools.length);
  const batch29 = new Set(
    tools.filter((t) => upTo29.last.has(t.serverSlug)).map((t) => t.serverSlug),
  );
  assert.equal(batch29.size, upTo29.last.size, "every server of batch 29 is in the pool");
  assert.ok(tools.length > (await loadBatches(28)).tools.length);
});
