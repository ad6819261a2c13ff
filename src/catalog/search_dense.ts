/**
 * Semantic signal of tool search: each tool and each query becomes one 100-dimensional vector,
 * the SIF-weighted mean of its words' GloVe vectors (search_vectors.ts), and tools are ranked
 * by cosine. Tool vectors are computed when the index is built; a query costs one dot product
 * per tool (about 1M multiply-adds at 10,000 tools).
 */
import { type Scored, TopK } from "./search_topk.ts";
import { DIMS, type WordVectors } from "./search_vectors.ts";

/** SIF smoothing (Arora et al. 2017): weight = a / (a + p(word)); frequent words count little. */
const SIF_A = 1e-3;
/** Zipf estimate of p(word) from its frequency rank among the ~400k GloVe words. */
const ZIPF_NORM = 1 / Math.log(400_000);
const MAX_WORDS = 400;

/** Text of one tool per field, with that field's weight in the tool's vector. */
export type DenseFields = [text: string, weight: number][];

export class DenseIndex {
  #vectors: WordVectors;
  #docs: Float32Array;
  #present: Uint8Array;
  /** First principal component of the tool vectors, removed from every vector (SIF). */
  #common = new Float64Array(DIMS);
  readonly size: number;

  constructor(vectors: WordVectors, docs: DenseFields[]) {
    this.#vectors = vectors;
    this.size = docs.length;
    this.#docs = new Float32Array(docs.length * DIMS);
    this.#present = new Uint8Array(docs.length);
    const raw: Float64Array[] = docs.map((fields) => {
      const acc = new Float64Array(DIMS);
      for (const [text, weight] of fields) this.#accumulate(text, weight, acc);
      return acc;
    });
    if (raw.length > 1) this.#common = principalComponent(raw);
    raw.forEach((acc, d) => {
      if (this.#store(acc, this.#docs, d * DIMS)) this.#present[d] = 1;
    });
  }

  #accumulate(text: string, weight: number, acc: Float64Array): void {
    addSif(this.#vectors, text, weight, acc);
  }

  /** Writes `acc` normalised to unit length at `out[at…]`; false when it is all zeros. */
  #store(acc: Float64Array, out: Float32Array, at: number): boolean {
    const u = this.#common;
    let dot = 0;
    for (let i = 0; i < DIMS; i++) dot += acc[i] * u[i];
    for (let i = 0; i < DIMS; i++) acc[i] -= dot * u[i];
    let norm = 0;
    for (let i = 0; i < DIMS; i++) norm += acc[i] * acc[i];
    if (norm === 0) return false;
    norm = Math.sqrt(norm);
    for (let i = 0; i < DIMS; i++) out[at + i] = acc[i] / norm;
    return true;
  }

  /** The query's unit vector, or null when none of its words has a vector. */
  embed(text: string): Float32Array | null {
    const acc = new Float64Array(DIMS);
    this.#accumulate(text, 1, acc);
    const out = new Float32Array(DIMS);
    return this.#store(acc, out, 0) ? out : null;
  }

  /** Whether `word` (lower case) has a vector. */
  knows(word: string): boolean {
    return this.#vectors.rows.has(word);
  }

  /** Cosine of the query with one tool (0 for a tool without words that have vectors). */
  cosine(query: Float32Array, doc: number): number {
    return this.#present[doc] === 0 ? 0 : dot(query, this.#docs, doc * DIMS);
  }

  /** The `k` tools closest to the query that `keep` accepts, best first. */
  top(query: Float32Array, k: number, keep: (doc: number) => boolean): Scored[] {
    const heap = new TopK(k);
    const docs = this.#docs;
    for (let d = 0, o = 0; d < this.size; d++, o += DIMS) {
      const score = dot(query, docs, o); // a tool without vector is all zeros: score 0
      if (score > 0 && heap.admits(d, score) && keep(d)) heap.push(d, score);
    }
    return heap.sorted();
  }
}

/** Dot product of `q` with `DIMS` floats of `m` from `at`, four lanes at a time. */
function dot(q: Float32Array, m: Float32Array, at: number): number {
  let a = 0, b = 0, c = 0, d = 0;
  for (let i = 0; i < DIMS; i += 4) {
    a += q[i] * m[at + i];
    b += q[i + 1] * m[at + i + 1];
    c += q[i + 2] * m[at + i + 2];
    d += q[i + 3] * m[at + i + 3];
  }
  return a + b + c + d;
}

/** Power iteration for the dominant direction of the vectors (what every tool text shares). */
function principalComponent(vectors: Float64Array[]): Float64Array<ArrayBuffer> {
  let u = new Float64Array(DIMS).fill(1 / Math.sqrt(DIMS));
  for (let round = 0; round < 12; round++) {
    const next = new Float64Array(DIMS);
    for (const v of vectors) {
      let dot = 0;
      for (let i = 0; i < DIMS; i++) dot += v[i] * u[i];
      for (let i = 0; i < DIMS; i++) next[i] += dot * v[i];
    }
    const norm = Math.hypot(...next) || 1;
    u = next.map((x) => x / norm);
  }
  return u;
}

/** Adds `weight` × the SIF-weighted mean of the words of `text` into `acc`. */
export function addSif(vectors: WordVectors, text: string, weight: number, acc: Float64Array) {
  if (weight <= 0) return;
  const { rows, data } = vectors;
  const words = text.toLowerCase().match(/[a-z]+/g)?.slice(0, MAX_WORDS) ?? [];
  const part = new Float64Array(DIMS);
  let total = 0;
  for (const word of words) {
    const row = rows.get(word);
    if (row === undefined) continue;
    const w = sifWeight(vectors, row);
    total += w;
    for (let i = 0, o = row * DIMS; i < DIMS; i++) part[i] += w * data[o + i];
  }
  if (total === 0) return;
  for (let i = 0; i < DIMS; i++) acc[i] += (weight * part[i]) / total;
}

/** SIF weight of a word from its frequency rank. */
export function sifWeight(vectors: WordVectors, row: number): number {
  return SIF_A / (SIF_A + ZIPF_NORM / (vectors.ranks[row] + 1));
}
