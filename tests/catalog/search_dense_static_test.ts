import assert from "node:assert/strict";
import { Pieces } from "../../scripts/search_dense_pieces.ts";
import { readTable, StaticDenseIndex, StaticEmbedder } from "../../scripts/search_dense_static.ts";
import { decodeTable, encodeTable, type StaticTable } from "../../scripts/search_dense_table.ts";

const RESERVED: [string, number][] = ["<unk>", "<s>", "</s>", "x1", "x2", "x3"].map((p) => [p, 0]);
/** Ids 6.. : "▁delete" is likelier whole than as "▁del" + "ete". */
const VOCAB: [string, number][] = [
  ...RESERVED,
  ["\u2581delete", -8],
  ["\u2581del", -5],
  ["ete", -5],
  ["\u2581remove", -9],
  ["\u2581file", -7],
  ["\u2581", -3],
  ["s", -3],
  ["\u2581files", -12],
];

function table(words: string[], rows: number[][]): StaticTable {
  return {
    dims: 2,
    pieces: VOCAB,
    words,
    scales: Float32Array.from(rows, () => 1 / 127),
    rows: Int8Array.from(rows.flat()),
    provenance: "test",
  };
}

Deno.test("pieces: the likeliest split wins; an unknown character is id 0", () => {
  const pieces = new Pieces(VOCAB);
  assert.deepEqual(pieces.encode("delete"), [6]); // -8 beats "▁del"+"ete" at -10
  assert.deepEqual(pieces.encode("files"), [10, 12]); // "▁file"+"s" -10 beats "▁files" -12
  assert.deepEqual(pieces.encode("filez"), [10, 0]);
  assert.equal(pieces.score(0) < -20, true);
});

Deno.test("table: encoded and decoded back unchanged", () => {
  const t = table(["files"], Array.from({ length: VOCAB.length + 1 }, (_, i) => [i, -i]));
  const back = decodeTable(encodeTable(t));
  assert.equal(back.dims, 2);
  assert.deepEqual(back.pieces, VOCAB);
  assert.deepEqual(back.words, ["files"]);
  assert.deepEqual([...back.rows], [...t.rows]);
  assert.deepEqual([...back.scales], [...t.scales]);
  assert.throws(() => decodeTable(encodeTable(t).subarray(0, 100)));
});

Deno.test("embedder: a word's own row first, else its pieces; reserved pieces add nothing", () => {
  const rows = Array.from({ length: VOCAB.length + 1 }, () => [0, 0]);
  rows[6] = [127, 0]; // ▁delete
  rows[9] = [0, 127]; // ▁remove
  rows[10] = [127, 127]; // ▁file
  rows[VOCAB.length] = [-127, 0]; // the word "files" has its own row
  const index = new StaticDenseIndex(new StaticEmbedder(table(["files"], rows)), [
    [["delete", 1]],
    [["remove", 1]],
    [["files", 1]],
  ]);
  const query = index.embed("Delete")!;
  assert.deepEqual([...query], [1, 0]);
  assert.deepEqual(index.top(query, 3, () => true).map((s) => s.doc), [0]);
  assert.equal(index.cosine(index.embed("files")!, 2), 1);
  assert.equal(index.embed("zzz"), null); // "▁" + unknown characters only
});

Deno.test("table file: a missing or truncated file reads as null, a whole one back", async () => {
  const path = await Deno.makeTempFile({ suffix: ".bin" });
  const t = table([], Array.from({ length: VOCAB.length }, (_, i) => [i, i]));
  await Deno.writeFile(path, encodeTable(t));
  assert.equal(readTable(new URL(`file://${path}`))?.pieces.length, VOCAB.length);
  await Deno.writeFile(path, encodeTable(t).subarray(0, 60));
  assert.equal(readTable(new URL(`file://${path}`)), null);
  await Deno.remove(path);
  assert.equal(readTable(new URL(`file://${path}`)), null);
});
