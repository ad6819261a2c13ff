/**
 * Round 9 of tool search: the situation lexicon (search_situations.ts): which phrases it
 * matches, its gate on phrases the catalogue already holds, its API words in the query vector,
 * its weight in the expanded query, and a ranking it changes. No corpus is loaded.
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { searchConfig } from "../../src/catalog/search_config.ts";
import { querySpecs } from "../../src/catalog/search_expand.ts";
import { SITUATION_WORK } from "../../src/catalog/search_situation_lexicon.ts";
import { SITUATION_LIFE } from "../../src/catalog/search_situation_life.ts";
import { SITUATION_LEXICON_FITTED } from "../../src/catalog/search_situation_fitted.ts";
import {
  matchSituations,
  situationLexicon,
  situationText,
} from "../../src/catalog/search_situations.ts";
import { processTerm, queryTerms } from "../../src/catalog/search_text.ts";
import { words } from "../../src/catalog/search_verbs.ts";
import type { TermStats } from "../../src/catalog/search_gate.ts";
import { searchTool as tool } from "./_search_tool.ts";
import { AXES, RELEASES } from "../../scripts/search_cv_grid.ts";
import { DEFAULT_CONFIG } from "../../src/catalog/search_config.ts";

const ON = { weight: 0.5, common: 0, gap: 0, fitted: true, vector: 0, ambiguous: 0 };
const NONE: TermStats = { count: () => 0, size: 1000 };
const apiOf = (text: string, stats: TermStats = NONE, config = ON) =>
  matchSituations(words(text), config, stats).flatMap((m) => m.api);

Deno.test("situation lexicon: every line parses; a situation reaches the objects it calls for", () => {
  const count = (lines: readonly string[]) =>
    lines.reduce((n, l) => n + l.split("=")[0].split(",").length, 0);
  const phrases = [...situationLexicon().values()].flat();
  const general = [...situationLexicon(false).values()].flat();
  assert.equal(general.length, count([...SITUATION_WORK, ...SITUATION_LIFE]));
  // The lines written after reading misses are in the full lexicon only.
  assert.equal(phrases.length, general.length + count(SITUATION_LEXICON_FITTED));
  assert.ok(situationLexicon(true).has("doorstep") && !situationLexicon(false).has("doorstep"));
  for (const p of phrases) assert.ok(p.words.length > 0 && p.api.length > 0);
  assert.ok(apiOf("who still owes us money").includes(processTerm("invoice")!));
  assert.ok(apiOf("my laptop is about to die").includes(processTerm("battery")!));
  assert.ok(apiOf("the site went down again").includes(processTerm("incident")!));
  assert.deepEqual(apiOf("list the invoices"), []);
});

Deno.test("situation gate: a phrase whose rarest word the catalogue holds widely is not expanded", () => {
  const held = (n: number) => ({
    count: (t: string) => (t === processTerm("owes") ? n : 0),
    size: 1000,
  });
  const gated = { ...ON, common: 0.01 };
  assert.ok(apiOf("who owes us", held(5), gated).length > 0);
  assert.deepEqual(apiOf("who owes us", held(50), gated), []);
  assert.ok(apiOf("who owes us", held(50), ON).length > 0, "no gate at common 0");
});

Deno.test("situation vector: the API words join the vector's text only when asked", () => {
  assert.equal(situationText("who owes us", ON, NONE), "who owes us");
  const text = situationText("who owes us", { ...ON, vector: 1 }, NONE);
  assert.ok(text.startsWith("who owes us ") && text.includes("invoice"), text);
  assert.equal(situationText("who owes us", { ...ON, weight: 0, vector: 1 }, NONE), "who owes us");
});

Deno.test("situation weight: the API words count toward the situation's word, at its weight", () => {
  const text = "who still owes us";
  const terms = queryTerms(text, 24);
  const owe = terms.indexOf(processTerm("owes")!);
  const specs = querySpecs(text, terms, searchConfig({ situations: ON }), new Map());
  const invoice = specs.find((s) => s.term === processTerm("invoice"));
  assert.equal(invoice?.boost, 0.5);
  assert.equal(invoice?.concept, owe);
  const off = querySpecs(
    text,
    terms,
    searchConfig({ situations: { ...ON, weight: 0 } }),
    new Map(),
  );
  assert.ok(!off.some((s) => s.term === processTerm("invoice")));
});

Deno.test("situation lexicon ranks the tool a situation calls for above one sharing a loose word", () => {
  const tools = [
    tool("books", "list_overdue_invoices", "List invoices past their due date with the amount"),
    tool("chat", "send_message", "Send a message to a person who still has questions for us"),
  ];
  const rank = (situations: typeof ON) =>
    buildSearchIndex(tools, { dense: 0, situations }).search("who still owes us money")
      .map((h) => h.qualifiedName);
  assert.equal(rank(ON)[0], "books__list_overdue_invoices");
  assert.equal(rank({ ...ON, weight: 0 })[0], "chat__send_message");
});

Deno.test("situation ambiguity: a one-word situation among the most frequent English words does not expand alone", () => {
  const amb = { ...ON, ambiguous: 1000 };
  // "down" alone is a direction as often as an outage; "went down" is a phrase and expands.
  assert.deepEqual(apiOf("write it down", NONE, amb), []);
  assert.ok(apiOf("write it down", NONE, ON).length > 0);
  assert.ok(apiOf("the site went down", NONE, amb).includes(processTerm("incident")!));
  // A rarer word ("owes") expands alone.
  assert.ok(apiOf("who owes us", NONE, amb).includes(processTerm("invoice")!));
  // A phrase of stop words only ("@ me" is "me") never expands.
  assert.deepEqual(apiOf("tell me", NONE, ON), []);
});

Deno.test("cross-validation grid: round 9's release row is the shipped situation setting", () => {
  const round9 = RELEASES.find(([n]) => n === "round 9")![1];
  const at = (name: string) => round9[AXES.findIndex((a) => a.name === name)];
  const s = DEFAULT_CONFIG.situations;
  assert.deepEqual(
    [at("sit"), at("sitGate"), at("sitGap"), at("sitVec"), at("sitAmb")],
    [s.weight, s.common, s.gap, s.vector, s.ambiguous],
  );
  assert.ok(AXES.find((a) => a.name === "sit")!.values.includes(0));
});
