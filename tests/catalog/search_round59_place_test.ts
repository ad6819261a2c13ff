/**
 * Round 59's candidate P (src/catalog/search_place.ts): words a request uses only in a place
 * phrase ("in the billing project") count `place` times as much; off at 1.
 */
import assert from "node:assert/strict";
import { placeTerms, weighConcepts } from "../../src/catalog/search_place.ts";
import type { TermSpec } from "../../src/catalog/search_postings.ts";
import { processTerm } from "../../src/catalog/search_text.ts";

const terms = (...words: string[]) => new Set(words.map((w) => processTerm(w)!));

Deno.test("round 59 P: a place phrase's words, after its determiners, up to three, ending early", () => {
  assert.deepEqual(
    placeTerms("list the open issues in the billing project"),
    terms("billing", "project"),
  );
  assert.deepEqual(
    placeTerms("copy the file from our shared drive folder today"),
    terms("shared", "drive", "folder"),
  );
  assert.deepEqual(placeTerms("count rows in table orders that changed"), terms("table", "orders"));
  // A word the request also uses outside a phrase is not a place term.
  assert.deepEqual(placeTerms("rename the project in the billing project"), terms("billing"));
});

Deno.test("round 59 P: a particle after a phrasal verb opens no phrase; punctuation ends one", () => {
  assert.deepEqual(placeTerms("turn on dark mode"), new Set());
  assert.deepEqual(placeTerms("log in to the dashboard"), new Set());
  assert.deepEqual(placeTerms("at noon, send the report"), terms("noon"));
});

Deno.test("round 59 P: a place concept's specs are scaled, naming terms spared, and below conceptMin stop counting", () => {
  const spec = (term: string, concept: number): TermSpec => ({
    term,
    boost: 1,
    concept,
    prefix: false,
    fuzzy: 0,
  });
  const text = "delete the page from the wiki space in Acme";
  const ts = ["delet", "page", "wiki", "space", "acme"].map((w) => processTerm(w)!);
  const specs = ts.map((t, i) => spec(t, i));
  weighConcepts(text, ts, specs, new Set([processTerm("acme")!]), { place: 0.1, conceptMin: 0.2 });
  assert.deepEqual(specs.map((s) => s.boost), [1, 1, 0.1, 0.1, 1]);
  assert.deepEqual(specs.map((s) => s.concept), [0, 1, -1, -1, 4]);
  const off = ts.map((t, i) => spec(t, i));
  weighConcepts(text, ts, off, new Set(), { place: 1, conceptMin: 0.2 });
  assert.deepEqual(off.map((s) => s.boost), [1, 1, 1, 1, 1]);
});
