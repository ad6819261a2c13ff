/**
 * Round 57's candidates L and M (search_literal_share.ts): a request's lexical share is min(1,
 * `lexicalCover` × the share of its concepts the best lexical match holds); off at 0, and never for a
 * request naming a server.
 */
import assert from "node:assert/strict";
import { literalShare, weakLiteral } from "../../src/catalog/search_literal_share.ts";
import type { TermSpec } from "../../src/catalog/search_postings.ts";
import { buildSearchIndex } from "../../src/catalog/search.ts";

const spec = (term: string, concept: number): TermSpec => ({
  term,
  boost: 1,
  concept,
  prefix: false,
  fuzzy: 0,
});
// Four concepts; an expansion of concept 0 and a term counting toward none add none.
const specs = [
  spec("a", 0),
  spec("a2", 0),
  spec("b", 1),
  spec("c", 2),
  spec("d", 3),
  spec("x", -1),
];

Deno.test("round 57: the literal share is cover × the best match's share of the concepts, capped at 1", () => {
  assert.equal(literalShare(0, specs, 1, 2), 0.5);
  assert.equal(literalShare(0, specs, 1, 4), 1);
  assert.equal(literalShare(0, specs, 3, 2), 1);
  assert.equal(literalShare(0, specs, 0, 2), 0.05, "a floor, never 0");
  assert.equal(literalShare(0, specs, 1, 0), 1, "off");
  assert.equal(literalShare(1, specs, 1, 2), 1, "a named server keeps the literal ranking");
  assert.equal(literalShare(0, [spec("x", -1)], 0, 2), 1, "no concept: unchanged");
});

Deno.test("round 57: weakLiteral divides the dense weight by the share and widens only when weak", () => {
  const top = (k: number) => Array.from({ length: k }, (_, doc) => ({ doc, score: 1 }));
  const semantic = { weight: 0.8, of: () => 0, top };
  const keep = () => true;
  const off = weakLiteral(semantic, 1, specs, 0, 10, keep, {
    lexicalCover: 0,
    weakNear: 50,
    denseCandidates: 0,
  });
  assert.deepEqual(off, { weight: 0.8, near: [] });
  const weak = weakLiteral(semantic, 1, specs, 0, 10, keep, {
    lexicalCover: 2,
    weakNear: 50,
    denseCandidates: 0,
  });
  assert.equal(weak.weight, 1.6);
  assert.equal(weak.near.length, 50);
  const strong = weakLiteral(semantic, 4, specs, 0, 10, keep, {
    lexicalCover: 2,
    weakNear: 50,
    denseCandidates: 0,
  });
  assert.deepEqual(strong, { weight: 0.8, near: [] });
});

Deno.test("round 57: the switches default to off and reach the ranker through retune", () => {
  const tools = ["create issue", "list pull requests", "send a chat message"].map((d, i) => ({
    qualifiedName: `s${i}__t${i}`,
    name: `t${i}`,
    serverSlug: `s${i}`,
    serverName: `S${i}`,
    description: d,
  }));
  const index = buildSearchIndex(tools);
  const before = index.search("open an issue about the failing build", { limit: 3 });
  index.retune({ lexicalCover: 0, weakNear: 0 });
  assert.deepEqual(index.search("open an issue about the failing build", { limit: 3 }), before);
  index.retune({ lexicalCover: 2, weakNear: 50 });
  const after = index.search("open an issue about the failing build", { limit: 3 });
  assert.equal(after[0]?.qualifiedName, before[0]?.qualifiedName);
});
