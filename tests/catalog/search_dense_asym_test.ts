import assert from "node:assert/strict";
import { AsymSource, trainingTexts } from "../../scripts/search_dense_asym.ts";
import { ridge } from "../../scripts/search_dense_ridge.ts";
import { StaticEmbedder } from "../../scripts/search_dense_static.ts";
import type { StaticTable } from "../../scripts/search_dense_table.ts";

const USE_DIMS = 512;
const RESERVED: [string, number][] = ["<unk>", "<s>", "</s>", "x1", "x2", "x3"].map((p) => [p, 0]);
const VOCAB: [string, number][] = [...RESERVED, ["\u2581delete", -8], ["\u2581remove", -9]];

function table(rows: number[][]): StaticTable {
  return {
    dims: 2,
    pieces: VOCAB,
    words: [],
    scales: Float32Array.from(rows, () => 1 / 127),
    rows: Int8Array.from(rows.flat()),
    provenance: "test",
  };
}

/** Tool vectors: tool 0 on axis 0, tool 1 on axis 1, tool 2 on axis 2. */
function docs(): Float32Array {
  const d = new Float32Array(3 * USE_DIMS);
  for (let i = 0; i < 3; i++) d[i * USE_DIMS + i] = 1;
  return d;
}

Deno.test("asymmetric source: the query's static vector goes through W, tools keep their own vectors", () => {
  const rows = Array.from({ length: VOCAB.length }, () => [0, 0]);
  rows[6] = [127, 0]; // ▁delete
  rows[7] = [0, 127]; // ▁remove
  // W (3 × 512): static axis 0 → tool axis 1, static axis 1 → tool axis 0, no intercept.
  const w = new Float64Array(3 * USE_DIMS);
  w[0 * USE_DIMS + 1] = 1;
  w[1 * USE_DIMS + 0] = 1;
  const source = new AsymSource(new StaticEmbedder(table(rows)), w, docs());
  const q = source.embed("delete")!;
  assert.equal(q.length, USE_DIMS);
  assert.ok(Math.abs(source.cosine(q, 1) - 1) < 1e-6, "mapped, not copied");
  assert.equal(source.cosine(q, 0), 0);
  assert.deepEqual(source.top(q, 3, () => true).map((s) => s.doc), [1]);
  assert.deepEqual(source.top(q, 3, (d) => d !== 1), []);
  assert.equal(source.embed("zzz"), null);
  // The intercept row is added to every query: with it alone on axis 2, tool 2 comes first.
  w[2 * USE_DIMS + 2] = 10;
  assert.equal(source.top(source.embed("delete")!, 1, () => true)[0].doc, 2);
});

Deno.test("ridge: a known linear map is recovered from noiseless pairs", () => {
  const d = 3, e = 2, n = 50;
  const truth = [[1, -2], [0.5, 0], [0, 3]];
  let seed = 7;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5;
  const x = new Float64Array(n * d), y = new Float32Array(n * e);
  for (let i = 0; i < n; i++) {
    for (let p = 0; p < d; p++) x[i * d + p] = rand();
    for (let q = 0; q < e; q++) {
      for (let p = 0; p < d; p++) y[i * e + q] += x[i * d + p] * truth[p][q];
    }
  }
  const w = ridge(x, y, d, e, 1e-9);
  for (let p = 0; p < d; p++) {
    for (let q = 0; q < e; q++) assert.ok(Math.abs(w[p * e + q] - truth[p][q]) < 1e-3);
  }
});

Deno.test("training texts: names as phrases, titles, first sentences, parameter descriptions, training queries; no label", async () => {
  const tools = [{
    qualifiedName: "fs__read_file",
    name: "read_file",
    serverSlug: "fs",
    serverName: "FS",
    title: "Read file",
    description: "Reads a file from disk. Long second sentence that is not kept.",
    inputSchema: { properties: { path: { description: "Where the file is. More." } } },
  }];
  const texts = await trainingTexts(tools);
  for (const t of ["read file", "Read file", "Reads a file from disk", "path: Where the file is"]) {
    assert.ok(texts.includes(t), t);
  }
  assert.ok(!texts.some((t) => t.includes("second sentence")));
  assert.equal(new Set(texts).size, texts.length);
  // The training queries' texts are in, their labels (qualified tool names) never.
  const train = JSON.parse(
    await Deno.readTextFile(
      new URL("../fixtures/search/train/queries_train1.json", import.meta.url),
    ),
  ) as { query: string; relevant: string[] }[];
  assert.ok(texts.includes(train[0].query));
  assert.ok(!texts.includes(train[0].relevant[0]));
});
