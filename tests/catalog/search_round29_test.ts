/**
 * Round 29's two judged paraphrase fixes (scripts/search_paraphrase_fixes.ts, not adopted) and
 * its pool: held-out 28 is a tuning set, and the fixes read the real catalogue as documented.
 */
import assert from "node:assert/strict";
import { DEFAULT_SETS, LATER_SETS, loadBatches } from "../../scripts/search_eval.ts";
import {
  isIdentifier,
  learnHyponyms,
  requiredMention,
  withHyponyms,
} from "../../scripts/search_paraphrase_fixes.ts";
import { processTerm } from "../../src/catalog/search_text.ts";

const broader = (map: ReturnType<typeof learnHyponyms>, word: string) =>
  (map.get(processTerm(word)!) ?? []).map((a) => a.term);

Deno.test("round 29: held-out 28 is a tuning set (round 30's pool test counts the sets)", () => {
  assert.ok(DEFAULT_SETS.includes("heldout28"));
  assert.equal(LATER_SETS.heldout28, 27);
});

Deno.test("hyponyms: the catalogue's parenthesised lists give each item its broader word", async () => {
  const { tools } = await loadBatches(27);
  const map = learnHyponyms(tools.map((t) => t.description ?? ""));
  // Convex's `run`: "Run a Convex function (query, mutation, or action)".
  assert.ok(broader(map, "mutation").includes("function"), broader(map, "mutation").join());
  assert.ok(map.size > 500, `${map.size}`);
  // Every entry is one lower-case word of three letters or more, never its own broader word.
  for (const [narrow, row] of map) {
    assert.match(narrow, /^[a-z][a-z0-9-]{2,}$/);
    assert.ok(row.every((a) => a.term !== narrow && a.confidence === 1));
  }
});

Deno.test("hyponyms: the patterns, and what they leave alone", () => {
  const map = learnHyponyms([
    "Exports the sheet in a format (csv, json or xlsx).",
    "Works with databases such as postgres and mysql.",
    "Sets the name (optional).",
  ]);
  assert.deepEqual(broader(map, "csv"), [processTerm("format")]);
  assert.deepEqual(broader(map, "xlsx"), [processTerm("format")]);
  assert.deepEqual(broader(map, "mysql"), [processTerm("databases")]);
  assert.deepEqual(broader(map, "optional"), []);
});

Deno.test("withHyponyms: added at weight / scale, the table's own entries kept", () => {
  const table = new Map([["csv", [{ term: "export", confidence: 0.6 }]]]);
  const hyp = new Map([["csv", [{ term: "format", confidence: 1 }, {
    term: "export",
    confidence: 1,
  }]]]);
  assert.deepEqual(withHyponyms(table, hyp, 0, 0.8), table);
  const out = withHyponyms(table, hyp, 0.4, 0.8);
  assert.deepEqual(out.get("csv"), [
    { term: "export", confidence: 0.6 },
    { term: "format", confidence: 0.5 },
  ]);
  assert.equal(table.get("csv")!.length, 1, "the table given is not changed");
});

Deno.test("required mention: identifiers need a digit, other parameters a word of their name", () => {
  for (const p of ["id", "ids", "issueId", "team_id", "doc-ids", "userIDs"]) {
    assert.ok(isIdentifier(p), p);
  }
  for (const p of ["paid", "valid", "width", "identity"]) assert.ok(!isIdentifier(p), p);
  assert.equal(requiredMention("open template 7", ["id"]), 1);
  assert.equal(requiredMention("show the templates we have", ["id"]), 0);
  assert.equal(requiredMention("details of the Sheet component", ["componentName"]), 1);
  assert.equal(requiredMention("notes on crash issue 12ab", ["appId", "issueId"]), 1);
  assert.equal(requiredMention("what is the secret set to", ["deploymentSelector", "name"]), 0);
  assert.equal(requiredMention("list everything", []), 0);
});
