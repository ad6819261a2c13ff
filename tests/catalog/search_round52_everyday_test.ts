/**
 * Round 52's candidate E (src/catalog/search_everyday.ts): the cut on other servers' tools is
 * scaled only when every word naming a server is an everyday word (docs/search.md, round 52).
 */
import assert from "node:assert/strict";
import { namingCut } from "../../src/catalog/search_everyday.ts";
import { searchConfig } from "../../src/catalog/search_config.ts";

const rules = { cut: 0.75, common: 10_000 };

Deno.test("round 52: shipped at 0.5; at 1 the cut never changes", () => {
  assert.equal(searchConfig().servers.everyday, 0.5);
  assert.equal(namingCut(new Set(["monday"]), { ...rules, everyday: 1 }), 0.75);
});

Deno.test("round 52: a server named only by everyday words cuts the others less", () => {
  const weak = { ...rules, everyday: 0.5 };
  assert.equal(namingCut(new Set(["monday"]), weak), 0.375);
  assert.equal(namingCut(new Set(["office", "workshop"]), weak), 0.375);
  assert.equal(namingCut(new Set(["monday"]), { ...rules, everyday: 0 }), 0);
});

Deno.test("round 52: a rare naming word, no naming word or no word list keeps the cut", () => {
  const weak = { ...rules, everyday: 0.5 };
  assert.equal(namingCut(new Set(["infisical"]), weak), 0.75);
  assert.equal(namingCut(new Set(["monday", "infisical"]), weak), 0.75);
  assert.equal(namingCut(new Set(), weak), 0.75);
  assert.equal(namingCut(new Set(["monday"]), { ...weak, common: 0 }), 0.75);
});
