/** Round 62's candidate I (search_rare_cap.ts): an unnamed request's rare literal words capped. */
import assert from "node:assert/strict";
import { capFactor, weighConcepts } from "../../src/catalog/search_rare_cap.ts";
import type { TermSpec } from "../../src/catalog/search_postings.ts";

const spec = (term: string, concept: number, boost = 1): TermSpec => ({
  term,
  boost,
  concept,
  prefix: false,
  fuzzy: 0,
});
const stats = {
  count: (t: string) => ({ printer: 3, customer: 400, ticket: 2 })[t] ?? 0,
  size: 10000,
};
const c = { rareCap: 0.01, conceptMin: 0.2 };

Deno.test("capFactor: a word rarer than the cap weighs as one held by the cap's share", () => {
  assert.equal(capFactor(3, 10000, 0), 1);
  assert.equal(capFactor(400, 10000, 0.01), 1);
  const f = capFactor(3, 10000, 0.01);
  assert.ok(f > 0.5 && f < 0.65, String(f));
  assert.ok(capFactor(1, 10000, 0.01) < capFactor(50, 10000, 0.01));
});

Deno.test("an unnamed request's rare literal word is capped, its translations are not", () => {
  const specs = [spec("printer", 0), spec("customer", 1), spec("ticket", 1, 0.5)];
  weighConcepts(["printer", "customer"], specs, new Set(), stats, c);
  assert.ok(specs[0].boost < 0.65);
  assert.equal(specs[1].boost, 1);
  assert.equal(specs[2].boost, 0.5, "an expansion keeps its weight");
});

Deno.test("a request naming a server, or the cap off, changes nothing but conceptMin", () => {
  const named = [spec("printer", 0), spec("ticket", 1, 0.1)];
  weighConcepts(["printer", "customer"], named, new Set(["printer"]), stats, c);
  assert.equal(named[0].boost, 1);
  assert.equal(named[1].concept, -1, "below conceptMin counts toward no word");
  const off = [spec("printer", 0)];
  weighConcepts(["printer"], off, new Set(), stats, { ...c, rareCap: 0 });
  assert.equal(off[0].boost, 1);
});
