/**
 * Round 49's pool: held-out 49 (scored once at the fifteenth session's end, spent) and held-out 50
 * (scored once at the sixteenth session's start, spent) are the fifty-first and fifty-second tuning
 * sets, so the pool ranks over forty-nine batches, and the translation table is rebuilt from all
 * fifty-two (docs/search.md, round 49).
 * (Held-out 51 and 52 joined the pool in round 50; search_round50_test.ts counts it now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { stem } from "../../src/catalog/search_text.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";
import { searchTool } from "./_search_tool.ts";

Deno.test("round 49: held-out 49 and 50 are default and table sets (round 50's pool test counts the sets)", () => {
  for (const name of ["heldout49", "heldout50"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `the rebuilt table learns from ${name}`);
  }
  assert.equal(LATER_SETS.heldout49, 48);
  assert.equal(LATER_SETS.heldout50, 49);
});

Deno.test("round 49: every server of batches 48 and 49 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  for (const batch of [48, 49]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
});

Deno.test("round 49: a final e stays where dropping it makes another word, and only there", () => {
  const apart = [["premiere", "premier"], ["plane", "plan"], ["paste", "past"], ["state", "stats"]];
  for (const [a, b] of apart) assert.notEqual(stem(a), stem(b), `${a} vs ${b}`);
  // The plural still meets its singular, and every other final e is dropped as before.
  for (const [a, b] of [["states", "state"], ["guides", "guide"], ["created", "create"]]) {
    assert.equal(stem(a), stem(b), `${a} vs ${b}`);
  }
  assert.equal(stem("update"), "updat");
});

Deno.test("round 49: 'Premier League' no longer ranks Adobe Premiere's tools first", () => {
  const index = buildSearchIndex([
    searchTool("premiere", "export_sequence", "Export the active Premiere Pro sequence to a file"),
    searchTool("fpl", "get_league_table", "Get the standings of a fantasy football league"),
    searchTool("notes", "create_note", "Create a note"),
  ]);
  // Before round 49 "premier" was Premiere's stem too, and its tool came first here.
  const top = index.search("Premier League", { limit: 3 });
  assert.equal(top[0]?.qualifiedName, "fpl__get_league_table");
});
