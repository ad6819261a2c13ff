/**
 * Round 56's candidates V and W (src/catalog/search_server_vectors.ts): each server's centroid of
 * its tools' dense vectors; a request naming no server brings in the nearest servers' tools (V,
 * `serverVector`) or weighs candidates by their server's centroid (W, `serverVectorScale`)
 * (docs/rounds/srch56.md).
 */
import assert from "node:assert/strict";
import { searchConfig } from "../../src/catalog/search_config.ts";
import { type DenseFields, DenseIndex } from "../../src/catalog/search_dense.ts";
import { ServerVectors } from "../../src/catalog/search_server_vectors.ts";
import { wordVectors } from "../../src/catalog/search_vectors.ts";

// Server 0 is about exercise, server 1 about web addresses; two tools each.
const DOCS: DenseFields[] = [
  [["list muscles", 1], ["muscle groups worked by each exercise", 1]],
  [["create workout", 1], ["create a workout routine of exercises and sets", 1]],
  [["shorten url", 1], ["shorten a long web address", 1]],
  [["expand url", 1], ["expand a short web address to the full one", 1]],
];
const SERVER_OF = Int32Array.from([0, 0, 1, 1]);

function fixture(): { dense: DenseIndex; fields: ServerVectors } {
  const vectors = wordVectors();
  assert.ok(vectors !== null, "the shipped word vectors load");
  const dense = new DenseIndex(vectors, DOCS);
  return { dense, fields: new ServerVectors(dense, SERVER_OF, 2) };
}

Deno.test("round 56: V and W are off by default", () => {
  assert.equal(searchConfig().serverVector, 0);
  assert.equal(searchConfig().serverVectorScale, 0);
});

Deno.test("round 56, V: the server nearest a request by centroid, none at n 0", () => {
  const { dense, fields } = fixture();
  const gym = dense.embed("which lifts should I do at the gym for stronger legs");
  const link = dense.embed("make this long web address short");
  assert.deepEqual([...fields.top(gym, 1)], [0]);
  assert.deepEqual([...fields.top(link, 1)], [1]);
  assert.equal(fields.top(gym, 0).size, 0);
  assert.equal(fields.top(null, 3).size, 0);
});

Deno.test("round 56, W: candidates weighed by their server's centroid; weight 0 leaves them", () => {
  const { dense, fields } = fixture();
  const gym = dense.embed("which lifts should I do at the gym for stronger legs");
  const scored = [{ doc: 2, score: 1 }, { doc: 0, score: 0.9 }];
  const of = (doc: number) => SERVER_OF[doc];
  assert.deepEqual(fields.scale(scored, gym, of, 0), scored);
  const scaled = fields.scale(scored, gym, of, 0.5);
  assert.equal(scaled[0].doc, 0);
  assert.ok(Math.abs(scaled[0].score - 0.9 * 1.5) < 1e-9, "the best server's tools × 1.5");
});
