/**
 * Round 3 of tool search: best-sentence matching, fuzzy matching only for words the catalogue
 * does not hold, and WordNet's derivational links and definitions (off by default).
 */
import assert from "node:assert/strict";
import { buildSearchIndex, type SearchableTool } from "../../src/catalog/search.ts";
import { Postings } from "../../src/catalog/search_postings.ts";
import { SentenceIndex, sentences } from "../../src/catalog/search_sentences.ts";
import { related } from "../../src/catalog/search_thesaurus.ts";
import { wordVectors } from "../../src/catalog/search_vectors.ts";

Deno.test("sentences: split on end marks, short fragments joined, at most four", () => {
  assert.deepEqual(sentences("Lists the cards. Ok. Returns ids and names for each card."), [
    "Lists the cards.",
    "Ok. Returns ids and names for each card.",
  ]);
  assert.deepEqual(sentences(""), []);
  assert.equal(sentences("One sentence here. ".repeat(9)).length, 4);
  assert.deepEqual(sentences("Short."), ["Short."]);
});

Deno.test("best sentence: a tool whose one sentence matches outscores its averaged text", () => {
  const v = wordVectors()!;
  const filler = "Supports pagination. Accepts a cursor and a page size. Returns JSON.";
  const index = new SentenceIndex(v, [
    ["get report", `${filler} Measures how fast the web page loads for visitors.`],
    ["get report", `${filler} Lists the invoices of a customer account.`],
    ["", ""],
  ]);
  const q = index.embed("why is my web page slow to load")!;
  assert.ok(index.best(q, 0) > index.best(q, 1) + 0.1, `${index.best(q, 0)} ${index.best(q, 1)}`);
  assert.equal(index.best(q, 2), 0); // no words with vectors: no sentence scores
});

const tool = (name: string, description: string): SearchableTool => ({
  qualifiedName: `s__${name}`,
  name,
  serverSlug: "s",
  serverName: "S",
  description,
});

Deno.test("best-sentence match lifts the tool with the matching sentence, and keeps the contract", () => {
  const filler = "Requires an API key. Supports pagination with a cursor. Returns JSON objects.";
  const tools = [
    tool("run_audit", `Runs an audit. ${filler} Reports how slowly the page loads for visitors.`),
    tool("run_check", `Runs a check. ${filler} Reports which page links are broken.`),
  ];
  // The audit's one matching sentence widens its lead once sentences are scored on their own.
  const lead = (c = {}) => {
    const [first, second] = buildSearchIndex(tools, c).search("why does my page load so slowly");
    assert.equal(first.qualifiedName, "s__run_audit");
    return first.score - second.score;
  };
  assert.ok(
    lead() > lead({ denseSentences: 0 }) + 0.05,
    `${lead()} ${lead({ denseSentences: 0 })}`,
  );
  const index = buildSearchIndex(tools);
  assert.equal(index.search("page audit", { limit: 1 }).length, 1);
  assert.deepEqual(index.search("page", { server: "other" }), []);
  assert.deepEqual(
    index.search("page", { allow: (n) => n !== "s__run_audit" }).map((h) => h.qualifiedName),
    [
      "s__run_check",
    ],
  );
});

Deno.test("fuzzy matching reaches a typo, but not a known word's one-edit neighbour", () => {
  // Terms per doc and field: one field. "card" and "cart" are one edit apart.
  const postings = new Postings([[["card"]], [["cart"]]], [1]);
  const spec = (term: string) => ({ term, boost: 1, concept: 0, prefix: false, fuzzy: 1 });
  postings.match([spec("card")]);
  assert.deepEqual(postings.top(5, () => true).map((s) => s.doc), [0]);
  postings.match([spec("crd")]); // not in the index: a typo, so fuzzy finds "card"
  assert.deepEqual(postings.top(5, () => true).map((s) => s.doc), [0]);
  const old = new Postings([[["card"]], [["cart"]]], [1], true);
  old.match([spec("card")]);
  assert.deepEqual(old.top(5, () => true).map((s) => s.doc).sort(), [0, 1]);
});

Deno.test("WordNet: derivational links and definition words, after synonyms", () => {
  const rel = related("approve", true);
  const first = (r: string) => rel.findIndex((x) => x.relation === r);
  assert.ok(
    rel.some((r) => r.relation === "derived" && r.word === "approval"),
    JSON.stringify(rel),
  );
  assert.ok(!related("approve").some((r) => r.relation === "derived"));
  assert.ok(related("owe", true).some((r) => r.relation === "gloss" && r.word === "pay"));
  assert.ok(first("synonym") < first("derived") && first("derived") < first("gloss"));
});
