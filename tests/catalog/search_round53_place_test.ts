/**
 * Round 53's candidate W (docs/rounds/srch53.md): the words of a place phrase in a query that names
 * no server weigh `servers.place` in the tool-level match.
 */
import assert from "node:assert/strict";
import { placeTerms, weighPlaces } from "../../src/catalog/search_everyday.ts";
import type { TermSpec } from "../../src/catalog/search_postings.ts";
import { processTerm } from "../../src/catalog/search_text.ts";

const terms = (...words: string[]) => new Set(words.map((w) => processTerm(w)!));

Deno.test("round 53: a place phrase is an opener, a determiner and the words up to its end", () => {
  assert.deepEqual(placeTerms("read me the full deployment guide from the wiki"), terms("wiki"));
  assert.deepEqual(
    placeTerms("add a label called to-read to my bookmark manager"),
    terms("bookmark", "manager"),
  );
  // Punctuation, another opener and an ending word close it; a bare opener opens none.
  assert.deepEqual(
    placeTerms("post deploy finished in the engineering channel under releases, now"),
    terms("engineering", "channel"),
  );
  assert.deepEqual(placeTerms("move it into our archive with the tags"), terms("archive"));
  assert.deepEqual(placeTerms("add one row to Expenses"), new Set());
});

Deno.test("round 53: a term also said outside every place phrase is not a place term", () => {
  assert.deepEqual(placeTerms("show the wiki page history in the wiki"), new Set());
});

Deno.test("round 53: weighPlaces scales every spec of a place term's concept, and only with place < 1", () => {
  const text = "read the guide from the wiki";
  const user = ["read", "guid", "wiki"].map((t) => processTerm(t) ?? t);
  const make = (): TermSpec[] => [
    { term: user[0], boost: 1, concept: 0, prefix: false, fuzzy: 0 },
    { term: user[2], boost: 1, concept: 2, prefix: false, fuzzy: 0 },
    { term: "page", boost: 0.5, concept: 2, prefix: false, fuzzy: 0 },
    { term: "other", boost: 0.4, concept: -1, prefix: false, fuzzy: 0 },
  ];
  const specs = make();
  weighPlaces(text, user, specs, 0.5);
  assert.deepEqual(specs.map((s) => s.boost), [1, 0.5, 0.25, 0.4]);
  const same = make();
  weighPlaces(text, user, same, 1);
  assert.deepEqual(same, make());
});
