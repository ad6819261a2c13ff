/**
 * A static sentence-embedding signal distilled offline from USE-lite (scripts/search_dense_distill.ts,
 * docs/search.md, "A distilled static sentence embedding"): a text's vector is the frequency-weighted mean of its words' rows,
 * a word without a row of its own taking its SentencePiece pieces' rows. Microseconds per query;
 * no model runs at run time. Not wired into the ranker: fused, it lost on the tuning pool (CV 912
 * against 917); commit aba060b holds the hook and scripts/search_dense_cv.ts that measured it.
 */
import { Pieces } from "./search_dense_pieces.ts";
import { decodeTable, type StaticTable } from "./search_dense_table.ts";
import type { DenseFields } from "../src/catalog/search_dense.ts";
import { type Scored, TopK } from "../src/catalog/search_topk.ts";

/** SIF smoothing: weight = a / (a + p(word)), p from the unigram model's log-probabilities. */
export const STATIC_SIF = 3e-4;
const FIRST_PIECE = 6;
const MAX_WORDS = 400;

/** The table at `url`, or null when it cannot be read or is malformed. */
export function readTable(url: URL): StaticTable | null {
  try {
    return decodeTable(Deno.readFileSync(url));
  } catch {
    return null;
  }
}

/** Rows and weights of one word. */
interface WordRows {
  rows: number[];
  weights: number[];
}

export class StaticEmbedder {
  readonly dims: number;
  #table: StaticTable;
  #pieces: Pieces;
  #words = new Map<string, number>();
  #cache = new Map<string, WordRows>();
  #sif: number;

  constructor(table: StaticTable, sif = STATIC_SIF) {
    this.#table = table;
    this.dims = table.dims;
    this.#sif = sif;
    this.#pieces = new Pieces(table.pieces);
    table.words.forEach((w, i) => this.#words.set(w, table.pieces.length + i));
  }

  #weight(logProb: number): number {
    return this.#sif / (this.#sif + Math.exp(logProb));
  }

  /** A word's own row, or its pieces' rows, each with its SIF weight. */
  #rowsOf(word: string): WordRows {
    let got = this.#cache.get(word);
    if (got !== undefined) return got;
    const ids = this.#pieces.encode(word);
    const own = this.#words.get(word);
    if (own !== undefined || ids.length === 1) {
      const logProb = ids.reduce((s, id) => s + this.#pieces.score(id), 0);
      got = { rows: [own ?? ids[0]], weights: [this.#weight(logProb)] };
    } else {
      const known = ids.filter((id) => id >= FIRST_PIECE);
      got = { rows: known, weights: known.map((id) => this.#weight(this.#pieces.score(id))) };
    }
    if (got.rows[0] < FIRST_PIECE) got = { rows: [], weights: [] };
    if (this.#cache.size < 100_000) this.#cache.set(word, got);
    return got;
  }

  /** Adds `weight` × the weighted mean of the rows of the words of `text` into `acc`. */
  add(text: string, weight: number, acc: Float64Array): void {
    if (weight <= 0) return;
    const { rows, scales, dims } = this.#table;
    const part = new Float64Array(dims);
    let total = 0;
    for (const word of text.toLowerCase().match(/[a-z0-9]+/g)?.slice(0, MAX_WORDS) ?? []) {
      const got = this.#rowsOf(word);
      got.rows.forEach((row, i) => {
        const w = got.weights[i] * scales[row];
        total += got.weights[i];
        for (let k = 0, o = row * dims; k < dims; k++) part[k] += w * rows[o + k];
      });
    }
    if (total === 0) return;
    for (let k = 0; k < dims; k++) acc[k] += (weight * part[k]) / total;
  }
}

/** Tools as unit vectors of the static embedding; the query's cosine with each. */
export class StaticDenseIndex {
  #embedder: StaticEmbedder;
  #docs: Float32Array;
  readonly size: number;
  readonly dims: number;

  constructor(embedder: StaticEmbedder, docs: DenseFields[]) {
    this.#embedder = embedder;
    this.dims = embedder.dims;
    this.size = docs.length;
    this.#docs = new Float32Array(docs.length * this.dims);
    docs.forEach((fields, d) => {
      const acc = new Float64Array(this.dims);
      for (const [text, weight] of fields) embedder.add(text, weight, acc);
      this.#docs.set(unit(acc), d * this.dims);
    });
  }

  /** The query's unit vector, or null when none of its words has a row. */
  embed(text: string): Float32Array | null {
    const acc = new Float64Array(this.dims);
    this.#embedder.add(text, 1, acc);
    return acc.some((x) => x !== 0) ? unit(acc) : null;
  }

  cosine(query: Float32Array, doc: number): number {
    let s = 0;
    for (let k = 0, o = doc * this.dims; k < this.dims; k++) s += query[k] * this.#docs[o + k];
    return s;
  }

  /** The `k` tools closest to the query that `keep` accepts, best first. */
  top(query: Float32Array, k: number, keep: (doc: number) => boolean): Scored[] {
    const heap = new TopK(k);
    for (let d = 0; d < this.size; d++) {
      const score = this.cosine(query, d);
      if (score > 0 && heap.admits(d, score) && keep(d)) heap.push(d, score);
    }
    return heap.sorted();
  }
}

function unit(acc: Float64Array): Float32Array {
  const norm = Math.hypot(...acc) || 1;
  return Float32Array.from(acc, (x) => x / norm);
}
